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

interface PublicRoute {
  /** The English path pattern (`:id` is one path segment); the Spanish one is `localize`d from it. */
  path: string;
  /** Its loader's data comes from the server (web/src/app/page-data.ts): a page that reads content. */
  serverData: boolean;
}

/**
 * THE public pages, each declared once (docs/rendering.md, "Routes"). The web app's router loads each from
 * `web/src/app/routes/{name}.tsx` in both languages, the renderer links that module's files, and page-data.ts
 * asks the server for the data of those with `serverData`. firebase.json rewrites each path to the `pages`
 * function, and tests/rules/hosting-config.test.ts holds its rewrites and trailing-slash redirect to this table.
 */
export const PUBLIC_ROUTES = {
  home: { path: '/', serverData: true },
  cv: { path: '/c/cv', serverData: true },
  login: { path: '/emi-lgn', serverData: false },
  blog: { path: '/blog', serverData: true },
  post: { path: '/blog/:id', serverData: true },
  projects: { path: '/projects', serverData: true },
  project: { path: '/projects/:id', serverData: true },
  search: { path: '/search', serverData: true },
} as const satisfies Record<string, PublicRoute>;

export type PublicRouteName = keyof typeof PUBLIC_ROUTES;

/** A public page's address in a language, its `:id` filled in. */
const pagePath = (name: PublicRouteName, lang: Lang, id = ''): string =>
  localize(PUBLIC_ROUTES[name].path.replace(':id', segment(id)), lang);

export const paths = {
  home: (lang: Lang) => pagePath('home', lang),
  cv: (lang: Lang) => pagePath('cv', lang),
  login: (lang: Lang) => pagePath('login', lang),
  blog: (lang: Lang) => pagePath('blog', lang),
  post: (lang: Lang, id: string) => pagePath('post', lang, id),
  projects: (lang: Lang) => pagePath('projects', lang),
  project: (lang: Lang, id: string) => pagePath('project', lang, id),
  /** The search page (`/es/buscar` in Spanish); with a query, its results. */
  search: (lang: Lang, query = '') => pagePath('search', lang) + (query ? `?${new URLSearchParams({ q: query })}` : ''),
  admin: {
    posts: (lang: Lang) => localize('/admin/blog', lang),
    createPost: (lang: Lang) => localize('/admin/blog/crear', lang),
    editPost: (lang: Lang, id: string) => localize(`/admin/blog/editar/${segment(id)}`, lang),
    projects: (lang: Lang) => localize('/admin/proyectos', lang),
    createProject: (lang: Lang) => localize('/admin/proyectos/crear', lang),
    editProject: (lang: Lang, id: string) => localize(`/admin/proyectos/editar/${segment(id)}`, lang),
    cv: (lang: Lang) => localize('/admin/cv', lang),
    tags: (lang: Lang) => localize('/admin/etiquetas', lang),
    trash: (lang: Lang) => localize('/admin/papelera', lang),
    transfer: (lang: Lang) => localize('/admin/exportar', lang),
  },
  sitemap: (lang: Lang) => localize('/sitemap.xml', lang),
  feed: (lang: Lang) => localize('/feed.xml', lang),
} as const;
