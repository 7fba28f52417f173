/**
 * The search index in the browser, loaded when the reader starts searching (docs/decisions.md, "The search index in two tiers"): a
 * visitor of a site with a backend downloads the quick tier first (`/api/search/{lang}.quick.json`: titles, tags
 * and summaries, small enough to search from the first keystroke on a slow phone), then the full index the server
 * built (`/api/search/{lang}.json`); both are cached like page data. A tab that reads content itself (the signed-in owner, a site with no backend: `npm run dev`,
 * `npm run start:static`) builds it from its content store, as those tabs run the content loaders themselves.
 */
import { visitorOfSiteWithBackend } from '../auth';
import { getContentStore } from '../../data/get-content-store';
import type { Lang } from '@portfolio/content/content-types';
import { loadQuickIndex, loadSearchIndex, type SiteSearchIndex } from './search-index';
import { searchIndexOf } from './search-source';

/** Where the `pages` function answers the index of a language (firebase.json rewrites it to the function). */
export const searchIndexUrl = (lang: Lang, tier: 'full' | 'quick' = 'full') =>
  `/api/search/${lang}${tier === 'quick' ? '.quick' : ''}.json`;

const downloads = new Map<Lang, Promise<SiteSearchIndex>>();
const quickDownloads = new Map<Lang, Promise<SiteSearchIndex>>();
const ready = new Set<Lang>();

/**
 * Whether this tab has the (full) index of `lang`. Until it has, the search page lets its loader answer each query (the
 * server's page data, one small request), so the first results never wait for the whole index to download.
 */
export const hasSearchIndex = (lang: Lang): boolean => ready.has(lang);

async function download(lang: Lang, tier: 'full' | 'quick', fetchIndexJson: typeof fetch): Promise<SiteSearchIndex> {
  const url = searchIndexUrl(lang, tier);
  const response = await fetchIndexJson(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const json = await response.text();
  return tier === 'quick' ? loadQuickIndex(json) : loadSearchIndex(json);
}

/** `download` once per tab and language (a failed download is tried again next time). */
function once(kept: Map<Lang, Promise<SiteSearchIndex>>, lang: Lang, start: () => Promise<SiteSearchIndex>): Promise<SiteSearchIndex> {
  let index = kept.get(lang);
  if (!index) {
    index = start();
    kept.set(lang, index);
    index.catch(() => kept.delete(lang));
  }
  return index;
}

/**
 * The quick tier of `lang` (titles, tags and summaries): what the search page searches until the full index is
 * here. Null in a tab that reads content itself: it builds the full index from its store at once.
 */
export async function clientQuickIndex(lang: Lang, fetchIndexJson: typeof fetch = fetch): Promise<SiteSearchIndex | null> {
  if (!(await visitorOfSiteWithBackend())) return null;
  return once(quickDownloads, lang, () => download(lang, 'quick', fetchIndexJson));
}

/** The index of `lang`: downloaded once per tab (a failed download is tried again next time), or built from the store. */
export async function clientSearchIndex(lang: Lang, fetchIndexJson: typeof fetch = fetch): Promise<SiteSearchIndex> {
  // The store's index is kept 10 s (search-source.ts): the owner's edits show in the search soon after.
  if (!(await visitorOfSiteWithBackend())) return searchIndexOf(await getContentStore(), lang).then((index) => markReady(lang, index));
  return once(downloads, lang, () => download(lang, 'full', fetchIndexJson).then((loaded) => markReady(lang, loaded)));
}

function markReady(lang: Lang, index: SiteSearchIndex): SiteSearchIndex {
  ready.add(lang);
  return index;
}
