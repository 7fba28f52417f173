/**
 * A URL field the content model declares `canonical` (docs/adding-a-field.md) reaches the item's page with no code of
 * its own: the page names it as its canonical URL and its JSON-LD says it is based on it. The model is given such a
 * field here, as adding one would, and the loaders run as on the server.
 */
import { waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DbTree } from '@portfolio/content/db-mapping';
import { testTree } from '../../testing/fixtures';
import { findPageHeading, renderRoute } from '../../testing/render-route';

vi.mock('@portfolio/content/content-model', async (importOriginal) => {
  const model = await importOriginal<typeof import('@portfolio/content/content-model')>();
  const originalUrl = { kind: 'url', max: model.LIMITS.url, optional: true, canonical: true } as const;
  return {
    ...model,
    POST_MODEL: { ...model.POST_MODEL, summary: { ...model.POST_MODEL.summary, originalUrl } },
    PROJECT_MODEL: { ...model.PROJECT_MODEL, summary: { ...model.PROJECT_MODEL.summary, originalUrl } },
  };
});

// As the server renders (the loaders name the original address there only).
beforeAll(() => vi.stubEnv('SSR', true));
afterAll(() => vi.unstubAllEnvs());

const ORIGINAL = 'https://magazine.example.com/hello';

function treeWithOriginal(kind: 'posts' | 'projects', id: string): DbTree {
  const tree = testTree();
  Object.assign((tree[kind]!.summaries as Record<string, object>)[id], { originalUrl: ORIGINAL });
  return tree;
}

const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
const jsonLd = () =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].map((node) => JSON.parse(node.textContent ?? '{}'));

describe('an item first published elsewhere', () => {
  it('names that address as the post page’s canonical URL and in its structured data', async () => {
    renderRoute('/blog/hello-world', { tree: treeWithOriginal('posts', 'hello-world') });
    await findPageHeading('Hello world');
    await waitFor(() => expect(canonical()).toBe(ORIGINAL));
    expect(jsonLd()).toContainEqual(expect.objectContaining({ '@type': 'BlogPosting', isBasedOn: ORIGINAL }));
  });

  it('does the same on a project page', async () => {
    renderRoute('/projects/portfolio-site', { tree: treeWithOriginal('projects', 'portfolio-site') });
    await findPageHeading('Portfolio site');
    await waitFor(() => expect(canonical()).toBe(ORIGINAL));
    expect(jsonLd()).toContainEqual(expect.objectContaining({ '@type': 'CreativeWork', isBasedOn: ORIGINAL }));
  });

  it('leaves a post without one at its own address', async () => {
    renderRoute('/blog/hello-world');
    await findPageHeading('Hello world');
    await waitFor(() => expect(canonical()).toMatch(/\/blog\/hello-world$/));
    expect(jsonLd().find((entry) => entry['@type'] === 'BlogPosting')).not.toHaveProperty('isBasedOn');
  });
});
