/**
 * The ContentStore of the server renderer (the `pages` function, docs/rendering.md): read-only and
 * published-only. The function reads with firebase-admin, which bypasses the database rules, so this store
 * enforces it itself: it reads only published documents (never `/drafts`), and of each only the languages whose
 * moment has come (visibleAt: a scheduled language appears by itself; an item with none live is absent).
 * Writes are refused.
 */
import type { Cv, Localized, Post, PostSummary, Project, ProjectSummary } from '@portfolio/content/content-types';
import { ContentError, type ContentStore } from './content-store';
import {
  byNewest,
  byProjectOrder,
  cvFromDb,
  postFromDb,
  postSummaryFromDb,
  projectFromDb,
  projectSummaryFromDb,
  type DbCv,
  type DbPostSummary,
  type DbProjectDetails,
  type DbProjectSummary,
  savedSummaryFromDb,
  tagNamesFromDb,
  visibleAt,
} from '@portfolio/content/db-mapping';
import { isValidSlug } from '../utils/slug';
import { adoptStoredBodies } from './rendered-bodies';

/**
 * How the server reads the database tree (functions/src/content: firebase-admin, or the bundled seed).
 * `queryPublished` answers the published documents under a `summaries` path.
 */
export interface PublishedReader {
  queryPublished(path: string): Promise<Record<string, unknown> | null>;
  read(path: string): Promise<unknown>;
}

/** A stored summary: an object (an Admin-SDK import may hold anything). */
const isStored = (value: unknown): boolean => typeof value === 'object' && value !== null && !Array.isArray(value);

const readOnly = () => Promise.reject(new ContentError('permission-denied', 'The server renderer does not write content'));

export function createServerContentStore(reader: PublishedReader): ContentStore {
  /**
   * Each list the reader answered, mapped once: the `pages` function's reader answers the same object for a while
   * (functions/src/content/caching-reader.ts), and mapping 1,000 summaries on every page was most of a render.
   * Which items are live is still decided at each call (a scheduled item appears by itself).
   */
  const mapped = new WeakMap<object, unknown[]>();
  const published = async <T extends PostSummary | ProjectSummary>(path: string, fromDb: (id: string, value: never) => T): Promise<T[]> => {
    const records = (await reader.queryPublished(path)) ?? {};
    let items = mapped.get(records) as T[] | undefined;
    if (!items) {
      items = Object.entries(records)
        .filter(([, value]) => isStored(value))
        .map(([id, value]) => fromDb(id, value as never));
      mapped.set(records, items);
    }
    const now = Date.now();
    return items.map((item) => visibleAt(item, now)).filter((item): item is T => item !== null);
  };

  /** Summary and body of an item visitors see now, or null (missing, draft, scheduled, not a slug). */
  async function item<S, B>(kind: 'posts' | 'projects', bodyNode: string, id: string): Promise<{ summary: S; body: B | undefined } | null> {
    if (!isValidSlug(id)) return null;
    const summary = await reader.read(`${kind}/summaries/${id}`);
    // Nothing more is read of an item visitors do not see now (not its body, not its rendering).
    const mapped = isStored(summary) ? savedSummaryFromDb(kind, id, summary, null)?.published : null;
    if (!mapped || !visibleAt(mapped, Date.now())) return null;
    // Its stored rendering beside it (data/rendered-bodies.ts); without one, or if it cannot be read, the body renders.
    const [body, rendered] = await Promise.all([
      reader.read(`${kind}/${bodyNode}/${id}`) as Promise<B | null>,
      reader.read(`rendered/${kind}/${id}`).catch(() => null),
    ]);
    await adoptStoredBodies(kind === 'posts' ? body : (body as { body?: unknown } | null)?.body, rendered);
    return { summary: summary as S, body: body ?? undefined };
  }

  return {
    listPosts: async () => (await published('posts/summaries', postSummaryFromDb)).sort(byNewest),
    async getPost(id): Promise<Post | null> {
      const found = await item<DbPostSummary, Localized>('posts', 'bodies', id);
      return found && visibleAt(postFromDb(id, found.summary, found.body), Date.now());
    },
    listProjects: async () => (await published('projects/summaries', projectSummaryFromDb)).sort(byProjectOrder),
    async getProject(id): Promise<Project | null> {
      const found = await item<DbProjectSummary, DbProjectDetails>('projects', 'details', id);
      return found && visibleAt(projectFromDb(id, found.summary, found.body), Date.now());
    },
    async getCv(): Promise<Cv> {
      const cv = await reader.read('cv');
      if (!cv) throw new ContentError('not-found', 'No CV in the database');
      return cvFromDb(cv as DbCv);
    },
    getTagNames: async () => tagNamesFromDb(await reader.read('tags')),
    savePost: readOnly,
    deletePost: readOnly,
    // The owner's documents: never the server renderer's (it answers visitors).
    getSavedPost: readOnly,
    listSavedPosts: readOnly,
    storePost: readOnly,
    saveProject: readOnly,
    deleteProject: readOnly,
    getSavedProject: readOnly,
    listSavedProjects: readOnly,
    storeProject: readOnly,
    saveCv: readOnly,
    saveTagNames: readOnly,
    uploadImage: readOnly,
    deleteImage: readOnly,
  };
}
