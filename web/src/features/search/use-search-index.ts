/**
 * The search page's index in the tab (docs/decisions.md, "The search index in two tiers"): asked for once per
 * language when the reader starts searching — the quick tier, then the full index, one after the other so that the
 * quick one has the whole connection. A failure lets the next call ask again.
 */
import { useCallback, useRef, useState } from 'react';
import type { Lang } from '@portfolio/content/content-types';
import { clientQuickIndex, clientSearchIndex } from './client-index';
import type { SiteSearchIndex } from './search-index';

/** `complete`: the full index; until it is here, the quick tier (titles, tags and summaries). */
export interface LoadedSearchIndex {
  lang: Lang;
  index: SiteSearchIndex;
  complete: boolean;
}

export function useSearchIndex(lang: Lang): { index: LoadedSearchIndex | null; failed: boolean; startLoading: () => void } {
  const [index, setIndex] = useState<LoadedSearchIndex | null>(null);
  const [failed, setFailed] = useState(false);
  const requested = useRef<Lang | null>(null);
  const indexComplete = index?.lang === lang && index.complete;
  const startLoading = useCallback(() => {
    if (indexComplete || requested.current === lang) return;
    requested.current = lang;
    const quick = clientQuickIndex(lang).then(
      (loaded) => {
        if (loaded) setIndex((shown) => (shown?.lang === lang && shown.complete ? shown : { lang, index: loaded, complete: false }));
      },
      // The full index and the loader still answer.
      (error: unknown) => console.error('The quick search index could not be loaded', error),
    );
    void quick
      .then(() => clientSearchIndex(lang))
      .then(
        (loaded) => {
          setIndex({ lang, index: loaded, complete: true });
          setFailed(false);
        },
        (error: unknown) => {
          console.error('The search index could not be loaded', error);
          requested.current = null;
          setFailed(true);
        },
      );
  }, [indexComplete, lang]);
  return { index, failed, startLoading };
}
