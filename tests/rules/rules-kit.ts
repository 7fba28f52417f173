/**
 * What the rules tests share: database.rules.json evaluated by targaryen at a fixed time, the actors, and reading
 * the stored documents of an item from a tree as the stores read them (docs/data-model.md).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import targaryen from 'targaryen';
import { expect } from 'vitest';
import type { StoredWithHistory } from '../../web/src/data/database-content-store';
import { itemPaths, savedFromDb, type DbTree, type ItemKind } from '@portfolio/content/db-mapping';
import type { SavedItem } from '@portfolio/content/saved-item';
import type { Post } from '@portfolio/content/content-types';
import { FIXTURE_NOW } from '../../web/src/testing/fixtures';

const rules = JSON.parse(readFileSync(join(__dirname, '..', '..', 'database.rules.json'), 'utf8')) as object;
/** An hour after the fixtures' moment: their scheduled items are due, their times in the past. */
export const NOW = FIXTURE_NOW + 60 * 60 * 1000;

export const owner = { uid: 'owner-uid', provider: 'password', token: { owner: true, email: 'owner@example.com' } };
export const user = { uid: 'visitor-uid', provider: 'password', token: { email: 'visitor@example.com' } };

export type Result = { allowed: boolean; info: string; newDatabase?: { snapshot(path: string): { val(): unknown } } };

const db = (data: unknown) => targaryen.database(rules, data, NOW);
/** A multi-path update at the root, as the stores send them. */
export const update = (auth: unknown, patch: Record<string, unknown>, data: unknown): Result =>
  db(data)
    .as(auth as never)
    .update('/', patch, { now: NOW }) as Result;
export const read = (auth: unknown, path: string, data: unknown) =>
  db(data)
    .as(auth as never)
    .read(path, { now: NOW });
export const expectAllowed = (result: { allowed: boolean; info: string }) => expect(result.allowed, result.info).toBe(true);
export const expectDenied = (result: { allowed: boolean; info: string }) => expect(result.allowed, result.info).toBe(false);
/** The database an allowed update leaves. */
const treeOf = <Tree>(result: Result) => result.newDatabase!.snapshot('/').val() as Tree;
/** The owner's update of `tree`, which the rules must allow: the database it leaves. */
export function applied<Tree>(tree: Tree, patch: Record<string, unknown>): Tree {
  const result = update(owner, patch, tree);
  expectAllowed(result);
  return treeOf<Tree>(result);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a walk through any stored tree
export const at = (tree: unknown, path: string): any => path.split('/').reduce<any>((node, key) => node?.[key], tree);

/** An item's stored documents and its history's summaries, as the database store reads them before a write. */
export function storedOf(tree: unknown, kind: ItemKind, id: string): StoredWithHistory {
  const paths = itemPaths(kind, id);
  return {
    summary: at(tree, paths.summary),
    details: at(tree, paths.details),
    workingSummary: at(tree, paths.workingSummary),
    workingDetails: at(tree, paths.workingDetails),
    historySummaries: at(tree, `revisions/${kind}/${id}/summaries`),
  };
}

/** A post's published document and working copy, as the stores make them into a saved item. */
export const savedPostOf = (tree: DbTree, id: string): SavedItem<Post> =>
  savedFromDb<Post>('posts', id, {
    summary: tree.posts?.summaries?.[id],
    details: tree.posts?.bodies?.[id],
    workingSummary: tree.drafts?.posts?.summaries?.[id],
    workingDetails: tree.drafts?.posts?.bodies?.[id],
  })!;
