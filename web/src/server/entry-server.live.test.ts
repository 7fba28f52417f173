// @vitest-environment node
/**
 * The server renderer as a `pages` instance meets the live site (docs/rendering.md, "Reads, then a render in
 * turn"): every endpoint answers as a freshly loaded renderer's first request (a new module state per test), a
 * page that reads nothing never waits for another page's reads, and the reads of pages overlap.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DbTree } from '@portfolio/content/db-mapping';
import type { DocumentAssets, PublishedReader } from './entry-server';
import { testTree } from '../testing/fixtures';

/** The built index.html, reduced to what assembling a document touches. */
const ASSETS: DocumentAssets = {
  template:
    '<!doctype html>\n<html lang="en">\n  <head>\n    <title>Emi Castellano</title>\n    <script type="module" crossorigin src="/assets/index.js"></script>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n',
  manifest: {},
  base: '/',
};

/**
 * A reader over a tree that counts the reads in flight; the paths `stall` matches never answer (a database that
 * accepts the connection and says nothing).
 */
function treeReader(tree: DbTree, stall: (path: string) => boolean = () => false) {
  const inFlight = { now: 0, most: 0 };
  const at = (path: string): unknown =>
    path.split('/').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree);
  const answer = async <T>(path: string, value: () => T): Promise<T> => {
    if (stall(path)) return new Promise<T>(() => undefined);
    inFlight.now += 1;
    inFlight.most = Math.max(inFlight.most, inFlight.now);
    await new Promise((resolve) => setTimeout(resolve, 5));
    inFlight.now -= 1;
    return value();
  };
  const reader: PublishedReader = {
    queryPublished: (path) =>
      answer(path, () => {
        const children = (at(path) ?? {}) as Record<string, { status?: string }>;
        return Object.fromEntries(Object.entries(children).filter(([, value]) => value.status === 'published'));
      }),
    read: (path) => answer(path, () => at(path) ?? null),
  };
  return { reader, inFlight };
}

/** The renderer as a new instance loads it: no module has run yet (no DOM for DOMPurify, no i18n, no store). */
async function freshRenderer(stall?: (path: string) => boolean) {
  vi.resetModules();
  const entry = await import('./entry-server');
  const { reader, inFlight } = treeReader(testTree(), stall);
  return { entry, store: entry.createServerContentStore(reader), inFlight };
}

beforeEach(() => {
  // Node has no window: the sanitiser must get its DOM from the renderer, whatever a test before did.
  expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
});

describe('every endpoint as an instance’s first request', () => {
  it.each([
    ['/', 200, '<html lang="en-US"'],
    ['/es', 200, '<html lang="es-ES"'],
    ['/blog', 200, 'Hello world'],
    ['/es/blog?tag=intro', 200, '<html lang="es-ES"'],
    ['/blog/hello-world', 200, 'Welcome to <strong>my</strong> blog.'],
    ['/es/blog/hello-world', 200, 'Bienvenido a <strong>mi</strong> blog.'],
    ['/projects', 200, 'Portfolio'],
    ['/projects/weather-app', 200, 'A weather app.'],
    ['/es/projects/weather-app', 200, 'Una app del tiempo.'],
    ['/c/cv', 200, '<html lang="en-US"'],
    ['/search?q=hello', 200, 'Hello world'],
    ['/emi-lgn', 200, '<html lang="en-US"'],
    ['/blog/no-such-post', 404, 'noindex'],
  ])('renders %s', async (url, status, text) => {
    const { entry, store } = await freshRenderer();
    const page = await entry.renderDocument(url, ASSETS, { store });
    expect(page.status).toBe(status);
    expect(page.html).toContain(text);
  });

  it('answers page data (/api/page/…)', async () => {
    const { entry, store } = await freshRenderer();
    const data = await entry.renderPageData('/es/blog/hello-world', { store });
    expect(data.status).toBe(200);
    expect(JSON.stringify(data)).toContain('Bienvenido a <strong>mi</strong> blog.');
  });

  it.each(['en', 'es'] as const)('answers the %s feed’s full text (sanitised Markdown)', async (lang) => {
    const { entry, store } = await freshRenderer();
    const bodies = await entry.renderPostBodies(['hello-world', 'secret-draft'], lang, { store, siteUrl: 'https://site.example' });
    expect(Object.keys(bodies)).toEqual(['hello-world']);
    expect(bodies['hello-world']).toContain(
      lang === 'en' ? 'Welcome to <strong>my</strong> blog.' : 'Bienvenido a <strong>mi</strong> blog.',
    );
  });

  it.each(['full', 'quick'] as const)('answers the %s search index', async (tier) => {
    const { entry, store } = await freshRenderer();
    const index = await entry.renderSearchIndex('en', { store, tier });
    expect(index).toContain('hello-world');
    expect(index).not.toContain('secret-draft');
  });
});

describe('reads outside the render queue', () => {
  it('renders a page that reads nothing while another page’s reads never answer', { timeout: 10_000 }, async () => {
    const { entry, store } = await freshRenderer((path) => path.startsWith('posts/'));
    // Warm: the renderer's modules and both languages' messages are loaded, as on an instance that served pages.
    await entry.renderDocument('/emi-lgn', ASSETS, { store });
    await entry.renderDocument('/es/emi-lgn', ASSETS, { store });
    let hungAnswered = false;
    void entry.renderDocument('/blog/hello-world', ASSETS, { store }).then(() => (hungAnswered = true));
    void entry.renderDocument('/es/blog', ASSETS, { store }).then(() => (hungAnswered = true));
    const login = await entry.renderDocument('/es/emi-lgn', ASSETS, { store });
    expect(login.status).toBe(200);
    expect(login.html).toContain('<html lang="es-ES"');
    expect(hungAnswered).toBe(false);
  });

  it('lets the reads of many pages overlap, each page still in its own language', async () => {
    const { entry, store, inFlight } = await freshRenderer();
    const urls = ['/blog/hello-world', '/es/blog/hello-world', '/projects/weather-app', '/es/projects/weather-app', '/c/cv', '/es'];
    const pages = await Promise.all(urls.map((url) => entry.renderDocument(url, ASSETS, { store })));
    expect(inFlight.most).toBeGreaterThan(urls.length);
    pages.forEach((page, index) => {
      expect(page.status, urls[index]).toBe(200);
      expect(page.html, urls[index]).toContain(urls[index].startsWith('/es') ? '<html lang="es-ES"' : '<html lang="en-US"');
    });
    expect(pages[0].html).toContain('<h1>Hello world</h1>');
    expect(pages[1].html).toContain('<h1>Hola mundo</h1>');
  });
});

describe('a read past its deadline', () => {
  it('renders the app’s error page in the URL’s language, with a 5xx status the function answers as 503', async () => {
    vi.resetModules();
    const entry = await import('./entry-server');
    const failing: PublishedReader = {
      queryPublished: () => Promise.reject(new Error('content read of posts/summaries took longer than 4000 ms')),
      read: () => Promise.reject(new Error('content read took longer than 4000 ms')),
    };
    const store = entry.createServerContentStore(failing);
    const page = await entry.renderDocument('/es/blog/hello-world', ASSETS, { store });
    expect(page.status).toBeGreaterThanOrEqual(500);
    expect(page.html).toContain('<html lang="es-ES"');
    expect(page.html).toContain('Algo salió mal');
    const data = await entry.renderPageData('/blog', { store });
    expect(data.status).toBeGreaterThanOrEqual(500);
  });
});

describe('a list the reader keeps (the function answers the same object for 10 s)', () => {
  it('is mapped once and read by every page, and a scheduled post in it still appears at its moment', async () => {
    const { entry } = await freshRenderer();
    const tree = testTree();
    const later = Date.now() + 60 * 60 * 1000;
    tree.posts!.summaries!['hello-world'].publishedAt = later;
    const { reader } = treeReader(tree);
    const kept = new Map<string, Promise<Record<string, unknown> | null>>();
    const keeping: PublishedReader = {
      queryPublished: (path) => kept.get(path) ?? kept.set(path, reader.queryPublished(path)).get(path)!,
      read: (path) => reader.read(path),
    };
    const store = entry.createServerContentStore(keeping);
    expect((await store.listPosts()).map((post) => post.id)).not.toContain('hello-world');
    expect(await store.listPosts()).toEqual(await store.listPosts());
    vi.useFakeTimers({ now: later, toFake: ['Date'] });
    try {
      expect((await store.listPosts()).map((post) => post.id)).toContain('hello-world');
    } finally {
      vi.useRealTimers();
    }
  });
});
