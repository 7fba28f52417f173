/**
 * Errors that loaders throw and the error boundary renders. The message rules (docs/decisions.md, "Errors"):
 * "Page not found: {path}" → the translated not-found text; '' → the unknown-error text; anything else is a
 * translation key.
 */
import { data } from 'react-router-dom';

export interface RouteErrorData {
  message: string;
}

/** A non-fatal 404 for an unmatched path or an unknown or draft item. */
export function notFound(pathname: string) {
  return data<RouteErrorData>({ message: `Page not found: ${pathname}` }, { status: 404 });
}

/** Any other status with a message (a translation key, or '' for unknown). */
export function httpError(status: number, message = '') {
  return data<RouteErrorData>({ message }, { status });
}
