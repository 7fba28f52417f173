import { getDatabase, type Database } from 'firebase-admin/database';
import { getStorage, type Storage } from 'firebase-admin/storage';
import { logger } from 'firebase-functions/logger';
import { runBackup, type BackupDeps, type BackupReport } from './site-backup.js';

type Bucket = ReturnType<Storage['bucket']>;

/** How long reading one top-level node may take: the whole archive of posts, so longer than a page's reads. */
const TREE_READ_DEADLINE_MS = 60_000;

function withDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, expired]).finally(() => clearTimeout(timer));
}

/** The backup's operations on firebase-admin (which bypasses the rules: it reads drafts and writes `backups/`). */
export function firebaseBackupDeps(db: Database, bucket: Bucket, siteUrl: string): BackupDeps {
  return {
    siteUrl,
    async readTree() {
      const nodes = await Promise.all(
        // The working copies too: the owner's unpublished work is what a backup must keep (docs/export-format.md, "Backups").
        ['posts', 'projects', 'drafts', 'tags', 'cv'].map(async (node) => [
          node,
          (await withDeadline(db.ref(node).get(), TREE_READ_DEADLINE_MS, `reading /${node}`)).val(),
        ]),
      );
      return Object.fromEntries(nodes);
    },
    storage: {
      create(path) {
        const stream = bucket.file(path).createWriteStream({ contentType: 'application/zip', resumable: false });
        const done = new Promise<void>((resolve, reject) => {
          stream.on('finish', resolve);
          stream.on('error', reject);
        });
        return {
          write: (chunk) =>
            new Promise<void>((resolve, reject) => {
              stream.write(chunk, (error) => (error ? reject(error) : resolve()));
            }),
          end: async () => {
            stream.end();
            await done;
          },
          abort: async (error) => {
            stream.destroy(error);
            await done.catch(() => undefined);
            await bucket.file(path).delete({ ignoreNotFound: true });
          },
        };
      },
      readImage: async (path) => (await bucket.file(path).download())[0],
      list: async (prefix) => (await bucket.getFiles({ prefix }))[0].map((file) => file.name),
      delete: async (path) => {
        await bucket.file(path).delete({ ignoreNotFound: true });
      },
    },
  };
}

/** The scheduled function's body (wired in index.ts): the default app's database and bucket. */
export async function backUpSite(siteUrl: string): Promise<BackupReport> {
  const report = await runBackup(firebaseBackupDeps(getDatabase(), getStorage().bucket(), siteUrl));
  logger.info(`backupSite: ${report.path}, ${report.files} files, ${report.images} images, ${report.bytes} bytes`, report);
  if (report.missing.length > 0) logger.error(`backupSite: ${report.missing.length} images could not be read`, report.missing);
  return report;
}
