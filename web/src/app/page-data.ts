/**
 * Page data: what the content routes' loaders answer for one URL, made on the server (docs/rendering.md).
 *
 * The server renderer puts it in the page it sends (a non-executable JSON block, which the CSP allows), so
 * the client takes over without reading the content again; and the `pages` function answers it as JSON at
 * `/api/page{path}` for client-side navigation. A visitor's tab therefore never loads the Firebase SDK or
 * the bundled seed: only the signed-in owner's tab (live content, drafts included) and a site with no
 * backend at all (`npm run dev`, `npm run start:static`) run the content loaders in the browser.
 */
import { data, isRouteErrorResponse, type DataStrategyFunction, type DataStrategyMatch, type DataStrategyResult } from 'react-router-dom';
import { ContentError } from '../data/content-store';
import type { Lang } from '@portfolio/content/content-types';
import { PUBLIC_ROUTES } from '@portfolio/content/paths';
import { languagesOf } from '../features/language/page-languages';
import { httpError, type RouteErrorData } from './http-errors';

/** The routes whose loader data comes from the server (the ones that read content: PUBLIC_ROUTES's `serverData`). */
const SERVER_DATA_ROUTES = new Set(
  Object.entries(PUBLIC_ROUTES)
    .filter(([, route]) => route.serverData)
    .map(([name]) => name),
);

/** The route's name: route ids are `{name}-{lang}` (router.tsx). */
export const routeName = (routeId: string): string => routeId.replace(/-(en|es)$/, '');

export const isServerDataRoute = (routeId: string): boolean => SERVER_DATA_ROUTES.has(routeName(routeId));

/** Where the `pages` function answers page data (firebase.json rewrites it to the function). */
const PAGE_DATA_PATH = '/api/page';
/** The id of the JSON block the server renderer writes into the page. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

export interface PageData {
  /** The page's status: 200, 404 (unknown id, draft) or 500. */
  status: number;
  /** Loader data of the server-data routes, by route id. */
  loaderData: Record<string, unknown>;
  /** What the page's loader threw (a status and the error page's data), when status is not 200. */
  error: { status: number; data: RouteErrorData } | null;
}

/** `/api/page/es/blog?page=2` for `/es/blog?page=2`. */
function pageDataUrl(url: URL): string {
  return `${PAGE_DATA_PATH}${url.pathname}${url.search}`;
}

/** The page data of a finished static query (entry-server.tsx): the server-data routes' data and the page's error. */
export function pageDataOf(status: number, loaderData: Record<string, unknown>, errors: Record<string, unknown> | null): PageData {
  const thrown = errors ? Object.values(errors)[0] : undefined;
  return {
    status,
    loaderData: Object.fromEntries(Object.entries(loaderData).filter(([id]) => isServerDataRoute(id))),
    error:
      thrown === undefined
        ? null
        : isRouteErrorResponse(thrown)
          ? { status: thrown.status, data: thrown.data as RouteErrorData }
          : // Anything else (content that could not be read) is the unknown-error page; its details stay in the server's log.
            { status: 500, data: { message: '' } },
  };
}

/** JSON for an inline `<script type="application/json">`: `<` escaped, so no `</script>` or `<!--` can end the block early. */
export function serializePageData(page: PageData): string {
  return JSON.stringify(page).replace(/</g, '\\u003c');
}

export interface PageDataStrategyOptions {
  /** The page data that came with the document, for its own URL (read once). */
  embedded: { url: string; page: PageData } | null;
  /** Whether navigation reads page data from the server (a visitor's tab on a site with a backend). */
  fromServer: () => Promise<boolean>;
  fetch?: typeof fetch;
}

/**
 * React Router's `dataStrategy` (createBrowserRouter): the content routes get their data from the page the
 * server sent (first load), or from `/api/page…` (a visitor's navigation), instead of running their loaders
 * here. Every other route (the language loader, the admin, the login) runs its own loader as usual.
 */
export function pageDataStrategy({ embedded, fromServer, fetch: fetchPage = fetch }: PageDataStrategyOptions): DataStrategyFunction {
  let firstPage = embedded;
  return async ({ request, matches }) => {
    const loading = matches.filter((match) => match.shouldCallHandler());
    const serverMatches = loading.filter((match) => isServerDataRoute(match.route.id));
    const url = new URL(request.url);
    const embeddedHere = firstPage && firstPage.url === `${url.pathname}${url.search}` ? firstPage.page : null;
    firstPage = null;
    // The server's 404 and any page asked with ?preview are a visitor's answer: the signed-in owner's tab asks its own
    // loaders again, which may show a draft or the staged changes as a preview (docs/decisions.md, "Draft preview";
    // the server never renders one, so the CDN never keeps one).
    const here = embeddedHere && (embeddedHere.status === 404 || previewsChanges(url)) && !(await fromServer()) ? null : embeddedHere;

    let page: Promise<PageData> | null = null;
    if (serverMatches.length > 0) {
      if (here) page = Promise.resolve(here);
      else if (await fromServer()) {
        page = fetchPageData(fetchPage, url, request.signal);
        // A navigation replaced by another (a second click, a key pressed twice) is aborted, and React Router may
        // then never run the handlers that await this request: its rejection is theirs to see, not an unhandled one.
        page.catch(() => undefined);
      }
    }
    // Only the routes that load: once shouldCallHandler() is asked, resolve() always calls the handler, and an
    // entry for any other route would replace its data with nothing.
    const results = await Promise.all(
      loading.map((match) => (page && serverMatches.includes(match) ? match.resolve(() => dataOf(match, page)) : match.resolve())),
    );
    return Object.fromEntries(loading.map((match, index) => [match.route.id, results[index]])) as Record<string, DataStrategyResult>;
  };
}

async function dataOf(match: DataStrategyMatch, page: Promise<PageData>): Promise<unknown> {
  const { loaderData, error } = await page;
  // Thrown as the route's loader throws it, so the same error boundary shows the same page.
  if (error) throw data(error.data, { status: error.status });
  return loaderData[match.route.id] ?? null;
}

async function fetchPageData(fetchPage: typeof fetch, url: URL, signal: AbortSignal): Promise<PageData> {
  let response: Response;
  try {
    response = await fetchPage(pageDataUrl(url), { signal, headers: { accept: 'application/json' } });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ContentError('network', 'The page could not be loaded');
  }
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('application/json')) throw httpError(response.status >= 400 ? response.status : 500);
  return (await response.json()) as PageData;
}

/** The languages the page of this data exists in, when a route says (features/language/page-languages.ts). */
export function pageLanguagesOf(page: PageData): Lang[] | null {
  for (const data of Object.values(page.loaderData)) {
    const languages = languagesOf(data);
    if (languages) return languages;
  }
  return null;
}

/**
 * The page data in the document, if it has some: the one block the server renderer wrote, right after #root
 * (web/src/server/html-document.ts). Read at that place, not as "the first element with its id": the page's own
 * content comes first, and nothing in it may stand in for the block (docs/security.md, "Markdown").
 */
export function readEmbeddedPageData(doc: Document): { url: string; page: PageData } | null {
  const element = doc.getElementById('root')?.nextElementSibling;
  if (element?.tagName !== 'SCRIPT' || element.id !== PAGE_DATA_ELEMENT_ID || element.getAttribute('type') !== 'application/json')
    return null;
  if (!element.textContent) return null;
  try {
    return { url: `${doc.location.pathname}${doc.location.search}`, page: JSON.parse(element.textContent) as PageData };
  } catch {
    return null;
  }
}

/**
 * Whether a public address asks for the owner's preview of the staged changes (`?preview`, docs/decisions.md,
 * "Draft preview"). The `pages` function does not read it ("Unknown query parameters"): it renders what visitors see.
 */
export const previewsChanges = (url: URL): boolean => url.searchParams.has('preview');

/**
 * The item at a public address as a reader of it sees it (docs/decisions.md, "Draft preview"): the version visitors
 * see; only for `preview` (the signed-in owner), the item as the owner edits it when visitors see none, or when
 * `changes` (the address asks for the staged changes).
 */
export async function ownerOrVisitorView<T>(
  get: (options?: { includeDrafts: boolean }) => Promise<T | null>,
  preview: boolean,
  changes = false,
): Promise<T | null> {
  const visible = preview && changes ? null : await get();
  return visible ?? (preview ? get({ includeDrafts: true }) : null);
}
