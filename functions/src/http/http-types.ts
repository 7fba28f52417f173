/**
 * The parts of Express's request/response the handlers use. Express objects satisfy these, and
 * tests pass small fakes, so no handler depends on firebase-functions.
 */
import Negotiator from 'negotiator';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

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
  send(body: string | Buffer): unknown;
  end(): unknown;
  /** Express sets it once the status line is out; a catch-all then can only end the response. */
  readonly headersSent?: boolean;
}

export function header(req: HttpRequest, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

const NO_STORE = 'private, no-store';

/**
 * How long Hosting's CDN may keep public content, in seconds. The `pages` function keeps a rendered page as long
 * (pages-handler.ts), and each instance its published lists 10 s (content/caching-reader.ts): a published change
 * reaches every visitor within 10 + 25 + 25 = 60 s (docs/rendering.md, "Caching").
 */
export const PUBLIC_CONTENT_WINDOW_S = 25;

/**
 * Public content (pages, sitemaps, feeds, and their 404s): the same for every visitor, so Hosting's CDN may keep
 * it for the window above, while browsers ask again on each load. firebase.json must not set Cache-Control on these
 * paths: its header rules override a function's own (tests/project/hosting-config.test.ts, and live in
 * tests/e2e/quality.e2e.test.ts).
 */
export const PUBLIC_CONTENT_CACHE = `public, max-age=0, s-maxage=${PUBLIC_CONTENT_WINDOW_S}`;

/**
 * Seconds a client should wait before asking again after a 503 (content unreadable: a database past its read
 * deadline, docs/rendering.md "When the database is slow or away"); such answers are never cached.
 */
export const RETRY_AFTER_S = '30';

export function sendJson(res: HttpResponse, status: number, body: unknown, cacheControl = NO_STORE): void {
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.status(status).send(JSON.stringify(body));
}

export function sendError(res: HttpResponse, status: number, error: string, extraHeaders: Record<string, string> = {}): void {
  for (const [name, value] of Object.entries(extraHeaders)) res.setHeader(name, value);
  sendJson(res, status, { error });
}

/** Below this, compressing saves less than it costs (the size `compression` middleware defaults to). */
const COMPRESS_FROM_BYTES = 1024;
/** Brotli first where the client accepts both equally (every current browser): ≈ 15 % smaller than gzip here. */
const ENCODINGS = ['br', 'gzip'];

/**
 * The encoding to send `body` in: brotli or gzip when the client accepts it (negotiator reads Accept-Encoding's
 * q-values), none for small bodies. The pages and their data are 20–35 KB of HTML/JSON, 5 KB compressed:
 * compressed here they arrive compressed through any proxy or emulator, and Hosting's CDN keeps one copy per
 * encoding (Vary).
 */
function contentEncoding(req: HttpRequest, body: string): 'br' | 'gzip' | null {
  if (Buffer.byteLength(body) < COMPRESS_FROM_BYTES) return null;
  const encoding = new Negotiator({ headers: { 'accept-encoding': header(req, 'accept-encoding') ?? '' } }).encoding(ENCODINGS, {
    preferred: ENCODINGS,
  });
  return encoding === 'br' || encoding === 'gzip' ? encoding : null;
}

function compressed(body: string, encoding: 'br' | 'gzip'): Buffer {
  // Brotli quality 5: near gzip's speed with smaller output; 11 (the default) takes ≈ 40 ms on a 30 KB page.
  return encoding === 'br' ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(body);
}

/** A body's compressed forms, made once for a body sent many times (the pages an instance keeps). */
export type CompressedForms = Partial<Record<'br' | 'gzip', Buffer>>;

/**
 * HEAD gets the headers of GET without a body. Bodies go compressed when the client accepts it; with `forms`, each
 * encoding is compressed once and kept there.
 */
export function sendText(
  req: HttpRequest,
  res: HttpResponse,
  status: number,
  contentType: string,
  body: string,
  cacheControl: string,
  forms?: CompressedForms,
): void {
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('Content-Type', contentType);
  res.setHeader('Vary', 'Accept-Encoding');
  const encoding = contentEncoding(req, body);
  let payload: string | Buffer = body;
  if (encoding) {
    payload = forms?.[encoding] ?? compressed(body, encoding);
    if (forms) forms[encoding] = payload;
  }
  if (encoding) res.setHeader('Content-Encoding', encoding);
  if (req.method === 'HEAD') {
    res.setHeader('Content-Length', String(Buffer.byteLength(payload)));
    res.status(status).end();
    return;
  }
  res.status(status).send(payload);
}

export function methodNotAllowed(res: HttpResponse, allowed: string[]): void {
  sendError(res, 405, `Method not allowed; use ${allowed.join(' or ')}`, { Allow: allowed.join(', ') });
}
