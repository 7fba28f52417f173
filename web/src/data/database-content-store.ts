/**
 * The ContentStore on the Realtime Database (content) and Cloud Storage (images), in the signed-in owner's tab:
 * visitors never read the database, they get the `pages` function's page data (docs/rendering.md). The rules
 * are the access control (database.rules.json): only the owner lists summaries, so every read waits for the
 * owner's restored sign-in (lib/firebase.ts). Public lists and pages in the owner's tab show what visitors see:
 * the published documents in their live languages (visibleAt); working copies and scheduled languages only with
 * `includeDrafts` (docs/decisions.md, "What a saved version of an item is").
 * This module is itself loaded lazily (get-content-store.ts); the Storage SDK is imported only when an image
 * is uploaded or deleted.
 */
import { get, ref, serverTimestamp, update, type Database, type Query } from 'firebase/database';
import { getOwnerDatabaseClient, getStorageClient } from '../lib/firebase';
import {
  type ContentImage,
  type Cv,
  type Post,
  type PostSummary,
  type Project,
  type ProjectSummary,
} from '@portfolio/content/content-types';
import { ContentError, type ContentStore, type ListOptions, type SaveCvOptions, type UploadOptions } from './content-store';
import { cvChanges, cvHistoryFromDb, droppedVersion, revisionSummaryToDb } from '@portfolio/content/cv-history';
import {
  historyPaths,
  itemHistoryFromDb,
  itemHistoryUpdate,
  keptVersionFromDb,
  type ItemWriteOptions,
} from '@portfolio/content/item-history';
import { editedItem, storedAsEdited, type SavedChange, type SavedItem } from '@portfolio/content/saved-item';
import {
  byNewest,
  byProjectOrder,
  cvFromDb,
  cvToDb,
  itemPaths,
  savedChangeToDb,
  savedFromDb,
  savedSummaryFromDb,
  tagNamesFromDb,
  tagNamesUpdate,
  versionFromDb,
  visibleAt,
  type DbCv,
  type ItemKind,
  type StoredItem,
} from '@portfolio/content/db-mapping';
import { isValidSlug } from '../utils/slug';
import { purgeUpdate, restoredChange, storedFromTrash, trashListFromDb, trashPath, trashUpdate } from '@portfolio/content/trash';

// The store's tests import these from here.
export { cvFromDb };

/** Storage folders the rules let the owner write to. */
const IMAGE_PATH = /^images\/(posts|projects)\/[a-z0-9]+(?:-[a-z0-9]+)*\/[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * RTDB `get()` waits for a connection without a deadline; a visitor who is offline would see a
 * spinner forever. Give up after this long and report a network error instead.
 */
const READ_TIMEOUT_MS = 15_000;

type Kind = ItemKind;

// ---------------------------------------------------------------------------------------------
// Pure helpers (unit-tested without a database)

function assertId(id: string): void {
  if (!isValidSlug(id)) throw new ContentError('invalid', `Invalid id "${id}": use 3–80 lowercase letters, digits and single dashes`);
}

type Stored = Record<string, unknown>;

/**
 * The rules accept no timestamp later than the server's now + 60 s, and the editor's times come from the owner's
 * clock: a tab whose clock runs fast could save nothing. So the moment of the save (`updatedAt`, which the editor
 * sets to its "now") is sent as the server's time, and so is any other timestamp that is that same moment: a new
 * item's `createdAt`, a language's publication date of "when saved" and its first publication then
 * (form-values.ts). Stored times are sent as they are.
 */
function stampedWithServerTime(summary: Stored, updatedAt: number): Stored {
  const stamp = (ms: unknown) => (ms === updatedAt ? serverTimestamp() : ms);
  const langs = summary.langs as Record<string, Stored> | undefined;
  return {
    ...summary,
    createdAt: stamp(summary.createdAt),
    updatedAt: serverTimestamp(),
    ...(typeof summary.revisedAt === 'number' ? { revisedAt: stamp(summary.revisedAt) } : {}),
    ...(langs
      ? {
          langs: Object.fromEntries(
            Object.entries(langs).map(([lang, entry]) => [
              lang,
              {
                ...entry,
                publishedAt: stamp(entry.publishedAt),
                ...(typeof entry.firstPublishedAt === 'number' ? { firstPublishedAt: stamp(entry.firstPublishedAt) } : {}),
              },
            ]),
          ),
        }
      : {}),
  };
}

/**
 * The one multi-path update that stores a change of an item (packages/content/src/saved-item.ts): each document's
 * summary and body/details replace theirs together, or go together, or neither does.
 */
export function buildChangeUpdate(kind: Kind, change: SavedChange<Post | Project>): Record<string, unknown> {
  assertId(change.id);
  const patch = savedChangeToDb(kind, change);
  const paths = itemPaths(kind, change.id);
  for (const [path, document] of [
    [paths.summary, change.published],
    [paths.workingSummary, change.working],
  ] as const) {
    if (document && patch[path]) patch[path] = stampedWithServerTime(patch[path] as Stored, document.updatedAt);
  }
  return patch;
}

/** The update that saves a post as the editor's one status says (storedAsEdited). */
export const buildPostUpdate = (post: Post): Record<string, unknown> => buildChangeUpdate('posts', storedAsEdited(post));

export const buildProjectUpdate = (project: Project): Record<string, unknown> => buildChangeUpdate('projects', storedAsEdited(project));

/** An item's nodes as stored, read before a write: its four documents' halves and its history's summaries. */
export interface StoredWithHistory extends StoredItem {
  historySummaries?: unknown;
}

/**
 * The whole update of an item's write: the change (buildChangeUpdate) and, in the same update, its history
 * (itemHistoryUpdate: the version it replaces kept, as `stored` holds it; docs/data-model.md, "The history of posts
 * and projects").
 */
export function buildItemUpdate(
  kind: Kind,
  change: SavedChange<Post | Project>,
  stored: StoredWithHistory,
  options: ItemWriteOptions = {},
  now = Date.now(),
): Record<string, unknown> {
  const { historySummaries, ...documents } = stored;
  return {
    ...buildChangeUpdate(kind, change),
    ...itemHistoryUpdate({
      kind,
      id: change.id,
      stored: documents,
      summaries: historySummaries,
      change,
      revisionKind: options.kind,
      at: serverTimestamp(),
      now,
    }),
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

/**
 * Moves both documents of an item to the trash, each summary with its body, in one update: a half-deleted item never
 * exists (trashUpdate). `stored` is the item as the database holds it; null when there is nothing to delete.
 */
export function buildTrashUpdate(kind: Kind, id: string, stored: StoredItem): Record<string, unknown> | null {
  assertId(id);
  return trashUpdate(kind, id, stored, serverTimestamp());
}

/**
 * Brings an item back from the trash as a draft (restoredChange), as the next version: the trashed one goes into its
 * history (which the rules hold to the trash's copy), and the trash entry goes, all in one update.
 */
export function buildRestoreUpdate(
  kind: Kind,
  id: string,
  trashed: unknown,
  historySummaries: unknown,
  now = Date.now(),
): Record<string, unknown> {
  assertId(id);
  const stored = storedFromTrash(trashed);
  const saved = savedFromDb<Post | Project>(kind, id, stored);
  if (!saved) throw new ContentError('not-found', `${kind}/${id} is not in the trash`);
  return {
    ...buildItemUpdate(kind, restoredChange(saved, now), { ...stored, historySummaries }, { kind: 'restore' }, now),
    [trashPath(kind, id)]: null,
  };
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

// ---------------------------------------------------------------------------------------------
// The store

export function createDatabaseContentStore(): ContentStore {
  // Every read and write is the owner's: that client waits until Auth has restored the owner's sign-in.
  const ownerDatabase = (): Promise<Database> => attempt(getOwnerDatabaseClient);

  /** A node's value (null when it is missing); a refusal of the rules is a 'permission-denied' ContentError. */
  const readNode = async (path: string): Promise<unknown> => (await read(ref(await ownerDatabase(), path))).val() as unknown;

  /** A node's value, or null when it is missing or the rules refuse it (a signed-in visitor): for one item. */
  async function readOrNull(path: string): Promise<unknown> {
    try {
      return await readNode(path);
    } catch (error) {
      if ((error as ContentError).code === 'permission-denied') return null;
      throw error;
    }
  }

  /**
   * Every item's two summaries (the published documents and the working copies), read together. A list refused by
   * the rules is an error the admin shows, not an empty list (an owner whose claim is missing must not see "no posts").
   */
  async function savedSummaries<T extends PostSummary | ProjectSummary>(kind: Kind): Promise<SavedItem<T>[]> {
    const [published, working] = (await Promise.all([readNode(`${kind}/summaries`), readNode(`drafts/${kind}/summaries`)])) as (Record<
      string,
      unknown
    > | null)[];
    const ids = new Set([...Object.keys(published ?? {}), ...Object.keys(working ?? {})]);
    return [...ids]
      .map((id) => savedSummaryFromDb<T>(kind, id, published?.[id], working?.[id]))
      .filter((item): item is SavedItem<T> => item !== null);
  }

  /** With includeDrafts each item as the editor edits it, else what visitors see now (visibleAt). */
  async function listSummaries<T extends PostSummary | ProjectSummary>(kind: Kind, options?: ListOptions): Promise<T[]> {
    const now = Date.now();
    if (options?.includeDrafts) return (await savedSummaries<T>(kind)).map((item) => editedItem(item) as T);
    const published = ((await readNode(`${kind}/summaries`)) ?? {}) as Record<string, unknown>;
    return Object.keys(published)
      .map((id) => savedSummaryFromDb<T>(kind, id, published[id], null)?.published ?? null)
      .map((item) => item && visibleAt(item, now))
      .filter((item): item is T => item !== null);
  }

  /** Both documents of an item; null when neither exists (or the rules refuse them). */
  async function getSaved<T extends Post | Project>(kind: Kind, id: string): Promise<SavedItem<T> | null> {
    if (!isValidSlug(id)) return null;
    const paths = itemPaths(kind, id);
    const [summary, details, workingSummary, workingDetails] = await Promise.all(
      [paths.summary, paths.details, paths.workingSummary, paths.workingDetails].map(readOrNull),
    );
    return savedFromDb<T>(kind, id, { summary, details, workingSummary, workingDetails });
  }

  async function getItem<T extends Post | Project>(kind: Kind, id: string, options?: ListOptions): Promise<T | null> {
    const saved = await getSaved<T>(kind, id);
    if (!saved) return null;
    return options?.includeDrafts ? editedItem(saved) : saved.published && visibleAt(saved.published, Date.now());
  }

  async function write(patch: Record<string, unknown>): Promise<void> {
    const db = await ownerDatabase();
    await attempt(() => update(ref(db), patch));
  }

  /** The version stored at a node (the CV); 0 when there is none. */
  async function storedVersion(path: string): Promise<number> {
    const snapshot = await read(ref(await ownerDatabase(), path));
    return snapshot.exists() ? versionFromDb((snapshot.val() as { version?: unknown }).version) : 0;
  }

  /** An item's version: the larger of its two documents' (itemVersion); 0 when neither exists. */
  async function storedItemVersion(kind: Kind, id: string): Promise<number> {
    const paths = itemPaths(kind, id);
    const [published, working] = await Promise.all([paths.summary, paths.workingSummary].map((path) => storedVersion(path)));
    return Math.max(published, working);
  }

  /**
   * A save the rules refuse is a conflict when the stored version is no longer the one it was based on (another
   * tab or device saved, created or deleted it): the rules say only "permission denied", so ask.
   */
  async function save(what: string, basedOn: number, patch: Record<string, unknown>, current: () => Promise<number>): Promise<void> {
    try {
      await write(patch);
    } catch (error) {
      if ((error as ContentError).code !== 'permission-denied') throw error;
      const now = await current().catch(() => basedOn);
      if (now !== basedOn) throw new ContentError('conflict', `${what} is at version ${now}; this save was based on ${basedOn}`);
      throw error;
    }
  }

  /**
   * The published document a save replaces, read first so each language's `rev` counts what changed in it
   * (storedAsEdited): an item whose version moved on since is refused by the write anyway.
   */
  const publishedBefore = async <T extends Post | Project>(kind: Kind, id: string): Promise<T | null> =>
    isValidSlug(id) ? ((await getSaved<T>(kind, id))?.published ?? null) : null;

  /**
   * Reads the item as stored (and its history's summaries), then writes the change and its history in one update.
   * The stored documents go into the history exactly as the database holds them, as the rules want; reading them
   * first also finds a conflict before anything is sent.
   */
  async function storeChange(kind: Kind, change: SavedChange<Post | Project>, options?: ItemWriteOptions): Promise<void> {
    assertId(change.id);
    const paths = historyPaths(kind, change.id);
    const [summary, details, workingSummary, workingDetails, historySummaries] = await Promise.all(
      [paths.summary, paths.details, paths.workingSummary, paths.workingDetails, paths.summaries].map(readNode),
    );
    const stored = { summary, details, workingSummary, workingDetails, historySummaries };
    const saved = savedFromDb(kind, change.id, stored);
    const current = saved ? Math.max(saved.published?.version ?? 0, saved.working?.version ?? 0) : 0;
    if (current !== change.version) {
      throw new ContentError('conflict', `${kind}/${change.id} is at version ${current}; this save was based on ${change.version}`);
    }
    // A trashed item keeps its address until it is restored or deleted for good (the rules refuse a new one there).
    if (current === 0 && (await readNode(trashPath(kind, change.id))) !== null) {
      throw new ContentError('conflict', `${kind}/${change.id} is in the trash`);
    }
    await save(`${kind}/${change.id}`, change.version, buildItemUpdate(kind, change, stored, options), () =>
      storedItemVersion(kind, change.id),
    );
  }

  async function listItemHistory(kind: Kind, id: string) {
    if (!isValidSlug(id)) return [];
    const [saved, summaries] = await Promise.all([getSaved(kind, id), readNode(historyPaths(kind, id).summaries)]);
    return itemHistoryFromDb(summaries, saved ? Math.max(saved.published?.version ?? 0, saved.working?.version ?? 0) : 0);
  }

  async function getItemVersion(kind: Kind, id: string, version: number): Promise<SavedItem<Post> | SavedItem<Project> | null> {
    if (!isValidSlug(id) || !Number.isInteger(version) || version < 1) return null;
    return keptVersionFromDb(kind, id, await readNode(`revisions/${kind}/${id}/versions/${version}`));
  }

  /**
   * Moves the item to the trash. Its images stay: a kept version or the trash still names them, and the daily
   * clean-up removes what nothing names (docs/decisions.md, "What a saved version of an item is", Delete).
   */
  async function moveToTrash(kind: Kind, id: string): Promise<void> {
    assertId(id);
    const paths = itemPaths(kind, id);
    const [summary, details, workingSummary, workingDetails] = await Promise.all(
      [paths.summary, paths.details, paths.workingSummary, paths.workingDetails].map(readNode),
    );
    const patch = buildTrashUpdate(kind, id, { summary, details, workingSummary, workingDetails });
    if (!patch) throw new ContentError('not-found', `No item ${kind}/${id}`);
    const version = Math.max(
      ...[summary, workingSummary].map((node) => (node ? versionFromDb((node as { version?: unknown }).version) : 0)),
    );
    await save(`${kind}/${id}`, version, patch, () => storedItemVersion(kind, id));
  }

  async function restoreFromTrash(kind: Kind, id: string): Promise<void> {
    assertId(id);
    const [trashed, historySummaries] = await Promise.all([readNode(trashPath(kind, id)), readNode(historyPaths(kind, id).summaries)]);
    if (!trashed) throw new ContentError('not-found', `${kind}/${id} is not in the trash`);
    await write(buildRestoreUpdate(kind, id, trashed, historySummaries));
  }

  return {
    listPosts: async (options) => (await listSummaries<PostSummary>('posts', options)).sort(byNewest),
    getPost: (id, options) => getItem<Post>('posts', id, options),
    savePost: async (post, options) => storeChange('posts', storedAsEdited(post, await publishedBefore<Post>('posts', post.id)), options),
    deletePost: (id) => moveToTrash('posts', id),
    getSavedPost: (id) => getSaved<Post>('posts', id),
    listSavedPosts: () => savedSummaries<PostSummary>('posts'),
    storePost: (change, options) => storeChange('posts', change, options),

    listProjects: async (options) => (await listSummaries<ProjectSummary>('projects', options)).sort(byProjectOrder),
    getProject: (id, options) => getItem<Project>('projects', id, options),
    saveProject: async (project, options) =>
      storeChange('projects', storedAsEdited(project, await publishedBefore<Project>('projects', project.id)), options),
    deleteProject: (id) => moveToTrash('projects', id),
    getSavedProject: (id) => getSaved<Project>('projects', id),
    listSavedProjects: () => savedSummaries<ProjectSummary>('projects'),
    storeProject: (change, options) => storeChange('projects', change, options),
    listItemHistory,
    getItemVersion,
    async listTrash() {
      const [posts, projects] = await Promise.all([readNode('trash/posts'), readNode('trash/projects')]);
      return [...trashListFromDb('posts', posts), ...trashListFromDb('projects', projects)].sort((a, b) => b.deletedAt - a.deletedAt);
    },
    restoreFromTrash,
    async deleteForever(kind, id) {
      assertId(id);
      await write(purgeUpdate(kind, id));
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
      const current = stored ? versionFromDb((stored as DbCv).version) : 0;
      if (current !== cv.version) {
        throw new ContentError('conflict', `cv is at version ${current}; this save was based on ${cv.version}`);
      }
      await save('cv', cv.version, buildCvUpdate(cv, stored, options), () => storedVersion('cv'));
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
