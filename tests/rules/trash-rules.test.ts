/**
 * The trash in database.rules.json (`/trash/{posts|projects}/{id}`, docs/data-model.md), evaluated by targaryen: only
 * the owner reads or writes it; an entry is written only with the removal of the item's documents, at the item's
 * version, with a `deletedAt` that is a time not in the future, and is never rewritten; a trashed item's address
 * takes no new item and no stale save; a restore brings it back at the next version, the trashed one kept in its
 * history; Delete forever removes the entry and the history together.
 */
import { describe, expect, it, vi } from 'vitest';
import { buildItemUpdate, buildPostUpdate, buildRestoreUpdate, buildTrashUpdate } from '../../web/src/data/database-content-store';
import { savedFromDb, type DbTree, type ItemKind } from '@portfolio/content/db-mapping';
import { editedItem, saveWorking } from '@portfolio/content/saved-item';
import { purgeUpdate } from '@portfolio/content/trash';
import type { Post } from '@portfolio/content/content-types';
import { testTree } from '../../web/src/testing/fixtures';
import { makePost } from '../../web/src/testing/factories';
import { applied as apply, at, expectDenied, NOW, owner, read, storedOf, update, user } from './rules-kit';

vi.setConfig({ testTimeout: 60_000 });

type Tree = DbTree & { revisions?: any; trash?: any };

const trashPatch = (tree: Tree, kind: ItemKind, id: string) => {
  const { historySummaries: _, ...stored } = storedOf(tree, kind, id);
  return buildTrashUpdate(kind, id, stored)!;
};
const trashed = (tree: Tree, kind: ItemKind, id: string) => apply(tree, trashPatch(tree, kind, id));
const restorePatch = (tree: Tree, kind: ItemKind, id: string) =>
  buildRestoreUpdate(kind, id, at(tree, `trash/${kind}/${id}`), at(tree, `revisions/${kind}/${id}/summaries`), NOW);

/** A save of the post's working copy with `title.en` changed, as the store sends it. */
function save(tree: Tree, id: string, title: string): Tree {
  const stored = storedOf(tree, 'posts', id);
  const saved = savedFromDb<Post>('posts', id, stored)!;
  const item = editedItem(saved)!;
  return apply(tree, buildItemUpdate('posts', saveWorking(saved, { ...item, title: { ...item.title, en: title } }, NOW), stored, {}, NOW));
}

describe('the trash: who', () => {
  it.each([
    ['anonymous visitor', null],
    ['signed-in non-owner', user],
  ])('a %s reads none of it and cannot move an item into it or out of it', (_, auth) => {
    const tree = testTree();
    expectDenied(update(auth, trashPatch(tree, 'posts', 'hello-world'), tree));
    const inTrash = trashed(tree, 'posts', 'hello-world');
    expect(read(auth, 'trash', inTrash).allowed).toBe(false);
    expect(read(auth, 'trash/posts/hello-world', inTrash).allowed).toBe(false);
    expectDenied(update(auth, restorePatch(inTrash, 'posts', 'hello-world'), inTrash));
    expectDenied(update(auth, purgeUpdate('posts', 'hello-world'), inTrash));
  });

  it('the owner reads it', () => {
    const inTrash = trashed(testTree(), 'posts', 'hello-world');
    expect(read(owner, 'trash', inTrash).allowed).toBe(true);
    expect(read(owner, 'trash/projects', inTrash).allowed).toBe(true);
  });
});

describe('the trash: moving an item in', () => {
  it('moves both documents of a post and of a project, exactly as stored, at the item’s version', () => {
    const tree = save(testTree(), 'hello-world', 'Hello again');
    const after = trashed(trashed(tree, 'posts', 'hello-world'), 'projects', 'portfolio-site');
    expect(at(after, 'posts/summaries/hello-world')).toBeUndefined();
    expect(at(after, 'drafts/posts/summaries/hello-world')).toBeUndefined();
    expect(at(after, 'trash/posts/hello-world/version')).toBe(2);
    expect(at(after, 'trash/posts/hello-world/deletedAt')).toBe(NOW);
    expect(at(after, 'trash/posts/hello-world/published/summary')).toEqual(at(tree, 'posts/summaries/hello-world'));
    expect(at(after, 'trash/posts/hello-world/working/body')).toEqual(at(tree, 'drafts/posts/bodies/hello-world'));
    expect(at(after, 'trash/projects/portfolio-site/published/body')).toEqual(at(tree, 'projects/details/portfolio-site'));
    // The history stays.
    expect(at(after, 'revisions/posts/hello-world/versions/1')).toBeDefined();
  });

  it.each([
    ['a deletedAt in the future', { deletedAt: NOW + 5 * 60 * 1000 }],
    ['a deletedAt that is text', { deletedAt: 'yesterday' }],
    ['another version than the item’s', { version: 7 }],
    ['no version', { version: null }],
    ['an unknown field', { note: 'hi' }],
  ])('refuses an entry with %s', (_, change) => {
    const tree = testTree();
    const patch = trashPatch(tree, 'posts', 'hello-world');
    const entry = { ...(patch['trash/posts/hello-world'] as object), ...change };
    expectDenied(update(owner, { ...patch, 'trash/posts/hello-world': entry }, tree));
  });

  it('refuses an entry whose item stays, a document without its body, and an entry of another kind', () => {
    const tree = testTree();
    const patch = trashPatch(tree, 'posts', 'hello-world');
    const entry = patch['trash/posts/hello-world'] as { published: object };
    expectDenied(update(owner, { 'trash/posts/hello-world': entry }, tree));
    expectDenied(
      update(
        owner,
        { ...patch, 'trash/posts/hello-world': { ...entry, published: { summary: at(tree, 'posts/summaries/hello-world') } } },
        tree,
      ),
    );
    expectDenied(update(owner, { ...patch, 'trash/pages/hello-world': entry }, tree));
  });

  it('never rewrites an entry', () => {
    const inTrash = trashed(testTree(), 'posts', 'hello-world');
    expectDenied(update(owner, { 'trash/posts/hello-world/deletedAt': NOW - 1000 }, inTrash));
  });
});

describe('the trash: the address it holds', () => {
  it('refuses a new item at a trashed item’s address, and a save from a tab that still had it', () => {
    const before = save(testTree(), 'hello-world', 'Hello again');
    const inTrash = trashed(before, 'posts', 'hello-world');
    const fresh = makePost({ id: 'hello-world', version: 0 });
    expectDenied(update(owner, buildPostUpdate(fresh), inTrash));
    // The stale tab's save would be the next version: the trash's version counts, but the entry must go with it.
    const stored = storedOf(before, 'posts', 'hello-world');
    const saved = savedFromDb<Post>('posts', 'hello-world', stored)!;
    const stale = buildItemUpdate('posts', saveWorking(saved, editedItem(saved)!, NOW), stored, {}, NOW);
    expectDenied(update(owner, stale, inTrash));
    // Nor is the history replaced whole while the item is in the trash.
    expectDenied(update(owner, { 'revisions/posts/hello-world': { summaries: { 1: { at: NOW, kind: 'save' } } } }, inTrash));
  });
});

describe('the trash: restore', () => {
  it('brings a published post back as a draft at the next version, the trashed one kept in its history', () => {
    const before = save(save(testTree(), 'hello-world', 'Hello again'), 'hello-world', 'Hello once more');
    const inTrash = trashed(before, 'posts', 'hello-world');
    const after = apply(inTrash, restorePatch(inTrash, 'posts', 'hello-world'));
    expect(at(after, 'trash/posts/hello-world')).toBeUndefined();
    expect(at(after, 'posts/summaries/hello-world')).toBeUndefined();
    const working = at(after, 'drafts/posts/summaries/hello-world');
    expect(working.version).toBe(4);
    expect(working.title.en).toBe('Hello once more');
    // Each language keeps its dates, so publishing it again keeps its first publication date.
    expect(working.langs.en.publishedAt).toBe(at(before, 'posts/summaries/hello-world/publishedAt'));
    expect(at(after, 'revisions/posts/hello-world/summaries/4/kind')).toBe('restore');
    expect(at(after, 'revisions/posts/hello-world/versions/3/published/summary')).toEqual(at(before, 'posts/summaries/hello-world'));
    expect(at(after, 'revisions/posts/hello-world/versions/3/working/summary')).toEqual(at(before, 'drafts/posts/summaries/hello-world'));
    // And it is an item like any other again: the next save is accepted.
    save(after, 'hello-world', 'Back');
  });

  it('restores a draft and a project too', () => {
    const inTrash = trashed(trashed(testTree(), 'posts', 'secret-draft'), 'projects', 'portfolio-site');
    const after = apply(inTrash, {
      ...restorePatch(inTrash, 'posts', 'secret-draft'),
      ...restorePatch(inTrash, 'projects', 'portfolio-site'),
    });
    expect(at(after, 'drafts/posts/summaries/secret-draft/version')).toBe(2);
    expect(at(after, 'drafts/projects/summaries/portfolio-site/version')).toBe(2);
    expect(at(after, 'trash')).toBeUndefined();
  });

  it('refuses a restore that leaves the entry, or whose kept version differs from the trash’s copy', () => {
    const inTrash = trashed(testTree(), 'posts', 'hello-world');
    const patch = restorePatch(inTrash, 'posts', 'hello-world');
    const { ['trash/posts/hello-world']: _, ...keepingEntry } = patch;
    expectDenied(update(owner, keepingEntry, inTrash));
    const forged = structuredClone(patch) as Record<string, any>;
    forged['revisions/posts/hello-world/versions/1'].published.summary.title.en = 'Not what was deleted';
    expectDenied(update(owner, forged, inTrash));
  });
});

describe('the trash: delete forever', () => {
  it('removes the entry and the history; the address is then free for a new item with its own history', () => {
    const inTrash = trashed(save(testTree(), 'hello-world', 'Hello again'), 'posts', 'hello-world');
    const gone = apply(inTrash, purgeUpdate('posts', 'hello-world'));
    expect(at(gone, 'trash')).toBeUndefined();
    expect(at(gone, 'revisions/posts/hello-world')).toBeUndefined();
    const fresh = makePost({ id: 'hello-world', version: 0 });
    apply(gone, buildPostUpdate(fresh));
  });
});
