import { describe, expect, it, vi } from 'vitest';
import { handleApi } from '../api/api-handler.js';
import { treeDbReader } from '../content/content-source.js';
import { MAX_TIME_MS } from '@portfolio/content/db-mapping';
import type { DbTree } from '../content/types.js';
import { handlePage } from '../pages/pages-handler.js';
import { fakeRequest, fakeResponse } from '../testing/fake-http.js';
import { createTreeContentSource, fixtureTree } from '../testing/fixture-tree.js';
import { INTERNAL_ERROR_BODY, withCatchAll } from './catch-all.js';

const STACK_LIKE = /\bat \S+ \(|RangeError|TypeError|Error:|\.ts:\d+|node_modules/;

describe('withCatchAll', () => {
  it('answers a thrown error with a short 500 and logs the error, not the client', async () => {
    const log = vi.fn();
    const secret = new TypeError('Cannot read properties of undefined (reading "x") at /srv/functions/lib/index.js:12');
    const res = fakeResponse();
    await withCatchAll(
      'pages',
      () => {
        throw secret;
      },
      log,
    )(fakeRequest({ path: '/blog/x' }), res);
    expect(res.statusCode).toBe(500);
    expect(res.body).toBe(INTERNAL_ERROR_BODY);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(log).toHaveBeenCalledWith('pages: unhandled error on GET /blog/x', secret);
  });

  it('answers a rejected promise with JSON for the API', async () => {
    const res = fakeResponse();
    await withCatchAll(
      'api',
      async () => Promise.reject(new Error('params missing')),
      vi.fn(),
      'json',
    )(fakeRequest({ path: '/api/user/token' }), res);
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: INTERNAL_ERROR_BODY });
    expect(res.body).not.toMatch(STACK_LIKE);
  });

  it('only ends a response the handler had already sent, and survives a throwing logger', async () => {
    const res = fakeResponse();
    await withCatchAll(
      'api',
      (_req, response) => {
        response.status(200).send('partial');
        throw new Error('after sending');
      },
      () => {
        throw new Error('logger down');
      },
    )(fakeRequest({ path: '/sitemap.xml' }), res);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('partial');
    expect(res.ended).toBe(true);
  });

  it('leaves a working handler alone', async () => {
    const log = vi.fn();
    const res = fakeResponse();
    await withCatchAll(
      'api',
      (req, response) => handleApi(req, response, apiDeps(fixtureTree)),
      log,
      'json',
    )(fakeRequest({ path: '/sitemap.xml' }), res);
    expect(res.statusCode).toBe(200);
    expect(log).not.toHaveBeenCalled();
  });

  it('turns a failing dependency of the pages function (its renderer) into a clean 500', async () => {
    const log = vi.fn();
    const res = fakeResponse();
    const deps = {
      reader: treeDbReader(async () => fixtureTree),
      siteUrl: 'https://site.example',
      loadRenderer: () => Promise.reject(new Error('Cannot find module entry-server.js')),
    };
    await withCatchAll('pages', (req, response) => handlePage(req, response, deps), log)(fakeRequest({ path: '/blog/both-langs' }), res);
    expect(res.statusCode).toBe(500);
    expect(res.body).toBe(INTERNAL_ERROR_BODY);
    expect(log).toHaveBeenCalledOnce();
  });
});

const apiDeps = (tree: DbTree) => ({
  auth: {
    verifyIdToken: () => Promise.reject(new Error('unused')),
    createSessionCookie: () => Promise.reject(new Error('unused')),
    verifySessionCookie: () => Promise.reject(new Error('unused')),
    revokeRefreshTokens: () => Promise.reject(new Error('unused')),
  },
  allowedOrigins: new Set<string>(),
  content: createTreeContentSource(async () => tree),
  siteUrl: 'https://site.example',
});

/**
 * Stored data past what a Date holds (possible through an Admin-SDK import, which bypasses the rules):
 * `new Date(8.64e15 + 1).toISOString()` throws a RangeError. Read, it is clamped to "no date". (Pages are the
 * web renderer's: web/src/server/entry-server.test.tsx.)
 */
describe('timestamps beyond what a Date holds', () => {
  const hostile = structuredClone(fixtureTree);
  const post = (hostile.posts!.summaries as Record<string, Record<string, unknown>>)['both-langs'];
  post.updatedAt = MAX_TIME_MS + 1;
  post.publishedAt = 1e300;
  const project = Object.values(hostile.projects!.summaries as Record<string, Record<string, unknown>>)[0];
  project.updatedAt = Number.MAX_SAFE_INTEGER;

  it.each(['/sitemap.xml', '/es/sitemap.xml'])('%s still answers 200', async (path) => {
    const res = fakeResponse();
    await handleApi(fakeRequest({ path }), res, apiDeps(hostile));
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/Invalid Date|NaN/);
  });
});
