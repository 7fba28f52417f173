/**
 * The session handlers against the real Auth emulator (firebase-admin verifies, creates and revokes for real).
 * Run with `npm run test:functions`, which starts the emulator and sets FIREBASE_AUTH_EMULATOR_HOST.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handleApi, type ApiDeps } from '../api/api-handler.js';
import { fakeRequest, fakeResponse, type FakeRequestInit } from '../testing/fake-http.js';
import { createTreeContentSource, fixtureTree } from '../testing/fixture-tree.js';
import { parseOrigins } from './origin.js';

const PROJECT = 'demo-portfolio';
const HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const SITE = 'http://127.0.0.1:5000';
const JSON_HEADERS = { 'content-type': 'application/json' };
// What a browser adds to fetch() from the site's own page; logout acts only with these.
const SAME_ORIGIN_FETCH = { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' };

let deps: ApiDeps;

beforeAll(() => {
  if (!HOST) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: run through `npm run test:functions`');
  const app = getApps()[0] ?? initializeApp({ projectId: PROJECT });
  deps = {
    auth: getAuth(app),
    allowedOrigins: parseOrigins(`${SITE},http://localhost:5000`),
    content: createTreeContentSource(async () => fixtureTree),
    siteUrl: SITE,
  };
});

beforeEach(async () => {
  const res = await fetch(`http://${HOST}/emulator/v1/projects/${PROJECT}/accounts`, {
    method: 'DELETE',
    headers: { Authorization: 'Bearer owner' },
  });
  expect(res.ok).toBe(true);
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function call(init: FakeRequestInit) {
  const res = fakeResponse();
  await handleApi(fakeRequest(init), res, deps);
  return res;
}

async function createUser(options: { email: string; password?: string; displayName?: string; owner?: boolean }) {
  const user = await getAuth().createUser({
    email: options.email,
    password: options.password ?? 'secret-password',
    displayName: options.displayName,
  });
  if (options.owner) await getAuth().setCustomUserClaims(user.uid, { owner: true });
  return user;
}

async function signIn(email: string, password = 'secret-password'): Promise<string> {
  const res = await fetch(`http://${HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await res.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const decodePart = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;

/** The emulator's ID tokens are unsigned JWTs, so changed claims can be forged — for the emulator only. */
function forgeToken(idToken: string, changes: Record<string, unknown>): string {
  const [header, payload] = idToken.split('.');
  return `${header}.${b64url({ ...decodePart(payload), ...changes })}.`;
}

const login = (token: string, headers: Record<string, string> = JSON_HEADERS) =>
  call({ method: 'POST', path: '/api/user/login', headers, raw: JSON.stringify({ token }) });

const sessionValue = (setCookie: unknown): string => {
  const match = /^__session=([^;]*);/.exec(String(setCookie));
  if (!match) throw new Error(`no __session in ${String(setCookie)}`);
  return match[1];
};

async function signedInCookie(owner = true): Promise<{ cookie: string; uid: string }> {
  const user = await createUser({ email: 'owner@example.com', displayName: 'Emi', owner });
  const res = await login(await signIn('owner@example.com'));
  expect(res.statusCode).toBe(200);
  return { cookie: sessionValue(res.headers['set-cookie']), uid: user.uid };
}

describe('POST /api/user/login', () => {
  it('exchanges a fresh ID token for an HttpOnly, Secure, SameSite=Strict __session cookie', async () => {
    const user = await createUser({ email: 'owner@example.com', displayName: 'Emi', owner: true });
    const res = await login(await signIn('owner@example.com'), { ...JSON_HEADERS, origin: SITE });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ uid: user.uid, name: 'Emi', email: 'owner@example.com', owner: true });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^__session=[\w-]+\.[\w-]+\.[\w-]*;/);
    for (const flag of ['HttpOnly', 'Secure', 'SameSite=Strict', 'Path=/', 'Max-Age=432000']) expect(setCookie).toContain(flag);
    expect(res.headers['cache-control']).toBe('private, no-store');
    // The cookie really is a session for this user.
    expect((await getAuth().verifySessionCookie(sessionValue(setCookie), true)).uid).toBe(user.uid);
  });

  it('names a non-owner as not owner, falling back to the email for the name', async () => {
    await createUser({ email: 'visitor@example.com' });
    const res = await login(await signIn('visitor@example.com'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'visitor@example.com', owner: false });
  });

  it('refuses an ID token whose sign-in is older than 300 s', async () => {
    const user = await createUser({ email: 'owner@example.com', owner: true });
    // Tokens issued before validSince count as revoked; move it back so only the age rule can refuse.
    const old = Math.floor(Date.now() / 1000) - 1000;
    await fetch(`http://${HOST}/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:update`, {
      method: 'POST',
      headers: { ...JSON_HEADERS, Authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: user.uid, validSince: String(old) }),
    });
    const fresh = await signIn('owner@example.com');
    const stale = forgeToken(fresh, { auth_time: Math.floor(Date.now() / 1000) - 301 });
    const res = await login(stale);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('Recent sign-in required');
    expect(res.headers['set-cookie']).toBeUndefined();
    // …while the same token with a recent auth_time passes: the age is what was refused.
    expect((await login(forgeToken(fresh, { auth_time: Math.floor(Date.now() / 1000) - 60 }))).statusCode).toBe(200);
  });

  it('refuses a cross-origin login before touching Auth', async () => {
    await createUser({ email: 'owner@example.com' });
    const token = await signIn('owner@example.com');
    for (const origin of ['https://evil.example', 'null', 'http://127.0.0.1:5001']) {
      const res = await login(token, { ...JSON_HEADERS, origin });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe('Origin not allowed');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('refuses garbage, forged-user and revoked ID tokens with 401', async () => {
    const user = await createUser({ email: 'owner@example.com' });
    const token = await signIn('owner@example.com');
    for (const bad of ['not-a-jwt', 'a.b.c', forgeToken(token, { sub: 'nobody', user_id: 'nobody' })]) {
      const res = await login(bad);
      expect(res.statusCode).toBe(401);
      expect(typeof res.json().error).toBe('string');
    }
    await sleep(1100); // revocation is second-granular
    await getAuth().revokeRefreshTokens(user.uid);
    const revoked = await login(token);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().error).toBe('ID token revoked');
  });

  it.each([
    ['no body', { raw: undefined, headers: JSON_HEADERS }, 400],
    ['malformed JSON', { raw: '{"token":', headers: JSON_HEADERS }, 400],
    ['missing token', { raw: '{"tok":"x"}', headers: JSON_HEADERS }, 400],
    ['wrong content type', { raw: '{"token":"x"}', headers: { 'content-type': 'text/plain' } }, 415],
    ['oversize body', { raw: JSON.stringify({ token: 'x'.repeat(10_300) }), headers: JSON_HEADERS }, 413],
  ])('answers %s with a JSON 4xx', async (_name, init, status) => {
    const res = await call({ method: 'POST', path: '/api/user/login', ...init });
    expect(res.statusCode).toBe(status);
    expect(typeof res.json().error).toBe('string');
  });

  it('answers GET with 405 and Allow: POST', async () => {
    const res = await call({ method: 'GET', path: '/api/user/login' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('POST');
  });
});

describe('GET /api/user/token', () => {
  it('returns the signed-in user for a valid cookie', async () => {
    const { cookie, uid } = await signedInCookie();
    const res = await call({ path: '/api/user/token', headers: { cookie: `i18n_redirected=es; __session=${cookie}` } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ uid, name: 'Emi', email: 'owner@example.com', owner: true });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('answers 401 without a cookie, with a tampered one and with an ID token instead of a session', async () => {
    const { cookie } = await signedInCookie();
    const [header, payload] = cookie.split('.');
    const tampered = [
      // the emulator does not sign, so tampering shows as a payload that no longer decodes or names another user
      `${header}.${payload.slice(0, Math.floor(payload.length / 2))}.`,
      `${header}.${b64url({ ...decodePart(payload), sub: 'someone-else', user_id: 'someone-else' })}.`,
      await signIn('owner@example.com'),
    ];
    expect((await call({ path: '/api/user/token' })).statusCode).toBe(401);
    expect((await call({ path: '/api/user/token', headers: { cookie: 'session=abc' } })).statusCode).toBe(401);
    for (const value of tampered) {
      const res = await call({ path: '/api/user/token', headers: { cookie: `__session=${value}` } });
      expect(res.statusCode).toBe(401);
      expect(typeof res.json().error).toBe('string');
    }
  });

  it('answers 401 once the user’s sessions are revoked', async () => {
    const { cookie, uid } = await signedInCookie();
    await sleep(1100);
    await getAuth().revokeRefreshTokens(uid);
    const res = await call({ path: '/api/user/token', headers: { cookie: `__session=${cookie}` } });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('Session revoked');
  });
});

describe('GET /api/user/logout', () => {
  it('does nothing for an image or a navigation to it: the session stays valid', async () => {
    const { cookie } = await signedInCookie();
    await sleep(1100); // a revocation would be second-granular; give it room to show
    const variants: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' },
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
      {},
    ];
    for (const fetchMetadata of variants) {
      const res = await call({ path: '/api/user/logout', headers: { ...fetchMetadata, cookie: `__session=${cookie}` } });
      expect(res.statusCode).toBe(403);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect((await call({ path: '/api/user/token', headers: { cookie: `__session=${cookie}` } })).statusCode).toBe(200);
  });

  it('clears the cookie and revokes the session, so the old cookie stops working', async () => {
    const { cookie } = await signedInCookie();
    await sleep(1100);
    const res = await call({ path: '/api/user/logout', headers: { ...SAME_ORIGIN_FETCH, cookie: `__session=${cookie}` } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ signedOut: true, revoked: true });
    const cleared = String(res.headers['set-cookie']);
    expect(cleared).toMatch(/^__session=;/);
    for (const flag of ['Max-Age=0', 'HttpOnly', 'Secure', 'SameSite=Strict', 'Path=/']) expect(cleared).toContain(flag);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect((await call({ path: '/api/user/token', headers: { cookie: `__session=${cookie}` } })).statusCode).toBe(401);
  });

  it('is idempotent: signed out, or with a dead cookie, it still answers 200', async () => {
    const variants: Record<string, string>[] = [{}, { cookie: '__session=garbage' }];
    for (const headers of variants) {
      const res = await call({ path: '/api/user/logout', headers: { ...SAME_ORIGIN_FETCH, ...headers } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ signedOut: true, revoked: false });
    }
  });
});
