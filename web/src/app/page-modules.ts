/**
 * The page modules of routes/ (not the admin's, in routes/admin/), each loaded when its page is first shown: one per
 * public route (PUBLIC_ROUTES) and the error page. The page tests beside them are not pages: a glob that matched them
 * built every test into the client (router.test.tsx holds the glob to the pages).
 */
import type { LazyRouteFunction, RouteObject } from 'react-router-dom';

export const pageModules: Record<string, LazyRouteFunction<RouteObject>> = import.meta.glob<
  Awaited<ReturnType<LazyRouteFunction<RouteObject>>>
>(['./routes/*.tsx', '!./routes/*.test.tsx']);

/** The module of a page route, by the route's name (entry-server.tsx names its file the same way). */
export const pageModule = (name: string): LazyRouteFunction<RouteObject> => pageModules[`./routes/${name}.tsx`];
