/**
 * The Realtime Database stand-in (scripts/stand-in/database.mjs) judged by what it must refuse and answer:
 * the real SDKs (firebase@12 and firebase-admin) over the wire, the project's own database.rules.json, the
 * callers' tokens as the Auth emulator makes them (unsigned JWTs, custom claims at the top). An ephemeral
 * port: no lock, no Java. A stand-in that let a caller's identity outlive its request (targaryen's
 * `as(null)` keeps the previous caller) would make every security test of the suites above it pass.
 */
import { readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { deleteApp as deleteAdminApp, initializeApp as initializeAdminApp, type App } from 'firebase-admin/app';
import { getDatabase as getAdminDatabase } from 'firebase-admin/database';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectDatabaseEmulator,
  endAt,
  equalTo,
  get,
  getDatabase,
  limitToFirst,
  limitToLast,
  onValue,
  orderByChild,
  orderByKey,
  query,
  ref,
  set,
  startAt,
  update,
  type Database,
} from 'firebase/database';
import { WebSocket } from 'ws';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startDatabase } from '../../scripts/stand-in/database.mjs';
import { testTree } from '../../web/src/testing/fixtures';

const repo = join(__dirname, '..', '..');
const rules = JSON.parse(readFileSync(join(repo, 'database.rules.json'), 'utf8')) as object;
const NAMESPACE = 'stand-in-test';

let standIn: Awaited<ReturnType<typeof startDatabase>>;
const apps: FirebaseApp[] = [];
let admin: App;

/** A web SDK client; `token` as rules-unit-testing and the Auth emulator make them (an unsigned JWT's claims). */
function client(token?: { sub: string; owner?: unknown; email?: string } | 'owner'): Database {
  const app = initializeApp(
    { projectId: 'demo-portfolio', databaseURL: `http://127.0.0.1:${standIn.port}?ns=${NAMESPACE}` },
    `c${apps.length}`,
  );
  apps.push(app);
  const db = getDatabase(app);
  connectDatabaseEmulator(db, '127.0.0.1', standIn.port, token ? { mockUserToken: token } : {});
  return db;
}
const owner = () => client({ sub: 'owner-uid', email: 'owner@example.com', owner: true });
const member = () => client({ sub: 'visitor-uid', email: 'visitor@example.com' });
const anonymous = () => client();

const denied = { message: expect.stringMatching(/permission.denied/i) };

function newPost(id: string, version = 1) {
  const now = Date.now();
  return {
    [`posts/summaries/${id}`]: {
      version,
      status: 'published',
      createdAt: now - 1000,
      updatedAt: now,
      publishedAt: now - 1000,
      title: { en: 'Stand-in post', es: 'Entrada del doble' },
      summary: { en: 'Saved in a test.', es: 'Guardada en una prueba.' },
      readingMinutes: { en: 1, es: 1 },
    },
    [`posts/bodies/${id}`]: { en: 'Body', es: 'Cuerpo' },
  };
}

beforeAll(async () => {
  standIn = await startDatabase({ rules, port: 0 });
  admin = initializeAdminApp(
    { projectId: 'demo-portfolio', databaseURL: `http://127.0.0.1:${standIn.port}?ns=${NAMESPACE}` },
    'stand-in-admin',
  );
});
afterAll(async () => {
  await deleteAdminApp(admin);
  await standIn?.close();
});
beforeEach(async () => {
  // firebase-admin's emulator credential ("owner"), which bypasses the rules as with the emulator.
  process.env.FIREBASE_DATABASE_EMULATOR_HOST = `127.0.0.1:${standIn.port}`;
  await getAdminDatabase(admin).ref().set(testTree());
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => deleteApp(app)));
});

describe('the stand-in enforces database.rules.json per request', () => {
  it('refuses an anonymous client after an owner wrote (the identity does not outlive the request)', async () => {
    await update(ref(owner()), newPost('after-owner'));
    const visitor = anonymous();
    await expect(get(ref(visitor, 'posts/summaries'))).rejects.toMatchObject(denied);
    await expect(get(ref(visitor, 'posts/summaries/secret-draft'))).rejects.toMatchObject(denied);
    await expect(update(ref(visitor), newPost('anonymous-post'))).rejects.toMatchObject(denied);
    await expect(set(ref(visitor, 'cv/name'), 'Someone else')).rejects.toMatchObject(denied);
    expect((await getAdminDatabase(admin).ref('posts/summaries/anonymous-post').get()).exists()).toBe(false);
  });

  it('refuses a signed-in non-owner, and a non-boolean owner claim, what only the owner may do', async () => {
    for (const db of [member(), client({ sub: 'fake-uid', owner: 'true' })]) {
      await expect(get(ref(db, 'posts/summaries'))).rejects.toMatchObject(denied);
      await expect(get(ref(db, 'tags'))).rejects.toMatchObject(denied);
      await expect(update(ref(db), newPost('member-post'))).rejects.toMatchObject(denied);
    }
    await expect(update(ref(owner()), newPost('owner-post'))).resolves.toBeUndefined();
  });

  it('forgets the owner on the same connection once it signs out (unauth), and refuses again', async () => {
    // The raw protocol, as the web SDK speaks it when the owner signs out in the same tab.
    const socket = new WebSocket(`ws://127.0.0.1:${standIn.port}/.ws?v=5&ns=${NAMESPACE}`);
    const responses = new Map<number, { s: string }>();
    socket.on('message', (raw) => {
      const message = JSON.parse(raw.toString());
      if (message.t === 'd' && 'r' in message.d) responses.set(message.d.r, message.d.b);
    });
    await new Promise((resolve) => socket.once('open', resolve));
    let next = 0;
    const request = async (a: string, b: object) => {
      const r = ++next;
      socket.send(JSON.stringify({ t: 'd', d: { r, a, b } }));
      await expect.poll(() => responses.has(r)).toBe(true);
      return responses.get(r)!.s;
    };
    const claims = Buffer.from(JSON.stringify({ sub: 'owner-uid', user_id: 'owner-uid', owner: true })).toString('base64url');
    expect(await request('auth', { cred: `eyJhbGciOiJub25lIn0.${claims}.` })).toBe('ok');
    expect(await request('g', { p: '/posts/summaries' })).toBe('ok');
    expect(await request('m', { p: '/', d: newPost('same-socket') })).toBe('ok');
    expect(await request('unauth', {})).toBe('ok');
    expect(await request('g', { p: '/posts/summaries' })).toBe('permission_denied');
    expect(await request('m', { p: '/', d: newPost('after-sign-out') })).toBe('permission_denied');
    // Only the admin credential is "owner"; any other string is not a token.
    expect(await request('gauth', { cred: 'not-the-admin' })).toBe('invalid_token');
    expect(await request('g', { p: '/posts/summaries' })).toBe('permission_denied');
    socket.close();
  });

  it('judges timestamps by its own clock (now), and stamps server values with it', async () => {
    const db = owner();
    const future = newPost('from-the-future');
    (future['posts/summaries/from-the-future'] as { updatedAt: number }).updatedAt = Date.now() + 10 * 60_000;
    await expect(update(ref(db), future)).rejects.toMatchObject(denied);
    const stamped = newPost('stamped');
    (stamped['posts/summaries/stamped'] as Record<string, unknown>).updatedAt = { '.sv': 'timestamp' };
    const before = Date.now();
    await update(ref(db), stamped);
    const updatedAt = (await get(ref(db, 'posts/summaries/stamped/updatedAt'))).val() as number;
    expect(updatedAt).toBeGreaterThanOrEqual(before);
    expect(updatedAt).toBeLessThanOrEqual(Date.now());
  });

  it('lets firebase-admin (the emulator credential) read and write past the rules, and loads rules over REST', async () => {
    const db = getAdminDatabase(admin);
    await db.ref('posts/summaries/secret-draft/title/en').set('Changed by the admin');
    expect((await db.ref('posts/summaries/secret-draft/title/en').get()).val()).toBe('Changed by the admin');
    // What @firebase/rules-unit-testing does to load rules: only the admin may.
    const url = `http://127.0.0.1:${standIn.port}/.settings/rules.json?ns=${NAMESPACE}-rest`;
    const open = JSON.stringify({ rules: { '.read': true, '.write': false } });
    expect((await fetch(url, { method: 'PUT', body: open })).status).toBe(401);
    expect((await fetch(url, { method: 'PUT', body: open, headers: { Authorization: 'Bearer owner' } })).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${standIn.port}/.json?ns=${NAMESPACE}-rest`)).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${standIn.port}/x.json?ns=${NAMESPACE}-rest`, { method: 'PUT', body: '1' })).status).toBe(401);
  });
});

describe('get() with queries answers as the Realtime Database does', () => {
  it('orderByChild/equalTo selects the published items (the content stores’ query), for the owner only', async () => {
    const published = query(ref(owner(), 'posts/summaries'), orderByChild('status'), equalTo('published'));
    expect(Object.keys((await get(published)).val()).sort()).toEqual(['hello-world', 'only-english', 'typed-code']);
    const visitorQuery = query(ref(anonymous(), 'posts/summaries'), orderByChild('status'), equalTo('published'));
    await expect(get(visitorQuery)).rejects.toMatchObject(denied);
  });

  it('orders by a child with limits and ranges, and by key', async () => {
    const db = owner();
    const keys = async (...constraints: Parameters<typeof query>[1][]) => {
      const ordered: string[] = [];
      (await get(query(ref(db, 'posts/summaries'), ...constraints))).forEach((child) => {
        ordered.push(child.key!);
      });
      return ordered;
    };
    const tree = (testTree().posts?.summaries ?? {}) as Record<string, { publishedAt: number }>;
    const at = (id: string) => tree[id]!.publishedAt;
    const byDate = Object.keys(tree).sort((a, b) => at(a) - at(b) || (a < b ? -1 : 1));
    expect(await keys(orderByChild('publishedAt'))).toEqual(byDate);
    expect(await keys(orderByChild('publishedAt'), limitToLast(2))).toEqual(byDate.slice(-2));
    expect(await keys(orderByChild('publishedAt'), limitToFirst(1))).toEqual(byDate.slice(0, 1));
    const middle = at(byDate[1]!);
    expect(await keys(orderByChild('publishedAt'), startAt(middle))).toEqual(byDate.slice(1));
    expect(await keys(orderByChild('publishedAt'), endAt(middle))).toEqual(byDate.slice(0, 2));
    const sorted = Object.keys(tree).sort();
    expect(await keys(orderByKey(), startAt(sorted[1]), limitToFirst(2))).toEqual(sorted.slice(1, 3));
  });

  it('answers firebase-admin’s get() with a query (the pages function’s published read)', async () => {
    const snapshot = await getAdminDatabase(admin).ref('projects/summaries').orderByChild('status').equalTo('published').get();
    expect(Object.keys(snapshot.val()).sort()).toEqual(['portfolio-site', 'weather-app']);
  });
});

describe('listeners', () => {
  it('keep working across writes, from other clients too', async () => {
    const watcher = owner();
    const seen: unknown[] = [];
    const stop = onValue(ref(watcher, 'posts/summaries/hello-world/title/en'), (snapshot) => seen.push(snapshot.val()));
    await expect.poll(() => seen).toEqual(['Hello world']);
    const writer = owner();
    await update(ref(writer), { 'posts/summaries/hello-world/title/en': 'First', 'posts/summaries/hello-world/version': 2 });
    await expect.poll(() => seen.at(-1)).toBe('First');
    await update(ref(watcher), { 'posts/summaries/hello-world/title/en': 'Second', 'posts/summaries/hello-world/version': 3 });
    await getAdminDatabase(admin).ref('posts/summaries/hello-world/title/en').set('Third');
    await expect.poll(() => seen.at(-1)).toBe('Third');
    expect(seen).toEqual(['Hello world', 'First', 'Second', 'Third']);
    stop();
  });

  it('are revoked when the rules stop allowing them (a published post turned draft under a visitor)', async () => {
    // The project's rules let visitors read nothing (docs/security.md), so this uses rules of its own whose read
    // depends on the data, on a stand-in of its own.
    const published = { posts: { $id: { '.read': "data.child('status').val() === 'published'", '.write': false } } };
    const own = await startDatabase({
      rules: { rules: published },
      data: { revoke: { posts: { a: { status: 'published', text: 'Hi' } } } },
      port: 0,
    });
    const app = initializeApp({ projectId: 'demo-portfolio', databaseURL: `http://127.0.0.1:${own.port}?ns=revoke` }, 'revoke-visitor');
    const adminApp = initializeAdminApp(
      { projectId: 'demo-portfolio', databaseURL: `http://127.0.0.1:${own.port}?ns=revoke` },
      'revoke-admin',
    );
    try {
      const db = getDatabase(app);
      connectDatabaseEmulator(db, '127.0.0.1', own.port);
      const errors: Error[] = [];
      const values: unknown[] = [];
      onValue(
        ref(db, 'posts/a/text'),
        (snapshot) => values.push(snapshot.val()),
        (error) => errors.push(error),
      );
      await expect.poll(() => values).toEqual(['Hi']);
      process.env.FIREBASE_DATABASE_EMULATOR_HOST = `127.0.0.1:${own.port}`;
      await getAdminDatabase(adminApp).ref('posts/a/status').set('draft');
      await expect.poll(() => errors.length).toBe(1);
      expect(errors[0].message).toMatch(/permission.denied/i);
      expect(values).toEqual(['Hi']);
    } finally {
      process.env.FIREBASE_DATABASE_EMULATOR_HOST = `127.0.0.1:${standIn.port}`;
      await deleteApp(app);
      await deleteAdminApp(adminApp);
      await own.close();
    }
  });
});

describe('starting', () => {
  it('rejects on a port in use, so the suite fails that part with its line instead of crashing', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as AddressInfo;
    try {
      await expect(startDatabase({ rules, port })).rejects.toMatchObject({ code: 'EADDRINUSE' });
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });
});
