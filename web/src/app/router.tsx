/**
 * The router. Every page exists in English at the plain path and in Spanish under /es; both trees come from one
 * list. The public pages are the content package's PUBLIC_ROUTES (packages/content/src/paths.ts), each loaded from
 * `routes/{name}.tsx`; the admin's pages are listed below. Page modules load lazily (the admin area is its own
 * chunk) and export `loader`, `Component` and `handle` (RouteHandle).
 */
import type { LazyRouteFunction, RouteObject } from 'react-router-dom';
import type { Lang } from '@portfolio/content/content-types';
import { localize, PUBLIC_ROUTES } from '@portfolio/content/paths';
import { languageLoader } from './language-loader';
import { AppLayout } from './app-layout';
import { RootErrorBoundary, RouteErrorBoundary } from './route-error-boundary';
import type { AdminScreenName } from './routes/admin/screen-modules';

/**
 * The page modules of routes/ (not the admin's, in routes/admin/), each loaded when its page is first shown: one per
 * public route and the error page. The page tests beside them are not pages: a glob that matched them built every
 * test into the client (router.test.tsx holds the glob to the pages).
 */
export const pageModules: Record<string, LazyRouteFunction<RouteObject>> = import.meta.glob<
  Awaited<ReturnType<LazyRouteFunction<RouteObject>>>
>(['./routes/*.tsx', '!./routes/*.test.tsx']);

/** The module of a page route, by the route's name (entry-server.tsx names its file the same way). */
const pageModule = (name: string): LazyRouteFunction<RouteObject> => pageModules[`./routes/${name}.tsx`];

/** The admin's screens below `admin/`, by module name (routes/admin/screen-modules.ts) and path. */
const ADMIN_SCREENS: [AdminScreenName, string][] = [
  ['posts', 'blog'],
  ['create-post', 'blog/crear'],
  ['edit-post', 'blog/editar/:id'],
  ['projects', 'proyectos'],
  ['create-project', 'proyectos/crear'],
  ['edit-project', 'proyectos/editar/:id'],
  ['cv', 'cv'],
  ['tags', 'etiquetas'],
  ['trash', 'papelera'],
  ['transfer', 'exportar'],
];

/** An admin screen's module, through the admin's own table of imports (fetched beside the admin layout). */
const adminScreen =
  (name: AdminScreenName): LazyRouteFunction<RouteObject> =>
  async () =>
    (await import('./routes/admin/screen-modules')).adminScreenModules[name]();

function pageRoutes(lang: Lang): RouteObject[] {
  const id = (name: string) => `${name}-${lang}`;
  const languageRoot = localize('/', lang);
  return [
    ...Object.entries(PUBLIC_ROUTES).map(([name, route]): RouteObject => {
      // Below the language's root: '' is the home page, `blog/:id`, and `buscar` for Spanish search.
      const path = localize(route.path, lang).slice(languageRoot.length).replace(/^\//, '');
      return path === '' ? { id: id(name), index: true, lazy: pageModule(name) } : { id: id(name), path, lazy: pageModule(name) };
    }),
    {
      id: id('admin'),
      path: 'admin',
      lazy: () => import('./routes/admin/admin-layout'),
      children: ADMIN_SCREENS.map(([name, path]) => ({ id: id(`admin-${name}`), path, lazy: adminScreen(name) })),
    },
    { id: id('not-found'), path: '*', lazy: pageModule('not-found') },
  ];
}

function InitialLoad() {
  return null;
}

function languageTree(lang: Lang): RouteObject {
  return {
    id: `lang-${lang}`,
    path: lang === 'en' ? '/' : '/es',
    loader: languageLoader(lang),
    Component: AppLayout,
    // First load: nothing until the language and the page are ready (the body already has the theme colours).
    HydrateFallback: InitialLoad,
    // Only a failure of the frame itself lands here; page errors stop at the pathless route below,
    // so the error page keeps the header, the pickers and the footer.
    ErrorBoundary: RootErrorBoundary,
    children: [{ id: `pages-${lang}`, ErrorBoundary: RouteErrorBoundary, children: pageRoutes(lang) }],
  };
}

export const routes: RouteObject[] = [languageTree('en'), languageTree('es')];
