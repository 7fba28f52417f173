import { describe, expect, it, vi } from 'vitest';
import { summaryFromDb, type DbTree } from '../content/types.js';
import { fakeRequest, fakeResponse } from '../testing/fake-http.js';
import { createTreeContentSource, fixtureTree } from '../testing/fixture-tree.js';
import { ogCardOf, ogCardTree, titleFontSize, type OgElement } from './og-card.js';
import { OG_CACHE, ogImageHandler } from './og-handler.js';
import { renderOgPng } from './render-og.js';

const SITE = 'https://emi.example.com';

/** All the text of an element tree, in order. */
const textOf = (node: OgElement | string | undefined): string[] =>
  node === undefined ? [] : typeof node === 'string' ? [node] : [node.props.children ?? []].flat().flatMap((child) => textOf(child));

function setup(tree: DbTree = fixtureTree) {
  const drawn: string[][] = [];
  const handler = ogImageHandler({
    content: createTreeContentSource(async () => tree),
    siteUrl: SITE,
    render: async (element) => {
      drawn.push(textOf(element));
      return Buffer.from('png');
    },
  });
  const get = async (path: string, method = 'GET') => {
    const res = fakeResponse();
    await handler(fakeRequest({ method, path }), res);
    return res;
  };
  return { get, drawn };
}

describe('link-preview images (ogImages function)', () => {
  it('draws a published post in the language asked, and says so to caches', async () => {
    const { get, drawn } = setup();
    const res = await get('/og/es/blog/both-langs.png');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe(OG_CACHE);
    expect(drawn).toEqual([['Blog · 3 min de lectura', 'Trucos y consejos', 'Emi Castellano — Desarrollador web', 'emi.example.com']]);
  });

  it('draws a project with its first tags, in English', async () => {
    const { get, drawn } = setup();
    expect((await get('/og/en/projects/portfolio-site.png')).statusCode).toBe(200);
    expect(drawn[0]).toEqual(['Project · firebase', 'Portfolio <site>', 'Emi Castellano — Web Developer', 'emi.example.com']);
  });

  it('names a project’s tags in the card’s language, and draws it again once a name changes', async () => {
    const tree = { ...structuredClone(fixtureTree), tags: { firebase: { en: 'Firebase', es: 'Firebase (Google)' } } };
    const { get, drawn } = setup(tree);
    await get('/og/en/projects/portfolio-site.png');
    await get('/og/en/projects/portfolio-site.png');
    tree.tags.firebase.en = 'Google Firebase';
    await get('/og/en/projects/portfolio-site.png');
    expect(drawn.map((texts) => texts[0])).toEqual(['Project · Firebase', 'Project · Google Firebase']);
  });

  it('draws a section page’s card in its language, once per instance, and no other section', async () => {
    const { get, drawn } = setup();
    for (const path of [
      '/og/en/home.png',
      '/og/es/blog.png',
      '/og/es/projects.png',
      '/og/en/cv.png',
      '/og/es/search.png',
      '/og/en/home.png',
    ]) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
    }
    expect(drawn).toEqual([
      ['Portfolio and blog', 'Emi Castellano', 'Emi Castellano — Web Developer', 'emi.example.com'],
      ['Blog', 'Artículos sobre desarrollo web', 'Emi Castellano — Desarrollador web', 'emi.example.com'],
      ['Proyectos', 'Trabajos que he creado', 'Emi Castellano — Desarrollador web', 'emi.example.com'],
      ['CV', 'Emi Castellano: experience, skills and languages', 'Emi Castellano — Web Developer', 'emi.example.com'],
      ['Buscar', 'Busca en las entradas y los proyectos', 'Emi Castellano — Desarrollador web', 'emi.example.com'],
    ]);
    for (const path of ['/og/fr/home.png', '/og/en/admin.png', '/og/en/home.svg', '/og/home.png'])
      expect((await get(path)).statusCode, path).toBe(404);
  });

  it('answers 404, drawing nothing, for drafts, unknown ids, an untranslated language and malformed paths', async () => {
    const { get, drawn } = setup();
    for (const path of [
      '/og/en/blog/secret-draft.png',
      '/og/es/projects/draft-project.png',
      '/og/en/blog/no-such-post.png',
      '/og/es/blog/english-only.png',
      '/og/en/blog/title-no-summary.png',
      '/og/fr/blog/both-langs.png',
      '/og/en/blog/Both-Langs.png',
      '/og/en/blog/../both-langs.png',
      '/og/en/blog/both-langs.svg',
      '/og/en/posts/both-langs.png',
      '/og/en/blog/both-langs.png/x',
    ]) {
      expect((await get(path)).statusCode, path).toBe(404);
    }
    expect(drawn).toEqual([]);
  });

  it('refuses other methods', async () => {
    const { get } = setup();
    const res = await get('/og/en/blog/both-langs.png', 'POST');
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
  });

  it('draws an item once per version: again only after it was saved', async () => {
    const tree = structuredClone(fixtureTree) as { posts: { summaries: Record<string, { updatedAt: number; title: { en: string } }> } };
    const { get, drawn } = setup(tree as DbTree);
    await get('/og/en/blog/both-langs.png');
    await get('/og/en/blog/both-langs.png');
    expect(drawn).toHaveLength(1);
    tree.posts.summaries['both-langs'].updatedAt += 1000;
    tree.posts.summaries['both-langs'].title.en = 'A better title';
    await get('/og/en/blog/both-langs.png');
    expect(drawn.map((texts) => texts[1])).toEqual(['Tips & <Tricks> "quoted" it\'s', 'A better title']);
  });
});

describe('the card', () => {
  it('draws one card once for many requests at once, and at most two different cards at a time', async () => {
    let drawing = 0;
    let most = 0;
    const drawn: string[] = [];
    const handler = ogImageHandler({
      content: createTreeContentSource(async () => fixtureTree),
      siteUrl: SITE,
      render: async (element) => {
        drawing += 1;
        most = Math.max(most, drawing);
        await new Promise((resolve) => setTimeout(resolve, 10));
        drawing -= 1;
        drawn.push(textOf(element)[1]);
        return Buffer.from('png');
      },
    });
    const get = async (path: string) => {
      const res = fakeResponse();
      await handler(fakeRequest({ path }), res);
      return res;
    };
    const same = await Promise.all(Array.from({ length: 80 }, () => get('/og/en/blog/both-langs.png')));
    expect(same.every((res) => res.statusCode === 200 && res.bytes.toString() === 'png')).toBe(true);
    expect(drawn).toHaveLength(1);
    const paths = [
      '/og/es/blog/both-langs.png',
      '/og/es/blog/spanish-only.png',
      '/og/en/projects/portfolio-site.png',
      '/og/es/projects/portfolio-site.png',
    ];
    await Promise.all(paths.map(get));
    expect(drawn).toHaveLength(5);
    expect(most).toBe(2);
  });

  it('answers 503 that no cache keeps, drawing nothing, when the content cannot be read', async () => {
    const drawn: OgElement[] = [];
    const logError = vi.fn();
    const handler = ogImageHandler({
      content: createTreeContentSource(() => Promise.reject(new Error('content read of posts/summaries took longer than 4000 ms'))),
      siteUrl: SITE,
      render: async (element) => {
        drawn.push(element);
        return Buffer.from('png');
      },
      logError,
    });
    const res = fakeResponse();
    await handler(fakeRequest({ path: '/og/en/blog/both-langs.png' }), res);
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(drawn).toEqual([]);
    expect(logError).toHaveBeenCalledOnce();
  });

  it('fits the longest titles the rules allow with a smaller size', () => {
    expect(titleFontSize('Short')).toBe(72);
    expect(titleFontSize('x'.repeat(80))).toBe(60);
    expect(titleFontSize('x'.repeat(140))).toBe(46);
  });

  it('leaves the reading time out when a post has none recorded', () => {
    const item = summaryFromDb('post', 'p1', { ...fixtureTree.posts!.summaries!['both-langs']!, readingMinutes: null })!;
    expect(ogCardOf(item, 'en', SITE).label).toBe('Blog');
  });

  it('is a 1200 × 630 PNG under 100 KB, even with a 140-character Spanish title', async () => {
    const item = summaryFromDb('post', 'p1', {
      ...fixtureTree.posts!.summaries!['both-langs']!,
      title: { en: 'x', es: `¿Cómo añadir búsqueda accesible en español? ${'Diseño y señales de año '.repeat(4)}`.slice(0, 140) },
    })!;
    const png = await renderOgPng(ogCardTree(ogCardOf(item, 'es', SITE)));
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    // IHDR: width and height, big-endian, at bytes 16–23.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(png.length).toBeLessThan(100 * 1024);
  }, 30_000);
});
