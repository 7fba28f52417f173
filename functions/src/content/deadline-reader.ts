import type { DbReader } from './content-source.js';

/**
 * How long one content read may take (docs/rendering.md, "When the database is slow or away"). A read from the
 * Realtime Database answers in tens of milliseconds, and an instance's first one, which also opens the connection
 * and fetches an access token, in about a second; past 4 s the database is in trouble, and a visitor is better
 * served by a quick "try again" than by a page that never comes.
 */
export const READ_DEADLINE_MS = 4000;

/** A content read that did not answer within its deadline. */
export class ReadDeadlineError extends Error {
  constructor(path: string, ms: number) {
    super(`content read of ${path} took longer than ${ms} ms`);
    this.name = 'ReadDeadlineError';
  }
}

function withDeadline<T>(path: string, ms: number, read: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ReadDeadlineError(path, ms)), ms);
  });
  // The read itself cannot be cancelled (firebase-admin has no abort); its late answer is ignored.
  return Promise.race([read(), expired]).finally(() => clearTimeout(timer));
}

/** `reader`, each read rejected with ReadDeadlineError once it has taken `ms`. */
export function deadlineReader(reader: DbReader, ms = READ_DEADLINE_MS): DbReader {
  return {
    queryPublished: (path) => withDeadline(path, ms, () => reader.queryPublished(path)),
    read: (path) => withDeadline(path, ms, () => reader.read(path)),
  };
}
