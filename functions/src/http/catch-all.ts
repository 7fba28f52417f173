import type { HttpRequest, HttpResponse } from './http-types.js';

export type Handler = (req: HttpRequest, res: HttpResponse) => Promise<void> | void;

/** What a client gets when a handler fails: a status and a short body, never the error or its stack. */
export const INTERNAL_ERROR_BODY = 'Internal error';

/**
 * Wraps a function's handler so that any failure, its own or its dependencies' (params, Admin SDK,
 * a bad record), is logged and answered with a clean 500: JSON for the API, plain text for pages,
 * `no-store` so no cache keeps it. If the handler had already started answering, the response is
 * only ended.
 */
export function withCatchAll(
  name: string,
  handler: Handler,
  logError: (message: string, error: unknown) => void,
  format: 'json' | 'text' = 'text',
): (req: HttpRequest, res: HttpResponse) => Promise<void> {
  return async (req, res) => {
    try {
      await handler(req, res);
    } catch (error) {
      try {
        logError(`${name}: unhandled error on ${req.method} ${String(req.path).slice(0, 200)}`, error);
      } catch {
        // A failing logger must not turn a 500 into a hang.
      }
      try {
        if (res.headersSent) {
          res.end();
          return;
        }
        res.setHeader('Cache-Control', 'no-store');
        if (format === 'json') {
          res.setHeader('Content-Type', 'application/json; charset=utf-8');
          res.status(500).send(JSON.stringify({ error: INTERNAL_ERROR_BODY }));
        } else {
          res.setHeader('Content-Type', 'text/plain; charset=utf-8');
          res.status(500).send(INTERNAL_ERROR_BODY);
        }
      } catch {
        // The connection is gone; nothing left to answer.
      }
    }
  };
}
