import { unzipSync, strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { backupPath, BACKUPS_KEPT, runBackup, type BackupStorage } from './site-backup.js';

const NOW = Date.UTC(2026, 10, 26, 4, 0, 0);

function fakeStorage(existing: Record<string, Uint8Array> = {}, { failWrite = false } = {}) {
  const objects = new Map(Object.entries(existing));
  const storage: BackupStorage = {
    create(path) {
      const chunks: Uint8Array[] = [];
      objects.set(path, new Uint8Array()); // an object exists from the first byte, as a Storage upload does
      return {
        write: async (chunk) => {
          if (failWrite) throw new Error('quota exceeded');
          chunks.push(chunk);
        },
        end: async () => void objects.set(path, Buffer.concat(chunks)),
        abort: async () => void objects.delete(path),
      };
    },
    readImage: async (path) => {
      const bytes = objects.get(path);
      if (!bytes) throw new Error('No such object');
      return bytes;
    },
    list: async (prefix) => [...objects.keys()].filter((name) => name.startsWith(prefix)),
    delete: async (path) => void objects.delete(path),
  };
  return { storage, objects };
}

const tree = {
  posts: {
    summaries: {
      hello: {
        status: 'draft',
        publishedAt: 1,
        title: { en: 'Hello', es: '' },
        summary: { en: 'Hi', es: '' },
        cover: { path: 'images/posts/hello/a.webp', url: 'x', width: 1, height: 1, alt: { en: 'A', es: '' } },
      },
    },
    bodies: { hello: { en: 'Body', es: '' } },
  },
  tags: {},
};

describe('runBackup', () => {
  it('writes the export, images included, to backups/ under a name that sorts by time', async () => {
    const { storage, objects } = fakeStorage({ 'images/posts/hello/a.webp': new Uint8Array([1, 2, 3]) });
    const report = await runBackup({ readTree: async () => tree, storage, siteUrl: 'https://emi.example' }, NOW);
    expect(report).toMatchObject({ path: 'backups/site-2026-11-26T04-00-00Z.zip', images: 1, missing: [], removed: [] });
    const zip = unzipSync(objects.get(report.path)!);
    expect(strFromU8(zip['posts/hello.en.md'])).toContain('title: Hello');
    expect([...zip['images/posts/hello/a.webp']]).toEqual([1, 2, 3]);
  });

  it(`keeps the newest ${BACKUPS_KEPT} backups and never touches other objects`, async () => {
    const old = Object.fromEntries(
      Array.from({ length: BACKUPS_KEPT + 2 }, (_, day) => [backupPath(Date.UTC(2026, 9, day + 1, 4)), new Uint8Array([day])]),
    );
    const { storage, objects } = fakeStorage({
      ...old,
      'backups/notes.txt': new Uint8Array(),
      'images/posts/hello/a.webp': new Uint8Array([1]),
    });
    const report = await runBackup({ readTree: async () => tree, storage, siteUrl: 'https://emi.example' }, NOW);
    expect(report.removed).toEqual([
      backupPath(Date.UTC(2026, 9, 1, 4)),
      backupPath(Date.UTC(2026, 9, 2, 4)),
      backupPath(Date.UTC(2026, 9, 3, 4)),
    ]);
    const left = [...objects.keys()].filter((name) => name.startsWith('backups/site-'));
    expect(left).toHaveLength(BACKUPS_KEPT);
    expect(left).toContain(report.path);
    expect(objects.has('backups/notes.txt')).toBe(true);
  });

  it('leaves no half-written backup and removes no old one when writing fails', async () => {
    const { storage, objects } = fakeStorage({ [backupPath(Date.UTC(2026, 9, 1))]: new Uint8Array([9]) }, { failWrite: true });
    await expect(runBackup({ readTree: async () => tree, storage, siteUrl: 'https://emi.example' }, NOW)).rejects.toThrow('quota exceeded');
    expect([...objects.keys()].filter((name) => name.startsWith('backups/'))).toEqual([backupPath(Date.UTC(2026, 9, 1))]);
  });

  it('fails without writing anything when the database cannot be read', async () => {
    const { storage, objects } = fakeStorage();
    await expect(
      runBackup({ readTree: () => Promise.reject(new Error('reading /posts took longer than 60 s')), storage, siteUrl: 'x' }, NOW),
    ).rejects.toThrow('60 s');
    expect(objects.size).toBe(0);
  });
});
