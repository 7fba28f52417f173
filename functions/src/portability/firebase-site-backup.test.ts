import { Writable } from 'node:stream';
import type { Database } from 'firebase-admin/database';
import { unzipSync, strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { firebaseBackupDeps } from './firebase-site-backup.js';
import { runBackup } from './site-backup.js';
import { siteFromExport } from './site-import.js';

/** The firebase-admin glue over stand-ins of the few Database and Bucket calls it makes. */
function fakeAdmin(tree: Record<string, unknown>, { breakAfterBytes = Infinity } = {}) {
  const objects = new Map<string, Buffer>([['images/posts/a/x.webp', Buffer.from([7, 7])]]);
  const bucket = {
    file: (path: string) => ({
      createWriteStream: (options: unknown) => {
        expect(options).toEqual({ contentType: 'application/zip', resumable: false });
        const chunks: Buffer[] = [];
        let written = 0;
        objects.set(path, Buffer.alloc(0));
        return new Writable({
          write(chunk: Buffer, _encoding, callback) {
            written += chunk.length;
            if (written > breakAfterBytes) return callback(new Error('connection reset'));
            chunks.push(chunk);
            callback();
          },
          final(callback) {
            objects.set(path, Buffer.concat(chunks));
            callback();
          },
        });
      },
      download: async () => {
        const bytes = objects.get(path);
        if (!bytes) throw new Error('No such object');
        return [bytes];
      },
      delete: async () => void objects.delete(path),
    }),
    getFiles: async ({ prefix }: { prefix: string }) => [
      [...objects.keys()].filter((name) => name.startsWith(prefix)).map((name) => ({ name })),
    ],
  };
  const db = { ref: (node: string) => ({ get: async () => ({ val: () => tree[node] ?? null }) }) } as unknown as Database;
  return { deps: firebaseBackupDeps(db, bucket as unknown as Parameters<typeof firebaseBackupDeps>[1], 'https://emi.example'), objects };
}

const tree = {
  posts: {
    summaries: {
      alpha: {
        status: 'published',
        publishedAt: 1,
        title: { en: 'A', es: '' },
        summary: { en: 'a', es: '' },
        cover: { path: 'images/posts/a/x.webp', url: 'u', width: 2, height: 1, alt: { en: 'x', es: '' } },
      },
    },
    bodies: { alpha: { en: 'Text', es: '' } },
  },
  // The owner's unpublished work: a never-published post, only in its working copy.
  drafts: {
    posts: {
      summaries: {
        bravo: { version: 1, basedOn: 0, createdAt: 1, updatedAt: 2, title: { en: 'B', es: 'Be' }, summary: { en: 'b', es: 'be' } },
      },
      bodies: { bravo: { en: 'Unpublished', es: 'Sin publicar' } },
    },
  },
  cv: { name: 'Emi' },
};

describe('firebaseBackupDeps', () => {
  it('reads the five top-level nodes, working copies included, and stores the zip through a write stream', async () => {
    const { deps, objects } = fakeAdmin(tree);
    expect(await deps.readTree()).toEqual({ posts: tree.posts, projects: null, drafts: tree.drafts, tags: null, cv: tree.cv });
    const report = await runBackup(deps, Date.UTC(2026, 10, 26, 4));
    const zip = unzipSync(objects.get(report.path)!);
    expect(strFromU8(zip['posts/alpha.en.md'])).toContain('title: A');
    expect([...zip['images/posts/a/x.webp']]).toEqual([7, 7]);
    expect(strFromU8(zip['cv.yaml'])).toBe('name: Emi\n');
    // The draft is in the backup, as a draft, and an import puts it back in the working copy only.
    expect(strFromU8(zip['posts/bravo.es.md'])).toMatch(/status: draft\ndraft: true\n/);
    const restored = siteFromExport(
      Object.fromEntries(
        Object.entries(zip)
          .filter(([path]) => !path.startsWith('images/'))
          .map(([path, bytes]) => [path, strFromU8(bytes)]),
      ),
    );
    expect(restored.problems).toEqual([]);
    expect(Object.keys(restored.tree.posts.summaries as object)).toEqual(['alpha']);
    expect(restored.tree.drafts.posts.bodies).toEqual({ bravo: { en: 'Unpublished', es: 'Sin publicar' } });
  });

  it('deletes the object it was writing when the upload breaks', async () => {
    const { deps, objects } = fakeAdmin(tree, { breakAfterBytes: 100 });
    await expect(runBackup(deps, Date.UTC(2026, 10, 26, 4))).rejects.toThrow('connection reset');
    expect([...objects.keys()].filter((name) => name.startsWith('backups/'))).toEqual([]);
  });
});
