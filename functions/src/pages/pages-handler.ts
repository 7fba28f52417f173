import { createDatabaseContentSource, type DbReader } from '../content/content-source.js';
import type { Lang } from '../content/types.js';
import { methodNotAllowed, PUBLIC_CONTENT_CACHE, sendError, sendText, type HttpRequest, type HttpResponse } from '../http/http-types.js';
import { buildFeed, feedItems } from '../seo/feed.js';
import type { Renderer } from './renderer.js';

const HTML = 'text/html; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';
/** Page data for client-side navigation: `/api/page/es/blog?page=2` is the data of `/es/blog?page=2` (web/src/app/page-data.ts). */
const PAGE_DATA_PATH = '/api/page';
const RSS = 'application/rss+xml; charset=utf-8';
/** The feeds carry each post's whole text, which only the web app's renderer makes (Markdown, sanitised). */
const FEEDS: Record<string, Lang> = { '/feed.xml': 'en', '/es/feed.xml': 'es' };
/**
 * The search index of a language, `/api/search/es.json`, and its quick tier (titles, tags and summaries, which the
 * search page downloads first), `/api/search/es.quick.json` (web/src/features/search/client-index.ts).
 */
const SEARCH_INDEX = /^\/api\/search\/([a-z]{2})(\.quick)?\.json(?:\?.*)?$/;

export interface PagesDeps {
  /** Where content comes from: the Realtime Database (firebase-admin) or the bundled seed. */
  reader: DbReader;
  /** The site's origin, for the feeds' absolute links. */
  siteUrl: string;
  /** The web app's server renderer; null when the web app was not built. */
  loadRenderer: () => Promise<Renderer | null>;
  logError?: (message: string, error: unknown) => void;
}

/** The path and query the visitor asked for (Hosting passes the original URL through the rewrite). */
export function requestedUrl(req: HttpRequest): string {
  const url = req.url ?? req.path;
  // Only ever a path: an absolute URL here would make the renderer resolve pages against another origin.
  return url.startsWith('/') && !url.startsWith('//') ? url : req.path;
}

/**
 * Answers every public page, rendered at request time by the web app's own server renderer from live content:
 * the page, its head and its status (404 for unknown ids, drafts and a language the item is not written in);
 * under /api/page, the same page's data as JSON for client-side navigation; and under /api/search, the search
 * index of a language (published items only), downloaded when a reader starts searching. All are the same for every
 * visitor (no cookie is read), so the CDN may keep them for a minute; a failure to read content (5xx) is never cached.
 */
export async function handlePage(req: HttpRequest, res: HttpResponse, deps: PagesDeps): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(res, ['GET', 'HEAD']);
  const renderer = await deps.loadRenderer();
  if (!renderer) {
    deps.logError?.('pages: the server renderer is missing (build the web app before the functions)', null);
    return sendText(req, res, 503, 'text/plain; charset=utf-8', 'The site is being updated. Please try again in a minute.', 'no-store');
  }
  const url = requestedUrl(req);
  // A failure, or a page that made do without a failed read (degraded), is never kept.
  const cache = (status: number, degraded = false) => (status >= 500 || degraded ? 'no-store' : PUBLIC_CONTENT_CACHE);
  const feedLang = Object.prototype.hasOwnProperty.call(FEEDS, req.path) ? FEEDS[req.path] : undefined;
  if (feedLang) return sendFeed(req, res, feedLang, renderer, deps);
  if (url === PAGE_DATA_PATH || url.startsWith(`${PAGE_DATA_PATH}/`) || url.startsWith(`${PAGE_DATA_PATH}?`)) {
    const pageUrl = url.slice(PAGE_DATA_PATH.length);
    const { degraded, ...data } = await renderer.data(pageUrl.startsWith('/') ? pageUrl : `/${pageUrl}`, deps.reader);
    return sendText(req, res, data.status, JSON_TYPE, JSON.stringify(data), cache(data.status, degraded));
  }
  const search = SEARCH_INDEX.exec(url);
  if (search || url.startsWith('/api/search')) {
    const index = search ? await renderer.searchIndex(search[1], deps.reader, search[2] ? 'quick' : 'full') : null;
    if (index === null) return sendText(req, res, 404, JSON_TYPE, JSON.stringify({ error: 'not-found' }), PUBLIC_CONTENT_CACHE);
    return sendText(req, res, 200, JSON_TYPE, index, PUBLIC_CONTENT_CACHE);
  }
  const page = await renderer.page(url, deps.reader);
  sendText(req, res, page.status, HTML, page.html, cache(page.status, page.degraded));
}

/**
 * The feeds' rendered bodies this instance holds, per content source and language: `{id}@{updatedAt}` → HTML, the
 * current feed's posts only. Rendering 50 posts' Markdown takes ≈ 0.6–1.2 s on a busy machine (bench:renderer), and
 * a post's HTML changes only when it is saved, so a feed renders only the posts saved since its last request.
 */
const renderedBodies = new WeakMap<DbReader, Partial<Record<Lang, Map<string, string>>>>();

async function feedBodies(items: { id: string; updatedAt: number }[], lang: Lang, renderer: Renderer, deps: PagesDeps) {
  const byReader = renderedBodies.get(deps.reader) ?? {};
  renderedBodies.set(deps.reader, byReader);
  const kept = byReader[lang] ?? new Map<string, string>();
  const keyOf = (item: { id: string; updatedAt: number }) => `${item.id}@${item.updatedAt}`;
  const missing = items.filter((item) => !kept.has(keyOf(item)));
  const rendered =
    missing.length > 0
      ? await renderer.postBodies(
          missing.map((item) => item.id),
          lang,
          deps.reader,
          deps.siteUrl,
        )
      : {};
  const current = new Map<string, string>();
  for (const item of items) {
    const html = kept.get(keyOf(item)) ?? rendered[item.id];
    if (html !== undefined) current.set(keyOf(item), html);
  }
  byReader[lang] = current;
  return Object.fromEntries(items.flatMap((item) => (current.has(keyOf(item)) ? [[item.id, current.get(keyOf(item))!]] : [])));
}

/** RSS of the newest published posts in `lang`, each with its whole text (seo/feed.ts). */
async function sendFeed(req: HttpRequest, res: HttpResponse, lang: Lang, renderer: Renderer, deps: PagesDeps): Promise<void> {
  let xml: string;
  try {
    const content = createDatabaseContentSource(deps.reader);
    const [posts, tagNames] = await Promise.all([content.listPostSummaries(), content.getTagNames()]);
    const bodies = await feedBodies(feedItems(lang, posts), lang, renderer, deps);
    xml = buildFeed(lang, deps.siteUrl, posts, tagNames, bodies);
  } catch (error) {
    deps.logError?.('feed: content read failed', error);
    return sendError(res, 503, 'Content temporarily unavailable');
  }
  sendText(req, res, 200, RSS, xml, PUBLIC_CONTENT_CACHE);
}
