/**
 * The parts of Express's request/response the handlers use. Express objects satisfy these, and
 * tests pass small fakes, so no handler depends on firebase-functions.
 */
export interface HttpRequest {
  method: string;
  path: string;
  /** Path and query string, as Express gives it. */
  url?: string;
  headers: Record<string, string | string[] | undefined>;
  body?: unknown;
  rawBody?: Buffer;
}

export interface HttpResponse {
  status(code: number): HttpResponse;
  setHeader(name: string, value: string | string[]): unknown;
  send(body: string): unknown;
  end(): unknown;
  /** Express sets it once the status line is out; a catch-all then can only end the response. */
  readonly headersSent?: boolean;
}

export function header(req: HttpRequest, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

export const NO_STORE = 'private, no-store';

/**
 * Public content (pages, sitemaps, feeds, and their 404s): the same for every visitor, so Hosting's CDN may
 * keep it for 50 s; with the instance's 10 s list cache (content/caching-reader.ts) a published change reaches
 * every visitor within a minute, while browsers ask again on each load. firebase.json must not set Cache-Control on these paths: its header rules override
 * a function's own (tests/rules/hosting-config.test.ts, and live in tests/e2e/quality.e2e.test.ts).
 */
export const PUBLIC_CONTENT_CACHE = 'public, max-age=0, s-maxage=50';

export function sendJson(res: HttpResponse, status: number, body: unknown, cacheControl = NO_STORE): void {
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.status(status).send(JSON.stringify(body));
}

export function sendError(res: HttpResponse, status: number, error: string, extraHeaders: Record<string, string> = {}): void {
  for (const [name, value] of Object.entries(extraHeaders)) res.setHeader(name, value);
  sendJson(res, status, { error });
}

/** HEAD gets the headers of GET without a body. */
export function sendText(
  req: HttpRequest,
  res: HttpResponse,
  status: number,
  contentType: string,
  body: string,
  cacheControl: string,
): void {
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('Content-Type', contentType);
  if (req.method === 'HEAD') {
    res.setHeader('Content-Length', String(Buffer.byteLength(body)));
    res.status(status).end();
    return;
  }
  res.status(status).send(body);
}

export function methodNotAllowed(res: HttpResponse, allowed: string[]): void {
  sendError(res, 405, `Method not allowed; use ${allowed.join(' or ')}`, { Allow: allowed.join(', ') });
}
