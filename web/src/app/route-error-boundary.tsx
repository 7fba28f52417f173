import { useEffect } from 'react';
import { Helmet } from 'react-helmet-async';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { hasTranslation } from '../components/error-page/error-message';
import { ErrorPage } from '../components/error-page/error-page';
import { isCrawler } from '../components/error-page/is-crawler';
import { ContentError, type ContentErrorCode } from '../data/content-store';
import type { Lang } from '@portfolio/content/content-types';
import { asLanguages } from '../features/language/page-languages';
import type { RouteErrorData } from './http-errors';

/** What a visitor reads for a content failure (database, network), in the 'common' namespace. */
const CONTENT_ERROR_KEYS: Record<ContentErrorCode, string> = {
  network: 'error.content.network',
  'permission-denied': 'error.content.permissionDenied',
  'not-found': 'error.content.notFound',
  invalid: 'error.content.invalid',
  cancelled: 'error.content.cancelled',
  // Only the owner's saves conflict, and the form says so; a page never shows it.
  conflict: 'error.unknown',
  unknown: 'error.unknown',
};

/** Chrome, Firefox and Safari's words for a code chunk that could not be loaded (a deploy removed it, or the network failed). */
const CHUNK_LOAD_FAILURE = /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

/** The translated text for an exception whose own message is not a translation key. */
function fallbackKeyFor(error: unknown): string {
  if (error instanceof ContentError) return CONTENT_ERROR_KEYS[error.code];
  if (error instanceof Error && CHUNK_LOAD_FAILURE.test(error.message)) return 'error.chunkLoad';
  return 'error.unknown';
}

/** Status and raw message of anything a loader or component threw (generic errors are 500). */
function describeError(error: unknown): {
  status: number;
  message: string;
  expected: boolean;
  fallbackKey: string;
  availableIn?: Lang[];
} {
  if (isRouteErrorResponse(error)) {
    const data = error.data as Partial<RouteErrorData> | string | undefined;
    const message = typeof data === 'object' && data && typeof data.message === 'string' ? data.message : '';
    const availableIn = typeof data === 'object' && data ? (asLanguages(data.availableIn) ?? undefined) : undefined;
    return { status: error.status, message, expected: true, fallbackKey: 'error.unknown', availableIn };
  }
  if (error instanceof Error) {
    const statusCode = (error as Error & { statusCode?: unknown }).statusCode;
    return {
      status: typeof statusCode === 'number' ? statusCode : 500,
      message: error.message,
      expected: false,
      fallbackKey: fallbackKeyFor(error),
    };
  }
  return { status: 500, message: '', expected: false, fallbackKey: 'error.unknown' };
}

const crawling = () => typeof navigator !== 'undefined' && isCrawler(navigator.userAgent);

/** Renders the error page where the failing route would have been (inside the layout's <main>). */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  const { status, message, expected, fallbackKey, availableIn } = describeError(error);
  const crawler = crawling();
  // A message the visitor will not read (no translation): its technical detail belongs in the console.
  const untranslated = message !== '' && !message.startsWith('Page not found:') && !hasTranslation(message, t);

  useEffect(() => {
    // For crawlers the error is only logged (docs/decisions.md, "Errors"); unexpected errors are always worth a log.
    if (crawler || !expected || untranslated) console.error(error);
  }, [crawler, expected, untranslated, error]);

  if (crawler) {
    return (
      <Helmet>
        <meta name="robots" content="noindex, nofollow" />
      </Helmet>
    );
  }
  return <ErrorPage statusCode={status} message={message} fallbackKey={fallbackKey} availableIn={availableIn} />;
}

/** For failures of the frame itself (the language loader): no layout around it, so it brings its own <main>. */
export function RootErrorBoundary() {
  return (
    <main id="main" className="site-main">
      <RouteErrorBoundary />
    </main>
  );
}
