import { useEffect } from 'react';
import { Helmet } from 'react-helmet-async';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorPage } from '../components/error-page/error-page';
import { isCrawler } from '../components/error-page/is-crawler';
import type { RouteErrorData } from './http-errors';

/** Status and raw message of anything a loader or component threw (spec §8: generic errors are 500). */
export function describeError(error: unknown): { status: number; message: string; expected: boolean } {
  if (isRouteErrorResponse(error)) {
    const data = error.data as Partial<RouteErrorData> | string | undefined;
    const message = typeof data === 'object' && data && typeof data.message === 'string' ? data.message : '';
    return { status: error.status, message, expected: true };
  }
  if (error instanceof Error) {
    const statusCode = (error as Error & { statusCode?: unknown }).statusCode;
    return { status: typeof statusCode === 'number' ? statusCode : 500, message: error.message, expected: false };
  }
  return { status: 500, message: '', expected: false };
}

const crawling = () => typeof navigator !== 'undefined' && isCrawler(navigator.userAgent);

/** Renders the error page where the failing route would have been (inside the layout's <main>). */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { status, message, expected } = describeError(error);
  const crawler = crawling();

  useEffect(() => {
    // spec §2: for crawlers the error is only logged; unexpected errors are always worth a log.
    if (crawler || !expected) console.error(error);
  }, [crawler, expected, error]);

  if (crawler) {
    return (
      <Helmet>
        <meta name="robots" content="noindex, nofollow" />
      </Helmet>
    );
  }
  return <ErrorPage statusCode={status} message={message} />;
}

/** For failures of the frame itself (the language loader): no layout around it, so it brings its own <main>. */
export function RootErrorBoundary() {
  return (
    <main id="main" className="site-main">
      <RouteErrorBoundary />
    </main>
  );
}
