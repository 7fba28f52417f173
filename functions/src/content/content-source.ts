import { isValidSlug } from '@portfolio/content/content-model';
import type { TagNames } from '@portfolio/content/content-types';
import { tagNamesFromDb, visibleAt } from '@portfolio/content/db-mapping';
import { summaryFromDb, type ContentKind, type DbTree, type ItemSummary } from './types.js';

/**
 * Where the functions read content from. Only what visitors may see comes out (published, and not scheduled for
 * later): the functions answer visitors and crawlers, and firebase-admin bypasses the database rules.
 */
export interface ContentSource {
  listPostSummaries(): Promise<ItemSummary[]>;
  listProjectSummaries(): Promise<ItemSummary[]>;
  getPostSummary(id: string): Promise<ItemSummary | null>;
  getProjectSummary(id: string): Promise<ItemSummary | null>;
  /** The tags' names in each language (`/tags`), for the feeds' categories and the cards' tags. */
  getTagNames(): Promise<TagNames>;
}

/**
 * A published summary as visitors see it now (visibleAt): only its live languages; null when none is. A scheduled
 * language appears by itself at its moment.
 */
function publishedOne(kind: ContentKind, id: string, raw: unknown, now = Date.now()): ItemSummary | null {
  const item = summaryFromDb(kind, id, raw);
  return item && visibleAt(item, now);
}

function publishedFromRecord(kind: ContentKind, records: Record<string, unknown> | null | undefined): ItemSummary[] {
  const now = Date.now();
  return Object.entries(records ?? {})
    .map(([id, raw]) => publishedOne(kind, id, raw, now))
    .filter((item): item is ItemSummary => item !== null);
}

/** The minimal Realtime Database surface used, so the source can be tested with a fake. */
export interface DbReader {
  /**
   * The published documents under `path` (a `summaries` node, read whole: drafts live apart, under `/drafts`; an
   * item of the older shape saved as a draft is left out by the mapping).
   */
  queryPublished(path: string): Promise<Record<string, unknown> | null>;
  read(path: string): Promise<unknown>;
}

export function createDatabaseContentSource(db: DbReader): ContentSource {
  return {
    listPostSummaries: async () => publishedFromRecord('post', await db.queryPublished('posts/summaries')),
    listProjectSummaries: async () => publishedFromRecord('project', await db.queryPublished('projects/summaries')),
    // The id becomes a database path: only slugs may get that far.
    getPostSummary: async (id) => (isValidSlug(id) ? publishedOne('post', id, await db.read(`posts/summaries/${id}`)) : null),
    getProjectSummary: async (id) => (isValidSlug(id) ? publishedOne('project', id, await db.read(`projects/summaries/${id}`)) : null),
    getTagNames: async () => tagNamesFromDb(await db.read('tags')),
  };
}

/** A DbReader over an in-memory tree (the bundled seed). */
export function treeDbReader(loadTree: () => Promise<DbTree>): DbReader {
  const at = async (path: string): Promise<unknown> =>
    path.split('/').reduce<unknown>((node, key) => (node as Record<string, unknown> | null | undefined)?.[key], await loadTree()) ?? null;
  return { queryPublished: async (path) => ((await at(path)) as Record<string, unknown> | null) ?? null, read: at };
}
