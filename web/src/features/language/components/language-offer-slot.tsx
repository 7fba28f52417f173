import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { Lang } from '@portfolio/content/content-types';
import { readLanguageCookie } from '../language-cookie';

// Its own chunk, fetched only by a reader whose language is not the page's (docs/quality.md, "JavaScript before
// interaction"): most visitors never download the offer.
const LanguageOffer = lazy(() => import('./language-offer').then((module) => ({ default: module.LanguageOffer })));

const noSubscription = () => () => {};

/** Where the offer of the page in the reader's language goes; nothing when the reader's language is the page's. */
export function LanguageOfferSlot({ lang }: { lang: Lang }) {
  // The cookie is the browser's: read after the takeover (the server's render, and the first client one, have none).
  const reader = useSyncExternalStore(noSubscription, readLanguageCookie, () => null);
  if (reader === null || reader === lang) return null;
  return (
    <Suspense fallback={null}>
      <LanguageOffer />
    </Suspense>
  );
}
