/**
 * The history of posts and projects in database.rules.json (`/revisions/{posts|projects}/{id}`, docs/data-model.md),
 * evaluated by targaryen: only the owner reads or writes it; a kept version is written only with the write that
 * replaces it and holds exactly the stored documents; a summary only for the version the same update makes (or, once,
 * for a version stored before the history began); nothing kept is rewritten; the oldest goes only once 30 are kept
 * after it; a save coalesces only with the current version's own `save`.
 */
import { describe, expect, it, vi } from 'vitest';
import { buildItemUpdate } from '../../web/src/data/database-content-store';
import { itemPaths, savedFromDb, type DbTree } from '@portfolio/content/db-mapping';
import { editedItem, publishLangs, saveWorking, type SavedChange } from '@portfolio/content/saved-item';
import { KEPT_ITEM_VERSIONS, SAVE_SESSION_MS, type ItemRevisionKind } from '@portfolio/content/item-history';
import type { Post, Project } from '@portfolio/content/content-types';
import { testTree } from '../../web/src/testing/fixtures';
import { applied as apply, at, expectAllowed, expectDenied, NOW, owner, read, storedOf, update, user } from './rules-kit';

// Over thirty writes, each judged leaf by leaf: more than the default 5 s on a loaded machine.
vi.setConfig({ testTimeout: 60_000 });

type Tree = DbTree & { revisions?: any };

/** The update of a save of the post's working copy with `title.en` changed, as the store sends it. */
function savePatch(tree: Tree, id: string, title: string, now = NOW + 2 * SAVE_SESSION_MS, kind?: ItemRevisionKind) {
  const stored = storedOf(tree, 'posts', id);
  const saved = savedFromDb<Post>('posts', id, stored)!;
  const item = editedItem(saved)!;
  const change = saveWorking(saved, { ...item, title: { ...item.title, en: title } }, NOW);
  return buildItemUpdate('posts', change, stored, { kind }, now);
}

const save = (tree: Tree, id: string, title: string, now?: number) => apply(tree, savePatch(tree, id, title, now));
const keys = (node: unknown) => Object.keys((node as object | undefined) ?? {}).map(Number);
const versions = (tree: Tree, id: string) => keys(at(tree, `revisions/posts/${id}/versions`));
const summaries = (tree: Tree, id: string) => keys(at(tree, `revisions/posts/${id}/summaries`));

describe('the history of posts and projects: who', () => {
  const saved = save(testTree(), 'hello-world', 'Hello again');

  it.each([
    ['anonymous visitor', null],
    ['signed-in non-owner', user],
  ])('a %s reads none of it and writes none of it', (_, auth) => {
    for (const path of ['revisions/posts', 'revisions/posts/hello-world', 'revisions/posts/hello-world/versions/1', 'revisions/projects'])
      expectDenied(read(auth, path, saved));
    expectDenied(update(auth, savePatch(testTree(), 'hello-world', 'Hello again'), testTree()));
    expectDenied(update(auth, { 'revisions/posts/hello-world/versions/1': null }, saved));
  });

  it('the owner reads it; a save keeps the stored item exactly and notes the new version', () => {
    expectAllowed(read(owner, 'revisions/posts/hello-world', saved));
    const tree = testTree();
    const kept = at(saved, 'revisions/posts/hello-world/versions/1') as any;
    expect(kept.published.summary).toEqual(tree.posts!.summaries!['hello-world']);
    expect(kept.published.body).toEqual(tree.posts!.bodies!['hello-world']);
    expect(kept.working).toBeUndefined();
    // Stored before the history began: described once, as come from outside it, dated its last write.
    expect(at(saved, 'revisions/posts/hello-world/summaries/1')).toEqual({
      at: tree.posts!.summaries!['hello-world'].updatedAt,
      kind: 'import',
    });
    expect(at(saved, 'revisions/posts/hello-world/summaries/2')).toEqual({ at: NOW, kind: 'save', changes: { en: { 0: 'title' } } });
  });
});

describe('the history of posts and projects: what the owner may write', () => {
  it('a kept version is written only with the write that replaces it, and only as the item it replaces', () => {
    const tree = testTree();
    const patch = savePatch(tree, 'hello-world', 'Hello again');
    const copyPath = 'revisions/posts/hello-world/versions/1';
    const { [copyPath]: copy, ...rest } = patch;
    // Alone, without the write.
    expectDenied(update(owner, { [copyPath]: copy }, tree));
    expectDenied(update(owner, { 'revisions/posts/hello-world/summaries/2': patch['revisions/posts/hello-world/summaries/2'] }, tree));
    // Under another number, or with a text that was never stored, or a field the item has not.
    expectDenied(update(owner, { ...rest, 'revisions/posts/hello-world/versions/2': copy }, tree));
    const forged = structuredClone(copy) as any;
    forged.published.summary.title.en = 'Forged';
    expectDenied(update(owner, { ...rest, [copyPath]: forged }, tree));
    const extra = structuredClone(copy) as any;
    extra.published.note = 'Extra';
    expectDenied(update(owner, { ...rest, [copyPath]: extra }, tree));
    // A copy claiming a working copy that was not stored.
    expectDenied(update(owner, { ...rest, [copyPath]: { ...(copy as object), working: (copy as any).published } }, tree));
    expectAllowed(update(owner, patch, tree));
  });

  it('a summary must be well formed', () => {
    const tree = testTree();
    const patch = savePatch(tree, 'hello-world', 'Hello again');
    const path = 'revisions/posts/hello-world/summaries/2';
    expectAllowed(
      update(owner, { ...patch, [path]: { at: NOW, kind: 'publish', changes: { es: ['body'], shared: ['tags'] }, revs: { en: 2 } } }, tree),
    );
    for (const bad of [
      { at: NOW, kind: 'undo' },
      { at: NOW + 120_000, kind: 'save' },
      { kind: 'save' },
      { at: NOW, kind: 'save', changes: { fr: ['title'] } },
      { at: NOW, kind: 'save', changes: { en: ['title with spaces'] } },
      { at: NOW, kind: 'save', revs: { en: 0 } },
      { at: NOW, kind: 'save', revs: { en: 1.5 } },
      { at: NOW, kind: 'save', from: 1 },
    ])
      expectDenied(update(owner, { ...patch, [path]: bad }, tree));
    // A summary for another version than the one written.
    const { [path]: summary, ...rest } = patch;
    expectDenied(update(owner, { ...rest, 'revisions/posts/hello-world/summaries/3': summary }, tree));
  });

  it('history is never rewritten: nothing kept is replaced, changed or removed while kept', () => {
    const twice = save(save(testTree(), 'hello-world', 'Two'), 'hello-world', 'Three');
    expect(versions(twice, 'hello-world')).toEqual([1, 2]);
    const patch = savePatch(twice, 'hello-world', 'Four');
    expectDenied(update(owner, { ...patch, 'revisions/posts/hello-world/summaries/2': { at: NOW, kind: 'import' } }, twice));
    expectDenied(update(owner, { ...patch, 'revisions/posts/hello-world/versions/1/published/summary/title/en': 'Changed' }, twice));
    expectDenied(update(owner, { ...patch, 'revisions/posts/hello-world/versions/1': null }, twice));
    expectDenied(update(owner, { ...patch, 'revisions/posts/hello-world/summaries/2': null }, twice));
    expectDenied(update(owner, { 'revisions/posts/hello-world/versions/1': null }, twice));
    expectDenied(update(owner, { 'revisions/posts/hello-world': null }, twice));
    expectDenied(update(owner, { 'revisions/posts': null }, twice));
  });

  it('saves within ten minutes of the last save are one version; a publish never coalesces', () => {
    const first = save(testTree(), 'hello-world', 'Two', NOW);
    // Two minutes later (as the owner's clock says): the same session.
    const second = save(first, 'hello-world', 'Three', NOW + 2 * 60 * 1000);
    expect(versions(second, 'hello-world')).toEqual([1]);
    expect(summaries(second, 'hello-world')).toEqual([1, 3]);
    expect(at(second, 'revisions/posts/hello-world/summaries/3')).toEqual({ at: NOW, kind: 'save', changes: { en: { 0: 'title' } } });
    // Removing the current version's summary is a coalescing save only: not for a publish, nor without a write.
    expectDenied(update(owner, { 'revisions/posts/hello-world/summaries/3': null }, second));
    const stored = storedOf(second, 'posts', 'hello-world');
    const saved = savedFromDb<Post>('posts', 'hello-world', stored)!;
    const publish = buildItemUpdate('posts', publishLangs(saved, { en: NOW, es: NOW }, NOW), stored, {}, NOW);
    expect(publish['revisions/posts/hello-world/versions/3']).toBeDefined();
    expectDenied(
      update(
        owner,
        { ...publish, 'revisions/posts/hello-world/versions/3': undefined, 'revisions/posts/hello-world/summaries/3': null },
        second,
      ),
    );
    const published = apply(second, publish);
    expect(at(published, 'revisions/posts/hello-world/summaries/4')).toEqual({
      at: NOW,
      kind: 'publish',
      changes: { en: { 0: 'title' } },
      revs: { en: 1 },
    });
  });

  it(`keeps the ${KEPT_ITEM_VERSIONS} versions before the current one, the oldest removed by the write that pushes it out`, () => {
    let tree: Tree = testTree();
    for (let write = 1; write <= KEPT_ITEM_VERSIONS + 2; write += 1) tree = save(tree, 'typed-code', `Title ${write}`);
    const current = KEPT_ITEM_VERSIONS + 3;
    expect(versions(tree, 'typed-code')).toEqual(
      Array.from({ length: KEPT_ITEM_VERSIONS }, (_, index) => current - KEPT_ITEM_VERSIONS + index),
    );
    expect(summaries(tree, 'typed-code')).toEqual(
      Array.from({ length: KEPT_ITEM_VERSIONS + 1 }, (_, index) => current - KEPT_ITEM_VERSIONS + index),
    );
    // Still kept: the oldest one cannot go before the next write pushes it out.
    expectDenied(update(owner, { [`revisions/posts/typed-code/versions/${current - KEPT_ITEM_VERSIONS}`]: null }, tree));
    expectDenied(
      update(
        owner,
        { ...savePatch(tree, 'typed-code', 'Next'), [`revisions/posts/typed-code/versions/${current - KEPT_ITEM_VERSIONS + 1}`]: null },
        tree,
      ),
    );
  });

  it('a delete keeps the history; a new item at that address starts its own', () => {
    const saved = save(testTree(), 'hello-world', 'Two');
    const paths = Object.values(itemPaths('posts', 'hello-world'));
    const deleted = apply(saved, Object.fromEntries(paths.map((path) => [path, null])));
    expect(versions(deleted, 'hello-world')).toEqual([1]);
    // Created again: its first write replaces the old history whole.
    const post = savedFromDb<Post>('posts', 'hello-world', storedOf(saved, 'posts', 'hello-world'))!;
    const item = { ...editedItem(post)!, version: 0 };
    const change: SavedChange<Post> = { id: 'hello-world', version: 0, basedOn: 0, working: item };
    const created = apply(deleted, buildItemUpdate('posts', change, storedOf(deleted, 'posts', 'hello-world')));
    expect(versions(created, 'hello-world')).toEqual([]);
    expect(summaries(created, 'hello-world')).toEqual([1]);
    // But not while the item exists.
    expectDenied(update(owner, { 'revisions/posts/hello-world': { summaries: { 1: { at: NOW, kind: 'save' } } } }, saved));
  });

  it('a project keeps its details (gallery included) and its working copy', () => {
    const tree = testTree();
    const id = Object.keys(tree.projects!.summaries!)[0];
    const stored = storedOf(tree, 'projects', id);
    const saved = savedFromDb<Project>('projects', id, stored)!;
    const item = editedItem(saved)!;
    const once = apply(tree, buildItemUpdate('projects', saveWorking(saved, { ...item, liveUrl: 'https://example.com/new' }, NOW), stored));
    const storedAgain = storedOf(once, 'projects', id);
    const again = savedFromDb<Project>('projects', id, storedAgain)!;
    const twice = apply(
      once,
      buildItemUpdate('projects', saveWorking(again, { ...editedItem(again)!, order: 7 }, NOW), storedAgain, {}, NOW + 2 * SAVE_SESSION_MS),
    );
    const kept = at(twice, `revisions/projects/${id}/versions/${again.working!.version}`) as any;
    expect(kept.working.summary).toEqual(storedAgain.workingSummary);
    expect(kept.published.body).toEqual(storedAgain.details);
    expect(at(once, `revisions/projects/${id}/summaries/${again.working!.version}`)).toMatchObject({
      changes: { shared: { 0: 'liveUrl' } },
    });
  });
});
