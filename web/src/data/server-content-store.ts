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

/** How long a live list is answered as it was, at most (the `pages` reader's own list is newer every 10 s). */
const LIVE_LIST_MAX_MS = 60_000;

/** A stored summary: an object (an Admin-SDK import may hold anything). */
const isStored = (value: unknown): boolean => typeof value === 'object' && value !== null && !Array.isArray(value);

type T0 = PostSummary | ProjectSummary;

const readOnly = () => Promise.reject(new ContentError('permission-denied', 'The server renderer does not write content'));

export function createServerContentStore(reader: PublishedReader): ContentStore {
  /**
   * Each list the reader answered, mapped, filtered and sorted once: the `pages` function's reader answers the same
   * object for a while (functions/src/content/caching-reader.ts), and mapping, filtering and sorting 1,000 summaries
   * on every page was most of a page's work. The same (frozen) array is answered until the reader answers another
   * object or a scheduled item's moment comes (a scheduled item appears by itself).
   */
  const lists = new WeakMap<object, { mapped: readonly T0[]; live?: readonly T0[]; at?: number; until?: number }>();
  const published = async <T extends T0>(
    path: string,
    fromDb: (id: string, value: never) => T,
    order: (a: T, b: T) => number,
  ): Promise<T[]> => {
    const records = (await reader.queryPublished(path)) ?? {};
    let list = lists.get(records);
    if (!list) {
      list = {
        mapped: Object.entries(records)
          .filter(([, value]) => isStored(value))
          .map(([id, value]) => fromDb(id, value as never)),
      };
      lists.set(records, list);
    }
    const now = Date.now();
    if (!list.live || list.at === undefined || list.until === undefined || now < list.at || now >= list.until) {
      // Each item as visitors see it now: only its live languages, its date from them (visibleAt).
      const live = (list.mapped as T[]).map((item) => visibleAt(item, now)).filter((item): item is T => item !== null);
      list.live = Object.freeze(live.sort(order));
      // The list stays as it is until the next scheduled language's moment (or LIVE_LIST_MAX_MS), and a clock set back.
      list.at = now;
      list.until = list.mapped.reduce(
        (until, item) =>
          Object.values(item.langs).reduce(
            (soonest, entry) => (entry && entry.publishedAt > now ? Math.min(soonest, entry.publishedAt) : soonest),
            until,
          ),
        now + LIVE_LIST_MAX_MS,
      );
    }
    return list.live as T[];
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
    listPosts: () => published('posts/summaries', postSummaryFromDb, byNewest),
    async getPost(id): Promise<Post | null> {
      const found = await item<DbPostSummary, Localized>('posts', 'bodies', id);
      return found && visibleAt(postFromDb(id, found.summary, found.body), Date.now());
    },
    listProjects: () => published('projects/summaries', projectSummaryFromDb, byProjectOrder),
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
    listTrash: readOnly,
    restoreFromTrash: readOnly,
    deleteForever: readOnly,
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
    // The history is the owner's: visitors' pages never read it.
    listCvHistory: readOnly,
    getCvVersion: readOnly,
    listItemHistory: readOnly,
    getItemVersion: readOnly,
    saveTagNames: readOnly,
    uploadImage: readOnly,
    deleteImage: readOnly,
  };
}
