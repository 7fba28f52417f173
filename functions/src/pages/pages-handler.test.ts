import { describe, expect, it } from 'vitest';
import { createTreeContentSource, type ContentSource } from '../content/content-source.js';
import { fakeRequest, fakeResponse } from '../testing/fake-http.js';
import { fixtureTree } from '../testing/fixture-tree.js';
import { FALLBACK_SHELL, injectHead } from './page-head.js';
import { handlePage, parsePagePath, type PageRoute } from './pages-handler.js';

const SHELL = `<!doctype html>
<html lang="en" class="no-js">
  <head>
    <meta charset="UTF-8" />
    <title>Emi Castellano — Web Developer</title>
    <meta name="description" content="generic" />
    <meta property="og:title" content="generic" />
    <link rel="canonical" href="https://site.example/" />
    <script type="module" src="/assets/index.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const deps = (content: ContentSource = createTreeContentSource(async () => fixtureTree), shell = SHELL) => ({
  content,
  siteUrl: 'https://site.example',
  loadShell: async () => shell,
});

async function get(path: string, content?: ContentSource, method = 'GET') {
  const res = fakeResponse();
  await handlePage(fakeRequest({ method, path }), res, deps(content));
  return res;
}

const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const count = (html: string, needle: RegExp) => (html.match(needle) ?? []).length;

describe('parsePagePath', () => {
  it('recognises posts and projects in both languages', () => {
    expect(parsePagePath('/blog/a-post')).toEqual({ lang: 'en', kind: 'post', id: 'a-post' });
    expect(parsePagePath('/es/projects/x1y')).toEqual({ lang: 'es', kind: 'project', id: 'x1y' });
    expect(parsePagePath('/blog')).toBeNull();
    expect(parsePagePath('/blog/a/b')).toBeNull();
    expect(parsePagePath('/fr/blog/abc')).toBeNull();
  });
});

describe('handlePage', () => {
  it('fills the head of a post in English, replacing the shell’s generic tags', async () => {
    const res = await get('/blog/both-langs');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const h = head(res.body);
    expect(res.body).toMatch(/<html lang="en-US" class="no-js">/);
    expect(count(h, /<title>/g)).toBe(1);
    expect(h).toContain('<title>Tips &amp; &lt;Tricks&gt; &quot;quoted&quot; it&#39;s — Emi Castellano</title>');
    expect(count(h, /name="description"/g)).toBe(1);
    expect(h).toContain('<meta name="description" content="Summary with &lt;/script&gt; &amp; more" />');
    expect(count(h, /rel="canonical"/g)).toBe(1);
    expect(h).toContain('<link rel="canonical" href="https://site.example/blog/both-langs" />');
    expect(count(h, /property="og:title"/g)).toBe(1);
    expect(h).toContain('<link rel="alternate" hreflang="es" href="https://site.example/es/blog/both-langs" />');
    expect(h).toContain('<link rel="alternate" hreflang="x-default" href="https://site.example/blog/both-langs" />');
    expect(h).toContain('<meta property="og:type" content="article" />');
    expect(h).toContain('<meta property="og:locale" content="en_US" />');
    expect(h).toContain('<meta property="og:image" content="https://site.example/images/both.png" />');
    expect(h).toContain('<meta property="og:image:width" content="1200" />');
    expect(h).toContain('<meta property="og:image:alt" content="Cover &amp; &lt;art&gt;" />');
    expect(h).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(h).toContain('<meta property="article:published_time" content="2024-01-15T10:30:00Z" />');
    expect(h).toContain('<meta property="article:modified_time" content="2024-01-16T10:30:00Z" />');
    // the app's own script survives
    expect(h).toContain('<script type="module" src="/assets/index.js"></script>');
  });

  it('embeds JSON-LD a script end tag cannot break out of', async () => {
    const res = await get('/blog/both-langs');
    const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(res.body);
    expect(match).not.toBeNull();
    expect(match?.[1]).not.toContain('<');
    const data = JSON.parse(match?.[1] ?? '{}');
    expect(data).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Tips & <Tricks> "quoted" it\'s',
      description: 'Summary with </script> & more',
      inLanguage: 'en',
    });
  });

  it('renders the Spanish page with lang="es-ES" and only the languages the item has', async () => {
    const res = await get('/es/blog/spanish-only');
    expect(res.statusCode).toBe(200);
    const h = head(res.body);
    expect(res.body).toMatch(/<html lang="es-ES"/);
    expect(h).toContain('<title>Solo en español — Emi Castellano</title>');
    expect(h).toContain('hreflang="es"');
    expect(h).not.toContain('hreflang="en"');
    expect(h).toContain('<link rel="alternate" hreflang="x-default" href="https://site.example/es/blog/spanish-only" />');
    expect(h).toContain('<meta property="og:image" content="https://cdn.example.com/es.png" />');
  });

  it('describes a project as a CreativeWork', async () => {
    const res = await get('/projects/portfolio-site');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('"@type":"CreativeWork"');
    expect(res.body).toContain('<title>Portfolio &lt;site&gt; — Emi Castellano</title>');
  });

  it.each([
    ['unknown id', '/blog/no-such-post'],
    ['draft', '/blog/secret-draft'],
    ['draft project', '/es/projects/draft-project'],
    ['not translated', '/es/blog/english-only'],
    ['summary missing in that language', '/blog/title-no-summary'],
    ['a post id under projects', '/projects/both-langs'],
    ['not a slug', '/blog/..%2Fsecret'],
  ])('answers 404 with the shell and noindex: %s', async (_name, path) => {
    const res = await get(path);
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
    const h = head(res.body);
    expect(h).toContain('<meta name="robots" content="noindex" />');
    expect(h).toContain('<title>Error 404 — Emi Castellano</title>');
    expect(count(h, /<title>/g)).toBe(1);
    expect(h).not.toContain('og:title');
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('answers 503 (not cached) when the content cannot be read', async () => {
    const failing = createTreeContentSource(async () => {
      throw new Error('database down');
    });
    const res = await get('/blog/both-langs', failing);
    expect(res.statusCode).toBe(503);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers HEAD without a body and refuses other methods with 405 + Allow', async () => {
    const head = await get('/blog/both-langs', undefined, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    const post = await get('/blog/both-langs', undefined, 'POST');
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
    expect(post.json().error).toMatch(/method/i);
  });
});

describe('handlePage with prerendered pages', () => {
  const PRERENDERED = SHELL.replace('<div id="root"></div>', '<div id="root"><main><h1>The post, whole</h1></main></div>');
  const requested: PageRoute[] = [];
  const withPages = {
    ...deps(),
    loadItemPage: async (route: PageRoute) => {
      requested.push(route);
      return route.id === 'both-langs' ? PRERENDERED : null;
    },
  };

  it('starts an item page from its prerendered page and fills in its head', async () => {
    const res = fakeResponse();
    await handlePage(fakeRequest({ method: 'GET', path: '/es/blog/both-langs' }), res, withPages);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"><main><h1>The post, whole</h1></main></div>');
    expect(count(head(res.body), /<title>/g)).toBe(1);
    expect(head(res.body)).toContain('<link rel="canonical" href="https://site.example/es/blog/both-langs" />');
    expect(requested.at(-1)).toEqual({ lang: 'es', kind: 'post', id: 'both-langs' });
  });

  it('falls back to the plain shell when there is no prerendered page', async () => {
    const res = fakeResponse();
    await handlePage(fakeRequest({ method: 'GET', path: '/projects/portfolio-site' }), res, withPages);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('never asks for a page of a missing or draft item (the 404 is the plain shell)', async () => {
    requested.length = 0;
    for (const path of ['/blog/secret-draft', '/blog/no-such-post', '/blog/..%2Fsecret']) {
      const res = fakeResponse();
      await handlePage(fakeRequest({ method: 'GET', path }), res, withPages);
      expect(res.statusCode, path).toBe(404);
      expect(res.body).toContain('<div id="root"></div>');
    }
    expect(requested).toEqual([]);
  });
});

describe('injectHead', () => {
  it('works on the fallback shell and adds lang when missing', () => {
    const html = injectHead(FALLBACK_SHELL.replace(' lang="en"', ''), 'es', ['<title>x</title>']);
    expect(html).toMatch(/<html lang="es-ES">/);
    expect(count(html, /<title>/g)).toBe(1);
  });
});
