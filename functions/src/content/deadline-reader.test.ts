import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DbReader } from './content-source.js';
import { deadlineReader, READ_DEADLINE_MS, ReadDeadlineError } from './deadline-reader.js';

afterEach(() => vi.useRealTimers());

/** A database that accepts the connection and never answers. */
const stalled: DbReader = { queryPublished: () => new Promise(() => undefined), read: () => new Promise(() => undefined) };

describe('deadlineReader', () => {
  it('fails a read that has not answered by its deadline, and no sooner', async () => {
    vi.useFakeTimers();
    const reader = deadlineReader(stalled);
    const outcomes: string[] = [];
    const read = reader.read('posts/summaries/x').catch((error: unknown) => outcomes.push(`read: ${(error as Error).name}`));
    const query = reader.queryPublished('posts/summaries').catch((error: unknown) => outcomes.push(`query: ${(error as Error).name}`));
    await vi.advanceTimersByTimeAsync(READ_DEADLINE_MS - 1);
    expect(outcomes).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await Promise.all([read, query]);
    expect(outcomes).toEqual(['read: ReadDeadlineError', 'query: ReadDeadlineError']);
  });

  it('passes on what the database answers in time, and its errors, leaving no timer behind', async () => {
    vi.useFakeTimers();
    const reader = deadlineReader({
      queryPublished: async () => ({ a: { status: 'published' } }),
      read: async (path) => {
        if (path === 'broken') throw new Error('permission denied');
        return { path };
      },
    });
    expect(await reader.read('tags')).toEqual({ path: 'tags' });
    expect(await reader.queryPublished('posts/summaries')).toEqual({ a: { status: 'published' } });
    await expect(reader.read('broken')).rejects.toThrow('permission denied');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('says which read took too long', () => {
    expect(new ReadDeadlineError('tags', 4000).message).toBe('content read of tags took longer than 4000 ms');
  });
});
