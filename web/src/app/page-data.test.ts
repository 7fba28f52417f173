import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, isRouteErrorResponse, type RouteObject } from 'react-router-dom';
import {
  ownerOrVisitorView,
  previewsChanges,
  pageDataOf,
  pageDataStrategy,
  pageLanguagesOf,
  readEmbeddedPageData,
  serializePageData,
  type PageData,
} from './page-data';
import { ContentError } from '../data/content-store';

const page = (loaderData: Record<string, unknown>, status = 200, error: PageData['error'] = null): PageData => ({
  status,
  loaderData,
  error,
});

describe('pageDataOf', () => {
  it('keeps the content routes’ data only, and the page’s error as status and data', () => {
    expect(pageDataOf(200, { 'lang-en': { lang: 'en' }, 'blog-en': { posts: [] } }, null)).toEqual(page({ 'blog-en': { posts: [] } }));
    const thrown = { 'pages-en': new (class extends Error {})('boom') };
    expect(pageDataOf(500, {}, thrown).error).toEqual({ status: 500, data: { message: '' } });
  });
});

describe('pageLanguagesOf', () => {
  it('is what a route’s data says (also on an item shown in another language), or null', () => {
    expect(pageLanguagesOf(page({ 'post-en': { languages: ['en'] } }))).toEqual(['en']);
    expect(pageLanguagesOf(page({ 'post-es': { languages: ['en'], shownIn: 'en' } }))).toEqual(['en']);
    expect(pageLanguagesOf(page({}, 404, { status: 404, data: { message: 'Page not found: /es/blog/x' } }))).toBeNull();
    expect(pageLanguagesOf(page({ 'home-en': { posts: [] } }))).toBeNull();
  });
});

describe('serializePageData', () => {
  it('cannot close its script block early', () => {
    const json = serializePageData(page({ 'post-en': { body: '</script><script>alert(1)</script><!--' } }));
    expect(json).not.toMatch(/<\/script|<!--/i);
    expect(JSON.parse(json)).toEqual(page({ 'post-en': { body: '</script><script>alert(1)</script><!--' } }));
  });
});

describe('readEmbeddedPageData', () => {
  it('reads the block the server wrote after #root, not an element of the page that took its id', () => {
    const doc = document;
    const crafted = serializePageData(page({ 'post-en': { bodyHtml: '<form>crafted</form>' } }));
    const real = serializePageData(page({ 'post-en': { bodyHtml: '<p>real</p>' } }));
    doc.body.innerHTML = `<div id="root"><p id="page-data">${crafted}</p></div><script type="application/json" id="page-data">${real}</script>`;
    expect(readEmbeddedPageData(doc)?.page).toEqual(page({ 'post-en': { bodyHtml: '<p>real</p>' } }));
    // With no block where the server puts it, there is no page data (the client asks the server).
    doc.body.innerHTML = `<div id="root"></div><p id="page-data">${crafted}</p>`;
    expect(readEmbeddedPageData(doc)).toBeNull();
    doc.body.innerHTML = '';
  });
});

describe('pageDataStrategy', () => {
  const contentLoader = vi.fn(() => ({ from: 'local loader' }));
  const languageLoader = vi.fn(() => ({ lang: 'en' }));
  const routes: RouteObject[] = [
    {
      id: 'lang-en',
      path: '/',
      loader: languageLoader,
      // As a layout whose data does not change with its children: it loads once.
      shouldRevalidate: () => false,
      ErrorBoundary: () => null,
      children: [
        { id: 'blog-en', path: 'blog', loader: contentLoader },
        { id: 'admin-en', path: 'admin', loader: () => ({ admin: true }) },
      ],
    },
  ];
  const json = (body: PageData, status = 200) =>
    Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

  async function navigate(strategy: ReturnType<typeof pageDataStrategy>, path: string) {
    const router = createMemoryRouter(routes, { initialEntries: [path], dataStrategy: strategy });
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    return router;
  }

  it('takes the first page’s content from the document, and runs the other loaders here', async () => {
    contentLoader.mockClear();
    const fetch = vi.fn();
    const router = await navigate(
      pageDataStrategy({ embedded: { url: '/blog', page: page({ 'blog-en': { from: 'page' } }) }, fromServer: async () => true, fetch }),
      '/blog',
    );
    expect(router.state.loaderData).toEqual({ 'lang-en': { lang: 'en' }, 'blog-en': { from: 'page' } });
    expect(contentLoader).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('fetches /api/page… for a visitor’s navigation, and throws its 404 to the error boundary', async () => {
    contentLoader.mockClear();
    const fetch = vi.fn((url: string) =>
      url === '/api/page/blog?page=9'
        ? json(page({}, 404, { status: 404, data: { message: 'Page not found: /blog?page=9' } }), 404)
        : json(page({ 'blog-en': { from: 'server' } })),
    );
    const router = await navigate(pageDataStrategy({ embedded: null, fromServer: async () => true, fetch: fetch as never }), '/blog');
    expect(router.state.loaderData['blog-en']).toEqual({ from: 'server' });
    await router.navigate('/blog?page=9');
    const error = router.state.errors?.['lang-en'];
    expect(isRouteErrorResponse(error) && error.status).toBe(404);
    expect(isRouteErrorResponse(error) && error.data).toEqual({ message: 'Page not found: /blog?page=9' });
    expect(contentLoader).not.toHaveBeenCalled();
  });

  it('keeps the data of routes that did not load again (the layout’s, on a child navigation)', async () => {
    languageLoader.mockClear();
    const fetch = vi.fn((url: string) => json(page({ 'blog-en': { from: url } })));
    const router = await navigate(pageDataStrategy({ embedded: null, fromServer: async () => true, fetch: fetch as never }), '/blog');
    await router.navigate('/admin');
    expect(router.state.loaderData).toEqual({ 'lang-en': { lang: 'en' }, 'admin-en': { admin: true } });
    expect(languageLoader).toHaveBeenCalledOnce();
  });

  it('runs the content loaders here in the owner’s tab (live content) and without a backend', async () => {
    contentLoader.mockClear();
    const fetch = vi.fn();
    const router = await navigate(pageDataStrategy({ embedded: null, fromServer: async () => false, fetch }), '/blog');
    expect(router.state.loaderData['blog-en']).toEqual({ from: 'local loader' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('answers the document’s 404 to a visitor, but asks the owner’s own loaders again (a draft’s preview)', async () => {
    const notFound = () => page({}, 404, { status: 404, data: { message: 'Page not found: /blog' } });
    contentLoader.mockClear();
    const visitor = await navigate(
      pageDataStrategy({ embedded: { url: '/blog', page: notFound() }, fromServer: async () => true }),
      '/blog',
    );
    const error = visitor.state.errors?.['lang-en'];
    expect(isRouteErrorResponse(error) && error.status).toBe(404);
    expect(contentLoader).not.toHaveBeenCalled();

    const owner = await navigate(
      pageDataStrategy({ embedded: { url: '/blog', page: notFound() }, fromServer: async () => false }),
      '/blog',
    );
    expect(owner.state.errors).toBeNull();
    expect(owner.state.loaderData['blog-en']).toEqual({ from: 'local loader' });
  });

  it('takes a ?preview page from the document for a visitor, and from the owner’s own loaders (staged changes)', async () => {
    const published = () => ({ url: '/blog?preview', page: page({ 'blog-en': { from: 'page' } }) });
    contentLoader.mockClear();
    const visitor = await navigate(pageDataStrategy({ embedded: published(), fromServer: async () => true }), '/blog?preview');
    expect(visitor.state.loaderData['blog-en']).toEqual({ from: 'page' });
    expect(contentLoader).not.toHaveBeenCalled();

    const owner = await navigate(pageDataStrategy({ embedded: published(), fromServer: async () => false }), '/blog?preview');
    expect(owner.state.loaderData['blog-en']).toEqual({ from: 'local loader' });
  });

  it('does not use the document’s data for another URL (the language redirect moved the visitor)', async () => {
    const fetch = vi.fn(() => json(page({ 'blog-en': { from: 'server' } })));
    const router = await navigate(
      pageDataStrategy({
        embedded: { url: '/es/blog', page: page({ 'blog-es': {} }) },
        fromServer: async () => true,
        fetch: fetch as never,
      }),
      '/blog',
    );
    expect(router.state.loaderData['blog-en']).toEqual({ from: 'server' });
  });

  it('shows the last of two navigations when the second replaces the first while it waits', async () => {
    const fetch = vi.fn(
      (url: string, init: { signal: AbortSignal }) =>
        new Promise<Response>((resolve, reject) => {
          init.signal.addEventListener('abort', () => reject(new DOMException('signal is aborted without reason', 'AbortError')));
          setTimeout(
            () =>
              resolve(
                new Response(JSON.stringify(page({ 'blog-en': { from: url } })), { headers: { 'content-type': 'application/json' } }),
              ),
            20,
          );
        }),
    );
    // Asking who is signed in takes a moment: the second navigation starts while the first waits for it.
    const fromServer = () => new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 10));
    const router = await navigate(pageDataStrategy({ embedded: null, fromServer, fetch: fetch as never }), '/blog');
    void router.navigate('/blog?page=2');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await router.navigate('/blog?page=3');
    await vi.waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(router.state.loaderData['blog-en']).toEqual({ from: '/api/page/blog?page=3' });
  });

  it('turns a failed request into a network error, not a wrong page', async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const router = await navigate(pageDataStrategy({ embedded: null, fromServer: async () => true, fetch: fetch as never }), '/blog');
    expect(router.state.errors?.['lang-en']).toBeInstanceOf(ContentError);
  });

  it('keeps a server error that is not JSON (Hosting’s own page) an error of that status', async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response('<html>', { status: 503, headers: { 'content-type': 'text/html' } })));
    const router = await navigate(pageDataStrategy({ embedded: null, fromServer: async () => true, fetch: fetch as never }), '/blog');
    const error = router.state.errors?.['lang-en'];
    expect(isRouteErrorResponse(error) && error.status).toBe(503);
  });
});

describe('ownerOrVisitorView (docs/decisions.md, "Draft preview")', () => {
  const reader = (visible: string | null, edited: string | null) =>
    vi.fn((options?: { includeDrafts: boolean }) => Promise.resolve(options?.includeDrafts ? edited : visible));

  it('shows the owner a live item as visitors see it, never the working copy', async () => {
    const get = reader('published', 'working copy');
    expect(await ownerOrVisitorView(get, true)).toBe('published');
    expect(get).not.toHaveBeenCalledWith({ includeDrafts: true });
  });

  it('shows the owner the working copy of a live item when the address asks for the staged changes, and others the published one', async () => {
    expect(await ownerOrVisitorView(reader('published', 'working copy'), true, true)).toBe('working copy');
    const get = reader('published', 'working copy');
    expect(await ownerOrVisitorView(get, false, true)).toBe('published');
    expect(get).not.toHaveBeenCalledWith({ includeDrafts: true });
    expect(previewsChanges(new URL('https://example.com/blog/hello?preview'))).toBe(true);
    expect(previewsChanges(new URL('https://example.com/blog/hello?utm_source=x'))).toBe(false);
  });

  it('previews an item visitors do not see for the owner only', async () => {
    expect(await ownerOrVisitorView(reader(null, 'draft'), true)).toBe('draft');
    const get = reader(null, 'draft');
    expect(await ownerOrVisitorView(get, false)).toBeNull();
    expect(get).not.toHaveBeenCalledWith({ includeDrafts: true });
  });
});
