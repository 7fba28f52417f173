import { describe, expect, it, vi } from 'vitest';
import { cachingReader } from './caching-reader.js';
import type { DbReader } from './content-source.js';

function countingReader(answers: Array<Record<string, unknown> | Error>) {
  const queries: string[] = [];
  const reader: DbReader = {
    queryPublished: vi.fn(async (path: string) => {
      queries.push(path);
      const answer = answers.shift() ?? {};
      if (answer instanceof Error) throw answer;
      return answer;
    }),
    read: vi.fn(async (path: string) => ({ path })),
  };
  return { reader, queries };
}

describe('cachingReader', () => {
  it('answers a list from one query until the TTL has passed, then queries again', async () => {
    let clock = 0;
    const { reader, queries } = countingReader([{ a: 1 }, { a: 2 }]);
    const cached = cachingReader(reader, 10_000, () => clock);
    expect(await cached.queryPublished('posts/summaries')).toEqual({ a: 1 });
    clock = 9_999;
    expect(await cached.queryPublished('posts/summaries')).toEqual({ a: 1 });
    clock = 10_000;
    expect(await cached.queryPublished('posts/summaries')).toEqual({ a: 2 });
    expect(queries).toEqual(['posts/summaries', 'posts/summaries']);
  });

  it('shares one query between concurrent requests, per path', async () => {
    const { reader, queries } = countingReader([{ p: 1 }, { q: 1 }]);
    const cached = cachingReader(reader, 10_000, () => 0);
    await Promise.all([
      cached.queryPublished('posts/summaries'),
      cached.queryPublished('posts/summaries'),
      cached.queryPublished('projects/summaries'),
    ]);
    expect(queries).toEqual(['posts/summaries', 'projects/summaries']);
  });

  it('does not keep a failed query', async () => {
    const { reader, queries } = countingReader([new Error('unavailable'), { a: 1 }]);
    const cached = cachingReader(reader, 10_000, () => 0);
    await expect(cached.queryPublished('posts/summaries')).rejects.toThrow('unavailable');
    expect(await cached.queryPublished('posts/summaries')).toEqual({ a: 1 });
    expect(queries).toHaveLength(2);
  });

  it('always reads single items fresh', async () => {
    const { reader } = countingReader([]);
    const cached = cachingReader(reader, 10_000, () => 0);
    await cached.read('posts/bodies/a');
    await cached.read('posts/bodies/a');
    expect(reader.read).toHaveBeenCalledTimes(2);
  });
});
