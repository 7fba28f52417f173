import { describe, expect, it } from 'vitest';
import { testTree } from '../../testing/fixtures';
import { createMemoryContentStore } from '../../data/memory-content-store';
import { feedBodies, standaloneHtml } from './feed-bodies';

const SITE = 'https://emi.example';

describe('the feeds’ full text', () => {
  it('is each post’s sanitised body in the feed’s language; drafts and posts not written in it are left out', async () => {
    const tree = testTree();
    tree.posts!.bodies!['hello-world'].es = '## Hola\n\nBienvenido a **mi** blog.<script>alert(1)</script><img src=x onerror="alert(2)">';
    const bodies = await feedBodies(
      createMemoryContentStore(tree),
      ['hello-world', 'only-english', 'secret-draft', 'no-such-post'],
      'es',
      SITE,
    );
    expect(Object.keys(bodies)).toEqual(['hello-world']);
    expect(bodies['hello-world']).toContain('<strong>mi</strong>');
    expect(bodies['hello-world']).not.toMatch(/<script|onerror|alert/);
    // The heading keeps its anchor, absolute and without the decorative mark.
    expect(bodies['hello-world']).toContain(
      '<a class="heading-anchor" href="https://emi.example/es/blog/hello-world#user-content-hola">Hola</a>',
    );
  });

  it('leaves out a code block’s language bar, which a feed reader would show as a stray line', async () => {
    const tree = testTree();
    tree.posts!.bodies!['hello-world'].en = 'Before.\n\n```ts\nconst a = 1;\n```\n\n```\nplain\n```\n';
    const { 'hello-world': html } = await feedBodies(createMemoryContentStore(tree), ['hello-world'], 'en', SITE);
    expect(html).toContain('const');
    expect(html).not.toContain('code-block__bar');
    expect(html).not.toMatch(/>ts</);
  });

  it('makes site paths and section links absolute, leaving other sites’ URLs and protocol-relative ones alone', () => {
    const html =
      '<p><a href="/blog/other">a</a> <a href="#part">b</a> <a href="https://x.example/y">c</a> <a href="//cdn.example/z">d</a>' +
      '<img src="/images/seed/cover.svg" alt=""></p>';
    expect(standaloneHtml(html, SITE, `${SITE}/blog/post`)).toBe(
      '<p><a href="https://emi.example/blog/other">a</a> <a href="https://emi.example/blog/post#part">b</a> ' +
        '<a href="https://x.example/y">c</a> <a href="//cdn.example/z">d</a><img src="https://emi.example/images/seed/cover.svg" alt=""></p>',
    );
  });
});
