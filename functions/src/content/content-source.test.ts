import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTreeContentSource, fixtureTree, T0 } from '../testing/fixture-tree.js';
import { buildSitemap } from '../seo/sitemap.js';
import type { DbTree } from './types.js';

const HOUR = 60 * 60 * 1000;

/** The fixture with `both-langs` published but dated an hour after T0: scheduled. */
const scheduledTree: DbTree = structuredClone(fixtureTree);
(scheduledTree.posts!.summaries!['both-langs'] as { publishedAt: number }).publishedAt = T0 + HOUR;

afterEach(() => vi.useRealTimers());

describe('a scheduled item (published, dated later)', () => {
  const content = createTreeContentSource(async () => scheduledTree);

  it('is left out of lists, its summary, the sitemap and the link-preview lookup until its moment', async () => {
    vi.useFakeTimers({ now: T0 + HOUR - 1, toFake: ['Date'] });
    expect((await content.listPostSummaries()).map((post) => post.id)).not.toContain('both-langs');
    expect(await content.getPostSummary('both-langs')).toBeNull();
    const sitemap = buildSitemap('en', 'https://site.example/', await content.listPostSummaries(), []);
    expect(sitemap).not.toContain('/blog/both-langs');
  });

  it('appears by itself at that moment, with no write and no rebuild', async () => {
    vi.useFakeTimers({ now: T0 + HOUR, toFake: ['Date'] });
    expect((await content.listPostSummaries()).map((post) => post.id)).toContain('both-langs');
    expect((await content.getPostSummary('both-langs'))?.publishedAt).toBe(T0 + HOUR);
    const sitemap = buildSitemap('en', 'https://site.example/', await content.listPostSummaries(), []);
    expect(sitemap).toContain('/blog/both-langs');
  });
});
