/**
 * The ContentStore of the server renderer (the `pages` function, docs/rendering.md): read-only and
 * published-only. The function reads with firebase-admin, which bypasses the database rules that hide
 * drafts from visitors, so this store enforces it itself: lists come from the published query, and an item
 * counts only when its summary is published and its moment has come (isLive: a scheduled item appears by
 * itself). Writes are refused.
 */
import type { Cv, Localized, Post, Project } from '@portfolio/content/content-types';
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
  tagNamesFromDb,
  isStoredSummaryLive,
} from '@portfolio/content/db-mapping';
import { isValidSlug } from '../utils/slug';
import { adoptStoredBodies } from './rendered-bodies';

/**
 * How the server reads the database tree (functions/src/content: firebase-admin, or the bundled seed).
 * `queryPublished` answers the children of `path` whose `status` is `published` (the rules' visitor query).
 */
export interface PublishedReader {
  queryPublished(path: string): Promise<Record<string, unknown> | null>;
  read(path: string): Promise<unknown>;
}

const readOnly = () => Promise.reject(new ContentError('permission-denied', 'The server renderer does not write content'));

export function createServerContentStore(reader: PublishedReader): ContentStore {
  /**
   * Each list the reader answered, mapped once: the `pages` function's reader answers the same object for a while
   * (functions/src/content/caching-reader.ts), and mapping 1,000 summaries on every page was most of a render.
   * Which items are live is still decided at each call (a scheduled item appears by itself).
   */
  const mapped = new WeakMap<object, { value: unknown; item: unknown }[]>();
  const published = async <T>(path: string, fromDb: (id: string, value: never) => T): Promise<T[]> => {
    const records = (await reader.queryPublished(path)) ?? {};
    let entries = mapped.get(records) as { value: unknown; item: T }[] | undefined;
    if (!entries) {
      entries = Object.entries(records).map(([id, value]) => ({ value, item: fromDb(id, value as never) }));
      mapped.set(records, entries);
    }
    const now = Date.now();
    return entries.filter(({ value }) => isStoredSummaryLive(value, now)).map(({ item }) => item);
  };

  /** Summary and body of an item visitors see now, or null (missing, draft, scheduled, not a slug). */
  async function item<S, B>(kind: 'posts' | 'projects', bodyNode: string, id: string): Promise<{ summary: S; body: B | undefined } | null> {
    if (!isValidSlug(id)) return null;
    const summary = await reader.read(`${kind}/summaries/${id}`);
    if (!isStoredSummaryLive(summary, Date.now())) return null;
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
      return found ? postFromDb(id, found.summary, found.body) : null;
    },
    listProjects: async () => (await published('projects/summaries', projectSummaryFromDb)).sort(byProjectOrder),
    async getProject(id): Promise<Project | null> {
      const found = await item<DbProjectSummary, DbProjectDetails>('projects', 'details', id);
      return found ? projectFromDb(id, found.summary, found.body) : null;
    },
    async getCv(): Promise<Cv> {
      const cv = await reader.read('cv');
      if (!cv) throw new ContentError('not-found', 'No CV in the database');
      return cvFromDb(cv as DbCv);
    },
    getTagNames: async () => tagNamesFromDb(await reader.read('tags')),
    savePost: readOnly,
    deletePost: readOnly,
    saveProject: readOnly,
    deleteProject: readOnly,
    saveCv: readOnly,
    // The history is the owner's: visitors' pages never read it.
    listCvHistory: readOnly,
    getCvVersion: readOnly,
    saveTagNames: readOnly,
    uploadImage: readOnly,
    deleteImage: readOnly,
  };
}
