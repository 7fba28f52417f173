/**
 * The ContentStore on the Realtime Database (content) and Cloud Storage (images), in the signed-in owner's tab:
 * visitors never read the database, they get the `pages` function's page data (docs/rendering.md). The rules
 * are the access control (database.rules.json): only the owner lists summaries, so every read waits for the
 * owner's restored sign-in (lib/firebase.ts). Public lists and pages in the owner's tab show what visitors see:
 * published items whose moment has come (isLive); drafts and scheduled items only with `includeDrafts`.
 * This module is itself loaded lazily (get-content-store.ts); the Storage SDK is imported only when an image
 * is uploaded or deleted.
 */
import {
  equalTo,
  get,
  orderByChild,
  query,
  ref,
  serverTimestamp,
  update,
  type DataSnapshot,
  type Database,
  type Query,
} from 'firebase/database';
import { getOwnerDatabaseClient, getStorageClient } from '../lib/firebase';
import {
  isLive,
  type ContentImage,
  type Cv,
  type Localized,
  type Post,
  type PostSummary,
  type Project,
  type ProjectSummary,
  type Publication,
} from '@portfolio/content/content-types';
import { ContentError, type ContentStore, type ListOptions, type SaveCvOptions, type UploadOptions } from './content-store';
import { cvChanges, cvHistoryFromDb, droppedVersion, revisionSummaryToDb } from '@portfolio/content/cv-history';
import {
  byNewest,
  byProjectOrder,
  cvFromDb,
  cvToDb,
  postFromDb,
  postSummaryFromDb,
  postToDb,
  projectFromDb,
  projectSummaryFromDb,
  projectToDb,
  type DbPostSummary,
  type DbProjectDetails,
  type DbCv,
  type DbProjectSummary,
  tagNamesFromDb,
  withoutNulls,
  tagNamesUpdate,
  isStoredSummaryLive,
  versionFromDb,
} from '@portfolio/content/db-mapping';
import { isValidSlug } from '../utils/slug';

// The store's tests import these from here.
export { cvFromDb };

/** Storage folders the rules let the owner write to. */
const IMAGE_PATH = /^images\/(posts|projects)\/[a-z0-9]+(?:-[a-z0-9]+)*\/[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * RTDB `get()` waits for a connection without a deadline; a visitor who is offline would see a
 * spinner forever. Give up after this long and report a network error instead.
 */
const READ_TIMEOUT_MS = 15_000;

type Kind = 'posts' | 'projects';
const BODY_NODE: Record<Kind, string> = { posts: 'bodies', projects: 'details' };

// ---------------------------------------------------------------------------------------------
// Pure helpers (unit-tested without a database)

function assertId(id: string): void {
  if (!isValidSlug(id)) throw new ContentError('invalid', `Invalid id "${id}": use 3–80 lowercase letters, digits and single dashes`);
}

/**
 * The rules accept no timestamp later than the server's now + 60 s, and the editor's times come from the owner's
 * clock: a tab whose clock runs fast could save nothing. So the moment of the save (`updatedAt`, which the editor
 * sets to its "now") is sent as the server's time, and so is any other timestamp that is that same moment: a new
 * item's `createdAt`, a publication date of "when saved" and the first publication then (form-values.ts). Stored times are sent as they are.
 */
function stampedWithServerTime(item: Post | Project, summary: Record<string, unknown>): Record<string, unknown> {
  const stamp = (ms: number) => (ms === item.updatedAt ? serverTimestamp() : ms);
  const revised = typeof summary.revisedAt === 'number' ? { revisedAt: stamp(summary.revisedAt) } : {};
  const first = typeof summary.firstPublishedAt === 'number' ? { firstPublishedAt: stamp(summary.firstPublishedAt) } : {};
  return {
    ...summary,
    createdAt: stamp(item.createdAt),
    updatedAt: serverTimestamp(),
    publishedAt: stamp(item.publishedAt),
    ...revised,
    ...first,
  };
}

/** The one multi-path update that saves a post: summary and body replace theirs together, or neither does. */
export function buildPostUpdate(post: Post): Record<string, unknown> {
  assertId(post.id);
  const { summary, body } = postToDb(post);
  return { [`posts/summaries/${post.id}`]: withoutNulls(stampedWithServerTime(post, summary)), [`posts/bodies/${post.id}`]: body };
}

export function buildProjectUpdate(project: Project): Record<string, unknown> {
  assertId(project.id);
  const { summary, details } = projectToDb(project);
  return {
    [`projects/summaries/${project.id}`]: withoutNulls(stampedWithServerTime(project, summary)),
    [`projects/details/${project.id}`]: withoutNulls(details),
  };
}

/**
 * The one update that saves the CV: the whole `/cv` node is replaced, so no half-edited CV is ever stored, and in
 * the same update its history moves on (docs/data-model.md, `/revisions/cv`): the version replaced (`stored`, as
 * the database holds it) is kept, the new version's date, kind and changes are noted, and the version that falls
 * out of the kept ones goes.
 */
export function buildCvUpdate(cv: Cv, stored: unknown = null, options: SaveCvOptions = {}): Record<string, unknown> {
  const next = cv.version + 1;
  const previous = stored ? cvFromDb(stored as DbCv) : null;
  const kind = options.kind ?? 'save';
  const patch: Record<string, unknown> = {
    cv: cvToDb(cv),
    [`revisions/cv/summaries/${next}`]: revisionSummaryToDb(serverTimestamp(), kind, cvChanges(previous, cv), options.restoredFrom),
  };
  // A CV stored before versions were counts as 1 (versionFromDb); its copy says so.
  if (stored && previous) patch[`revisions/cv/versions/${cv.version}`] = { ...(stored as object), version: previous.version };
  const dropped = droppedVersion(next);
  if (dropped !== null) {
    patch[`revisions/cv/versions/${dropped}`] = null;
    patch[`revisions/cv/summaries/${dropped}`] = null;
  }
  return patch;
}

/** Removes an item's summary and body in one update, so a half-deleted item never exists. */
export function buildDeleteUpdate(kind: Kind, id: string): Record<string, null> {
  assertId(id);
  return { [`${kind}/summaries/${id}`]: null, [`${kind}/${BODY_NODE[kind]}/${id}`]: null };
}

function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
}

/**
 * Maps Firebase SDK errors to ContentError codes. The database reports a denied write with
 * code PERMISSION_DENIED, but a denied get() only with the server's message ("Permission denied"),
 * hence the message checks.
 */
export function toContentError(error: unknown): ContentError {
  if (error instanceof ContentError) return error;
  const code = errorCode(error);
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : 'Unknown error';
  switch (code) {
    case 'PERMISSION_DENIED':
    case 'storage/unauthorized':
    case 'storage/unauthenticated':
      return new ContentError('permission-denied', message);
    case 'storage/canceled':
      return new ContentError('cancelled', message);
    case 'storage/object-not-found':
      return new ContentError('not-found', message);
    case 'storage/retry-limit-exceeded':
    case 'storage/server-file-wrong-size':
    case 'NETWORK_ERROR':
    case 'UNAVAILABLE':
    case 'DISCONNECT':
      return new ContentError('network', message);
    case 'storage/invalid-argument':
    case 'storage/invalid-format':
    case 'storage/invalid-url':
    case 'storage/invalid-checksum':
      return new ContentError('invalid', message);
  }
  if (/permission[_ ]denied/i.test(message)) return new ContentError('permission-denied', message);
  if (/network|offline|unavailable|disconnect|failed to fetch/i.test(message)) return new ContentError('network', message);
  return new ContentError('unknown', message);
}

async function attempt<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    throw toContentError(error);
  }
}

function withTimeout<T>(promise: Promise<T>, ms = READ_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ContentError('network', 'The database did not answer in time')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const read = (target: Query) => attempt(() => withTimeout(get(target)));

function summariesOf<T>(snapshot: DataSnapshot, fromDb: (id: string, value: never) => T): T[] {
  const list: T[] = [];
  snapshot.forEach((child) => {
    if (child.key) list.push(fromDb(child.key, child.val() as never));
  });
  return list;
}

// ---------------------------------------------------------------------------------------------
// The store

export function createDatabaseContentStore(): ContentStore {
  // Every read and write is the owner's: that client waits until Auth has restored the owner's sign-in.
  const ownerDatabase = (): Promise<Database> => attempt(getOwnerDatabaseClient);

  /** The summaries of `kind`: all of them with includeDrafts, else those visitors see now (isLive). */
  async function listSummaries<T extends Publication>(
    kind: Kind,
    fromDb: (id: string, value: never) => T,
    options?: ListOptions,
  ): Promise<T[]> {
    const node = ref(await ownerDatabase(), `${kind}/summaries`);
    if (options?.includeDrafts) return summariesOf(await read(node), fromDb);
    // The published query leaves drafts in the database; scheduled items are left out here.
    const now = Date.now();
    return summariesOf(await read(query(node, orderByChild('status'), equalTo('published'))), fromDb).filter((item) => isLive(item, now));
  }

  /** Summary and body together; null when missing, refused by the rules, or not live (a draft, a scheduled item) and not asked for. */
  async function getItem<S extends Publication, B>(
    kind: Kind,
    id: string,
    options?: ListOptions,
  ): Promise<{ summary: S; body: B | undefined } | null> {
    if (!isValidSlug(id)) return null;
    const db = await ownerDatabase();
    const [summary, body] = await Promise.allSettled([
      read(ref(db, `${kind}/summaries/${id}`)),
      read(ref(db, `${kind}/${BODY_NODE[kind]}/${id}`)),
    ]);
    if (summary.status === 'rejected') {
      if ((summary.reason as ContentError).code === 'permission-denied') return null;
      throw summary.reason;
    }
    if (!summary.value.exists()) return null;
    const value = summary.value.val() as S;
    if (options?.includeDrafts !== true && !isStoredSummaryLive(value, Date.now())) return null;
    if (body.status === 'rejected') throw body.reason;
    return { summary: value, body: (body.value.val() as B | null) ?? undefined };
  }

  async function write(patch: Record<string, unknown>): Promise<void> {
    const db = await ownerDatabase();
    await attempt(() => update(ref(db), patch));
  }

  /** The version stored at a node (an item's summary, the CV); 0 when there is none. */
  async function storedVersion(path: string): Promise<number> {
    const snapshot = await read(ref(await ownerDatabase(), path));
    return snapshot.exists() ? versionFromDb((snapshot.val() as { version?: unknown }).version) : 0;
  }

  /**
   * A save the rules refuse is a conflict when the stored version is no longer the one it was based on (another
   * tab or device saved, created or deleted it): the rules say only "permission denied", so ask.
   */
  async function save(versionPath: string, basedOn: number, patch: Record<string, unknown>): Promise<void> {
    try {
      await write(patch);
    } catch (error) {
      if ((error as ContentError).code !== 'permission-denied') throw error;
      const current = await storedVersion(versionPath).catch(() => basedOn);
      if (current !== basedOn) {
        throw new ContentError('conflict', `${versionPath} is at version ${current}; this save was based on ${basedOn}`);
      }
      throw error;
    }
  }

  /** After an item is deleted, its images go too (best effort: a leftover file is harmless, a failed delete is not worth an error). */
  async function deleteFolder(kind: Kind, id: string): Promise<void> {
    try {
      const [storage, { ref: storageRef, listAll, deleteObject }] = await Promise.all([getStorageClient(), import('firebase/storage')]);
      const { items } = await listAll(storageRef(storage, `images/${kind}/${id}`));
      await Promise.allSettled(items.map((item) => deleteObject(item)));
    } catch (error) {
      console.warn(`Could not remove the images of ${kind}/${id}`, error);
    }
  }

  return {
    async listPosts(options) {
      return (await listSummaries<PostSummary>('posts', postSummaryFromDb, options)).sort(byNewest);
    },

    async getPost(id, options): Promise<Post | null> {
      const item = await getItem<DbPostSummary, Localized>('posts', id, options);
      return item ? postFromDb(id, item.summary, item.body) : null;
    },

    async savePost(post) {
      await save(`posts/summaries/${post.id}`, post.version, buildPostUpdate(post));
    },

    async deletePost(id) {
      await write(buildDeleteUpdate('posts', id));
      await deleteFolder('posts', id);
    },

    async listProjects(options) {
      return (await listSummaries<ProjectSummary>('projects', projectSummaryFromDb, options)).sort(byProjectOrder);
    },

    async getProject(id, options): Promise<Project | null> {
      const item = await getItem<DbProjectSummary, DbProjectDetails>('projects', id, options);
      return item ? projectFromDb(id, item.summary, item.body) : null;
    },

    async saveProject(project) {
      await save(`projects/summaries/${project.id}`, project.version, buildProjectUpdate(project));
    },

    async deleteProject(id) {
      await write(buildDeleteUpdate('projects', id));
      await deleteFolder('projects', id);
    },

    async getCv(): Promise<Cv> {
      const snapshot = await read(ref(await ownerDatabase(), 'cv'));
      if (!snapshot.exists()) throw new ContentError('not-found', 'No CV in the database');
      return cvFromDb(snapshot.val() as DbCv);
    },

    async saveCv(cv, options) {
      // The stored CV goes into the history as the rules want it: exactly as the database holds it. Reading it
      // first also finds a conflict before anything is sent.
      const snapshot = await read(ref(await ownerDatabase(), 'cv'));
      const stored: unknown = snapshot.val();
      const storedVersion = stored ? versionFromDb((stored as DbCv).version) : 0;
      if (storedVersion !== cv.version) {
        throw new ContentError('conflict', `cv is at version ${storedVersion}; this save was based on ${cv.version}`);
      }
      await save('cv', cv.version, buildCvUpdate(cv, stored, options));
    },

    async listCvHistory() {
      const db = await ownerDatabase();
      const [current, summaries] = await Promise.all([read(ref(db, 'cv/version')), read(ref(db, 'revisions/cv/summaries'))]);
      const cvExists = current.exists() || (await read(ref(db, 'cv/name'))).exists();
      return cvExists ? cvHistoryFromDb(summaries.val(), versionFromDb(current.val())) : [];
    },

    async getCvVersion(version) {
      if (!Number.isInteger(version) || version < 1) return null;
      const snapshot = await read(ref(await ownerDatabase(), `revisions/cv/versions/${version}`));
      return snapshot.exists() ? cvFromDb(snapshot.val() as DbCv) : null;
    },

    // Tag names are the owner's to read (database.rules.json): a tag used only by a draft must not show its name.
    async getTagNames() {
      return tagNamesFromDb((await read(ref(await ownerDatabase(), 'tags'))).val());
    },

    async saveTagNames(names) {
      await write(tagNamesUpdate(names));
    },

    async uploadImage(path, file, size, options?: UploadOptions): Promise<ContentImage> {
      if (!IMAGE_PATH.test(path))
        throw new ContentError('invalid', `Images go under images/posts/<id>/ or images/projects/<id>/, not "${path}"`);
      if (options?.signal?.aborted) throw new ContentError('cancelled', 'Upload cancelled');
      const [storage, { ref: storageRef, uploadBytesResumable, getDownloadURL }] = await attempt(() =>
        Promise.all([getStorageClient(), import('firebase/storage')]),
      );
      const task = uploadBytesResumable(storageRef(storage, path), file, {
        contentType: file.type || undefined,
        // Object names carry a timestamp, so a name's bytes never change; a week is safe and cheap.
        cacheControl: 'public, max-age=604800',
      });
      const cancel = () => task.cancel();
      options?.signal?.addEventListener('abort', cancel, { once: true });
      // The signal may have fired while the Storage SDK was loading, before the listener existed.
      if (options?.signal?.aborted) cancel();
      try {
        await attempt(
          () =>
            new Promise<void>((resolve, reject) => {
              task.on(
                'state_changed',
                (snapshot) => options?.onProgress?.(snapshot.totalBytes > 0 ? snapshot.bytesTransferred / snapshot.totalBytes : 0),
                reject,
                () => resolve(),
              );
            }),
        );
        const url = await attempt(() => getDownloadURL(task.snapshot.ref));
        return { path, url, width: size.width, height: size.height, alt: { en: '', es: '' }, variants: [] };
      } finally {
        options?.signal?.removeEventListener('abort', cancel);
      }
    },

    async deleteImage(path) {
      if (path === '') return;
      if (!IMAGE_PATH.test(path)) throw new ContentError('invalid', `Not a stored image path: "${path}"`);
      const [storage, { ref: storageRef, deleteObject }] = await attempt(() =>
        Promise.all([getStorageClient(), import('firebase/storage')]),
      );
      try {
        await deleteObject(storageRef(storage, path));
      } catch (error) {
        if (errorCode(error) === 'storage/object-not-found') return;
        throw toContentError(error);
      }
    },
  };
}
