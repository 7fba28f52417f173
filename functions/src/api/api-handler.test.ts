import { describe, expect, it } from 'vitest';
import type { SessionAuth, VerifiedClaims } from '../session/session-handlers.js';
import { fakeRequest, fakeResponse, type FakeRequestInit } from '../testing/fake-http.js';
import { createTreeContentSource, fixtureTree } from '../testing/fixture-tree.js';
import { parseXml } from '../testing/xml.js';
import { handleApi } from './api-handler.js';

const NOW = 1_700_000_000;
const claims: VerifiedClaims = { uid: 'u1', auth_time: NOW - 10, email: 'owner@example.com', owner: true };

/** A stand-in for firebase-admin Auth: 'good' is the only valid ID token and 'cookie' the only valid session. */
const fakeAuth: SessionAuth = {
  verifyIdToken: async (token) => {
    if (token === 'good') return claims;
    if (token === 'stale') return { ...claims, auth_time: NOW - 301 };
    if (token === 'boom') throw new Error('network down');
    if (token === 'internal') throw Object.assign(new Error('backend'), { code: 'auth/internal-error' });
    if (token === 'undecodable') throw new SyntaxError('Unterminated string in JSON');
    throw Object.assign(new Error('bad'), { code: 'auth/argument-error' });
  },
  createSessionCookie: async () => 'cookie',
  verifySessionCookie: async (cookie) => {
    if (cookie === 'cookie') return claims;
    throw Object.assign(new Error('bad'), { code: 'auth/session-cookie-revoked' });
  },
  revokeRefreshTokens: async (uid) => {
    revokedUids.push(uid);
  },
};
const revokedUids: string[] = [];

const deps = {
  auth: fakeAuth,
  allowedOrigins: new Set(['https://site.example']),
  now: () => NOW,
  content: createTreeContentSource(async () => fixtureTree),
  siteUrl: 'https://site.example',
};

async function call(init: FakeRequestInit) {
  const res = fakeResponse();
  await handleApi(fakeRequest(init), res, deps);
  return res;
}

const login = (raw: string | undefined, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  call({ method: 'POST', path: '/api/user/login', raw, headers });

describe('handleApi routing', () => {
  it('answers unknown paths with a JSON 404', async () => {
    const res = await call({ path: '/api/user/whoami' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatch(/not found/i);
    expect((await call({ path: '/api/user' })).statusCode).toBe(404);
    expect((await call({ path: '/api/user/__proto__' })).statusCode).toBe(404);
  });
  it.each([
    ['GET', '/api/user/login', 'POST'],
    ['POST', '/api/user/token', 'GET'],
    ['DELETE', '/api/user/logout', 'GET'],
    ['POST', '/sitemap.xml', 'GET, HEAD'],
    ['PUT', '/es/sitemap.xml', 'GET, HEAD'],
  ])('answers %s %s with 405 and Allow: %s', async (method, path, allow) => {
    const res = await call({ method, path });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe(allow);
    expect(res.json().error).toBeTruthy();
  });
  it('serves both sitemaps as cacheable XML (the feeds are the pages function’s: they carry rendered posts)', async () => {
    expect((await call({ path: '/feed.xml' })).statusCode).toBe(404);
    for (const [path, type] of [
      ['/sitemap.xml', 'application/xml; charset=utf-8'],
      ['/es/sitemap.xml', 'application/xml; charset=utf-8'],
    ]) {
      const res = await call({ path });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=25');
      expect(() => parseXml(res.body)).not.toThrow();
      expect(res.body).not.toContain('secret-draft');
    }
    expect((await call({ path: '/es/sitemap.xml' })).body).toContain('https://site.example/es/blog/spanish-only');
  });
});

describe('login input validation (before any token check)', () => {
  it('accepts a good token and sets the cookie', async () => {
    const res = await login('{"token":"good"}');
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toMatch(/^__session=cookie;/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toEqual({ uid: 'u1', name: 'owner@example.com', email: 'owner@example.com', owner: true });
  });
  it.each([
    ['no body', undefined, 400, /missing json body/i],
    ['empty body', '', 400, /missing json body/i],
    ['malformed JSON', '{"token":', 400, /malformed/i],
    ['a JSON array', '["good"]', 400, /object/i],
    ['JSON null', 'null', 400, /missing json body/i],
    ['no token', '{}', 400, /missing token/i],
    ['a non-string token', '{"token":42}', 400, /missing token/i],
    ['a blank token', '{"token":"  "}', 400, /missing token/i],
    ['an invalid token', '{"token":"forged"}', 401, /invalid token/i],
    ['a stale sign-in', '{"token":"stale"}', 401, /recent sign-in/i],
    ['a body over 10 KB', JSON.stringify({ token: 'x'.repeat(11_000) }), 413, /too large/i],
  ])('refuses %s', async (_name, raw, status, error) => {
    const res = await login(raw);
    expect(res.statusCode).toBe(status);
    expect(String(res.json().error)).toMatch(error);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.body).not.toMatch(/at .*\.ts|stack/i);
  });
  it('refuses a token over 8 KB inside an allowed body', async () => {
    const res = await login(JSON.stringify({ token: 'x'.repeat(9000) }));
    expect(res.statusCode).toBe(400);
  });
  it('refuses a wrong content type with 415', async () => {
    const res = await login('token=good', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(res.statusCode).toBe(415);
    expect((await login('{"token":"good"}', {})).statusCode).toBe(415);
    expect((await login('{"token":"good"}', { 'content-type': 'application/json; charset=utf-8' })).statusCode).toBe(200);
  });
  it('refuses a declared Content-Length over 10 KB even before reading the body', async () => {
    const res = await login('{"token":"good"}', { 'content-type': 'application/json', 'content-length': '20000' });
    expect(res.statusCode).toBe(413);
  });
  it('refuses a foreign Origin with 403 and accepts the site’s own', async () => {
    const foreign = await login('{"token":"good"}', { 'content-type': 'application/json', origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.headers['set-cookie']).toBeUndefined();
    const own = await login('{"token":"good"}', { 'content-type': 'application/json', origin: 'https://site.example' });
    expect(own.statusCode).toBe(200);
  });
  it('answers 503, not a stack trace, when Auth itself fails', async () => {
    const res = await login('{"token":"boom"}');
    expect(res.statusCode).toBe(503);
    expect(res.body).not.toContain('network down');
    expect((await login('{"token":"internal"}')).statusCode).toBe(503);
  });
  it('answers 401 when the token payload does not even decode', async () => {
    const res = await login('{"token":"undecodable"}');
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('Invalid token');
  });
});

describe('token and logout with the fake Auth', () => {
  it('returns the user for a valid cookie and 401 otherwise', async () => {
    expect((await call({ path: '/api/user/token', headers: { cookie: 'a=b; __session=cookie' } })).json()).toMatchObject({
      uid: 'u1',
      owner: true,
    });
    const missing = await call({ path: '/api/user/token' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json().error).toBe('Not signed in');
    const revoked = await call({ path: '/api/user/token', headers: { cookie: '__session=old' } });
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().error).toBe('Session revoked');
  });
  it('clears the cookie on logout, signed in or not', async () => {
    const variants: Record<string, string>[] = [{ cookie: '__session=cookie' }, {}, { cookie: '__session=old' }];
    for (const headers of variants) {
      const res = await call({ path: '/api/user/logout', headers: { ...SAME_ORIGIN_FETCH, ...headers } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['set-cookie']).toMatch(/^__session=; Max-Age=0;/);
    }
  });
});

// What a browser sends with fetch('/api/user/logout') from the site's own page (web/src/features/auth/api/session-api.ts).
const SAME_ORIGIN_FETCH = { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' };

describe('logout acts only for a same-origin fetch (Fetch Metadata)', () => {
  it.each([
    ['fetch() from the site', SAME_ORIGIN_FETCH],
    ['a same-origin-mode fetch', { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'same-origin' }],
  ])('revokes the sessions for %s', async (_name, headers) => {
    revokedUids.length = 0;
    const res = await call({ path: '/api/user/logout', headers: { ...headers, cookie: '__session=cookie' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ signedOut: true, revoked: true });
    expect(revokedUids).toEqual(['u1']);
    expect(res.headers['set-cookie']).toMatch(/^__session=; Max-Age=0;/);
  });

  it.each([
    ['no Fetch Metadata at all (curl, an old browser)', {}],
    [
      'an <img src="/api/user/logout"> in a post',
      { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' },
    ],
    ['a link on the site', { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' }],
    ['a typed or bookmarked URL', { 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate' }],
    ['a link from another site', { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' }],
    ['an image on another site', { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' }],
    ['a fetch from a sibling subdomain', { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'cors' }],
    ['a cross-site fetch', { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors' }],
    ['a mode without a site', { 'sec-fetch-mode': 'cors' }],
    ['headers in capitals', { 'sec-fetch-site': 'SAME-ORIGIN', 'sec-fetch-mode': 'CORS' }],
  ])('refuses %s with 403, no revocation and the cookie kept', async (_name, headers) => {
    revokedUids.length = 0;
    const res = await call({ path: '/api/user/logout', headers: { ...headers, cookie: '__session=cookie' } });
    expect(res.statusCode).toBe(403);
    expect(typeof res.json().error).toBe('string');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(revokedUids).toEqual([]);
  });
});
