/**
 * The search index in the browser, loaded when the reader starts searching (docs/decisions.md, "Search"): a
 * visitor of a site with a backend downloads the one the server built (`/api/search/{lang}.json`, cached like
 * page data); a tab that reads content itself (the signed-in owner, a site with no backend: `npm run dev`,
 * `npm run start:static`) builds it from its content store, as those tabs run the content loaders themselves.
 */
import { visitorOfSiteWithBackend } from '../auth';
import { getContentStore } from '../content/api/get-content-store';
import type { Lang } from '../content/types';
import { loadSearchIndex, type SiteSearchIndex } from './search-index';
import { searchIndexOf } from './search-source';

/** Where the `pages` function answers the index of a language (firebase.json rewrites it to the function). */
export const searchIndexUrl = (lang: Lang) => `/api/search/${lang}.json`;

const downloads = new Map<Lang, Promise<SiteSearchIndex>>();
const ready = new Set<Lang>();

/**
 * Whether this tab has the index of `lang`. Until it has, the search page lets its loader answer each query (the
 * server's page data, one small request), so the first results never wait for the whole index to download.
 */
export const hasSearchIndex = (lang: Lang): boolean => ready.has(lang);

async function download(lang: Lang, fetchIndexJson: typeof fetch): Promise<SiteSearchIndex> {
  const response = await fetchIndexJson(searchIndexUrl(lang), { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${searchIndexUrl(lang)} answered ${response.status}`);
  return loadSearchIndex(await response.text());
}

/** The index of `lang`: downloaded once per tab (a failed download is tried again next time), or built from the store. */
export async function clientSearchIndex(lang: Lang, fetchIndexJson: typeof fetch = fetch): Promise<SiteSearchIndex> {
  // The store's index is kept 10 s (search-source.ts): the owner's edits show in the search soon after.
  if (!(await visitorOfSiteWithBackend())) return searchIndexOf(await getContentStore(), lang).then((index) => markReady(lang, index));
  let index = downloads.get(lang);
  if (!index) {
    index = download(lang, fetchIndexJson).then((loaded) => markReady(lang, loaded));
    downloads.set(lang, index);
    index.catch(() => downloads.delete(lang));
  }
  return index;
}

function markReady(lang: Lang, index: SiteSearchIndex): SiteSearchIndex {
  ready.add(lang);
  return index;
}
