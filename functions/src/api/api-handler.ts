import type { ContentSource } from '../content/content-source.js';
import {
  methodNotAllowed,
  PUBLIC_CONTENT_CACHE,
  RETRY_AFTER_S,
  sendError,
  sendText,
  type HttpRequest,
  type HttpResponse,
} from '../http/http-types.js';
import { LANGS, type Lang } from '@portfolio/content/languages';
import { paths } from '@portfolio/content/paths';
import { buildSitemap } from '../seo/sitemap.js';
import { handleLogin, handleLogout, handleToken, type SessionDeps } from '../session/session-handlers.js';

export interface ApiDeps extends SessionDeps {
  content: ContentSource;
  siteUrl: string;
}

type Route = (req: HttpRequest, res: HttpResponse, deps: ApiDeps) => Promise<void>;

const xmlRoute =
  (contentType: string, build: (deps: ApiDeps) => Promise<string>): Route =>
  async (req, res, deps) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(res, ['GET', 'HEAD']);
    let xml: string;
    try {
      xml = await build(deps);
    } catch (error) {
      deps.logError?.('content read failed', error);
      return sendError(res, 503, 'Content temporarily unavailable', { 'Retry-After': RETRY_AFTER_S });
    }
    sendText(req, res, 200, contentType, xml, PUBLIC_CONTENT_CACHE);
  };

const SITEMAP = 'application/xml; charset=utf-8';

const sitemap = (lang: Lang): Route =>
  xmlRoute(SITEMAP, async ({ content, siteUrl }) => {
    const [posts, projects] = await Promise.all([content.listPostSummaries(), content.listProjectSummaries()]);
    return buildSitemap(lang, siteUrl, posts, projects);
  });

const API_ROUTES: Record<string, Route> = {
  '/api/user/login': handleLogin,
  '/api/user/token': handleToken,
  '/api/user/logout': handleLogout,
  ...Object.fromEntries(LANGS.map((lang) => [paths.sitemap(lang), sitemap(lang)])),
};

/** The `api` function: Hosting rewrites keep the original path, so it routes by req.path. */
export async function handleApi(req: HttpRequest, res: HttpResponse, deps: ApiDeps): Promise<void> {
  const route = Object.prototype.hasOwnProperty.call(API_ROUTES, req.path) ? API_ROUTES[req.path] : undefined;
  if (!route) return sendError(res, 404, `Not found: ${req.path.slice(0, 200)}`);
  try {
    await route(req, res, deps);
  } catch (error) {
    // Only our own bugs get here; the client gets no detail.
    deps.logError?.('unhandled error', error);
    sendError(res, 500, 'Internal error');
  }
}
