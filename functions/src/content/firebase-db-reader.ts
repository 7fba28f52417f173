import type { Database } from 'firebase-admin/database';
import type { DbReader } from './content-source.js';

/**
 * The Realtime Database behind DbReader. A `summaries` node holds published documents only (drafts live under
 * `/drafts`, docs/data-model.md), so the published list is the node itself.
 */
export function firebaseDbReader(db: Database): DbReader {
  return {
    queryPublished: async (path) => (await db.ref(path).get()).val() as Record<string, unknown> | null,
    read: async (path) => (await db.ref(path).get()).val() as unknown,
  };
}
