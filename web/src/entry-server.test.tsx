// @vitest-environment node
/**
 * The build-time renderer in Node (no DOM, as in the prerender): every published post and project is
 * listed once per language it is written in, and a post renders whole, its Markdown sanitised through jsdom.
 */
import { describe, expect, it } from 'vitest';
import { itemPages, render } from './entry-server';
import { renderMarkdown } from './components/markdown/render-markdown';

describe('entry-server (prerender)', () => {
  it('lists the page of every published post and project in each of its languages, and no draft', async () => {
    const pages = await itemPages();
    expect(pages).toContainEqual({ kind: 'project', lang: 'es', path: '/es/projects/tide-weather' });
    const list = pages.map((page) => page.path);
    expect(list).toContain('/blog/accessible-forms-checklist');
    expect(list).toContain('/es/blog/accessible-forms-checklist');
    expect(list).toContain('/es/projects/tide-weather');
    expect(list.filter((path) => path.includes('core-web-vitals-on-a-budget'))).toEqual([]); // a draft in the seed
    expect(new Set(list).size).toBe(list.length);
  });

  it('renders a post whole: heading, Markdown body, and the modules and seed parts it used', async () => {
    const page = await render('/es/blog/accessible-forms-checklist');
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<h1>[^<]*formularios[^<]*<\/h1>/i);
    expect(page.html).toMatch(/<div class="markdown"><p>/);
    expect(page.routeModules).toContain('src/app/routes/post.tsx');
    expect(page.seedParts).toContain('post-bodies');
  });

  it('sanitises Markdown in Node with the window the renderer gave DOMPurify', async () => {
    await render('/blog'); // sets up the renderer
    const html = renderMarkdown('<script>alert(1)</script><img src="x.png" onerror="alert(2)">\n\n[a](javascript:alert(3)) [b](/blog)');
    expect(html).not.toMatch(/<script|onerror|javascript:/i);
    expect(html).toContain('<img src="x.png"');
    expect(html).toContain('<a href="/blog">b</a>');
  });
});
