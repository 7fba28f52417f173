/**
 * A URL field the content model declares `canonical` (docs/adding-a-field.md) reaches the sitemaps with no code of
 * their own: a page whose canonical URL is elsewhere is left out. The model is given such a field here.
 */
import { describe, expect, it, vi } from 'vitest';
import { createTreeContentSource, fixtureTree } from '../testing/fixture-tree.js';
import { buildSitemap } from './sitemap.js';

vi.mock('@portfolio/content/content-model', async (importOriginal) => {
  const model = await importOriginal<typeof import('@portfolio/content/content-model')>();
  const originalUrl = { kind: 'url', max: model.LIMITS.url, optional: true, canonical: true } as const;
  return { ...model, POST_MODEL: { ...model.POST_MODEL, summary: { ...model.POST_MODEL.summary, originalUrl } } };
});

describe('buildSitemap and an item first published elsewhere', () => {
  it('leaves out the post whose canonical URL is its original, and keeps the others', async () => {
    const posts = structuredClone(fixtureTree.posts!.summaries as Record<string, Record<string, unknown>>);
    posts['both-langs'].originalUrl = 'https://magazine.example.com/tips';
    const content = createTreeContentSource(async () => ({ ...fixtureTree, posts: { summaries: posts } }));
    const xml = buildSitemap('en', 'https://site.example', await content.listPostSummaries(), await content.listProjectSummaries());
    expect(xml).not.toContain('/blog/both-langs');
    expect(xml).toContain('<loc>https://site.example/blog/english-only</loc>');
  });
});
