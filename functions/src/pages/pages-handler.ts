import { isPublicIn, isValidId, type ContentKind, type ItemSummary, type Lang } from '../content/types.js';
import type { ContentSource } from '../content/content-source.js';
import { methodNotAllowed, PUBLIC_CONTENT_CACHE, sendText, type HttpRequest, type HttpResponse } from '../http/http-types.js';
import { injectHead, errorHeadTags, itemHeadTags } from './page-head.js';

const HTML = 'text/html; charset=utf-8';

export interface PageRoute {
  lang: Lang;
  kind: ContentKind;
  id: string;
}

/** /blog/{id}, /projects/{id} and their /es twins; anything else is not a page this function renders. */
export function parsePagePath(path: string): PageRoute | null {
  const match = /^(\/es)?\/(blog|projects)\/([^/]+)$/.exec(path);
  if (!match) return null;
  let id: string;
  try {
    id = decodeURIComponent(match[3]);
  } catch {
    return null;
  }
  return { lang: match[1] ? 'es' : 'en', kind: match[2] === 'blog' ? 'post' : 'project', id };
}

export interface PagesDeps {
  content: ContentSource;
  siteUrl: string;
  /** The plain app shell (error pages, and items without a prerendered page). */
  loadShell: () => Promise<string>;
  /** The prerendered page (or page frame) of an item, if the web build made one. */
  loadItemPage?: (route: PageRoute) => Promise<string | null>;
  logError?: (message: string, error: unknown) => void;
}

/**
 * Answers a post or project page: its prerendered page (or its kind's frame, or the plain shell) with the
 * item's head filled in, so crawlers and link previews see the item without running JS.
 */
export async function handlePage(req: HttpRequest, res: HttpResponse, deps: PagesDeps): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(res, ['GET', 'HEAD']);
  const shell = await deps.loadShell();
  const route = parsePagePath(req.path);
  const lang: Lang = route?.lang ?? (req.path.startsWith('/es/') ? 'es' : 'en');
  let item: ItemSummary | null = null;
  if (route && isValidId(route.id)) {
    try {
      item = route.kind === 'post' ? await deps.content.getPostSummary(route.id) : await deps.content.getProjectSummary(route.id);
    } catch (error) {
      deps.logError?.('content read failed', error);
      return sendText(req, res, 503, HTML, injectHead(shell, lang, errorHeadTags(503)), 'no-store');
    }
  }
  if (!route || !item || !isPublicIn(item, lang)) {
    return sendText(req, res, 404, HTML, injectHead(shell, lang, errorHeadTags(404)), PUBLIC_CONTENT_CACHE);
  }
  const page = (await deps.loadItemPage?.(route)) ?? shell;
  sendText(req, res, 200, HTML, injectHead(page, lang, itemHeadTags(item, lang, { siteUrl: deps.siteUrl })), PUBLIC_CONTENT_CACHE);
}
