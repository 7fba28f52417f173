/**
 * Every internal link is built here, with the language in hand. English is the
 * plain path; Spanish carries the /es prefix.
 */
import type { Lang } from './languages.ts';

const SPANISH_PREFIX = '/es';

/**
 * First path segments that are words in the page's language (English → Spanish): `/search` is `/es/buscar`.
 * Every other segment is the same in both languages.
 */
const SPANISH_SEGMENTS: Record<string, string> = { search: 'buscar' };
const ENGLISH_SEGMENTS: Record<string, string> = Object.fromEntries(Object.entries(SPANISH_SEGMENTS).map(([en, es]) => [es, en]));

/** `path` with its first segment looked up in `words` (when it is one of them). */
function translateFirstSegment(path: string, words: Record<string, string>): string {
  const [, first = '', rest = ''] = /^\/([^/?#]*)(.*)$/.exec(path) ?? [];
  return Object.prototype.hasOwnProperty.call(words, first) ? `/${words[first]}${rest}` : path;
}

/** Prefixes an unprefixed (English) path for a language. `localize('/blog', 'es')` → `/es/blog`, `/search` → `/es/buscar`. */
export function localize(path: string, lang: Lang): string {
  if (lang === 'en') return path;
  return path === '/' ? SPANISH_PREFIX : `${SPANISH_PREFIX}${translateFirstSegment(path, SPANISH_SEGMENTS)}`;
}

/** The language a pathname belongs to. */
export function langFromPath(pathname: string): Lang {
  return pathname === SPANISH_PREFIX || pathname.startsWith(`${SPANISH_PREFIX}/`) ? 'es' : 'en';
}

/** The pathname without its language prefix, as the English path (always starts with '/'): `/es/buscar` → `/search`. */
export function unlocalize(pathname: string): string {
  if (langFromPath(pathname) === 'en') return pathname || '/';
  return translateFirstSegment(pathname.slice(SPANISH_PREFIX.length) || '/', ENGLISH_SEGMENTS);
}

/** The same page in another language. */
export function switchLanguage(pathname: string, lang: Lang): string {
  return localize(unlocalize(pathname), lang);
}

const segment = (id: string) => encodeURIComponent(id);

export const paths = {
  home: (lang: Lang) => localize('/', lang),
  cv: (lang: Lang) => localize('/c/cv', lang),
  login: (lang: Lang) => localize('/emi-lgn', lang),
  blog: (lang: Lang) => localize('/blog', lang),
  post: (lang: Lang, id: string) => localize(`/blog/${segment(id)}`, lang),
  projects: (lang: Lang) => localize('/projects', lang),
  project: (lang: Lang, id: string) => localize(`/projects/${segment(id)}`, lang),
  /** The search page (`/es/buscar` in Spanish); with a query, its results. */
  search: (lang: Lang, query = '') => localize('/search', lang) + (query ? `?${new URLSearchParams({ q: query })}` : ''),
  admin: {
    posts: (lang: Lang) => localize('/admin/blog', lang),
    createPost: (lang: Lang) => localize('/admin/blog/crear', lang),
    editPost: (lang: Lang, id: string) => localize(`/admin/blog/editar/${segment(id)}`, lang),
    projects: (lang: Lang) => localize('/admin/proyectos', lang),
    createProject: (lang: Lang) => localize('/admin/proyectos/crear', lang),
    editProject: (lang: Lang, id: string) => localize(`/admin/proyectos/editar/${segment(id)}`, lang),
    cv: (lang: Lang) => localize('/admin/cv', lang),
    tags: (lang: Lang) => localize('/admin/etiquetas', lang),
  },
  sitemap: (lang: Lang) => localize('/sitemap.xml', lang),
  feed: (lang: Lang) => localize('/feed.xml', lang),
} as const;
