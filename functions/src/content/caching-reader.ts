import type { DbReader } from './content-source.js';

/**
 * How long one instance keeps the published lists (docs/rendering.md "Caching"). With the CDN's
 * `s-maxage` (http-types.ts PUBLIC_CONTENT_CACHE) it bounds how old a visitor's page can be: 10 + 50 = 60 s.
 */
const PUBLISHED_LIST_TTL_MS = 10_000;

/**
 * Keeps each published-list query of `reader` for `ttlMs` per instance. Every public page reads a list (the
 * blog page all summaries, a post its neighbours), and a list grows with the archive: with 1,000 posts one
 * query is ~1 MB from the database. Requests within the TTL share one answer (and one query in flight);
 * a failed query is not kept. Single items (`read`) are small and always read fresh.
 */
export function cachingReader(reader: DbReader, ttlMs = PUBLISHED_LIST_TTL_MS, now: () => number = Date.now): DbReader {
  const lists = new Map<string, { at: number; value: Promise<Record<string, unknown> | null> }>();
  return {
    queryPublished(path) {
      const kept = lists.get(path);
      if (kept && now() - kept.at < ttlMs) return kept.value;
      const value = reader.queryPublished(path);
      const entry = { at: now(), value };
      lists.set(path, entry);
      value.catch(() => {
        if (lists.get(path) === entry) lists.delete(path);
      });
      return value;
    },
    read: (path) => reader.read(path),
  };
}
