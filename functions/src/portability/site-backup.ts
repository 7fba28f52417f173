/**
 * The daily backup (docs/export-format.md, "Backups"): the site's export written to Storage under `backups/`,
 * the newest BACKUPS_KEPT kept. Firebase-free, so the tests drive it with fakes; firebase-site-backup.ts
 * connects it to firebase-admin. storage.rules lets no client near `backups/`: only firebase-admin (this
 * function, the owner's command line) reads or writes there.
 */
import { writeExportZip, type ZipResult } from './export-zip.js';
import { siteExport } from './site-export.js';

const BACKUPS_PREFIX = 'backups/';
/** A month of days: enough to go back past a mistake noticed late, and at ≈ 1 MB a backup without images' growth, cheap. */
export const BACKUPS_KEPT = 30;

export interface BackupStorage {
  /** Writes a new object; the promise of `end` settles once it is stored. */
  create(path: string): { write(chunk: Uint8Array): Promise<void>; end(): Promise<void>; abort(error: Error): Promise<void> };
  readImage(path: string): Promise<Uint8Array>;
  /** Object names under `prefix`. */
  list(prefix: string): Promise<string[]>;
  delete(path: string): Promise<void>;
}

export interface BackupDeps {
  /** The stored tree's top-level nodes (`posts`, `projects`, `drafts`, `tags`, `cv`), read with a deadline. */
  readTree(): Promise<unknown>;
  storage: BackupStorage;
  siteUrl: string;
}

export interface BackupReport extends Omit<ZipResult, 'missing'> {
  path: string;
  missing: string[];
  /** Older backups removed to keep BACKUPS_KEPT. */
  removed: string[];
}

/** `backups/site-2026-11-26T03-30-00Z.zip`: names that sort by time, one per run. */
export const backupPath = (now: number): string =>
  `${BACKUPS_PREFIX}site-${new Date(now).toISOString().slice(0, 19).replace(/:/g, '-')}Z.zip`;

export async function runBackup(deps: BackupDeps, now = Date.now()): Promise<BackupReport> {
  const exported = siteExport(await deps.readTree(), { now, siteUrl: deps.siteUrl });
  const path = backupPath(now);
  const target = deps.storage.create(path);
  let result: ZipResult;
  try {
    result = await writeExportZip(exported, (image) => deps.storage.readImage(image), target);
    await target.end();
  } catch (error) {
    // A half-written object must not count as a backup, nor push a good one out of the thirty.
    await target.abort(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
  const backups = (await deps.storage.list(BACKUPS_PREFIX)).filter((name) => /^backups\/site-[\dT-]+Z\.zip$/.test(name)).sort();
  const removed = backups.slice(0, Math.max(0, backups.length - BACKUPS_KEPT));
  for (const old of removed) await deps.storage.delete(old);
  return { ...result, path, missing: result.missing.map((entry) => entry.path), removed };
}
