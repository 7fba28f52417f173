import { createDatabaseContentSource, type DbReader } from '../content/content-source.js';
import { LANGS, type Lang } from '@portfolio/content/languages';
import { paths } from '@portfolio/content/paths';
import { LRUCache } from 'lru-cache';
import {
  methodNotAllowed,
  PUBLIC_CONTENT_CACHE,
  PUBLIC_CONTENT_WINDOW_S,
  RETRY_AFTER_S,
  sendText,
  type CompressedForms,
  type HttpRequest,
  type HttpResponse,
} from '../http/http-types.js';
import { buildFeed, feedItems } from '../seo/feed.js';
import type { PageData, Renderer } from './renderer.js';

const HTML = 'text/html; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';
/** Page data for client-side navigation: `/api/page/es/blog?page=2` is the data of `/es/blog?page=2` (web/src/app/page-data.ts). */
const PAGE_DATA_PATH = '/api/page';
const RSS = 'application/rss+xml; charset=utf-8';
/** The feeds carry each post's whole text, which only the web app's renderer makes (Markdown, sanitised). */
const FEEDS: Record<string, Lang> = Object.fromEntries(LANGS.map((lang) => [paths.feed(lang), lang]));
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
  /** The clock of the answers an instance keeps, in ms (tests move it). */
  now?: () => number;
}

/** The path and query the visitor asked for (Hosting passes the original URL through the rewrite). */
export function requestedUrl(req: HttpRequest): string {
  const url = req.url ?? req.path;
  // Only ever a path: an absolute URL here would make the renderer resolve pages against another origin.
  return url.startsWith('/') && !url.startsWith('//') ? url : req.path;
}

/**
 * The query parameters a page reads (web/src/app/routes: the blog list's `tag` and `page`, the search page's `q`);
 * any other is ignored, so `?utm_source=…` or a random `?x=…` renders nothing new (docs/decisions.md, "Unknown
 * query parameters").
 */
const PAGE_QUERY: [RegExp, string[]][] = [
  [/^\/(?:es\/)?blog\/?$/, ['tag', 'page']],
  [/^\/(?:search|es\/buscar)\/?$/, ['q']],
];

/** The URL a page is rendered from: its path and, in a fixed order, only the query parameters the page reads. */
export function canonicalPageUrl(url: string): string {
  const parsed = new URL(url, 'http://pages.invalid');
  const names = PAGE_QUERY.find(([path]) => path.test(parsed.pathname))?.[1] ?? [];
  const kept = new URLSearchParams();
  for (const name of names) {
    const value = parsed.searchParams.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return `${parsed.pathname}${query ? `?${query}` : ''}`;
}

/** A finished answer, as an instance keeps it (with its body compressed once per encoding asked for). */
interface Answer {
  status: number;
  contentType: string;
  body: string;
  /** The page made do without a read that failed (tag names shown as slugs): sent, but kept by no cache. */
  degraded?: boolean;
  compressed?: CompressedForms;
}

/**
 * How long an instance keeps a rendered answer: the CDN's window (PUBLIC_CONTENT_CACHE's s-maxage), so a page costs
 * one render per window per instance however many edges or junk URLs ask for it (docs/rendering.md, "Caching").
 */
const KEEP_MS = PUBLIC_CONTENT_WINDOW_S * 1000;
/** At most this much rendered text per instance (UTF-16 code units; a page is 20–35 K). */
const KEEP_MAX_CHARS = 16 * 1024 * 1024;

/** The answers this instance has rendered (per handler deps: one per instance, one per test), and those in flight. */
const answers = new WeakMap<PagesDeps, { kept: LRUCache<string, Answer>; inFlight: Map<string, Promise<Answer>> }>();

/**
 * The answer for `key`: kept (for KEEP_MS), being made (shared: identical requests in flight cost one render), or
 * made now. A failure (5xx) or a degraded page is neither kept nor shared beyond the requests already waiting for it.
 */
function answerOnce(deps: PagesDeps, key: string, make: () => Promise<Answer>): Promise<Answer> {
  const { kept, inFlight } = answersOf(deps);
  const hit = kept.get(key);
  if (hit) return Promise.resolve(hit);
  let pending = inFlight.get(key);
  if (!pending) {
    pending = make()
      .then((answer) => {
        keep(deps, key, answer);
        return answer;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}

/** Keeps `answer` for KEEP_MS, unless it is a failure or degraded. */
function keep(deps: PagesDeps, key: string, answer: Answer): void {
  if (answer.status < 500 && !answer.degraded) answersOf(deps).kept.set(key, answer);
}

function answersOf(deps: PagesDeps) {
  let cache = answers.get(deps);
  if (!cache) {
    cache = {
      kept: new LRUCache({
        maxSize: KEEP_MAX_CHARS,
        // The text, and room for its compressed forms (a tenth of it, or less).
        sizeCalculation: (answer) => Math.ceil(answer.body.length * 1.2) + 1,
        ttl: KEEP_MS,
        ttlResolution: 0,
        perf: { now: deps.now ?? (() => performance.now()) },
      }),
      inFlight: new Map(),
    };
    answers.set(deps, cache);
  }
  return cache;
}

/**
 * Sends a finished answer. A failure to read content is 503 with Retry-After and `no-store`, so neither the CDN
 * nor a browser keeps it (docs/rendering.md, "When the database is slow or away").
 */
function sendAnswer(req: HttpRequest, res: HttpResponse, answer: Answer): void {
  if (answer.status < 500) {
    answer.compressed ??= {};
    const cacheControl = answer.degraded ? 'no-store' : PUBLIC_CONTENT_CACHE;
    return sendText(req, res, answer.status, answer.contentType, answer.body, cacheControl, answer.compressed);
  }
  res.setHeader('Retry-After', RETRY_AFTER_S);
  sendText(req, res, 503, answer.contentType, answer.body, 'no-store');
}

const unavailable = (contentType: string, body: string): Answer => ({ status: 503, contentType, body });

/** Page data as its JSON answer (`degraded` is not part of the JSON). */
function dataAnswer({ degraded, ...data }: PageData): Answer {
  return { status: data.status, contentType: JSON_TYPE, body: JSON.stringify(data), degraded };
}

/**
 * Answers every public page, rendered at request time by the web app's own server renderer from live content:
 * the page, its head and its status (404 for unknown ids, drafts and a language the item is not written in);
 * under /api/page, the same page's data as JSON for client-side navigation; and under /api/search, the search
 * index of a language (published items only), downloaded when a reader starts searching. All are the same for every
 * visitor (no cookie is read), so the CDN may keep them for a while; a failure to read content is a 503 never cached.
 * Each is rendered from its canonical URL, once per instance and window (answerOnce).
 */
export async function handlePage(req: HttpRequest, res: HttpResponse, deps: PagesDeps): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(res, ['GET', 'HEAD']);
  const renderer = await deps.loadRenderer();
  if (!renderer) {
    deps.logError?.('pages: the server renderer is missing (build the web app before the functions)', null);
    return sendText(req, res, 503, 'text/plain; charset=utf-8', 'The site is being updated. Please try again in a minute.', 'no-store');
  }
  const url = requestedUrl(req);
  const feedLang = Object.prototype.hasOwnProperty.call(FEEDS, req.path) ? FEEDS[req.path] : undefined;
  if (feedLang) return sendAnswer(req, res, await answerOnce(deps, `feed:${feedLang}`, () => makeFeed(feedLang, renderer, deps)));
  if (url === PAGE_DATA_PATH || url.startsWith(`${PAGE_DATA_PATH}/`) || url.startsWith(`${PAGE_DATA_PATH}?`)) {
    const pageUrl = url.slice(PAGE_DATA_PATH.length);
    const canonical = canonicalPageUrl(pageUrl.startsWith('/') ? pageUrl : `/${pageUrl}`);
    const answer = await answerOnce(deps, `data:${canonical}`, async () => dataAnswer(await renderer.data(canonical, deps.reader)));
    return sendAnswer(req, res, answer);
  }
  const search = SEARCH_INDEX.exec(url);
  if (search || url.startsWith('/api/search')) {
    if (!search) return sendText(req, res, 404, JSON_TYPE, JSON.stringify({ error: 'not-found' }), PUBLIC_CONTENT_CACHE);
    const [, lang, quick] = search;
    const tier = quick ? 'quick' : 'full';
    const answer = await answerOnce(deps, `search:${lang}:${tier}`, async () => {
      try {
        const index = await renderer.searchIndex(lang, deps.reader, tier);
        return index === null
          ? { status: 404, contentType: JSON_TYPE, body: JSON.stringify({ error: 'not-found' }) }
          : { status: 200, contentType: JSON_TYPE, body: index };
      } catch (error) {
        deps.logError?.('search index: content read failed', error);
        return unavailable(JSON_TYPE, JSON.stringify({ error: 'Content temporarily unavailable' }));
      }
    });
    return sendAnswer(req, res, answer);
  }
  const canonical = canonicalPageUrl(url);
  const answer = await answerOnce(deps, `page:${canonical}`, async () => {
    const page = await renderer.page(canonical, deps.reader);
    // The page's data came with it: kept too, so navigating to the page costs no second run of its loaders.
    if (page.pageData && !page.degraded) keep(deps, `data:${canonical}`, dataAnswer(page.pageData));
    return { status: page.status, contentType: HTML, body: page.html, degraded: page.degraded };
  });
  sendAnswer(req, res, answer);
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
async function makeFeed(lang: Lang, renderer: Renderer, deps: PagesDeps): Promise<Answer> {
  try {
    const content = createDatabaseContentSource(deps.reader);
    const [posts, tagNames] = await Promise.all([content.listPostSummaries(), content.getTagNames()]);
    const bodies = await feedBodies(feedItems(lang, posts), lang, renderer, deps);
    return { status: 200, contentType: RSS, body: buildFeed(lang, deps.siteUrl, posts, tagNames, bodies) };
  } catch (error) {
    deps.logError?.('feed: content read failed', error);
    return unavailable(JSON_TYPE, JSON.stringify({ error: 'Content temporarily unavailable' }));
  }
}
