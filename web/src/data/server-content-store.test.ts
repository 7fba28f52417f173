// @vitest-environment node
/**
 * The server's lists (data/server-content-store.ts): the `pages` function's reader answers the same list object for
 * a while, and every page reads a list, so each is mapped, filtered and sorted once — and still shows a scheduled
 * item at its moment, and a new answer of the reader at once.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testTree } from '../testing/fixtures';
import { createServerContentStore } from './server-content-store';

afterEach(() => vi.useRealTimers());

/** A reader that answers the same published object for each list until `renew` (as the caching reader does). */
function keptListsReader() {
  const tree = testTree();
  let answers = new Map<string, Record<string, unknown>>();
  const published = (path: string) => {
    const [kind] = path.split('/') as ['posts' | 'projects'];
    return Object.fromEntries(Object.entries(tree[kind]!.summaries!).filter(([, value]) => value.status === 'published'));
  };
  return {
    tree,
    renew: () => (answers = new Map()),
    reader: {
      async queryPublished(path: string) {
        if (!answers.has(path)) answers.set(path, published(path));
        return answers.get(path)!;
      },
      read: async () => null,
    },
  };
}

describe('the server store’s lists', () => {
  it('answers the same frozen list while the reader answers the same object, newest first', async () => {
    const { reader, renew } = keptListsReader();
    const store = createServerContentStore(reader);
    const first = await store.listPosts();
    expect(first.map((post) => post.id)).toEqual(['typed-code', 'only-english', 'hello-world']);
    expect(await store.listPosts()).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    renew();
    const renewed = await store.listPosts();
    expect(renewed).not.toBe(first);
    expect(renewed).toEqual(first);
    expect((await store.listProjects()).map((project) => project.id)).toEqual(['portfolio-site', 'weather-app']);
  });

  it('shows a scheduled item at its moment, though the reader answers the same object', async () => {
    const { reader, tree } = keptListsReader();
    const now = Date.now();
    const moment = now + 60 * 60 * 1000;
    tree.posts!.summaries!['hello-world'].publishedAt = moment;
    vi.useFakeTimers({ now, toFake: ['Date'] });
    const store = createServerContentStore(reader);
    expect((await store.listPosts()).map((post) => post.id)).not.toContain('hello-world');
    vi.setSystemTime(moment - 1);
    expect((await store.listPosts()).map((post) => post.id)).not.toContain('hello-world');
    vi.setSystemTime(moment);
    expect((await store.listPosts()).map((post) => post.id)).toContain('hello-world');
    // A clock set back hides it again.
    vi.setSystemTime(now);
    expect((await store.listPosts()).map((post) => post.id)).not.toContain('hello-world');
  });
});
