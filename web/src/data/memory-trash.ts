/**
 * The trash of the in-memory store (memory-content-store.ts), as the database store keeps it (docs/data-model.md,
 * `/trash`): the same entries, the same restore as a draft with its history, each operation one update of the tree.
 * Loaded when first used: the bundled mode's visitors' pages carry the memory store, never these.
 */
import type { Post, Project } from '@portfolio/content/content-types';
import { itemPaths, savedChangeToDb, savedFromDb, type ItemKind } from '@portfolio/content/db-mapping';
import { itemHistoryUpdate } from '@portfolio/content/item-history';
import {
  purgeUpdate,
  restoredChange,
  storedFromTrash,
  trashListFromDb,
  trashPath,
  trashUpdate,
  type TrashedItem,
} from '@portfolio/content/trash';
import { ContentError } from './content-store';

/** The tree: a node's value (a copy), and one update applied whole. */
interface TreeAccess {
  read(path: string): unknown;
  apply(patch: Record<string, unknown>): void;
}

/** As the rules: a trashed item keeps its address until it is restored or deleted for good. */
export function assertAddressFree(tree: TreeAccess, kind: ItemKind, id: string): void {
  if (tree.read(trashPath(kind, id))) throw new ContentError('conflict', `${kind}/${id} is in the trash`);
}

export function moveToTrash(tree: TreeAccess, kind: ItemKind, id: string): void {
  const stored = Object.fromEntries(Object.entries(itemPaths(kind, id)).map(([name, path]) => [name, tree.read(path)]));
  const patch = trashUpdate(kind, id, stored, Date.now());
  if (!patch) throw new ContentError('not-found', `No item ${kind}/${id}`);
  tree.apply(patch);
}

export const listTrash = (tree: TreeAccess): TrashedItem[] =>
  [...trashListFromDb('posts', tree.read('trash/posts')), ...trashListFromDb('projects', tree.read('trash/projects'))].sort(
    (a, b) => b.deletedAt - a.deletedAt,
  );

/** As the database store's restore: the next version, a draft, the trashed one kept in the history, the entry gone. */
export function restore(tree: TreeAccess, kind: ItemKind, id: string): void {
  const stored = storedFromTrash(tree.read(trashPath(kind, id)));
  const trashed = savedFromDb<Post | Project>(kind, id, stored);
  if (!trashed) throw new ContentError('not-found', `${kind}/${id} is not in the trash`);
  const now = Date.now();
  const change = restoredChange(trashed, now);
  const history = itemHistoryUpdate({
    kind,
    id,
    stored,
    summaries: tree.read(`revisions/${kind}/${id}/summaries`),
    change,
    revisionKind: 'restore',
    at: now,
    now,
  });
  tree.apply({ ...savedChangeToDb(kind, change), ...history, [trashPath(kind, id)]: null });
}

export const purge = (tree: TreeAccess, kind: ItemKind, id: string): void => tree.apply(purgeUpdate(kind, id));
