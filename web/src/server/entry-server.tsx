/**
 * THE server renderer (docs/rendering.md): a URL in, the complete HTML document out — the page's content,
 * its head (title, description, canonical, hreflang, Open Graph/Twitter, JSON-LD) and its status. The same
 * route table as the browser, run by React Router's static handler and rendered to a string with no
 * hydration script (the CSP allows no inline script but the theme boot script): the client takes over by
 * rendering an identical tree (take-over.tsx).
 *
 * One code path for every caller: the `pages` function (functions/src/pages) renders every public page at
 * request time from its content source — the Realtime Database through firebase-admin, or the bundled seed —
 * given as a `PublishedReader` (createServerContentStore); `npm run start:static` renders from the bundled
 * seed (web/scripts/preview-renderer-plugin.ts), and the build renders the home page once as a check.
 * The content routes' loader data goes into the page (app/page-data.ts): the client takes over from it.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type DataRouteMatch, type StaticHandler } from 'react-router-dom';
import { AppProviders } from '../app/app-providers';
import { routes } from '../app/router';
import { env, hasBackend } from '../config/env';
import { loadSeedPart } from '../data/bundled-seed';
import { createBundledContentStore } from '../data/bundled-content-store';
import { isServerDataRoute, pageDataOf, pageLanguagesOf, routeName, serializePageData, type PageData } from '../app/page-data';
import { setContentStore } from '../data/get-content-store';
import { setAuthClient } from '../features/auth';
import { ensureLanguage, i18n } from '../lib/i18n';
import { langFromPath, PUBLIC_ROUTES } from '@portfolio/content/paths';
import { setMarkdownWindowLoader } from '../components/markdown/render-markdown';
import { LOCALES } from '@portfolio/content/languages';
import { ContentError, type ContentStore } from '../data/content-store';
import { notFound } from '../app/http-errors';
import { feedBodies } from '../features/blog/feed-bodies';
import { LANGS, type Lang } from '@portfolio/content/content-types';
import { serializeSearchIndex } from '../features/search/search-index';
import { quickIndexJsonOf, searchIndexOf } from '../features/search/search-source';
import { assemblePage, chunkAssets, splitHoisted, type Manifest } from './html-document';
import { renderBodiesToStore, type StoredBodies } from '../data/rendered-bodies';

export { createServerContentStore, type PublishedReader } from '../data/server-content-store';

interface RenderedPage {
  status: number;
  /** The app's markup for #root; React 19 hoists <title>/<meta>/<link> to its start (prerender moves them into <head>). */
  html: string;
  /** Source modules of the matched routes (e.g. "src/app/routes/home.tsx"), to link their CSS and preload their JS. */
  routeModules: string[];
  /** The content routes' loader data (and the page's error): the client takes over from it (app/page-data.ts). */
  data: PageData;
  /** A read failed and the page made do without it (tags shown by their slugs): no cache may keep it. */
  degraded: boolean;
}

/**
 * The source file of a page route's module, by route id, to link its CSS and preload its JS: the router loads each
 * public page (and the 404 page) from `app/routes/{name}.tsx`. Kept here, not in the router, so no visitor downloads it.
 */
export function pageModuleFile(routeId: string): string | undefined {
  const name = routeName(routeId);
  return name in PUBLIC_ROUTES || name === 'not-found' ? `src/app/routes/${name}.tsx` : undefined;
}

/** What the site reads at runtime; the prerender script keeps or blanks the content accordingly. */
export const contentSource = env.contentSource;
/** The site's origin for this build (robots.txt names its sitemaps with it). */
export const siteUrl = env.siteUrl;

let prepared = false;
function prepare(): void {
  if (prepared) return;
  prepared = true;
  // DOMPurify needs a DOM to sanitise a post's Markdown; Node has none. jsdom loads with the first page that
  // renders Markdown (a post or a project), not with the renderer.
  setMarkdownWindowLoader(async () => new (await import('jsdom')).JSDOM('').window);
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

/** The static handler of the route table: built once, it answers every render and page data request. */
let staticHandler: StaticHandler | undefined;

/**
 * The loaders read through one content store, set globally (getContentStore): loaders of any number of pages may
 * run at once on the same store, and a page on another store waits until they are done. The `pages` function has
 * one store per instance, so its reads never wait for each other (docs/rendering.md, "Reads, then a render in turn").
 */
const storeInUse = { store: null as ContentStore | null, loading: 0, idle: Promise.resolve(), markIdle: () => {} };
async function withStore<T>(store: ContentStore, work: () => Promise<T>): Promise<T> {
  while (storeInUse.loading > 0 && storeInUse.store !== store) await storeInUse.idle;
  if (storeInUse.loading === 0) {
    storeInUse.store = store;
    setContentStore(store);
    storeInUse.idle = new Promise((resolve) => (storeInUse.markIdle = resolve));
  }
  storeInUse.loading += 1;
  try {
    return await work();
  } finally {
    storeInUse.loading -= 1;
    if (storeInUse.loading === 0) storeInUse.markIdle();
  }
}

/**
 * `store`, counting the reads that fail: a loader may make do without one (data/tag-labels.tsx shows slugs when
 * the names cannot be read), and such a degraded page must not be kept by any cache (docs/rendering.md). A
 * missing item ('not-found') is an answer, not a failure.
 */
function countingFailures(store: ContentStore): { store: ContentStore; failures: () => number } {
  let failures = 0;
  const counted =
    <A extends unknown[], R>(read: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> =>
      read(...args).catch((error: unknown) => {
        if (!(error instanceof ContentError && error.code === 'not-found')) failures += 1;
        throw error;
      });
  return {
    store: {
      ...store,
      listPosts: counted(store.listPosts),
      getPost: counted(store.getPost),
      listProjects: counted(store.listProjects),
      getProject: counted(store.getProject),
      getCv: counted(store.getCv),
      getTagNames: counted(store.getTagNames),
    },
    failures: () => failures,
  };
}
/** The counting copy of each store, kept so that what is kept per store (search-source.ts) stays kept. */
const countingStores = new WeakMap<ContentStore, ReturnType<typeof countingFailures>>();

/** Runs the route table's loaders for `url` on `store` (only those `load` selects, when given). */
function runLoaders(url: string, store: ContentStore, load?: (match: DataRouteMatch) => boolean) {
  prepare();
  staticHandler ??= createStaticHandler(routes);
  const handler = staticHandler;
  let counting = countingStores.get(store);
  if (!counting) countingStores.set(store, (counting = countingFailures(store)));
  const { store: countingStore, failures } = counting;
  return withStore(countingStore, async () => {
    const failedBefore = failures();
    const context = await handler.query(new Request(new URL(url, env.siteUrl)), load ? { filterMatchesToLoad: load } : undefined);
    if (context instanceof Response) throw new Error(`${url}: a loader answered with a response (status ${context.status}), not a page`);
    // Failures are counted over every page whose loaders ran meanwhile: another page's failed read can mark this one
    // degraded too, which costs it only the caches, never a wrong answer.
    return { handler, context, degraded: failures() > failedBefore };
  });
}

async function renderApp(url: string, store: ContentStore): Promise<RenderedPage> {
  const lang = langFromPath(new URL(url, env.siteUrl).pathname);
  // The reads: the loaders, at once with other pages' (a page that reads nothing never waits for another's reads).
  const { handler, context, degraded } = await runLoaders(url, store);
  // The render, in turn: one i18n instance serves every page, so it is switched to this page's language, with
  // every public namespace, right before the synchronous render. Other pages' loaders (the language loader) may
  // switch it meanwhile: it is checked again with nothing awaited between the check and the render. A few tries at
  // most (once the messages are loaded a switch is immediate), so a language that fails to load never holds the queue.
  const html = await inTurn(async () => {
    await ensureLanguage(lang, ['common', 'pages', 'auth']);
    for (let tries = 0; i18n.language !== lang && tries < 3; tries += 1) await ensureLanguage(lang, ['common', 'pages', 'auth']);
    const router = createStaticRouter(handler.dataRoutes, context);
    return renderToString(
      <StrictMode>
        <AppProviders>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
    );
  });
  const routeModules = context.matches.map((match) => pageModuleFile(match.route.id)).filter((file): file is string => Boolean(file));
  return {
    status: context.statusCode,
    html,
    routeModules,
    data: pageDataOf(context.statusCode, context.loaderData, context.errors),
    degraded,
  };
}

/**
 * Runs only the content routes' loaders for `url` (the `pages` function's JSON answer to client-side navigation).
 * A path no content route answers (the admin, the login, any other text) has no page data: a 404.
 */
async function queryPageData(url: string, store: ContentStore): Promise<PageData & { degraded: boolean }> {
  const { context, degraded } = await runLoaders(url, store, (match) => isServerDataRoute(match.route.id));
  if (!context.matches.some((match) => isServerDataRoute(match.route.id))) {
    const error = { status: 404, data: notFound(new URL(url, env.siteUrl).pathname).data };
    return { status: 404, loaderData: {}, error, degraded };
  }
  return { ...pageDataOf(context.statusCode, context.loaderData, context.errors), degraded };
}

/** What the build made that a document is assembled from: the built index.html and the build manifest. */
export interface DocumentAssets {
  /** The built index.html (the plain shell). */
  template: string;
  manifest: Manifest;
  /** The build's base path ('/'). */
  base: string;
}

export interface RenderDocumentOptions {
  /** Where the page's content comes from; the bundled seed when not given (`npm run start:static`, the build). */
  store?: ContentStore;
}

export interface RenderedDocument {
  /** 200, 404 (unknown id, draft), or 500 (content unreadable). */
  status: number;
  html: string;
  /** A read failed and the page made do without it: the `pages` function sends it uncached. */
  degraded: boolean;
  /** The page's data, as `renderPageData` answers it for the same URL; null when no content route answers it. */
  pageData: PageData | null;
}

// One i18n instance serves every page: renders in one process take turns (docs/rendering.md, "Reads, then a render
// in turn"). Only the render does: it is synchronous (renderToString), after a language switch that, once the
// language's messages are loaded, takes no time. The reads come before, outside the turn.
let queue: Promise<unknown> = Promise.resolve();
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const turn = queue.then(work);
  queue = turn.catch(() => undefined);
  return turn;
}

// One bundled store per process (read-only here): the search index is kept per store (search-source.ts).
let bundled: ContentStore | undefined;
const bundledStore = () => (bundled ??= createBundledContentStore(loadSeedPart));

/** Renders `url` into the complete HTML document (docs/rendering.md). */
export function renderDocument(url: string, assets: DocumentAssets, { store }: RenderDocumentOptions = {}): Promise<RenderedDocument> {
  return renderDocumentNow(url, assets, store ?? bundledStore());
}

/**
 * The feeds' full text (features/blog/feed-bodies.ts): the bodies of the posts `ids` in `lang` as sanitised,
 * self-standing HTML, by id; drafts and posts not written in `lang` are left out.
 */
export function renderPostBodies(
  ids: string[],
  lang: 'en' | 'es',
  { store, siteUrl: origin = env.siteUrl }: RenderDocumentOptions & { siteUrl?: string } = {},
): Promise<Record<string, string>> {
  // Sanitising a body needs the DOM of setMarkdownWindowLoader, also when a feed is an instance's first request.
  prepare();
  return feedBodies(store ?? bundledStore(), ids, lang, origin);
}

/**
 * An item's bodies (each language's Markdown) rendered to store, with their versions (data/rendered-bodies.ts): for
 * the functions' Database trigger and build, so pages read a body's HTML instead of rendering it.
 */
export function renderStoredBodies(bodies: unknown): Promise<StoredBodies> {
  prepare();
  return renderBodiesToStore(bodies);
}

/** The page data of `url` (app/page-data.ts): what client-side navigation to it reads; `degraded` as for a document. */
export function renderPageData(url: string, { store }: RenderDocumentOptions = {}): Promise<PageData & { degraded: boolean }> {
  return queryPageData(url, store ?? bundledStore());
}

/** Whether `value` is a language of the site (`/api/search/{lang}.json`). */
export const isLang = (value: string): value is Lang => (LANGS as readonly string[]).includes(value);

/**
 * The search index of `lang` as JSON (features/search): the published posts and projects written in it, which
 * the search page downloads when the reader starts typing (`/api/search/{lang}.json`, docs/rendering.md). With
 * `tier: 'quick'`, its quick tier (titles, tags and summaries: `/api/search/{lang}.quick.json`), which the page
 * downloads first (docs/decisions.md, "Search").
 */
export function renderSearchIndex(
  lang: Lang,
  { store, tier = 'full' }: RenderDocumentOptions & { tier?: 'full' | 'quick' } = {},
): Promise<string> {
  prepare();
  const from = store ?? bundledStore();
  return tier === 'quick' ? quickIndexJsonOf(from, lang) : searchIndexOf(from, lang).then(serializeSearchIndex);
}

async function renderDocumentNow(url: string, assets: DocumentAssets, store: ContentStore): Promise<RenderedDocument> {
  const page = await renderApp(url, store);
  const path = new URL(url, env.siteUrl).pathname;
  const lang = langFromPath(path);
  // What the first client render waits for besides the route module: the language's messages (the content
  // came with the page). Preloading them turns a request waterfall into one round.
  const namespaces = path.endsWith('emi-lgn') ? ['common', 'pages', 'auth'] : ['common', 'pages'];
  const route = chunkAssets(assets.manifest, page.routeModules);
  const messages = chunkAssets(
    assets.manifest,
    namespaces.map((ns) => `src/locales/${lang}/${ns}.json`),
  );
  const { head, body } = splitHoisted(page.html);
  const html = assemblePage(assets.template, {
    langTag: LOCALES[lang].tag,
    languages: pageLanguagesOf(page.data),
    head,
    body,
    data: serializePageData(page.data),
    css: route.css.map((file) => assets.base + file),
    preload: [...new Set([...route.js, ...messages.js])].map((file) => assets.base + file),
    // A page with a form (the login) needs its app at once: input typed before the takeover would be lost.
    completeWithoutScripts: !/<form\b/.test(body),
  });
  const contentRoute = page.data.status === 200 && Object.keys(page.data.loaderData).length > 0;
  return { status: page.status, html, degraded: page.degraded, pageData: contentRoute ? page.data : null };
}
