/**
 * What a stale translation's notice reads (docs/decisions.md, "What a saved version of an item is": stale
 * translations): the item's published document now, the source's text at the `rev` the translation was last
 * marked up to date against (from the item's kept versions), and "Mark as up to date". All through the
 * ContentStore; owner-only.
 */
import type { ContentStore } from '../../../data/content-store';
import { ContentError } from '../../../data/content-store';
import { getContentStore } from '../../../data/get-content-store';
import type { Lang, Post, Project } from '@portfolio/content/content-types';
import { markUpToDate, type SavedItem } from '@portfolio/content/saved-item';
import type { EditorKind } from '../api/editor-store';

type Item = Post | Project;

/** One kept version as the item's history lists it: its number and each published language's `rev` then. */
interface KeptVersionSummary {
  version: number;
  revs?: Partial<Record<Lang, number>>;
}

/**
 * The kept versions of posts and projects (`/revisions/{kind}/{id}`), as the item history's store methods give
 * them. A store without them keeps none: the notice then says the changes can no longer be shown.
 */
export interface ItemVersions {
  listItemHistory(kind: EditorKind, id: string): Promise<KeptVersionSummary[]>;
  /** The whole stored item at `version` (both documents, or the published one), or null when not kept. */
  getItemVersion(kind: EditorKind, id: string, version: number): Promise<unknown>;
}

const hasVersions = (store: unknown): store is ItemVersions =>
  typeof (store as Partial<ItemVersions>).listItemHistory === 'function' &&
  typeof (store as Partial<ItemVersions>).getItemVersion === 'function';

/** The published text of a kept version: its published document when it holds both, else the item itself. */
function publishedOf(kept: unknown): Item | null {
  if (!kept || typeof kept !== 'object') return null;
  if ('published' in kept) return (kept as SavedItem<Item>).published;
  return 'title' in kept ? (kept as Item) : null;
}

/**
 * The item as it was published when `lang`'s `rev` was `rev`: the newest kept version that says so. Null when
 * none is kept (pruned, or kept before versions recorded their revs).
 */
export async function getSourceAtRev(
  store: ContentStore | ItemVersions,
  kind: EditorKind,
  id: string,
  lang: Lang,
  rev: number,
): Promise<Item | null> {
  if (!hasVersions(store)) return null;
  const kept = (await store.listItemHistory(kind, id))
    .filter((entry) => entry.revs?.[lang] === rev)
    .sort((a, b) => b.version - a.version)[0];
  if (!kept) return null;
  return publishedOf(await store.getItemVersion(kind, id, kept.version));
}

const savedOf = (store: ContentStore, kind: EditorKind, id: string): Promise<SavedItem<Item> | null> =>
  kind === 'posts' ? store.getSavedPost(id) : store.getSavedProject(id);

/** What the notice compares: the published document now, and the source then (null: not kept). */
export async function loadStaleSource(kind: EditorKind, id: string, source: Lang, rev: number) {
  const store = await getContentStore();
  const [saved, then] = await Promise.all([savedOf(store, kind, id), getSourceAtRev(store, kind, id, source, rev)]);
  return { published: saved?.published ?? null, then };
}

/** The published document of an item now (null: none), to judge staleness by. */
export async function loadPublished(kind: EditorKind, id: string): Promise<Item | null> {
  return (await savedOf(await getContentStore(), kind, id))?.published ?? null;
}

/**
 * "Mark as up to date": `lang` is recorded as up to date with its source as published now, in one version-checked
 * write (markUpToDate). Returns both documents as stored afterwards, at the item's new version.
 */
export async function markItemUpToDate(kind: EditorKind, id: string, lang: Lang): Promise<SavedItem<Item>> {
  const store = await getContentStore();
  const saved = await savedOf(store, kind, id);
  if (!saved?.published) throw new ContentError('not-found', `${kind}/${id} is not published`);
  const change = markUpToDate(saved, lang, Date.now());
  if (kind === 'posts') await store.storePost(change as Parameters<ContentStore['storePost']>[0]);
  else await store.storeProject(change as Parameters<ContentStore['storeProject']>[0]);
  const stored = await savedOf(store, kind, id);
  if (!stored) throw new ContentError('not-found', `${kind}/${id} no longer exists`);
  return stored;
}
