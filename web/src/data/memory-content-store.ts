/**
 * An in-memory ContentStore over a database tree (the seed file). It serves the
 * bundled no-backend mode and the tests; it behaves like the database store:
 * the same documents (docs/data-model.md), the same version checks, and only
 * what visitors see unless asked for drafts.
 */
import {
  TAG_NAME_MAX,
  type ContentImage,
  type Cv,
  type Post,
  type PostSummary,
  type Project,
  type ProjectSummary,
} from '@portfolio/content/content-types';
import type { SavedChange, SavedItem } from '@portfolio/content/saved-item';
import { TAG_PATTERN } from '../utils/slug';
import { ContentError, type ContentStore, type ListOptions, type UploadOptions } from './content-store';
import type { DbRevisionSummary } from '@portfolio/content/cv-history';
import type { ItemWriteOptions } from '@portfolio/content/item-history';
import {
  byNewest,
  byProjectOrder,
  cvFromDb,
  cvToDb,
  itemPaths,
  savedChangeToDb,
  savedFromDb,
  savedSummaryFromDb,
  visibleAt,
  type DbCv,
  type DbTree,
  type ItemKind,
  tagNamesFromDb,
  tagNamesUpdate,
  versionFromDb,
} from '@portfolio/content/db-mapping';

const clone = <T>(value: T): T => structuredClone(value);

/**
 * The history's helpers, loaded when the CV is saved or its history read: this store also serves visitors' pages in
 * the bundled mode, whose JavaScript must not carry them (docs/quality.md).
 */
const cvHistory = () => import('@portfolio/content/cv-history');

/**
 * The saved-item helpers (the owner's reads with drafts, and every write), loaded when first needed, for the same
 * reason: visitors' pages read only published documents (visibleAt).
 */
const savedItems = () => import('@portfolio/content/saved-item');

/** The items' history (docs/data-model.md, "The history of posts and projects"), for the same reason. */
const itemHistory = () => import('@portfolio/content/item-history');

/** The trash (docs/data-model.md, `/trash`), for the same reason. */
const memoryTrash = () => import('./memory-trash');

/** The database's rule (database.rules.json): a save must be based on the stored version, a create on none. */
function assertVersion(path: string, current: number, basedOn: number): void {
  if (current !== basedOn) {
    throw new ContentError('conflict', `${path} is at version ${current}; this save was based on ${basedOn}`);
  }
}

type Node = Record<string, unknown>;

/** The node at a `/`-separated path of the tree, or undefined. */
const nodeAt = (tree: Node, path: string): unknown =>
  path.split('/').reduce<unknown>((node, key) => (node as Node | undefined)?.[key], tree);

/** Sets (or, with null, removes) the node at a path, creating the nodes above it, as one entry of a database update. */
function setAt(tree: Node, path: string, value: unknown): void {
  const keys = path.split('/');
  const last = keys.pop() as string;
  let node = tree;
  for (const key of keys) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
    node = node[key] as Node;
  }
  if (value === null || value === undefined) delete node[last];
  else node[last] = clone(value);
}

export function createMemoryContentStore(initial: DbTree): ContentStore {
  // The content kept as the database would hold it, so a save and a read go through the same mapping as the database's.
  // `revisions` holds the items' history as the database does (the CV's is kept apart, below).
  const tree = clone({
    posts: initial.posts ?? {},
    projects: initial.projects ?? {},
    drafts: initial.drafts ?? {},
    revisions: { posts: {}, projects: {} },
    trash: { posts: {}, projects: {} },
  }) as unknown as Node;
  let cv: DbCv | null = initial.cv ? clone(initial.cv) : null;
  // The CV's history as the database keeps it (`/revisions/cv`): what the list shows, and the kept copies.
  const cvSummaries = new Map<number, DbRevisionSummary>();
  const cvVersions = new Map<number, DbCv>();
  const tagNames = new Map(Object.entries(tagNamesFromDb(clone(initial.tags))));

  const ids = (kind: ItemKind): string[] => [
    ...new Set([
      ...Object.keys((nodeAt(tree, `${kind}/summaries`) as Node | undefined) ?? {}),
      ...Object.keys((nodeAt(tree, `drafts/${kind}/summaries`) as Node | undefined) ?? {}),
    ]),
  ];

  function saved<T extends Post | Project>(kind: ItemKind, id: string): SavedItem<T> | null {
    const paths = itemPaths(kind, id);
    return savedFromDb<T>(kind, id, {
      summary: clone(nodeAt(tree, paths.summary)),
      details: clone(nodeAt(tree, paths.details)),
      workingSummary: clone(nodeAt(tree, paths.workingSummary)),
      workingDetails: clone(nodeAt(tree, paths.workingDetails)),
    });
  }

  function savedSummaries<T extends PostSummary | ProjectSummary>(kind: ItemKind): SavedItem<T>[] {
    return ids(kind)
      .map((id) => {
        const paths = itemPaths(kind, id);
        return savedSummaryFromDb<T>(kind, id, clone(nodeAt(tree, paths.summary)), clone(nodeAt(tree, paths.workingSummary)));
      })
      .filter((item): item is SavedItem<T> => item !== null);
  }

  // Read at each call: a scheduled language appears by itself when its moment comes (visibleAt).
  async function list<T extends PostSummary | ProjectSummary>(kind: ItemKind, options?: ListOptions): Promise<T[]> {
    const items = savedSummaries<T>(kind);
    if (options?.includeDrafts === true) {
      const { editedItem } = await savedItems();
      return items.map((item) => editedItem(item)).filter((item): item is T => item !== null);
    }
    const now = Date.now();
    return items.map((item) => item.published && visibleAt(item.published, now)).filter((item): item is T => item !== null);
  }

  async function get<T extends Post | Project>(kind: ItemKind, id: string, options?: ListOptions): Promise<T | null> {
    const item = saved<T>(kind, id);
    if (!item) return null;
    if (options?.includeDrafts === true) return (await savedItems()).editedItem(item);
    return item.published && visibleAt(item.published, Date.now());
  }

  /** One update, as the database's: refused unless the item is still at the version the change was made from. */
  async function store(kind: ItemKind, change: SavedChange<Post | Project>, options: ItemWriteOptions = {}): Promise<void> {
    const [{ itemVersion }, { historyPaths, itemHistoryUpdate }] = await Promise.all([savedItems(), itemHistory()]);
    // Read after the import: another write may have come first meanwhile.
    const current = saved(kind, change.id);
    assertVersion(`${kind}/${change.id}`, current ? itemVersion(current) : 0, change.version);
    if (!current) (await memoryTrash()).assertAddressFree(access, kind, change.id);
    const paths = historyPaths(kind, change.id);
    const now = Date.now();
    const history = itemHistoryUpdate({
      kind,
      id: change.id,
      stored: {
        summary: clone(nodeAt(tree, paths.summary)),
        details: clone(nodeAt(tree, paths.details)),
        workingSummary: clone(nodeAt(tree, paths.workingSummary)),
        workingDetails: clone(nodeAt(tree, paths.workingDetails)),
      },
      summaries: clone(nodeAt(tree, paths.summaries)),
      change,
      revisionKind: options.kind,
      at: now,
      now,
    });
    // One update, as the database's: the change and its history together.
    for (const [path, value] of Object.entries({ ...savedChangeToDb(kind, change), ...history })) setAt(tree, path, value);
  }

  async function history(kind: ItemKind, id: string) {
    const [{ itemHistoryFromDb, currentItemVersion }, item] = [await itemHistory(), saved(kind, id)];
    return itemHistoryFromDb(clone(nodeAt(tree, `revisions/${kind}/${id}/summaries`)), currentItemVersion(item));
  }

  async function keptVersion(kind: ItemKind, id: string, version: number): Promise<SavedItem<Post> | SavedItem<Project> | null> {
    const { keptVersionFromDb } = await itemHistory();
    return keptVersionFromDb(kind, id, clone(nodeAt(tree, `revisions/${kind}/${id}/versions/${version}`)));
  }

  /** The tree as the trash's operations read and update it (memory-trash.ts), one update at a time. */
  const access = {
    read: (path: string) => clone(nodeAt(tree, path)),
    apply: (patch: Record<string, unknown>) => {
      for (const [path, value] of Object.entries(patch)) setAt(tree, path, value);
    },
  };

  return {
    listPosts: async (options) => (await list<PostSummary>('posts', options)).sort(byNewest),
    getPost: async (id, options) => get<Post>('posts', id, options),
    savePost: async (post, options) =>
      store('posts', (await savedItems()).storedAsEdited(post, saved<Post>('posts', post.id)?.published ?? null), options),
    deletePost: async (id) => (await memoryTrash()).moveToTrash(access, 'posts', id),
    getSavedPost: async (id) => saved<Post>('posts', id),
    listSavedPosts: async () => savedSummaries<PostSummary>('posts'),
    storePost: async (change, options) => store('posts', change, options),

    listProjects: async (options) => (await list<ProjectSummary>('projects', options)).sort(byProjectOrder),
    getProject: async (id, options) => get<Project>('projects', id, options),
    saveProject: async (project, options) =>
      store('projects', (await savedItems()).storedAsEdited(project, saved<Project>('projects', project.id)?.published ?? null), options),
    deleteProject: async (id) => (await memoryTrash()).moveToTrash(access, 'projects', id),
    getSavedProject: async (id) => saved<Project>('projects', id),
    listSavedProjects: async () => savedSummaries<ProjectSummary>('projects'),
    storeProject: async (change, options) => store('projects', change, options),
    listItemHistory: history,
    getItemVersion: keptVersion,
    listTrash: async () => (await memoryTrash()).listTrash(access),
    restoreFromTrash: async (kind, id) => (await memoryTrash()).restore(access, kind, id),
    deleteForever: async (kind, id) => (await memoryTrash()).purge(access, kind, id),

    async getCv(): Promise<Cv> {
      if (!cv) throw new ContentError('not-found', 'No CV in the content');
      return cvFromDb(clone(cv));
    },

    async saveCv(next, options = {}) {
      assertVersion('cv', cv ? versionFromDb(cv.version) : 0, next.version);
      const { cvChanges, droppedVersion, revisionSummaryToDb } = await cvHistory();
      // Read again after the import: another save may have come first meanwhile.
      assertVersion('cv', cv ? versionFromDb(cv.version) : 0, next.version);
      const kind = options.kind ?? 'save';
      const previous = cv ? cvFromDb(clone(cv)) : null;
      if (cv && previous) cvVersions.set(previous.version, { ...clone(cv), version: previous.version });
      const version = next.version + 1;
      cvSummaries.set(
        version,
        revisionSummaryToDb(Date.now(), kind, cvChanges(previous, next), options.restoredFrom) as unknown as DbRevisionSummary,
      );
      const dropped = droppedVersion(version);
      if (dropped !== null) {
        cvVersions.delete(dropped);
        cvSummaries.delete(dropped);
      }
      cv = clone(cvToDb(next)) as unknown as DbCv;
    },

    async listCvHistory() {
      const { cvHistoryFromDb } = await cvHistory();
      return cv ? cvHistoryFromDb(Object.fromEntries(clone([...cvSummaries])), versionFromDb(cv.version)) : [];
    },

    async getCvVersion(version) {
      const kept = cvVersions.get(version);
      return kept ? cvFromDb(clone(kept)) : null;
    },

    async getTagNames() {
      return Object.fromEntries([...tagNames].map(([tag, names]) => [tag, { ...names }]));
    },

    async saveTagNames(names) {
      // One write, as the database's update(): nothing is stored unless every entry is valid.
      const patch = Object.entries(tagNamesUpdate(names)).map(([path, value]) => [path.slice('tags/'.length), value] as const);
      const invalid = patch.find(
        ([tag, value]) => !TAG_PATTERN.test(tag) || (value && (value.en.length > TAG_NAME_MAX || value.es.length > TAG_NAME_MAX)),
      );
      if (invalid) throw new ContentError('invalid', `Tag names refused for "${invalid[0]}"`);
      for (const [tag, value] of patch) {
        if (value) tagNames.set(tag, value);
        else tagNames.delete(tag);
      }
    },

    async uploadImage(path: string, file: Blob, size, options?: UploadOptions): Promise<ContentImage> {
      if (options?.signal?.aborted) throw new ContentError('cancelled', 'Upload cancelled');
      options?.onProgress?.(1);
      const url = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : `memory://${path}`;
      return { path, url, width: size.width, height: size.height, alt: { en: '', es: '' }, variants: [] };
    },

    // Nothing to delete: the store keeps no copy of an upload (its URL is an object URL of the file itself).
    async deleteImage() {},
  };
}
