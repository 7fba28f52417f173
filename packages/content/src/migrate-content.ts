/**
 * The one-off migration to per-language publication (docs/decisions.md, "What a saved version of an item is",
 * Migration): every item stored with one `status` is rewritten as a published document (each language it is
 * written in, at the item's dates) and, for a draft or for text the published document cannot hold, a working
 * copy. Each item keeps its version, its times and every character of its text. Pure: `npm run migrate-content`
 * runs it on a database, and the seed was converted with it.
 */
import { itemPaths, savedChangeToDb, savedFromDb, versionFromDb, type DbTree, type ItemKind } from './db-mapping.ts';
import { editedItem, storedAsEdited } from './saved-item.ts';
import type { Post, Project } from './content-types.ts';

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const at = (tree: Node, path: string): unknown =>
  path.split('/').reduce<unknown>((node, key) => (isNode(node) ? node[key] : undefined), tree);

/** Whether a stored summary has the shape before per-language publication. */
export const isLegacySummary = (value: unknown): boolean => isNode(value) && value.status !== undefined && value.langs === undefined;

/**
 * The multi-path update that migrates `tree` (null entries delete), and the items it rewrites. An item already in
 * the current shape is left alone, so running it twice changes nothing.
 */
export function migrationUpdate(tree: DbTree): { update: Record<string, unknown>; items: string[] } {
  const update: Record<string, unknown> = {};
  const items: string[] = [];
  const root = tree as unknown as Node;
  for (const kind of ['posts', 'projects'] as const satisfies readonly ItemKind[]) {
    const summaries = at(root, `${kind}/summaries`);
    for (const [id, summary] of Object.entries(isNode(summaries) ? summaries : {})) {
      if (!isLegacySummary(summary)) continue;
      const paths = itemPaths(kind, id);
      const saved = savedFromDb<Post | Project>(kind, id, {
        summary,
        details: at(root, paths.details),
        workingSummary: at(root, paths.workingSummary),
        workingDetails: at(root, paths.workingDetails),
      });
      const item = saved && editedItem(saved);
      if (!item) continue;
      // The store writes the version after the one it is given: the migration keeps each item's own.
      const version = versionFromDb((summary as Node).version);
      const change = storedAsEdited({ ...item, version: version - 1 });
      const entries = savedChangeToDb(kind, { ...change, basedOn: change.published ? version : 0 });
      for (const path of Object.values(paths)) update[path] = null;
      Object.assign(update, entries);
      items.push(`${kind}/${id}`);
    }
  }
  return { update, items };
}

/** `tree` migrated: the update applied to a copy. */
export function migrateTree<T extends DbTree>(tree: T): T {
  const copy = structuredClone(tree) as unknown as Node;
  for (const [path, value] of Object.entries(migrationUpdate(tree).update)) {
    const keys = path.split('/');
    const last = keys.pop() as string;
    let node = copy;
    for (const key of keys) {
      if (!isNode(node[key])) node[key] = {};
      node = node[key] as Node;
    }
    if (value === null) delete node[last];
    else node[last] = value;
  }
  // Nodes left empty by the moves (the database drops them itself).
  for (const kind of ['posts', 'projects']) {
    const node = copy[kind];
    if (isNode(node)) for (const key of Object.keys(node)) if (isNode(node[key]) && Object.keys(node[key]).length === 0) delete node[key];
  }
  return copy as unknown as T;
}
