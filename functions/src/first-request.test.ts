/**
 * Every endpoint the functions answer besides the pages (which the web app's renderer makes: its own tests load it
 * fresh for each page type, web/src/server/entry-server.live.test.ts) works as an instance's first request: each test
 * loads the handler's modules anew (vi.resetModules), as a new instance does.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeRequest, fakeResponse } from './testing/fake-http.js';
import { createTreeContentSource, fixtureTree } from './testing/fixture-tree.js';

const SITE = 'https://site.example';

beforeEach(() => {
  vi.resetModules();
});

describe('an instance’s first request', () => {
  it.each(['/sitemap.xml', '/es/sitemap.xml'])('answers %s', async (path) => {
    const { handleApi } = await import('./api/api-handler.js');
    const res = fakeResponse();
    await handleApi(fakeRequest({ path }), res, {
      auth: { verifyIdToken: vi.fn(), createSessionCookie: vi.fn(), verifySessionCookie: vi.fn(), revokeRefreshTokens: vi.fn() },
      allowedOrigins: new Set([SITE]),
      content: createTreeContentSource(async () => fixtureTree),
      siteUrl: SITE,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`${SITE}${path.startsWith('/es') ? '/es' : ''}/blog/both-langs`);
  });

  it('draws a link-preview card with the real renderer (fonts, satori and resvg loaded on first use)', async () => {
    const [{ ogImageHandler }, { renderOgPng }] = await Promise.all([import('./og/og-handler.js'), import('./og/render-og.js')]);
    const handler = ogImageHandler({ content: createTreeContentSource(async () => fixtureTree), siteUrl: SITE, render: renderOgPng });
    const res = fakeResponse();
    await handler(fakeRequest({ path: '/og/es/blog/both-langs.png' }), res);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.bytes.subarray(1, 4).toString()).toBe('PNG');
  }, 30_000);
});
