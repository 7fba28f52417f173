/**
 * The trash of posts and projects (docs/decisions.md, "What a saved version of an item is", Delete;
 * docs/data-model.md, `/trash`): a deleted item's two documents, as stored, kept for TRASH_DAYS under
 * `/trash/{kind}/{id}` with the moment of the delete and the item's version, so that the owner can bring it back.
 * Its history stays where it is; Delete forever and the daily clean-up remove both.
 */
import type { Localized, Post, Project } from './content-types.ts';
import { LANGS } from './languages.ts';
import { itemPaths, savedFromDb, versionFromDb, type ItemKind, type StoredItem } from './db-mapping.ts';
import { itemVersion, saveWorking, unpublishLangs, type SavedChange, type SavedItem } from './saved-item.ts';

/** How long a deleted item waits in the trash before the daily clean-up removes it for good. */
const TRASH_DAYS = 30;
export const TRASH_MS = TRASH_DAYS * 24 * 60 * 60 * 1000;

export const trashPath = (kind: ItemKind, id: string): string => `trash/${kind}/${id}`;

/** An item's history (`/revisions/{kind}/{id}`), which goes with it when it leaves the trash for good. */
const itemHistoryPath = (kind: ItemKind, id: string): string => `revisions/${kind}/${id}`;

/** A trash entry as the owner's screen lists it. */
export interface TrashedItem {
  kind: ItemKind;
  id: string;
  /** The item's title in each language, from its working copy when it had one (what the owner last edited). */
  title: Localized;
  deletedAt: number;
  /** When the daily clean-up removes it for good. */
  purgeAt: number;
  /** The item's version when it was deleted. */
  version: number;
}

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A trash entry's documents, in the shape the stores read an item in (savedFromDb). */
export function storedFromTrash(value: unknown): StoredItem {
  const entry = isNode(value) ? value : {};
  const doc = (name: string) => (isNode(entry[name]) ? (entry[name] as Node) : null);
  const published = doc('published');
  const working = doc('working');
  return {
    summary: published?.summary ?? null,
    details: published?.body ?? null,
    workingSummary: working?.summary ?? null,
    workingDetails: working?.body ?? null,
  };
}

const storedVersion = (stored: StoredItem): number =>
  Math.max(0, ...[stored.summary, stored.workingSummary].map((summary) => (isNode(summary) ? versionFromDb(summary.version) : 0)));

/**
 * The one update that moves an item into the trash: both documents, exactly as stored, to `/trash/{kind}/{id}`
 * with `deletedAt` (the server's time where there is a server) and the item's version, and both removed from where
 * they were. The history is not touched. Null when nothing is stored.
 */
export function trashUpdate(kind: ItemKind, id: string, stored: StoredItem, deletedAt: unknown): Record<string, unknown> | null {
  const version = storedVersion(stored);
  if (version === 0) return null;
  const entry: Node = { deletedAt, version };
  if (isNode(stored.summary)) entry.published = { summary: stored.summary, body: stored.details ?? {} };
  if (isNode(stored.workingSummary)) entry.working = { summary: stored.workingSummary, body: stored.workingDetails ?? {} };
  const patch: Record<string, unknown> = Object.fromEntries(Object.values(itemPaths(kind, id)).map((path) => [path, null]));
  patch[trashPath(kind, id)] = entry;
  return patch;
}

/** A trash entry read back for the list; null when it is not one. */
function trashedFromDb(kind: ItemKind, id: string, value: unknown): TrashedItem | null {
  if (!isNode(value) || typeof value.deletedAt !== 'number') return null;
  const saved = savedFromDb<Post | Project>(kind, id, storedFromTrash(value));
  if (!saved) return null;
  const shown = saved.working ?? saved.published;
  return {
    kind,
    id,
    title: { en: shown?.title.en ?? '', es: shown?.title.es ?? '' },
    deletedAt: value.deletedAt,
    purgeAt: value.deletedAt + TRASH_MS,
    version: typeof value.version === 'number' ? value.version : itemVersion(saved),
  };
}

/** Every trash entry of a kind as stored (`/trash/{kind}`), newest delete first. */
export function trashListFromDb(kind: ItemKind, value: unknown): TrashedItem[] {
  if (!isNode(value)) return [];
  return Object.entries(value)
    .map(([id, entry]) => trashedFromDb(kind, id, entry))
    .filter((item): item is TrashedItem => item !== null)
    .sort((a, b) => b.deletedAt - a.deletedAt);
}

/**
 * What a restore writes (docs/decisions.md, Delete): the item comes back as a draft, whatever visitors saw before
 * the delete, since nothing goes public without the owner saying so. Its working copy keeps the owner's last edits
 * and each published language's dates, so publishing it again keeps its first publication date (unpublishLangs).
 * A write of the next version, over the trashed one, which the history keeps.
 */
export function restoredChange<T extends Post | Project>(saved: SavedItem<T>, now: number): SavedChange<T> {
  const published = saved.published;
  if (published) {
    return unpublishLangs(
      saved,
      LANGS.filter((lang) => published.langs[lang]),
      now,
    );
  }
  const working = saved.working as T;
  return saveWorking(saved, working, now);
}

/** Delete forever: the trash entry and the item's history, in one update (the images are the daily clean-up's). */
export const purgeUpdate = (kind: ItemKind, id: string): Record<string, null> => ({
  [trashPath(kind, id)]: null,
  [itemHistoryPath(kind, id)]: null,
});
