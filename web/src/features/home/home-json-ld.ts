/** Structured data for the home page: the site (with its search) and the person it belongs to (schema.org). */
import { absoluteUrl } from '../../config/absolute-url';
import type { Lang } from '@portfolio/content/content-types';
import { LOCALES } from '@portfolio/content/languages';
import { paths } from '@portfolio/content/paths';
import { site } from '@portfolio/content/site';

export function homeJsonLd(lang: Lang, description: string): object[] {
  const url = absoluteUrl(paths.home(lang));
  const person = {
    '@type': 'Person',
    name: site.name,
    jobTitle: site.role[lang],
    url,
    sameAs: Object.values(site.social).map((link) => link.url),
  };
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: site.name,
      url,
      description,
      inLanguage: LOCALES[lang].tag,
      author: person,
      potentialAction: {
        '@type': 'SearchAction',
        target: `${absoluteUrl(paths.search(lang))}?q={search_term_string}`,
        'query-input': 'required name=search_term_string',
      },
    },
    { '@context': 'https://schema.org', ...person },
  ];
}
