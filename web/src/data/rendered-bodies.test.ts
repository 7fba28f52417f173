// @vitest-environment node
/**
 * Bodies rendered once per version (docs/rendering.md): the server renderer makes a body's stored rendering, and a
 * page uses it instead of sanitising the Markdown again — only while its version is that of the body now.
 */
import { describe, expect, it } from 'vitest';
import {
  createServerContentStore,
  renderDocument,
  renderStoredBodies,
  type DocumentAssets,
  type PublishedReader,
} from '../server/entry-server';
import type { DbTree } from '@portfolio/content/db-mapping';
import { testTree } from '../testing/fixtures';
import { keepMarkdownHtml, markdownToHtml } from '../components/markdown/markdown-html';
import { bodyVersion } from './rendered-bodies';

const ASSETS: DocumentAssets = {
  template:
    '<!doctype html>\n<html lang="en">\n  <head>\n    <title>x</title>\n    <script type="module" crossorigin src="/assets/index.js"></script>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n',
  manifest: {},
  base: '/',
};

function treeReader(tree: DbTree & { rendered?: unknown }, reads: string[] = []): PublishedReader {
  const at = (path: string): unknown =>
    path.split('/').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree);
  return {
    async queryPublished(path) {
      const children = (at(path) ?? {}) as Record<string, { status?: string }>;
      return Object.fromEntries(Object.entries(children).filter(([, value]) => value.status === 'published'));
    },
    async read(path) {
      reads.push(path);
      return at(path) ?? null;
    },
  };
}

/** The fixture with a post body no other test renders (markdownToHtml keeps what it rendered, by Markdown). */
function treeWithBody(markdown: string) {
  const tree = testTree();
  tree.posts!.bodies!['hello-world'] = { en: markdown, es: `${markdown} (es)` };
  return tree;
}

describe('stored renderings of bodies', () => {
  it('renders each language of a body sanitised, with the version of its Markdown', async () => {
    const markdown = `## Stored ${Math.random()}\n\n<img src=x onerror="alert(1)"><script>alert(2)</script>[a](javascript:alert(3))`;
    const stored = await renderStoredBodies({ en: markdown, es: '' });
    expect(Object.keys(stored)).toEqual(['en']);
    expect(stored.en?.version).toBe(await bodyVersion(markdown));
    expect(stored.en?.html).toContain('<h2 id="user-content-stored');
    expect(stored.en?.html).not.toMatch(/onerror|<script|javascript:/);
    expect(await bodyVersion(`${markdown} `)).not.toBe(stored.en?.version);
  });

  it('serves a post’s stored rendering when its version is the body’s, without rendering the Markdown', async () => {
    const markdown = `Rendered once ${Math.random()}`;
    const tree = {
      ...treeWithBody(markdown),
      rendered: { posts: { 'hello-world': { en: { version: await bodyVersion(markdown), html: '<p>THE STORED COPY</p>' } } } },
    };
    const page = await renderDocument('/blog/hello-world', ASSETS, { store: createServerContentStore(treeReader(tree)) });
    expect(page.status).toBe(200);
    expect(page.html).toContain('<p>THE STORED COPY</p>');
    expect(page.html).not.toContain(markdown);
  });

  it('renders the body itself when the stored rendering is stale, malformed or missing', async () => {
    for (const stored of [
      { version: await bodyVersion('an older text'), html: '<p>STALE</p>' },
      { version: 42, html: '<p>MALFORMED</p>' },
      { html: '<p>NO VERSION</p>' },
      null,
    ]) {
      const markdown = `Edited since ${Math.random()}`;
      const tree = { ...treeWithBody(markdown), rendered: { posts: { 'hello-world': { en: stored } } } };
      const page = await renderDocument('/blog/hello-world', ASSETS, { store: createServerContentStore(treeReader(tree)) });
      expect(page.html).toContain(`<p>${markdown}</p>`);
      expect(page.html).not.toMatch(/STALE|MALFORMED|NO VERSION/);
    }
  });

  it('keeps a body read again as the most recent, so its page finds it however many bodies other pages kept meanwhile', async () => {
    const markdown = `Read twice ${Math.random()}`;
    const tree = {
      ...treeWithBody(markdown),
      rendered: { posts: { 'hello-world': { en: { version: await bodyVersion(markdown), html: '<p>KEPT COPY</p>' } } } },
    };
    const store = createServerContentStore(treeReader(tree));
    await store.getPost('hello-world');
    // Other pages keep 6 M characters of bodies (the instance keeps 8 M), then this post is read again, then 6 M more:
    // had the second read not made it the most recent, it would be the oldest and gone.
    const others = (from: number) => {
      for (let i = from; i < from + 6; i += 1) keepMarkdownHtml(`other body ${i} ${Math.random()}`, 'x'.repeat(1024 * 1024));
    };
    others(0);
    await store.getPost('hello-world');
    others(6);
    // What the post's loader asks right after the read (its page renders the body from it).
    expect(await markdownToHtml(markdown)).toBe('<p>KEPT COPY</p>');
  });

  it('serves a project’s stored rendering too, and never reads the rendering of a draft', async () => {
    const tree = testTree();
    const markdown = `A project body ${Math.random()}`;
    const details = tree.projects!.details!;
    const [projectId] = Object.keys(details).filter((id) => tree.projects!.summaries![id].status === 'published');
    details[projectId] = { ...details[projectId], body: { en: markdown, es: markdown } };
    const withStored = {
      ...tree,
      rendered: { projects: { [projectId]: { en: { version: await bodyVersion(markdown), html: '<p>PROJECT COPY</p>' } } } },
    };
    const reads: string[] = [];
    const store = createServerContentStore(treeReader(withStored, reads));
    expect((await renderDocument(`/projects/${projectId}`, ASSETS, { store })).html).toContain('<p>PROJECT COPY</p>');
    expect(await store.getPost('secret-draft')).toBeNull();
    expect(reads).not.toContain('rendered/posts/secret-draft');
  });
});
