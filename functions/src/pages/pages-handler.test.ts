import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { createDatabaseContentSource, treeDbReader, type DbReader } from '../content/content-source.js';
import { fakeRequest, fakeResponse } from '../testing/fake-http.js';
import { fixtureTree } from '../testing/fixture-tree.js';
import { deadlineReader } from '../content/deadline-reader.js';
import { canonicalPageUrl, handlePage, requestedUrl, type PagesDeps } from './pages-handler.js';
import type { Renderer } from './renderer.js';

/** A renderer that answers what the web app's would for the fixture: 200 for a published id, else 404. */
function fakeRenderer(calls: { url: string; reader: DbReader }[] = []): Renderer {
  const published = async (url: string, reader: DbReader) => {
    calls.push({ url, reader });
    const id = url.split('?')[0].split('/').pop() ?? '';
    const summary = (await reader.read(`posts/summaries/${id}`)) as { status?: string } | null;
    return summary?.status === 'published' ? id : null;
  };
  return {
    async page(url, reader) {
      const id = await published(url, reader);
      return id
        ? { status: 200, html: `<!doctype html><title>${id}</title>` }
        : { status: 404, html: '<!doctype html><meta name="robots" content="noindex">' };
    },
    async data(url, reader) {
      const id = await published(url, reader);
      return id ? { status: 200, loaderData: { 'post-en': { id } }, error: null } : { status: 404, loaderData: {}, error: { status: 404 } };
    },
    async postBodies(ids, lang, _reader, siteUrl) {
      calls.push({ url: `bodies:${lang}:${ids.join(',')}`, reader: _reader });
      return Object.fromEntries(ids.map((id) => [id, `<p>The <a href="${siteUrl}/x">text</a> of ${id} & more</p>`]));
    },
    async searchIndex(lang, reader, tier) {
      calls.push({ url: `search:${lang}:${tier}`, reader });
      return lang === 'en' || lang === 'es' ? JSON.stringify({ lang, documentCount: 2 }) : null;
    },
  };
}

const reader = treeDbReader(async () => fixtureTree);
const SITE = 'https://site.example';
const deps = (render: Renderer | null = fakeRenderer()): PagesDeps => ({ reader, siteUrl: SITE, loadRenderer: async () => render });

async function get(path: string, pageDeps = deps(), init: { method?: string; url?: string } = {}) {
  const res = fakeResponse();
  await handlePage({ ...fakeRequest({ method: init.method ?? 'GET', path }), url: init.url }, res, pageDeps);
  return res;
}

describe('handlePage', () => {
  it('answers the renderer’s document with its status, as HTML the CDN may keep for a minute', async () => {
    const calls: { url: string; reader: DbReader }[] = [];
    const res = await get('/es/blog/both-langs', deps(fakeRenderer(calls)));
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('<!doctype html><title>both-langs</title>');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=25');
    expect(calls).toEqual([{ url: '/es/blog/both-langs', reader }]);
  });

  it('sends pages compressed in the best encoding the client accepts, and says the answer varies with it', async () => {
    const html = `<!doctype html><title>long</title>${'<p>Párrafo con texto.</p>'.repeat(200)}`;
    const renderer: Renderer = {
      page: async () => ({ status: 200, html }),
      data: async () => ({ status: 200, loaderData: {}, error: null }),
      postBodies: async () => ({}),
      searchIndex: async () => null,
    };
    const send = async (acceptEncoding: string | null, method = 'GET') => {
      const res = fakeResponse();
      const headers: Record<string, string> = acceptEncoding === null ? {} : { 'accept-encoding': acceptEncoding };
      await handlePage(fakeRequest({ method, path: '/blog/long', headers }), res, deps(renderer));
      return res;
    };
    const brotli = await send('gzip, deflate, br, zstd');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.bytes).toString()).toBe(html);
    expect(brotli.bytes.length).toBeLessThan(Buffer.byteLength(html) / 5);
    const gzip = await send('gzip;q=1, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.bytes).toString()).toBe(html);
    const plain = await send(null);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(html);
    for (const res of [brotli, gzip, plain]) expect(res.headers.vary).toBe('Accept-Encoding');
    const head = await send('br', 'HEAD');
    expect(head.headers['content-length']).toBe(String(brotli.bytes.length));
    // A small answer is not worth compressing.
    expect((await get('/blog/both-langs')).headers['content-encoding']).toBeUndefined();
  });

  it('keeps the page data that came with a page, so asking for it next renders nothing again', async () => {
    const calls: { url: string; reader: DbReader }[] = [];
    const pageData = { status: 200, loaderData: { 'post-en': { id: 'both-langs' } }, error: null };
    const renderer = fakeRenderer(calls);
    const pageDeps = deps({
      ...renderer,
      page: async (url, reader) => ({
        ...(await renderer.page(url, reader)),
        pageData: url === '/emi-lgn' ? null : pageData,
      }),
    });
    expect((await get('/blog/both-langs', pageDeps)).statusCode).toBe(200);
    const data = await get('/api/page/blog/both-langs?utm_source=x', pageDeps);
    expect(data.statusCode).toBe(200);
    expect(data.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(data.body)).toEqual(pageData);
    expect(calls.map((call) => call.url)).toEqual(['/blog/both-langs']);
    // A page without page data (the login page) keeps none: its /api/page answer is the renderer's.
    await get('/emi-lgn', pageDeps);
    await get('/api/page/emi-lgn', pageDeps);
    expect(calls.map((call) => call.url)).toEqual(['/blog/both-langs', '/emi-lgn', '/emi-lgn']);
  });

  it('passes the 404 of an unknown or draft item through, cached briefly like any public page', async () => {
    for (const path of ['/blog/no-such-post', '/blog/secret-draft']) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.body, path).toContain('noindex');
      expect(res.headers['cache-control'], path).toBe('public, max-age=0, s-maxage=25');
    }
  });

  it('answers a failure to read content with the app’s error page as a 503 that no cache keeps, and asks again next time', async () => {
    let failing = true;
    const renderer: Renderer = {
      ...fakeRenderer(),
      page: async () => (failing ? { status: 500, html: '<!doctype html><html lang="es-ES">Algo salió mal' } : { status: 200, html: 'ok' }),
    };
    const pageDeps = deps(renderer);
    const res = await get('/es/blog/both-langs', pageDeps);
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('Algo salió mal');
    failing = false;
    expect((await get('/es/blog/both-langs', pageDeps)).statusCode).toBe(200);
  });

  it('never lets a CDN keep a page or page data that made do without a failed read (tags by their slugs)', async () => {
    const degraded = deps({
      ...fakeRenderer(),
      page: async () => ({ status: 200, html: '<!doctype html>slugs', degraded: true }),
      data: async () => ({ status: 200, loaderData: {}, error: null, degraded: true }),
    });
    const page = await get('/blog', degraded);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    const data = await get('/api/page/blog', degraded);
    expect(data.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(data.body)).toEqual({ status: 200, loaderData: {}, error: null });
  });

  it('answers /api/page… with the page data of the page behind it, as JSON cached like the page', async () => {
    const calls: { url: string; reader: DbReader }[] = [];
    const found = await get('/api/page/es/blog/both-langs', deps(fakeRenderer(calls)), { url: '/api/page/es/blog/both-langs?x=1' });
    expect(found.statusCode).toBe(200);
    expect(found.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(found.headers['cache-control']).toBe('public, max-age=0, s-maxage=25');
    expect(JSON.parse(found.body)).toEqual({ status: 200, loaderData: { 'post-en': { id: 'both-langs' } }, error: null });
    expect(calls.map((call) => call.url)).toEqual(['/es/blog/both-langs']);

    const missing = await get('/api/page/blog/secret-draft');
    expect(missing.statusCode).toBe(404);
    expect(JSON.parse(missing.body).loaderData).toEqual({});
  });

  it('answers /api/search/{lang}.json and {lang}.quick.json with the search index of the language and its quick tier, as JSON cached like the page data', async () => {
    const calls: { url: string; reader: DbReader }[] = [];
    const res = await get('/api/search/es.json', deps(fakeRenderer(calls)), { url: '/api/search/es.json?v=1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=25');
    expect(JSON.parse(res.body)).toEqual({ lang: 'es', documentCount: 2 });
    expect(calls).toEqual([{ url: 'search:es:full', reader }]);

    // The quick tier (titles, tags and summaries), which the search page downloads first.
    const quick = await get('/api/search/en.quick.json', deps(fakeRenderer(calls)));
    expect(quick.statusCode).toBe(200);
    expect(quick.headers['cache-control']).toBe('public, max-age=0, s-maxage=25');
    expect(calls[1]).toEqual({ url: 'search:en:quick', reader });

    for (const path of [
      '/api/search/fr.json',
      '/api/search/fr.quick.json',
      '/api/search/es.slow.json',
      '/api/search/es',
      '/api/search/',
      '/api/search/../blog',
    ]) {
      const missing = await get(path);
      expect(missing.statusCode, path).toBe(404);
      expect(missing.headers['content-type'], path).toBe('application/json; charset=utf-8');
    }
  });

  it('renders the path the visitor asked for with the query parameters the page reads, and never an absolute URL', async () => {
    const calls: { url: string; reader: DbReader }[] = [];
    await get('/blog/both-langs', deps(fakeRenderer(calls)), { url: '/blog/both-langs?utm=x' });
    await get('/blog/both-langs', deps(fakeRenderer(calls)), { url: '//evil.example/blog/both-langs' });
    await get('/es/blog', deps(fakeRenderer(calls)), { url: '/es/blog?utm_source=x&page=2&fbclid=y&tag=css&tag=js' });
    await get('/es/buscar', deps(fakeRenderer(calls)), { url: '/es/buscar?q=hola%20mundo&x=1' });
    expect(calls.map((call) => call.url)).toEqual([
      '/blog/both-langs',
      '/blog/both-langs',
      '/es/blog?tag=css&page=2',
      '/es/buscar?q=hola+mundo',
    ]);
    expect(requestedUrl(fakeRequest({ path: '/projects/x' }))).toBe('/projects/x');
    expect(canonicalPageUrl('/search?q=a&page=3')).toBe('/search?q=a');
    expect(canonicalPageUrl('/projects?tag=css')).toBe('/projects');
  });

  it('renders a flood of URLs with unknown query parameters once: identical requests in flight share one render', async () => {
    const calls: { url: string; reader: DbReader }[] = [];
    const pageDeps = deps(fakeRenderer(calls));
    const answers = await Promise.all(
      Array.from({ length: 80 }, (_, index) => get('/blog/both-langs', pageDeps, { url: `/blog/both-langs?x=${index}` })),
    );
    expect(calls.map((call) => call.url)).toEqual(['/blog/both-langs']);
    expect(new Set(answers.map((res) => `${res.statusCode} ${res.body}`))).toEqual(
      new Set(['200 <!doctype html><title>both-langs</title>']),
    );
  });

  it('keeps a rendered page, its data and a search index for the CDN’s window, then renders them again', async () => {
    const calls: { url: string; reader: DbReader }[] = [];
    let now = 1_000_000;
    const pageDeps: PagesDeps = { ...deps(fakeRenderer(calls)), now: () => now };
    const ask = () =>
      Promise.all(['/blog/both-langs', '/api/page/blog/both-langs', '/api/search/en.json'].map((path) => get(path, pageDeps)));
    await ask();
    now += 24_999;
    await ask();
    expect(calls).toHaveLength(3);
    now += 2;
    await ask();
    expect(calls.map((call) => call.url)).toEqual([
      '/blog/both-langs',
      '/blog/both-langs',
      'search:en:full',
      '/blog/both-langs',
      '/blog/both-langs',
      'search:en:full',
    ]);
  });

  it('answers 503 within the read deadline when the database never answers, and a page that reads nothing meanwhile', async () => {
    // A reader whose content reads stall, behind the deadline the function puts on every read (here 50 ms).
    const stalled = deadlineReader({ queryPublished: () => new Promise(() => undefined), read: () => new Promise(() => undefined) }, 50);
    const renderer: Renderer = {
      ...fakeRenderer(),
      // As the web app's renderer does: a failed read is a 500 error page; the login page reads nothing.
      page: async (url, reader) => {
        if (url === '/emi-lgn') return { status: 200, html: 'login' };
        return reader.read('posts/summaries/both-langs').then(
          () => ({ status: 200, html: 'post' }),
          () => ({ status: 500, html: 'error page' }),
        );
      },
    };
    const pageDeps: PagesDeps = { ...deps(renderer), reader: stalled };
    const started = Date.now();
    const [post, login, feed] = await Promise.all([
      get('/blog/both-langs', pageDeps),
      get('/emi-lgn', pageDeps),
      get('/feed.xml', pageDeps),
    ]);
    expect(Date.now() - started).toBeLessThan(1000);
    expect([post.statusCode, post.headers['cache-control'], post.headers['retry-after']]).toEqual([503, 'no-store', '30']);
    expect([feed.statusCode, feed.headers['cache-control'], feed.headers['retry-after']]).toEqual([503, 'no-store', '30']);
    expect(login.statusCode).toBe(200);
  });

  it('answers 503, not cached and logged, when the web app’s renderer was not built', async () => {
    const logError = vi.fn();
    const res = fakeResponse();
    await handlePage(fakeRequest({ path: '/blog/both-langs' }), res, { ...deps(null), logError });
    expect(res.statusCode).toBe(503);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(logError).toHaveBeenCalledOnce();
  });

  it('allows GET and HEAD only; HEAD gets the headers without a body', async () => {
    const post = await get('/blog/both-langs', deps(), { method: 'POST' });
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
    const head = await get('/blog/both-langs', deps(), { method: 'HEAD' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength('<!doctype html><title>both-langs</title>')));
  });
});

describe('the feeds (full text from the renderer)', () => {
  it('lists the feed’s posts with their whole text as escaped content:encoded, and asks the renderer for those posts only', async () => {
    const calls: { url: string; reader: DbReader }[] = [];
    const res = await get('/es/feed.xml', deps(fakeRenderer(calls)));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=25');
    // The Spanish feed: published posts written in Spanish, newest first; never a draft or an English-only post.
    expect(calls.map((call) => call.url)).toEqual(['bodies:es:spanish-only,both-langs,title-no-summary']);
    expect(res.body).toContain('xmlns:content="http://purl.org/rss/1.0/modules/content/"');
    expect(res.body).toContain(
      '<content:encoded>&lt;p&gt;The &lt;a href=&quot;https://site.example/x&quot;&gt;text&lt;/a&gt; of both-langs &amp; more&lt;/p&gt;</content:encoded>',
    );
    expect(res.body).not.toMatch(/secret-draft|english-only/);
  });

  it('renders again only the posts saved since the feed was last asked for', async () => {
    const tree = structuredClone(fixtureTree) as { posts: { summaries: Record<string, { updatedAt: number }> } };
    const calls: { url: string; reader: DbReader }[] = [];
    const own: PagesDeps = { ...deps(fakeRenderer(calls)), reader: treeDbReader(async () => tree as never) };
    let now = 1_000_000;
    own.now = () => now;
    const first = await get('/es/feed.xml', own);
    now += 25_000;
    expect((await get('/es/feed.xml', own)).body).toBe(first.body);
    tree.posts.summaries['both-langs'].updatedAt += 1000;
    now += 25_000;
    await get('/es/feed.xml', own);
    expect(calls.map((call) => call.url)).toEqual(['bodies:es:spanish-only,both-langs,title-no-summary', 'bodies:es:both-langs']);
  });

  it('answers 503, not cached and logged, when the content cannot be read', async () => {
    const logError = vi.fn();
    const failing: DbReader = { queryPublished: () => Promise.reject(new Error('database down')), read: () => Promise.resolve(null) };
    const res = await get('/feed.xml', { ...deps(), reader: failing, logError });
    expect(res.statusCode).toBe(503);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['retry-after']).toBe('30');
    expect(logError).toHaveBeenCalledWith('feed: content read failed', expect.any(Error));
  });
});

describe('treeDbReader (the bundled seed as the renderer reads it)', () => {
  it('answers the published documents to the published query, of which visitors get only what is live, and any path to a read', async () => {
    const published = await reader.queryPublished('posts/summaries');
    expect(Object.keys(published ?? {})).toContain('both-langs');
    // A draft of the older shape sits among them until the migration; the mapping leaves it out.
    const listed = await createDatabaseContentSource(reader).listPostSummaries();
    expect(listed.map((item) => item.id)).toContain('both-langs');
    expect(listed.map((item) => item.id)).not.toContain('secret-draft');
    expect(await reader.read('posts/summaries/no-such-post')).toBeNull();
    expect(await reader.read('no/such/path')).toBeNull();
  });
});
