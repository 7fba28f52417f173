import type { Lang } from '../content/types.js';

/** Mirrors web/src/config/site.ts and web/src/config/paths.ts (functions cannot import from web/); keep them in step. */
export const SITE_NAME = 'Emi Castellano';
export const SITE_ROLE: Record<Lang, string> = { en: 'Web Developer', es: 'Desarrollador web' };
export const BLOG_DESCRIPTION: Record<Lang, string> = {
  en: 'Articles on web development by Emi Castellano',
  es: 'Artículos sobre desarrollo web de Emi Castellano',
};
export const LOCALE: Record<Lang, string> = { en: 'en-US', es: 'es-ES' };

function localize(path: string, lang: Lang): string {
  if (lang === 'en') return path;
  return path === '/' ? '/es' : `/es${path}`;
}

export const sitePaths = {
  home: (lang: Lang) => localize('/', lang),
  cv: (lang: Lang) => localize('/c/cv', lang),
  blog: (lang: Lang) => localize('/blog', lang),
  projects: (lang: Lang) => localize('/projects', lang),
  post: (lang: Lang, id: string) => localize(`/blog/${encodeURIComponent(id)}`, lang),
  project: (lang: Lang, id: string) => localize(`/projects/${encodeURIComponent(id)}`, lang),
  feed: (lang: Lang) => localize('/feed.xml', lang),
  sitemap: (lang: Lang) => localize('/sitemap.xml', lang),
};

/** SITE_URL without a trailing slash, so `${base}${path}` is always one slash. */
export const absoluteUrl = (siteUrl: string, path: string): string => `${siteUrl.replace(/\/+$/, '')}${path}`;
