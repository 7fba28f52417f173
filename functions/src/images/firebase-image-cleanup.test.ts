import type { Database } from 'firebase-admin/database';
import { describe, expect, it, vi } from 'vitest';
import { firebaseImageCleanupDeps, runImageCleanup } from './firebase-image-cleanup.js';
import { MIN_AGE_MS } from './orphaned-images.js';

/**
 * The firebase-admin glue over stand-ins of the few Database and Bucket calls it makes (the real ones are
 * exercised in tests/emulator/database-storage/orphaned-images.test.ts, where Java 21 is available).
 */
const NOW = Date.UTC(2026, 5, 1);
const tree: Record<string, unknown> = {
  posts: { summaries: { 'hello-world': { cover: { path: 'images/posts/hello-world/a.webp' } } } },
  projects: null,
  cv: { name: 'Emi' },
  trash: { posts: { recent: { deletedAt: NOW - 1000, version: 1 } } },
};

function fakeAdmin(files: { name: string; timeCreated?: string }[]) {
  const deleted: { path: string; options: unknown }[] = [];
  const getFiles = vi.fn(async () => [files.map(({ name, timeCreated }) => ({ name, metadata: { timeCreated } }))]);
  const bucket = {
    getFiles,
    file: (path: string) => ({ delete: async (options: unknown) => void deleted.push({ path, options }) }),
  };
  const updates: unknown[] = [];
  const db = {
    ref: (node?: string) => ({
      get: async () => ({ val: () => (node ? (tree[node] ?? null) : null) }),
      update: async (patch: unknown) => void updates.push({ node: node ?? '/', patch }),
    }),
  } as unknown as Database;
  return { db, bucket: bucket as unknown as Parameters<typeof firebaseImageCleanupDeps>[1], deleted, getFiles, updates };
}

describe('firebaseImageCleanupDeps', () => {
  it('lists under images/ with Storage creation times, unknown ones as NaN', async () => {
    const { db, bucket, getFiles } = fakeAdmin([
      { name: 'images/posts/x/a.webp', timeCreated: '2026-05-01T10:00:00.000Z' },
      { name: 'images/posts/x/b.webp' },
    ]);
    expect(await firebaseImageCleanupDeps(db, bucket).listImages()).toEqual([
      { path: 'images/posts/x/a.webp', createdAt: Date.UTC(2026, 4, 1, 10) },
      { path: 'images/posts/x/b.webp', createdAt: Number.NaN },
    ]);
    expect(getFiles).toHaveBeenCalledWith({ prefix: 'images/' });
  });

  it('reads posts, projects, their working copies, the CV, the kept versions and the trash', async () => {
    const { db, bucket } = fakeAdmin([]);
    expect(await firebaseImageCleanupDeps(db, bucket).readContent()).toEqual({
      posts: tree.posts,
      projects: null,
      drafts: null,
      cv: tree.cv,
      revisions: null,
      trash: tree.trash,
    });
  });

  it('removes expired trash entries in one update at the root', async () => {
    const { db, bucket, updates } = fakeAdmin([]);
    const deps = firebaseImageCleanupDeps(db, bucket);
    expect(await deps.readTrash()).toEqual(tree.trash);
    await deps.removeNodes({ 'trash/posts/old': null, 'revisions/posts/old': null });
    expect(updates).toEqual([{ node: '/', patch: { 'trash/posts/old': null, 'revisions/posts/old': null } }]);
  });

  it('a run deletes the old orphan (an object already gone is no failure) and logs the report', async () => {
    const old = new Date(NOW - MIN_AGE_MS - 1000).toISOString();
    const { db, bucket, deleted } = fakeAdmin([
      { name: 'images/posts/hello-world/a.webp', timeCreated: old },
      { name: 'images/posts/hello-world/b.webp', timeCreated: old },
    ]);
    const log = { info: vi.fn(), error: vi.fn() };
    const report = await runImageCleanup(db, bucket, log, NOW);
    expect(deleted).toEqual([{ path: 'images/posts/hello-world/b.webp', options: { ignoreNotFound: true } }]);
    expect(report.deleted).toEqual(['images/posts/hello-world/b.webp']);
    expect(log.info).toHaveBeenCalledWith('cleanupImages: deleted 1 of 2 objects', report);
    expect(log.error).not.toHaveBeenCalled();
  });
});
