import { isValidSlug } from '@portfolio/content/content-model';
import { isLive, type TagNames } from '@portfolio/content/content-types';
import { tagNamesFromDb } from '@portfolio/content/db-mapping';
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

/** The published summaries whose moment has come: a scheduled one (dated later) appears by itself at that moment. */
function publishedFromRecord(kind: ContentKind, records: Record<string, unknown> | null | undefined): ItemSummary[] {
  const now = Date.now();
  return Object.entries(records ?? {})
    .map(([id, raw]) => summaryFromDb(kind, id, raw))
    .filter((item): item is ItemSummary => item !== null && isLive(item, now));
}

function publishedOne(kind: ContentKind, id: string, raw: unknown): ItemSummary | null {
  const item = summaryFromDb(kind, id, raw);
  return item && isLive(item, Date.now()) ? item : null;
}

/** The minimal Realtime Database surface used, so the source can be tested with a fake. */
export interface DbReader {
  /** Published children of `path`, as the query orderByChild('status').equalTo('published') returns them. */
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

/** A DbReader over an in-memory tree (the bundled seed): the published query filters on status, like the rules' query. */
export function treeDbReader(loadTree: () => Promise<DbTree>): DbReader {
  const at = async (path: string): Promise<unknown> =>
    path.split('/').reduce<unknown>((node, key) => (node as Record<string, unknown> | null | undefined)?.[key], await loadTree()) ?? null;
  return {
    async queryPublished(path) {
      const children = (await at(path)) as Record<string, unknown> | null;
      if (!children) return null;
      return Object.fromEntries(
        Object.entries(children).filter(([, value]) => (value as { status?: unknown } | null)?.status === 'published'),
      );
    },
    read: at,
  };
}
