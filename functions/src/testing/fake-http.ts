import type { HttpRequest, HttpResponse } from '../http/http-types.js';

export interface FakeResponse extends HttpResponse {
  statusCode: number;
  headers: Record<string, string | string[]>;
  /** The body as sent when it was text; empty when it went as bytes (compressed: see `bytes`). */
  body: string;
  bytes: Buffer;
  ended: boolean;
  readonly headersSent: boolean;
  json(): Record<string, unknown>;
}

/** An Express-like response that records what a handler did. */
export function fakeResponse(): FakeResponse {
  const res: FakeResponse = {
    statusCode: 200,
    headers: {},
    body: '',
    bytes: Buffer.alloc(0),
    ended: false,
    status(code) {
      res.statusCode = code;
      return res;
    },
    setHeader(name, value) {
      res.headers[name.toLowerCase()] = value;
      return res;
    },
    send(body) {
      res.body = typeof body === 'string' ? body : '';
      res.bytes = typeof body === 'string' ? Buffer.from(body) : body;
      res.ended = true;
      return res;
    },
    end() {
      res.ended = true;
      return res;
    },
    json: () => JSON.parse(res.body) as Record<string, unknown>,
    get headersSent() {
      return res.ended;
    },
  };
  return res;
}

export interface FakeRequestInit {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  /** Sent as the raw body; parsed into req.body when it is JSON, as v2 does. */
  raw?: string;
}

/** An Express-like request shaped like what a v2 onRequest handler receives. */
export function fakeRequest({ method = 'GET', path, headers = {}, raw }: FakeRequestInit): HttpRequest {
  const lower = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  let body: unknown = {};
  if (raw !== undefined) {
    lower['content-length'] ??= String(Buffer.byteLength(raw));
    try {
      body = JSON.parse(raw);
    } catch {
      body = raw;
    }
  }
  return { method, path, headers: lower, body, rawBody: raw === undefined ? undefined : Buffer.from(raw) };
}
