/** Structured data (schema.org BlogPosting) for a post page. */
import { paths } from '@portfolio/content/paths';
import { site } from '@portfolio/content/site';
import type { TagLabels } from '../../data/tag-labels';
import { LANGS, isAvailableIn, modifiedDate, type Lang, type Post, type PostSummary } from '@portfolio/content/content-types';
import { LOCALES } from '@portfolio/content/languages';
import { absoluteUrl } from '../../config/absolute-url';

/**
 * `tagLabels`: the tags' names in `lang` (data/tag-labels.tsx), so the keywords are words of the page's language;
 * `original`: where the post was first published, if elsewhere (@portfolio/content/original-address). Absent
 * values are left `undefined`: JSON leaves them out.
 */
export function postJsonLd(post: PostSummary, lang: Lang, tagLabels: TagLabels = {}, original = ''): object {
  const url = absoluteUrl(paths.post(lang, post.id));
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title[lang],
    description: post.summary[lang],
    inLanguage: LOCALES[lang].tag,
    datePublished: new Date(post.publishedAt).toISOString(),
    // The last change the owner marked as one readers should know of (a typo fix is not a modification).
    dateModified: new Date(modifiedDate(post)).toISOString(),
    url,
    mainEntityOfPage: url,
    image: post.cover ? absoluteUrl(post.cover.url) : undefined,
    keywords: post.tags.map((tag) => tagLabels[tag] ?? tag).join(', ') || undefined,
    isBasedOn: original || undefined,
    timeRequired: `PT${post.readingMinutes[lang]}M`,
    author: { '@type': 'Person', name: site.name, url: absoluteUrl(paths.home(lang)) },
  };
}

export const postLanguages = (post: Post): Lang[] => LANGS.filter((lang) => isAvailableIn(post, lang));
