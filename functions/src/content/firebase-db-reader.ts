import type { Database } from 'firebase-admin/database';
import type { DbReader } from './content-source.js';

/** The Realtime Database behind DbReader; the status query uses the `.indexOn: status` of both summaries nodes. */
export function firebaseDbReader(db: Database): DbReader {
  return {
    queryPublished: async (path) =>
      (await db.ref(path).orderByChild('status').equalTo('published').get()).val() as Record<string, unknown> | null,
    read: async (path) => (await db.ref(path).get()).val() as unknown,
  };
}
