import type { DbReader } from '../content/content-source.js';
import { methodNotAllowed, PUBLIC_CONTENT_CACHE, sendText, type HttpRequest, type HttpResponse } from '../http/http-types.js';
import type { RenderPage } from './renderer.js';

const HTML = 'text/html; charset=utf-8';

export interface PagesDeps {
  /** Where content comes from: the Realtime Database (firebase-admin) or the bundled seed. */
  reader: DbReader;
  /** The web app's server renderer; null when the web app was not built. */
  loadRenderer: () => Promise<RenderPage | null>;
  logError?: (message: string, error: unknown) => void;
}

/** The path and query the visitor asked for (Hosting passes the original URL through the rewrite). */
export function requestedUrl(req: HttpRequest): string {
  const url = req.url ?? req.path;
  // Only ever a path: an absolute URL here would make the renderer resolve pages against another origin.
  return url.startsWith('/') && !url.startsWith('//') ? url : req.path;
}

/**
 * Answers a public page (today: posts and projects, firebase.json) rendered at request time by the web app's
 * own server renderer from live content: the page, its head and its status (404 for unknown ids, drafts and a
 * language the item is not written in). Public HTML is the same for every visitor (no cookie is read), so the
 * CDN may keep it for a minute; a failure to read content (5xx) is never cached.
 */
export async function handlePage(req: HttpRequest, res: HttpResponse, deps: PagesDeps): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(res, ['GET', 'HEAD']);
  const render = await deps.loadRenderer();
  if (!render) {
    deps.logError?.('pages: the server renderer is missing (build the web app before the functions)', null);
    return sendText(req, res, 503, 'text/plain; charset=utf-8', 'The site is being updated. Please try again in a minute.', 'no-store');
  }
  const page = await render(requestedUrl(req), deps.reader);
  sendText(req, res, page.status, HTML, page.html, page.status >= 500 ? 'no-store' : PUBLIC_CONTENT_CACHE);
}
