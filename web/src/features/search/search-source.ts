/**
 * The search index of a language, built from a content store's published posts and projects (the server store
 * is published-only by itself; the others list published items unless asked for drafts, and this never asks).
 * An item is in the index of a language it is written in (`isAvailableIn`), with its tags' names in it.
 *
 * Kept per store for INDEX_TTL_MS: the server renderer reuses one store per content source, so the search page
 * and `/api/search/{lang}.json` (and its quick tier, `{lang}.quick.json`) build the index once per instance and
 * language every 10 s at most (as the
 * published lists are kept, functions/src/content/caching-reader.ts).
 */
import type { ContentStore } from '../../data/content-store';
import { isAvailableIn, isLive, tagLabel, type Lang, type Localized, type Publication } from '@portfolio/content/content-types';
import { loadTagNames } from '../../data/tag-labels';
import { buildSearchIndex, searchDocument, serializeQuickIndex, type SearchDocument, type SiteSearchIndex } from './search-index';

const INDEX_TTL_MS = 10_000;

/**
 * Published in `lang` and written in it. The store answers what visitors see (visibleAt: only live languages keep
 * their text); the check stands on its own too, so a draft can never reach the index.
 */
const isPublicIn = (item: Publication & { title: Localized; summary: Localized }, lang: Lang): boolean =>
  isLive(item, lang, Date.now()) && isAvailableIn(item, lang);

/** Every published post and project written in `lang`, as search documents. */
export async function searchDocuments(store: ContentStore, lang: Lang): Promise<SearchDocument[]> {
  const [posts, projects, names] = await Promise.all([store.listPosts(), store.listProjects(), loadTagNames(store)]);
  const labels = (tags: string[]) => tags.map((tag) => tagLabel(names, tag, lang));
  const [fullPosts, fullProjects] = await Promise.all([
    Promise.all(posts.filter((post) => isPublicIn(post, lang)).map((post) => store.getPost(post.id))),
    Promise.all(projects.filter((project) => isPublicIn(project, lang)).map((project) => store.getProject(project.id))),
  ]);
  const documents: SearchDocument[] = [];
  for (const post of fullPosts) if (post && isPublicIn(post, lang)) documents.push(searchDocument('post', post, labels(post.tags), lang));
  for (const project of fullProjects)
    if (project && isPublicIn(project, lang)) documents.push(searchDocument('project', project, labels(project.tags), lang));
  return documents;
}

type Tier = 'full' | 'quick';
const kept = new WeakMap<ContentStore, Map<`${Lang}:${Tier}`, { at: number; value: Promise<unknown> }>>();

/** `build()` of `store`, `lang` and `tier`, kept for INDEX_TTL_MS (a failed build is not kept). */
function keep<T>(store: ContentStore, lang: Lang, tier: Tier, now: () => number, build: () => Promise<T>): Promise<T> {
  let byKey = kept.get(store);
  if (!byKey) kept.set(store, (byKey = new Map()));
  const key = `${lang}:${tier}` as const;
  const entry = byKey.get(key);
  if (entry && now() - entry.at < INDEX_TTL_MS) return entry.value as Promise<T>;
  const value = build();
  const fresh = { at: now(), value };
  byKey.set(key, fresh);
  value.catch(() => {
    if (byKey.get(key) === fresh) byKey.delete(key);
  });
  return value;
}

/** The index of `lang` over `store`'s published content (kept for INDEX_TTL_MS; a failed build is not kept). */
export const searchIndexOf = (store: ContentStore, lang: Lang, now: () => number = Date.now): Promise<SiteSearchIndex> =>
  keep(store, lang, 'full', now, () => searchDocuments(store, lang).then(buildSearchIndex));

/**
 * The quick tier of `lang` as JSON (`/api/search/{lang}.quick.json`: titles, tags and summaries of the same
 * published items, search-index.ts), kept like the index.
 */
export const quickIndexJsonOf = (store: ContentStore, lang: Lang, now: () => number = Date.now): Promise<string> =>
  keep(store, lang, 'quick', now, () => searchDocuments(store, lang).then(serializeQuickIndex));
