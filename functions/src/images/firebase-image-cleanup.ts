import { getDatabase, type Database } from 'firebase-admin/database';
import { getStorage, type Storage } from 'firebase-admin/storage';
import { logger } from 'firebase-functions/logger';
import { IMAGES_PREFIX, removeOrphanedImages, type CleanupReport, type ImageCleanupDeps } from './orphaned-images.js';

type Bucket = ReturnType<Storage['bucket']>;

/** The clean-up's three operations on firebase-admin (which bypasses the rules: it sees drafts and lists folders). */
export function firebaseImageCleanupDeps(db: Database, bucket: Bucket): ImageCleanupDeps {
  return {
    async listImages() {
      const [files] = await bucket.getFiles({ prefix: IMAGES_PREFIX });
      return files.map((file) => ({ path: file.name, createdAt: Date.parse(file.metadata.timeCreated ?? '') }));
    },
    async readContent() {
      const nodes = ['posts', 'projects', 'drafts', 'cv', 'revisions', 'trash'];
      const [posts, projects, drafts, cv, revisions, trash] = await Promise.all(
        nodes.map(async (node) => (await db.ref(node).get()).val() as unknown),
      );
      return { posts, projects, drafts, cv, revisions, trash };
    },
    async readTrash() {
      return (await db.ref('trash').get()).val() as unknown;
    },
    async removeNodes(patch) {
      await db.ref().update(patch);
    },
    async deleteImage(path) {
      await bucket.file(path).delete({ ignoreNotFound: true });
    },
  };
}

export interface CleanupLog {
  info(message: string, data: unknown): void;
  error(message: string, data: unknown): void;
}

/** One scheduled run: clean up, then log what happened (a failed delete is logged and retried on the next run). */
export async function runImageCleanup(db: Database, bucket: Bucket, log: CleanupLog, now = Date.now()): Promise<CleanupReport> {
  const report = await removeOrphanedImages(firebaseImageCleanupDeps(db, bucket), now);
  const purged = report.purged.length > 0 ? `removed ${report.purged.length} from the trash; ` : '';
  log.info(`cleanupImages: ${purged}${report.skipped ?? `deleted ${report.deleted.length} of ${report.listed} objects`}`, report);
  if (report.failed.length > 0) log.error(`cleanupImages: ${report.failed.length} deletes failed`, report.failed);
  return report;
}

/** The scheduled function's body (wired in index.ts): the default app's database and bucket. */
export async function cleanUpImages(): Promise<void> {
  await runImageCleanup(getDatabase(), getStorage().bucket(), logger);
}
