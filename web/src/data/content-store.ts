import type { ContentImage, Cv, Post, PostSummary, Project, ProjectSummary, TagNames } from '@portfolio/content/content-types';
import type { CvRevision, RevisionKind } from '@portfolio/content/cv-history';
import type { SavedChange, SavedItem } from '@portfolio/content/saved-item';
import type { ItemRevision, ItemWriteOptions } from '@portfolio/content/item-history';
import type { TrashedItem } from '@portfolio/content/trash';
import type { ItemKind } from '@portfolio/content/db-mapping';

export interface ListOptions {
  /**
   * Owner only: every item as the editor edits it (its working copy, else its published document: editedItem in
   * packages/content/src/saved-item.ts). Without it, only what visitors see now. The database rules refuse
   * anyone else.
   */
  includeDrafts?: boolean;
}

/** How a CV save came about, for its history (docs/data-model.md, `/revisions/cv`). */
export interface SaveCvOptions {
  /** 'save' unless said otherwise. */
  kind?: RevisionKind;
  /** For a restore: the kept version whose texts the save brings back. */
  restoredFrom?: number;
}

export interface UploadOptions {
  /** Called with a fraction between 0 and 1 as bytes are sent. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * The one door to content. Implemented by the Realtime Database + Storage
 * (database-content-store.ts) and by an in-memory store (memory-content-store.ts)
 * used for the bundled no-backend mode and for tests. Every method throws a
 * ContentError on failure; components never touch the Firebase SDK.
 */
export interface ContentStore {
  /**
   * Newest first (by publishedAt). Without includeDrafts, what visitors see now: each item in its live languages
   * only (visibleAt in packages/content/src/db-mapping.ts), items with none left out.
   */
  listPosts(options?: ListOptions): Promise<PostSummary[]>;
  /** Null when it does not exist (or visitors do not see it and includeDrafts is not set). */
  getPost(id: string, options?: ListOptions): Promise<Post | null>;
  /**
   * Stores the post as the editor's one status says (storedAsEdited in saved-item.ts): published in the languages
   * of its `langs`, else a working copy only. One update, at `post.version + 1`, only while the item's stored
   * version is still `post.version` (0: no post with that id exists); else a 'conflict'.
   */
  savePost(post: Post, options?: ItemWriteOptions): Promise<void>;
  /**
   * Moves both documents of the post to the trash in one update (docs/data-model.md, `/trash`); its history and its
   * images stay. A 'not-found' when there is no such post.
   */
  deletePost(id: string): Promise<void>;
  /** The post's published document and working copy (docs/decisions.md, "What a saved version of an item is"). */
  getSavedPost(id: string): Promise<SavedItem<Post> | null>;
  /** Every post's two summaries, for the owner's list (each language's state: langState). */
  listSavedPosts(): Promise<SavedItem<PostSummary>[]>;
  /**
   * Writes a change made by saveWorking, publishLangs or unpublishLangs (saved-item.ts) in one update, only while
   * the item's stored version is still `change.version`; else a 'conflict'. Every write of an item (this one and
   * savePost alike) keeps the version it replaces in the item's history, in the same update, noting how the new
   * one came about (`options.kind`, else inferred: revisionKindOf in packages/content/src/item-history.ts).
   */
  storePost(change: SavedChange<Post>, options?: ItemWriteOptions): Promise<void>;

  /** Featured first, then by order, then newest first. As listPosts. */
  listProjects(options?: ListOptions): Promise<ProjectSummary[]>;
  getProject(id: string, options?: ListOptions): Promise<Project | null>;
  /** As savePost. */
  saveProject(project: Project, options?: ItemWriteOptions): Promise<void>;
  deleteProject(id: string): Promise<void>;
  getSavedProject(id: string): Promise<SavedItem<Project> | null>;
  listSavedProjects(): Promise<SavedItem<ProjectSummary>[]>;
  storeProject(change: SavedChange<Project>, options?: ItemWriteOptions): Promise<void>;

  /**
   * An item's history, newest first: its current version, then the kept ones (docs/data-model.md, "The history of
   * posts and projects"); `[]` when the item does not exist. Kept after a delete, but listed only while it exists.
   */
  listItemHistory(kind: 'posts' | 'projects', id: string): Promise<ItemRevision[]>;
  /** A kept version of an item, both documents; null when it is not kept (the current one, or one too old). */
  getItemVersion(kind: 'posts' | 'projects', id: string, version: number): Promise<SavedItem<Post> | SavedItem<Project> | null>;

  /** Every post and project in the trash, the last deleted first (owner only). */
  listTrash(): Promise<TrashedItem[]>;
  /**
   * Brings an item back from the trash as a draft (restoredChange in packages/content/src/trash.ts), as the next
   * version, the trashed one kept in its history; in one update with the trash entry's removal.
   */
  restoreFromTrash(kind: ItemKind, id: string): Promise<void>;
  /** Removes an item from the trash for good, with its history; its images are left to the daily clean-up. */
  deleteForever(kind: ItemKind, id: string): Promise<void>;

  /** The stored CV; a ContentError 'not-found' when there is none yet. */
  getCv(): Promise<Cv>;
  /**
   * Replaces the whole CV in one write and stores `cv.version + 1`, but only while the stored version is still
   * `cv.version` (0: no CV stored yet); else a 'conflict'. The same write keeps the version it replaces in the
   * CV's history, notes how the new one came about (`options`) and drops the version that falls out of the kept ones.
   */
  saveCv(cv: Cv, options?: SaveCvOptions): Promise<void>;
  /** The CV's history, newest first: the current version, then the kept ones; `[]` when no CV is stored. */
  listCvHistory(): Promise<CvRevision[]>;
  /** A kept version of the CV; null when it is not kept (the current one, or one too old). */
  getCvVersion(version: number): Promise<Cv | null>;

  /** The owner's display names of the tags; `{}` when none are stored. */
  getTagNames(): Promise<TagNames>;
  /**
   * Stores the names of the tags given, in one write, leaving the other tags' names as they are; a tag whose
   * names are both empty loses its entry (readers then see its slug).
   */
  saveTagNames(names: TagNames): Promise<void>;

  /** Uploads an image file under `path` (a Storage object path) and returns its reference (alt left empty). */
  uploadImage(path: string, file: Blob, size: { width: number; height: number }, options?: UploadOptions): Promise<ContentImage>;
  /** Deletes a stored image; a missing object is not an error. Bundled images (path '') are ignored. */
  deleteImage(path: string): Promise<void>;
}

/** 'conflict': the item changed (or was created or deleted) elsewhere since the version a save was based on. */
export type ContentErrorCode = 'permission-denied' | 'not-found' | 'network' | 'invalid' | 'cancelled' | 'conflict' | 'unknown';

export class ContentError extends Error {
  constructor(
    readonly code: ContentErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ContentError';
  }
}
