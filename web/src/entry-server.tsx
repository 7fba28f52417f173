/**
 * Build-time rendering of the static public pages (web/scripts/prerender.ts calls `render`).
 * The same route table as the browser, run by React Router's static handler, rendered to a
 * string with no hydration script (the CSP allows no inline scripts but the theme boot script):
 * the client takes over by rendering an identical tree (see main.tsx).
 *
 * Content always comes from the bundled seed here: a build must never reach a database.
 * The prerender script decides what of it to keep when the site reads the database at runtime.
 */
import { JSDOM } from 'jsdom';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from './app/app-providers';
import { routes } from './app/router';
import { env } from './config/env';
import { loadSeedPart } from './features/content/api/bundled-seed';
import { createBundledContentStore, type SeedPartName } from './features/content/api/bundled-content-store';
import { setContentStore } from './features/content/api/get-content-store';
import { setAuthClient } from './features/auth';
import { hasBackend } from './lib/firebase';
import { ensureLanguage } from './lib/i18n';
import { langFromPath, paths } from './config/paths';
import { setMarkdownWindow } from './components/markdown/render-markdown';
import { isAvailableIn, LANGS, type Lang } from './features/content/types';

export interface RenderedPage {
  status: number;
  /** The app's markup for #root; React 19 hoists <title>/<meta>/<link> to its start (prerender moves them into <head>). */
  html: string;
  /** Source modules of the matched routes (e.g. "src/app/routes/home.tsx"), to link their CSS and preload their JS. */
  routeModules: string[];
  /** The seed parts the page read (bundled mode preloads their chunks). */
  seedParts: SeedPartName[];
}

// Which source file each route id's `lazy` imports: the route objects do not say, so the prerender asks here.
const ROUTE_MODULES: Record<string, string> = {
  home: 'src/app/routes/home.tsx',
  cv: 'src/app/routes/cv.tsx',
  login: 'src/app/routes/login.tsx',
  blog: 'src/app/routes/blog.tsx',
  projects: 'src/app/routes/projects.tsx',
  post: 'src/app/routes/post.tsx',
  project: 'src/app/routes/project.tsx',
  'not-found': 'src/app/routes/not-found.tsx',
};

/** What the site reads at runtime; the prerender script keeps or blanks the content accordingly. */
export const contentSource = env.contentSource;
/** The site's origin for this build (robots.txt names its sitemaps with it). */
export const siteUrl = env.siteUrl;

let prepared = false;
function prepare(): void {
  if (prepared) return;
  prepared = true;
  // DOMPurify needs a DOM to sanitise a post's Markdown; Node has none.
  setMarkdownWindow(new JSDOM('').window);
  // A build knows no visitor: everyone is signed out. With a backend the login form is shown
  // (the client asks the server who is signed in once it runs); without one, the no-backend text.
  setAuthClient(
    hasBackend
      ? {
          fetchCurrentUser: () => Promise.resolve(null),
          signIn: () => Promise.reject(new Error('errors.noBackend')),
          signOut: () => Promise.reject(new Error('errors.noBackend')),
        }
      : null,
  );
}

export interface ItemPage {
  kind: 'post' | 'project';
  lang: Lang;
  path: string;
}

/** The page of every published post and project, in each language it is written in (bundled mode prerenders them all). */
export async function itemPages(): Promise<ItemPage[]> {
  const store = createBundledContentStore(loadSeedPart);
  const [posts, projects] = await Promise.all([store.listPosts(), store.listProjects()]);
  return LANGS.flatMap((lang): ItemPage[] => [
    ...posts.filter((post) => isAvailableIn(post, lang)).map((post) => ({ kind: 'post' as const, lang, path: paths.post(lang, post.id) })),
    ...projects
      .filter((project) => isAvailableIn(project, lang))
      .map((project) => ({ kind: 'project' as const, lang, path: paths.project(lang, project.id) })),
  ]);
}

export async function render(url: string): Promise<RenderedPage> {
  prepare();
  // A fresh store per page (pages render one at a time) notes which seed parts this page reads.
  const seedParts = new Set<SeedPartName>();
  setContentStore(
    createBundledContentStore((name) => {
      seedParts.add(name);
      return loadSeedPart(name);
    }),
  );
  // One i18n instance serves every page of the build in turn: switch it to this page's language, with
  // every public namespace, before the loaders run (their own concurrent switches could otherwise
  // load a namespace for the previous page's language).
  await ensureLanguage(langFromPath(new URL(url, env.siteUrl).pathname), ['common', 'pages', 'auth']);
  const handler = createStaticHandler(routes);
  const request = new Request(new URL(url, env.siteUrl));
  const context = await handler.query(request);
  if (context instanceof Response) throw new Error(`${url}: a loader answered with a response (status ${context.status}), not a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  const routeModules = context.matches
    .map((match) => ROUTE_MODULES[match.route.id.replace(/-(en|es)$/, '')])
    .filter((file): file is string => Boolean(file));
  return { status: context.statusCode, html, routeModules, seedParts: [...seedParts] };
}
