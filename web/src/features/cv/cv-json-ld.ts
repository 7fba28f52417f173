/** Structured data for the CV page: a ProfilePage about the owner (schema.org Person). */
import { paths } from '@portfolio/content/paths';
import { site } from '@portfolio/content/site';
import type { Cv, Lang } from '@portfolio/content/content-types';
import { LOCALES } from '@portfolio/content/languages';
import { absoluteUrl } from '../../config/absolute-url';

export function cvJsonLd(cv: Cv, lang: Lang): object {
  const current = cv.experience.find((job) => job.end === '');
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url: absoluteUrl(paths.cv(lang)),
    inLanguage: LOCALES[lang].tag,
    mainEntity: {
      '@type': 'Person',
      name: cv.name,
      jobTitle: cv.role[lang],
      description: cv.summary[lang],
      email: `mailto:${cv.email}`,
      address: { '@type': 'PostalAddress', addressLocality: cv.location[lang] },
      url: absoluteUrl(paths.home(lang)),
      sameAs: Object.values(site.social).map((link) => link.url),
      knowsLanguage: cv.languages.map((language) => language.name[lang]),
      knowsAbout: cv.skills.flatMap((group) => group.items[lang]),
      ...(current ? { worksFor: { '@type': 'Organization', name: current.organization } } : {}),
      alumniOf: cv.education.map((school) => ({ '@type': 'EducationalOrganization', name: school.institution })),
    },
  };
}
