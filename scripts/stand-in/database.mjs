// @ts-check
/**
 * The Realtime Database stand-in: a TEST DOUBLE for the Java Database emulator (README.md beside this file).
 * It speaks the wire protocol the Firebase SDKs speak to the emulator (one WebSocket per client: `{t:'c'}`
 * control frames, `{t:'d', d:{r, a, b}}` requests and `{t:'d', d:{a, b}}` pushes, as read from
 * @firebase/database's PersistentConnection) and judges every request by the project's database.rules.json
 * through targaryen, with the caller of that request and the server's clock:
 * - a fresh targaryen database is made for each request from the stored data, so no caller's identity can
 *   outlive its request (targaryen's `as(null)` on a database that already had a caller keeps that caller);
 * - `now` is passed on every read and write (targaryen otherwise reads the wall clock on its own terms);
 * - the credential "owner" (firebase-admin's in emulator mode, rules-unit-testing's "rules disabled")
 *   bypasses the rules, as in the emulator; any other credential must be a JWT (the Auth emulator's
 *   unsigned ID tokens), whose claims become `auth.token`.
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import targaryen from 'targaryen';
import { WebSocketServer } from 'ws';

/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */
/** @typedef {{ uid: string, provider: string, token: Record<string, unknown> }} RulesAuth */
/** @typedef {{ sp?: unknown, sn?: string, sin?: boolean, ep?: unknown, en?: string, ein?: boolean, l?: number, vf?: 'l' | 'r', i?: string }} WireQuery */
/** @typedef {{ path: string, query: WireQuery | null, tag: number | null, last: string }} Listen */
/** @typedef {{ send: (message: unknown) => void, ns: string, auth: RulesAuth | null, admin: boolean, listens: Map<string, Listen> }} Client */
/** @typedef {{ root: any, ruleset: any, rules: object }} Namespace */

/** The string the SDKs send as the admin credential to an emulator (EmulatorTokenProvider.OWNER). */
const OWNER = 'owner';
const DENIED = { s: 'permission_denied', d: 'Permission denied' };

// ---- paths and values -------------------------------------------------------------------------------------

/** @param {string} path */
const parts = (path) => path.split('/').filter(Boolean);
/** @param {string} path */
const trim = (path) => parts(path).join('/');
/** `a` is `b`, or one contains the other: a write at one changes what a listener at the other sees. */
/** @param {string} a @param {string} b */
const overlaps = (a, b) => {
  const [x, y] = [trim(a), trim(b)];
  return x === y || x === '' || y === '' || x.startsWith(`${y}/`) || y.startsWith(`${x}/`);
};
/** @param {string} base @param {string} child */
const join = (base, child) => [trim(base), trim(child)].filter(Boolean).join('/');

/**
 * Server values ({'.sv': 'timestamp'}, {'.sv': {increment: n}}) as the database computes them at `now`.
 * @param {unknown} value
 * @param {number} now
 * @param {(relative: string) => unknown} current the stored value under the write, for increments
 * @param {string} [at]
 * @returns {unknown}
 */
function resolveServerValues(value, now, current, at = '') {
  if (Array.isArray(value)) value = Object.fromEntries(value.map((item, index) => [String(index), item]));
  if (value === null || typeof value !== 'object') return value;
  const record = /** @type {Record<string, unknown>} */ (value);
  if ('.sv' in record) {
    const sv = record['.sv'];
    if (sv === 'timestamp') return now;
    if (sv && typeof sv === 'object' && 'increment' in sv) {
      const base = current(at);
      const delta = Number(/** @type {{ increment: unknown }} */ (sv).increment);
      return (typeof base === 'number' ? base : 0) + delta;
    }
    throw new Error(`unknown server value ${JSON.stringify(sv)}`);
  }
  return Object.fromEntries(Object.entries(record).map(([key, child]) => [key, resolveServerValues(child, now, current, join(at, key))]));
}

// ---- queries (the SDK's wire form: sp/sn/sin, ep/en/ein, l/vf, i) ------------------------------------------

const TYPE_ORDER = { null: 0, false: 1, true: 2, number: 3, string: 4, object: 5 };
/** @param {unknown} value */
const typeRank = (value) =>
  value === null || value === undefined
    ? TYPE_ORDER.null
    : value === false
      ? TYPE_ORDER.false
      : value === true
        ? TYPE_ORDER.true
        : typeof value === 'number'
          ? TYPE_ORDER.number
          : typeof value === 'string'
            ? TYPE_ORDER.string
            : TYPE_ORDER.object;

/** Realtime Database ordering of index values: null < false < true < numbers < strings < objects. */
/** @param {unknown} a @param {unknown} b */
function compareValues(a, b) {
  const rank = typeRank(a) - typeRank(b);
  if (rank !== 0) return rank;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  return 0;
}

const INTEGER_KEY = /^-?(0|[1-9]\d{0,9})$/;
/** Keys: 32-bit integer keys first, numerically, then the others as strings. */
/** @param {string} a @param {string} b */
function compareKeys(a, b) {
  const [ia, ib] = [INTEGER_KEY.test(a) && Math.abs(Number(a)) < 2 ** 31, INTEGER_KEY.test(b) && Math.abs(Number(b)) < 2 ** 31];
  if (ia && ib) return Number(a) - Number(b) || a.length - b.length;
  if (ia !== ib) return ia ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * What a query selects from the value at its location, as the emulator answers it.
 * @param {unknown} value
 * @param {WireQuery | null} query
 */
function applyQuery(value, query) {
  if (!query || value === null || typeof value !== 'object') return value;
  const index = query.i ?? '.priority';
  /** @param {string} key @param {unknown} child */
  const indexValue = (key, child) => {
    if (index === '.key') return key;
    if (index === '.value') return child;
    if (index === '.priority') return null;
    return parts(index).reduce(
      (node, part) => (node !== null && typeof node === 'object' ? /** @type {Record<string, unknown>} */ (node)[part] : undefined),
      /** @type {unknown} */ (child),
    );
  };
  let entries = Object.entries(/** @type {Record<string, unknown>} */ (value))
    .map(([key, child]) => ({ key, child, at: indexValue(key, child) }))
    .sort((x, y) => compareValues(x.at, y.at) || compareKeys(x.key, y.key));
  if ('sp' in query) {
    entries = entries.filter(({ key, at }) => {
      const order = compareValues(at, query.sp) || (query.sn === undefined ? 0 : compareKeys(key, query.sn));
      return query.sin === false ? order > 0 : order >= 0;
    });
  }
  if ('ep' in query) {
    entries = entries.filter(({ key, at }) => {
      const order = compareValues(at, query.ep) || (query.en === undefined ? 0 : compareKeys(key, query.en));
      return query.ein === false ? order < 0 : order <= 0;
    });
  }
  if (typeof query.l === 'number')
    entries = query.vf === 'r' ? entries.slice(Math.max(0, entries.length - query.l)) : entries.slice(0, query.l);
  return entries.length === 0 ? null : Object.fromEntries(entries.map(({ key, child }) => [key, child]));
}

/**
 * The query as targaryen's read rules see it (`query.orderByChild`, `query.equalTo`, …).
 * @param {WireQuery | null} query
 */
function rulesQuery(query) {
  if (!query) return undefined;
  /** @type {Record<string, unknown>} */
  const result = {};
  const index = query.i;
  if (index === '.key') result.orderByKey = true;
  else if (index === '.value') result.orderByValue = true;
  else if (index && index !== '.priority') result.orderByChild = index;
  else result.orderByPriority = true;
  const equal = 'sp' in query && 'ep' in query && query.sp === query.ep && query.sn === undefined && query.en === undefined;
  if (equal) result.equalTo = query.sp;
  else {
    if ('sp' in query) result.startAt = query.sp;
    if ('ep' in query) result.endAt = query.ep;
  }
  if (typeof query.l === 'number') result[query.vf === 'r' ? 'limitToLast' : 'limitToFirst'] = query.l;
  return result;
}

// ---- credentials --------------------------------------------------------------------------------------------

/**
 * The rules' `auth` for an ID token: the Auth emulator's are unsigned JWTs, and the emulator does not check
 * signatures or expiry either (rules-unit-testing's mock tokens expire in 1970). Custom claims are top-level.
 * @param {string} token
 * @returns {RulesAuth | null}
 */
export function authFromToken(token) {
  const [, payload] = token.split('.');
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const uid = claims.user_id ?? claims.sub;
    if (typeof uid !== 'string' || uid === '') return null;
    return { uid, provider: claims.firebase?.sign_in_provider ?? 'custom', token: claims };
  } catch {
    return null;
  }
}

// ---- the database -------------------------------------------------------------------------------------------

/**
 * @param {{ rules: object, data?: Record<string, unknown>, host?: string, port?: number, log?: (line: string) => void }} options
 *   rules: database.rules.json's object, applied to every namespace until a client loads others;
 *   data: the initial tree per namespace (an import).
 */
export async function startDatabase({ rules, data = {}, host = '127.0.0.1', port = 9000, log = () => undefined }) {
  /** @type {Map<string, Namespace>} */
  const namespaces = new Map();
  /** @type {Set<Client>} */
  const clients = new Set();

  /** @param {string} name */
  const namespace = (name) => {
    let found = namespaces.get(name);
    if (!found) {
      found = { root: targaryen.store(null), ruleset: targaryen.ruleset(rules), rules };
      namespaces.set(name, found);
    }
    return found;
  };
  for (const [name, tree] of Object.entries(data)) namespace(name).root = targaryen.store(tree);

  /**
   * A targaryen database over the stored data, for one caller, at `now`: made fresh for each request.
   * @param {Namespace} ns @param {RulesAuth | null} auth @param {number} now
   */
  const judge = (ns, auth, now) => {
    const database = targaryen.database(ns.ruleset, ns.root, now);
    return auth ? database.as(auth) : database;
  };
  /** @param {Namespace} ns @param {string} path */
  const valueAt = (ns, path) => ns.root.$child(trim(path)).$value();

  /**
   * @param {Namespace} ns @param {{ auth: RulesAuth | null, admin: boolean }} caller
   * @param {string} path @param {WireQuery | null} query
   */
  const mayRead = (ns, caller, path, query) =>
    caller.admin || judge(ns, caller.auth, Date.now()).read(trim(path), { now: Date.now(), query: rulesQuery(query) }).allowed;

  /**
   * A set ('p') or a multi-path update ('m'), judged by the rules unless the caller is the admin.
   * @param {string} name @param {{ auth: RulesAuth | null, admin: boolean }} caller
   * @param {'p' | 'm'} action @param {string} path @param {unknown} value
   * @returns {{ s: string, d: string }}
   */
  const write = (name, caller, action, path, value) => {
    const ns = namespace(name);
    const now = Date.now();
    const current = (/** @type {string} */ relative) => valueAt(ns, join(path, relative));
    let resolved;
    try {
      resolved = resolveServerValues(value, now, current);
      if (action === 'm' && (resolved === null || typeof resolved !== 'object')) throw new Error('an update needs an object');
    } catch (error) {
      return { s: 'invalid_data', d: String(error) };
    }
    const patch = /** @type {Record<string, unknown>} */ (resolved);
    let root;
    try {
      if (caller.admin) {
        root = action === 'p' ? ns.root.$set(trim(path), resolved, undefined, now) : ns.root.$merge(trim(path), patch, now);
      } else {
        const database = judge(ns, caller.auth, now);
        const result = action === 'p' ? database.write(trim(path), resolved, { now }) : database.update(trim(path), patch, { now });
        if (!result.allowed) {
          log(`denied ${action === 'p' ? 'set' : 'update'} /${trim(path)} (${caller.auth ? caller.auth.uid : 'anonymous'})`);
          return DENIED;
        }
        root = /** @type {any} */ (result.newDatabase).root;
      }
    } catch (error) {
      return { s: 'invalid_data', d: String(error) };
    }
    ns.root = root;
    const changed = action === 'p' ? [path] : Object.keys(patch).map((key) => join(path, key));
    notify(name, changed);
    return { s: 'ok', d: '' };
  };

  /**
   * Sends every listener whose location a write touched its new value. Every listener's rules are judged
   * again, touched or not (a rule may read elsewhere: a post turned draft revokes a visitor's listener on
   * its body).
   * @param {string} name @param {string[]} changed
   */
  const notify = (name, changed) => {
    const ns = namespace(name);
    for (const client of clients) {
      if (client.ns !== name) continue;
      for (const [id, listen] of client.listens)
        refresh(
          ns,
          client,
          id,
          listen,
          changed.some((path) => overlaps(path, listen.path)),
        );
    }
  };

  /**
   * Revokes a listener the rules now refuse; otherwise sends its value if it changed.
   * @param {Namespace} ns @param {Client} client @param {string} id @param {Listen} listen
   */
  const refresh = (ns, client, id, listen, touched = true) => {
    if (!mayRead(ns, client, listen.path, listen.query)) {
      client.listens.delete(id);
      client.send({ t: 'd', d: { a: 'c', b: { p: listen.path, ...(listen.query ? { q: [listen.query] } : {}) } } });
      return;
    }
    if (!touched) return;
    const value = applyQuery(valueAt(ns, listen.path), listen.query);
    const text = JSON.stringify(value);
    if (text === listen.last) return;
    listen.last = text;
    client.send({ t: 'd', d: { a: 'd', b: { p: listen.path, d: value, ...(listen.tag === null ? {} : { t: listen.tag }) } } });
  };

  /**
   * One request of a client; returns the response body.
   * @param {Client} client @param {string} action @param {any} body
   */
  const handle = (client, action, body) => {
    const ns = namespace(client.ns);
    switch (action) {
      case 'auth': {
        const auth = typeof body?.cred === 'string' ? authFromToken(body.cred) : null;
        if (!auth) return { s: 'invalid_token', d: 'Invalid token' };
        Object.assign(client, { auth, admin: false });
        revalidate(ns, client);
        return { s: 'ok', d: { auth: auth.token, expires: auth.token.exp ?? null } };
      }
      case 'gauth':
        if (body?.cred !== OWNER) return { s: 'invalid_token', d: 'Invalid token' };
        Object.assign(client, { auth: null, admin: true });
        return { s: 'ok', d: { auth: null, expires: null } };
      case 'unauth':
        Object.assign(client, { auth: null, admin: false });
        revalidate(ns, client);
        return { s: 'ok', d: '' };
      case 'q': {
        const path = String(body.p);
        const query = body.q ?? null;
        if (!mayRead(ns, client, path, query)) return DENIED;
        const listen = { path, query, tag: body.t ?? null, last: '' };
        const id = `${trim(path)}|${JSON.stringify(query)}`;
        client.listens.set(id, listen);
        refresh(ns, client, id, listen);
        return { s: 'ok', d: {} };
      }
      case 'n':
        client.listens.delete(`${trim(String(body.p))}|${JSON.stringify(body.q ?? null)}`);
        return { s: 'ok', d: '' };
      case 'g': {
        const query = body.q ?? null;
        if (!mayRead(ns, client, String(body.p), query)) return DENIED;
        return { s: 'ok', d: applyQuery(valueAt(ns, String(body.p)), query) };
      }
      case 'p':
      case 'm':
        // A compare-and-set (a transaction's hash) needs the SDK's node hashing, which this double leaves out.
        if (body.h !== undefined) return { s: 'error', d: 'transactions are not emulated by the stand-in' };
        return write(client.ns, client, action, String(body.p), body.d);
      case 's':
      case 'echo':
      case 'appcheck':
      case 'unappeck':
        return { s: 'ok', d: '' };
      default:
        // onDisconnect ('o', 'om', 'oc', 'on') and anything newer: refused out loud rather than pretended.
        return { s: 'error', d: `"${action}" is not emulated by the stand-in` };
    }
  };

  /** After a change of caller: listeners the rules now refuse are revoked. @param {Namespace} ns @param {Client} client */
  const revalidate = (ns, client) => {
    for (const [id, listen] of client.listens) refresh(ns, client, id, listen);
  };

  // ---- REST: the rules settings rules-unit-testing loads, and plain reads/writes of `/<path>.json` ----------

  /** @param {Request} request */
  const restCaller = (request) => {
    const header = request.headers.authorization ?? '';
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const credential =
      header.replace(/^(Bearer|Firebase)\s+/i, '') || url.searchParams.get('auth') || url.searchParams.get('access_token') || '';
    if (credential === OWNER) return { auth: null, admin: true };
    return { auth: credential ? authFromToken(credential) : null, admin: false };
  };

  /** @param {Request} request @param {Response} response */
  const rest = async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const name = url.searchParams.get('ns') ?? (request.headers.host ?? '').split('.')[0];
    /** @param {number} status @param {unknown} body */
    const reply = (status, body) => {
      response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Access-Control-Allow-Origin': '*' });
      response.end(JSON.stringify(body));
    };
    let text = '';
    for await (const chunk of request) text += chunk;
    const caller = restCaller(request);
    if (url.pathname === '/.settings/rules.json') {
      if (request.method === 'GET') return reply(200, namespace(name).rules);
      if (request.method !== 'PUT') return reply(405, { error: 'method not allowed' });
      if (!caller.admin) return reply(401, { error: 'Unauthorized request.' });
      try {
        const parsed = JSON.parse(text);
        Object.assign(namespace(name), { rules: parsed, ruleset: targaryen.ruleset(parsed) });
        return reply(200, { status: 'ok' });
      } catch (error) {
        return reply(400, { error: String(error) });
      }
    }
    if (!url.pathname.endsWith('.json')) return reply(404, { error: 'not found' });
    const path = decodeURIComponent(url.pathname.slice(0, -'.json'.length));
    const ns = namespace(name);
    if (request.method === 'GET') {
      if (!mayRead(ns, caller, path, null)) return reply(401, { error: 'Permission denied' });
      return reply(200, valueAt(ns, path));
    }
    /** @type {Record<string, ['p' | 'm', () => unknown]>} */
    const writes = { PUT: ['p', () => JSON.parse(text)], PATCH: ['m', () => JSON.parse(text)], DELETE: ['p', () => null] };
    const found = writes[request.method ?? ''];
    if (!found) return reply(405, { error: 'method not allowed' });
    let value;
    try {
      value = found[1]();
    } catch {
      return reply(400, { error: 'Invalid data; couldn’t parse JSON object, array, or value.' });
    }
    const result = write(name, caller, found[0], path, value);
    if (result.s === 'permission_denied') return reply(401, { error: 'Permission denied' });
    if (result.s !== 'ok') return reply(400, { error: result.d });
    return reply(200, request.method === 'DELETE' ? null : value);
  };

  const server = createServer((request, response) => {
    rest(request, response).catch((error) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });
  // Listening first: a port in use then rejects the start (the WebSocket server would re-emit the error, unhandled).
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  const sockets = new WebSocketServer({ server });
  sockets.on('connection', (socket, request) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    /** @type {Client} */
    const client = {
      send: (message) => socket.readyState === socket.OPEN && socket.send(JSON.stringify(message)),
      ns: url.searchParams.get('ns') ?? (request.headers.host ?? '').split('.')[0],
      auth: null,
      admin: false,
      listens: new Map(),
    };
    clients.add(client);
    client.send({ t: 'c', d: { t: 'h', d: { ts: Date.now(), v: '5', h: request.headers.host ?? `${host}:${port}`, s: randomUUID() } } });
    // The SDK splits a message over 16 KB into frames, announced by a frame holding only their count.
    let framesLeft = 0;
    let buffered = '';
    socket.on('message', (raw) => {
      const text = raw.toString();
      if (framesLeft === 0 && /^\d{1,6}$/.test(text)) {
        // "0" alone is the SDK's keep-alive.
        framesLeft = Number(text);
        buffered = '';
        return;
      }
      if (framesLeft > 0) {
        buffered += text;
        framesLeft -= 1;
        if (framesLeft > 0) return;
      }
      const message = JSON.parse(framesLeft === 0 && buffered ? buffered : text);
      buffered = '';
      if (message.t !== 'd') return;
      const { r, a, b } = message.d;
      let response;
      try {
        response = handle(client, a, b ?? {});
      } catch (error) {
        response = { s: 'error', d: String(error) };
      }
      client.send({ t: 'd', d: { r, b: response } });
    });
    socket.on('close', () => clients.delete(client));
  });

  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    host,
    port: address.port,
    /** The stored trees, by namespace (what an export writes). */
    exportData: () => Object.fromEntries([...namespaces].map(([name, ns]) => [name, ns.root.$value()])),
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets.clients) socket.terminate();
        sockets.close();
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}
