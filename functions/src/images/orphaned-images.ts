/**
 * The daily clean-up (docs/security.md, "Storage"): it first removes for good the trash entries older than
 * 30 days (TRASH_MS), with their history, then deletes the Storage objects nothing stored names. The editor leaves a
 * replaced image and a deleted item's images to it, since a kept version or the trash can still name them
 * (docs/decisions.md, "What a saved version of an item is", Delete). Firebase-free, so the tests drive it with
 * fakes; ./firebase-image-cleanup.ts connects it to firebase-admin.
 */
import { purgeUpdate, TRASH_MS } from '@portfolio/content/trash';

/** Only objects under this prefix are ever deleted: the editor's uploads live there (storage.rules). */
export const IMAGES_PREFIX = 'images/';
/**
 * An unreferenced object younger than this may belong to a form that is still open: the editor uploads as
 * soon as an image is picked and the item references it only when saved.
 */
export const MIN_AGE_MS = 24 * 60 * 60 * 1000;

export interface StoredImage {
  path: string;
  /** When the object was created, ms since the epoch; NaN when Storage did not say (such objects are kept). */
  createdAt: number;
}

/**
 * The content as stored in the Realtime Database (docs/data-model.md): the published documents, the working
 * copies (an image only a draft or a staged edit names is in use), the CV, the kept versions of posts and
 * projects (`/revisions`, kept after a delete too) and the trash: a version or an item the owner may restore keeps
 * its images.
 */
export interface StoredContent {
  posts: unknown;
  projects: unknown;
  drafts?: unknown;
  cv: unknown;
  revisions?: unknown;
  trash?: unknown;
}

export interface ImageCleanupDeps {
  /** Every object under IMAGES_PREFIX. */
  listImages(): Promise<StoredImage[]>;
  readContent(): Promise<StoredContent>;
  deleteImage(path: string): Promise<void>;
  /** `/trash` as stored. */
  readTrash(): Promise<unknown>;
  /** One multi-path update of the database (removals only: expiredTrashUpdate). */
  removeNodes(patch: Record<string, null>): Promise<void>;
}

export interface CleanupReport {
  /** Why nothing was deleted, when the run stopped before deleting. */
  skipped?: string;
  /** The trash entries removed for good (`posts/{id}`, `projects/{id}`). */
  purged: string[];
  listed: number;
  deleted: string[];
  failed: { path: string; error: string }[];
}

/**
 * A Storage object name inside any stored text: a `path` field (`images/posts/x/a.webp`), a download URL
 * (`…/o/images%2Fposts%2Fx%2Fa.webp?alt=media`), a public URL or a Markdown image in a body. Object names are
 * `[A-Za-z0-9._-]` segments (storage.rules), so the name ends at the first character outside those, `/` and `%`.
 */
const OBJECT_NAME = /images(?:\/|%2F)[A-Za-z0-9._~%/-]+/gi;

function decoded(name: string): string {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/**
 * Every Storage path the content names, anywhere in it. Deliberately wider than the `path` fields of covers
 * and galleries: keeping an unused file costs a few kilobytes, deleting a used one breaks a page. An image's
 * narrower copies (`variants`, docs/data-model.md) each name their own path and URL, so every width a page's
 * `srcset` offers is kept with it.
 */
export function referencedImagePaths(content: StoredContent): Set<string> {
  const paths = new Set<string>();
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      for (const match of value.match(OBJECT_NAME) ?? []) {
        const name = decoded(match);
        paths.add(name);
        // A path at the end of a sentence ("… images/posts/x/a.webp.") names the file without the full stop.
        paths.add(name.replace(/\.+$/, ''));
      }
    } else if (typeof value === 'object' && value !== null) {
      for (const child of Object.values(value)) visit(child);
    }
  };
  visit([content.posts, content.projects, content.drafts, content.cv, content.revisions, content.trash]);
  return paths;
}

const message = (error: unknown): string => (error instanceof Error ? error.message : String(error));

const isNode = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The trash entries deleted more than TRASH_MS ago, each with its history (purgeUpdate): the item is gone for good,
 * and a history nothing can restore would only keep its images. An entry without a readable `deletedAt` stays.
 */
export function expiredTrashUpdate(trash: unknown, now: number): { patch: Record<string, null>; purged: string[] } {
  const patch: Record<string, null> = {};
  const purged: string[] = [];
  for (const kind of ['posts', 'projects'] as const) {
    const entries = isNode(trash) && isNode(trash[kind]) ? trash[kind] : {};
    for (const [id, entry] of Object.entries(entries)) {
      const deletedAt = isNode(entry) ? entry.deletedAt : undefined;
      if (typeof deletedAt !== 'number' || now - deletedAt <= TRASH_MS) continue;
      Object.assign(patch, purgeUpdate(kind, id));
      purged.push(`${kind}/${id}`);
    }
  }
  return { patch, purged };
}

/**
 * Removes the expired trash entries, then deletes the objects under images/ that are older than MIN_AGE_MS and that
 * the content does not reference. The content is read after the listing and the purge, so an object listed and then
 * referenced by a save is kept, and a purged item's images go in the same run.
 */
export async function removeOrphanedImages(deps: ImageCleanupDeps, now: number): Promise<CleanupReport> {
  const { patch, purged } = expiredTrashUpdate(await deps.readTrash(), now);
  if (purged.length > 0) await deps.removeNodes(patch);
  const images = await deps.listImages();
  const content = await deps.readContent();
  const report: CleanupReport = { purged, listed: images.length, deleted: [], failed: [] };
  // A database with no content at all is a wrong or unseeded one (or the site runs on bundled content):
  // judging Storage by it would delete every image.
  if (content.posts == null && content.projects == null && content.drafts == null && content.cv == null && content.trash == null) {
    return { ...report, skipped: 'no content in the database' };
  }
  const referenced = referencedImagePaths(content);
  const orphans = images.filter(
    (image) => image.path.startsWith(IMAGES_PREFIX) && !referenced.has(image.path) && now - image.createdAt > MIN_AGE_MS,
  );
  // One at a time: a personal site has few, and a failure of one must not stop the others.
  for (const { path } of orphans) {
    try {
      await deps.deleteImage(path);
      report.deleted.push(path);
    } catch (error) {
      report.failed.push({ path, error: message(error) });
    }
  }
  return report;
}
