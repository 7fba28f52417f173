/**
 * Errors that loaders throw and the error boundary renders. The message rules (docs/decisions.md, "Errors"):
 * "Page not found: {path}" → the translated not-found text; '' → the unknown-error text; anything else is a
 * translation key.
 */
import { data } from 'react-router-dom';
import type { Lang } from '@portfolio/content/content-types';

export interface RouteErrorData {
  message: string;
  /** For an item missing in the URL's language: the languages it is written in (the error page links them). */
  availableIn?: Lang[];
}

/** A non-fatal 404 for an unmatched path or an unknown/draft/untranslated item (then with the languages it exists in). */
export function notFound(pathname: string, availableIn?: Lang[]) {
  return data<RouteErrorData>({ message: `Page not found: ${pathname}`, ...(availableIn?.length ? { availableIn } : {}) }, { status: 404 });
}

/** Any other status with a message (a translation key, or '' for unknown). */
export function httpError(status: number, message = '') {
  return data<RouteErrorData>({ message }, { status });
}
