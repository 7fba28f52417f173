import type { LoaderFunctionArgs } from 'react-router-dom';
import { notFound } from '../http-errors';

/** The catch-all route: every unmatched path is a non-fatal 404 rendered by the error boundary. */
export function loader({ request }: LoaderFunctionArgs): never {
  throw notFound(new URL(request.url).pathname);
}

export function Component() {
  return null;
}
