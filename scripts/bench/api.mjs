#!/usr/bin/env node
// @ts-check
/**
 * `npm run bench:api`: a bounded load test of the `api` and `pages` functions, run locally. Builds the functions,
 * starts them (bundled content; see BENCH_RUNTIME), sends a burst of concurrent requests to every endpoint on
 * loopback, prints per-endpoint throughput, p50/p99 latency and failures, and stops everything. Exit code 1 if any
 * 5xx, unexpected status or failed request.
 *
 * Then the `pages` and `ogImages` functions under a flood, many distinct posts, a database that never answers and
 * many requests for one link-preview card (scripts/bench/api-resilience.mjs).
 *
 * Env: BENCH_PART (`endpoints`, `live`, or both when unset), BENCH_REQUESTS (default 125 per endpoint: 2,000 in all),
 * BENCH_CONCURRENCY (50), BENCH_LIMIT_S (900, whole burst),
 * BENCH_RUNTIME: `framework` (default: each function in one Functions Framework process, as Cloud Functions runs
 * it, behind a proxy that follows firebase.json's rewrites: scripts/bench/functions-framework-site.mjs; the Auth emulator
 * answers the logins) or `emulator` (the Functions and Hosting emulators). The Functions emulator starts a process
 * per request in flight, so a burst on a small machine measures its cold starts, not the functions
 * (docs/security.md, "Load").
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeEmulatorConfig } from '../emulator-config.mjs';
import { startFunctionsFramework, waitForAnswer } from './functions-framework-site.mjs';
import { benchResilience } from './api-resilience.mjs';
import { PROJECT_ID } from '../emulator-support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const LOCK = '/tmp/emulators.lock';

// The emulator ports are shared with other runs on this machine: hold the lock for the whole run.
if (!process.env.BENCH_API_LOCKED && spawnSync('sh', ['-c', 'command -v flock'], { stdio: 'ignore' }).status === 0) {
  const result = spawnSync('flock', [LOCK, process.execPath, fileURLToPath(import.meta.url)], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_API_LOCKED: '1' },
  });
  process.exit(result.status ?? 1);
}

const PROJECT = PROJECT_ID;
const HOSTING = 'http://127.0.0.1:5000';
const AUTH = 'http://127.0.0.1:9099';
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 125);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const LIMIT_MS = Number(process.env.BENCH_LIMIT_S ?? 900) * 1000;
const SEED = path.join(root, 'seed', 'database_export', `${PROJECT}-default-rtdb.json`);
const RUNTIME = process.env.BENCH_RUNTIME === 'emulator' ? 'emulator' : 'framework';
const PART = process.env.BENCH_PART ?? 'all';

// --- content: the bundled seed, or a small stand-in when it has no published post to render ---
/**
 * @param {any} tree the seed, as parsed
 * @param {'posts' | 'projects'} node
 * @returns {string | undefined}
 */
function firstPublished(tree, node) {
  /** @type {[string, any][]} */
  const entries = Object.entries(tree?.[node]?.summaries ?? {});
  return entries.find(([, item]) => (item.langs || item.status === 'published') && item.title?.en && item.summary?.en)?.[0];
}
let contentFile;
let tree = {};
try {
  tree = JSON.parse(readFileSync(SEED, 'utf8'));
} catch {
  // no seed: use the stand-in below
}
let postId = firstPublished(tree, 'posts');
if (!postId) {
  const now = Date.now();
  postId = 'bench-post';
  /** @param {string} title */
  const item = (title) => ({
    status: 'published',
    createdAt: now,
    updatedAt: now,
    publishedAt: now,
    title: { en: title, es: title },
    summary: { en: 'Benchmark & <summary>', es: 'Resumen' },
  });
  contentFile = '/tmp/bench-api-content.json';
  writeFileSync(
    contentFile,
    JSON.stringify({
      posts: { summaries: { [postId]: { ...item('Benchmark post'), readingMinutes: { en: 1, es: 1 }, tags: { bench: true } } } },
      projects: { summaries: { 'bench-project': { ...item('Benchmark project'), featured: false, order: 0, liveUrl: '', repoUrl: '' } } },
    }),
  );
  console.log(`The seed has no published post yet; benchmarking with a stand-in tree (${contentFile}).`);
}

// --- build and start ---
console.log('▶ Building the functions…');
const build = spawnSync('npm', ['run', 'build', '-w', 'functions'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
if (
  existsSync(path.join(root, 'functions', '.env.local')) &&
  /CONTENT_SOURCE=(?!bundled)/.test(readFileSync(path.join(root, 'functions', '.env.local'), 'utf8'))
) {
  console.warn('⚠ functions/.env.local sets CONTENT_SOURCE to something else than bundled; it overrides this run.');
}

let liveOk = true;
if (PART !== 'endpoints') {
  const projectId = firstPublished(tree, 'projects') ?? 'bench-project';
  liveOk = await benchResilience({ contentFile, postId, projectId }).catch((error) => {
    console.error(`✗ ${error instanceof Error ? error.message : String(error)}`);
    return false;
  });
  console.log(liveOk ? '\nEvery target of the live site met.' : '\n✗ A target of the live site was missed.');
  if (PART === 'live') process.exit(liveOk ? 0 : 1);
}

const CONTENT_ENV = { CONTENT_SOURCE: 'bundled', ...(contentFile ? { BUNDLED_CONTENT_FILE: contentFile } : {}) };
console.log(
  RUNTIME === 'framework'
    ? '▶ Starting the Auth emulator, and the api and pages functions in the Functions Framework…'
    : '▶ Starting the Auth, Functions and Hosting emulators…',
);
const firebase = spawn(
  path.join(root, 'node_modules', '.bin', 'firebase'),
  // firebase.emulator.json, as every emulator run (scripts/emulator-config.mjs).
  [
    'emulators:start',
    ...writeEmulatorConfig(),
    '--only',
    RUNTIME === 'framework' ? 'auth' : 'auth,functions,hosting',
    '--project',
    PROJECT,
  ],
  {
    cwd: root,
    detached: true, // its own process group, so the stop below reaches the functions workers it spawned
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      CI: 'true',
      METADATA_SERVER_DETECTION: 'none',
      ...CONTENT_ENV,
    },
  },
);
let log = '';
firebase.stdout.on('data', (chunk) => (log += chunk));
firebase.stderr.on('data', (chunk) => (log += chunk));
const exited = new Promise((resolve) => firebase.on('exit', resolve));

async function stopEmulators() {
  if (firebase.exitCode !== null) return;
  // Negative: the whole process group (detached above). The pid is there: the process did start.
  const group = -(/** @type {number} */ (firebase.pid));
  process.kill(group, 'SIGINT');
  const timer = setTimeout(() => {
    try {
      process.kill(group, 'SIGKILL');
    } catch {
      // already gone
    }
  }, 20_000);
  await exited;
  clearTimeout(timer);
}

/** @type {{ stop: () => Promise<void> } | undefined} the Functions Framework site (BENCH_RUNTIME=framework) */
let framework;

/** @param {number} deadline */
async function waitReady(deadline) {
  if (RUNTIME === 'framework') {
    await waitForAnswer(AUTH, deadline, () => firebase.exitCode === null).catch((error) => {
      throw new Error(`the Auth emulator did not answer: ${error.message}\n${log.slice(-3000)}`);
    });
    framework = await startFunctionsFramework({
      project: PROJECT,
      functionIds: ['api', 'pages'],
      firstPort: 8701,
      hostingPort: Number(new URL(HOSTING).port),
      env: { ...CONTENT_ENV, FIREBASE_AUTH_EMULATOR_HOST: new URL(AUTH).host },
    });
  }
  while (Date.now() < deadline) {
    if (firebase.exitCode !== null) throw new Error(`emulators exited early:\n${log.slice(-3000)}`);
    try {
      const res = await fetch(`${HOSTING}/sitemap.xml`, { signal: AbortSignal.timeout(5000) });
      if (res.status === 200) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`emulators not ready in time:\n${log.slice(-3000)}`);
}

// --- measurement ---
/** @typedef {{ name: string, path: string, init: () => RequestInit, expect: number }} Endpoint */

/**
 * @param {number[]} sorted
 * @param {number} p
 */
const percentile = (sorted, p) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * @param {Endpoint} endpoint
 * @param {number} deadline
 */
async function burst(endpoint, deadline) {
  /** @type {number[]} */
  const latencies = [];
  /** @type {Map<number, number>} */
  const statuses = new Map();
  let fiveXx = 0;
  let unexpected = 0;
  let errors = 0;
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < REQUESTS && Date.now() < deadline) {
      next += 1;
      const t0 = performance.now();
      try {
        const res = await fetch(`${HOSTING}${endpoint.path}`, {
          ...endpoint.init(),
          signal: AbortSignal.timeout(Math.max(1, Math.min(30_000, deadline - Date.now()))),
        });
        await res.arrayBuffer();
        latencies.push(performance.now() - t0);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status >= 500) fiveXx += 1;
        if (res.status !== endpoint.expect) unexpected += 1;
      } catch {
        errors += 1;
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    name: endpoint.name,
    requests: latencies.length + errors,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    fiveXx,
    unexpected,
    errors,
    statuses: [...statuses].map(([s, n]) => `${s}×${n}`).join(' '),
  };
}

/**
 * @param {string} pathname
 * @param {object} body
 */
async function authRest(pathname, body) {
  const res = await fetch(`${AUTH}/identitytoolkit.googleapis.com/v1/${pathname}?key=any`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${pathname}: ${JSON.stringify(json)}`);
  return json;
}

let exitCode = liveOk ? 0 : 1;
try {
  await waitReady(Date.now() + 90_000);
  await fetch(`${AUTH}/emulator/v1/projects/${PROJECT}/accounts`, { method: 'DELETE', headers: { Authorization: 'Bearer owner' } });
  const { idToken } = await authRest('accounts:signUp', {
    email: 'bench@example.com',
    password: 'bench-password',
    returnSecureToken: true,
  });
  /** @param {string} token */
  const loginInit = (token) => () => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: HOSTING },
    body: JSON.stringify({ token }),
  });
  const first = await fetch(`${HOSTING}/api/user/login`, loginInit(idToken)());
  const session = /__session=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1];
  if (first.status !== 200 || !session) throw new Error(`login through Hosting failed: ${first.status} ${await first.text()}`);
  const get =
    (headers = {}) =>
    () => ({ headers });

  /** @type {Endpoint[]} */
  const endpoints = [
    { name: 'POST login (valid)', path: '/api/user/login', init: loginInit(idToken), expect: 200 },
    { name: 'POST login (invalid token)', path: '/api/user/login', init: loginInit('not-a-token'), expect: 401 },
    { name: 'GET token (valid cookie)', path: '/api/user/token', init: get({ cookie: `__session=${session}` }), expect: 200 },
    { name: 'GET token (no cookie)', path: '/api/user/token', init: get(), expect: 401 },
    // Without a cookie: a valid one would revoke the session the token benchmark uses. Logout acts only for
    // a same-origin fetch(), so this sends the Fetch Metadata a browser adds; without it the answer is 403.
    {
      name: 'GET logout (no cookie)',
      path: '/api/user/logout',
      init: get({ 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' }),
      expect: 200,
    },
    { name: 'GET logout (as an image, refused)', path: '/api/user/logout', init: get({ 'sec-fetch-mode': 'no-cors' }), expect: 403 },
    { name: 'GET /sitemap.xml', path: '/sitemap.xml', init: get(), expect: 200 },
    { name: 'GET /es/sitemap.xml', path: '/es/sitemap.xml', init: get(), expect: 200 },
    { name: 'GET /feed.xml', path: '/feed.xml', init: get(), expect: 200 },
    { name: 'GET /es/feed.xml', path: '/es/feed.xml', init: get(), expect: 200 },
    { name: `GET /blog/${postId} (200)`, path: `/blog/${postId}`, init: get(), expect: 200 },
    { name: 'GET /blog/no-such-post (404)', path: '/blog/no-such-post', init: get(), expect: 404 },
    { name: 'GET / (home)', path: '/', init: get(), expect: 200 },
    { name: 'GET /es/blog (list)', path: '/es/blog', init: get(), expect: 200 },
    { name: 'GET /api/page/blog (page data)', path: '/api/page/blog', init: get(), expect: 200 },
    { name: 'GET /api/user/unknown (404)', path: '/api/user/unknown', init: get(), expect: 404 },
  ];
  // Warm both functions to full concurrency first so the numbers are steady-state: the first requests of an
  // instance load the renderer, and the Functions emulator (BENCH_RUNTIME=emulator) even starts one worker process
  // per concurrent request, each loading firebase-admin (seconds on a small machine).
  const warmStart = performance.now();
  const postEndpoint = /** @type {Endpoint} */ (endpoints.find((endpoint) => endpoint.path.startsWith('/blog/')));
  for (const warm of [endpoints[0], postEndpoint]) {
    await Promise.all(
      Array.from({ length: CONCURRENCY * 2 }, () =>
        fetch(`${HOSTING}${warm.path}`, { ...warm.init(), signal: AbortSignal.timeout(60_000) })
          .then((res) => res.arrayBuffer())
          .catch(() => undefined),
      ),
    );
  }
  console.log(
    `(warm-up of both functions at concurrency ${CONCURRENCY}: ${((performance.now() - warmStart) / 1000).toFixed(1)} s, not measured)`,
  );
  const benchDeadline = Date.now() + LIMIT_MS;
  console.log(
    `\n▶ ${REQUESTS} requests per endpoint, concurrency ${CONCURRENCY}, through ${RUNTIME === 'framework' ? 'a proxy following firebase.json' : 'Hosting'} (${HOSTING}), limit ${LIMIT_MS / 1000} s\n`,
  );
  const rows = [];
  for (const endpoint of endpoints) rows.push(await burst(endpoint, benchDeadline));
  /**
   * @param {string | number} value
   * @param {number} width
   */
  const pad = (value, width) => String(value).padStart(width);
  console.log(
    `${'endpoint'.padEnd(34)}${pad('reqs', 6)}${pad('req/s', 8)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${pad('5xx', 5)}${pad('unexp', 7)}${pad('err', 5)}  statuses`,
  );
  for (const row of rows) {
    console.log(
      `${row.name.padEnd(34)}${pad(row.requests, 6)}${pad(row.rps.toFixed(1), 8)}${pad(row.p50.toFixed(1), 9)}${pad(row.p99.toFixed(1), 9)}${pad(row.fiveXx, 5)}${pad(row.unexpected, 7)}${pad(row.errors, 5)}  ${row.statuses}`,
    );
  }
  const total = rows.reduce(
    (sum, row) => ({
      fiveXx: sum.fiveXx + row.fiveXx,
      bad: sum.bad + row.unexpected + row.errors,
      short: sum.short || row.requests < REQUESTS,
    }),
    { fiveXx: 0, bad: 0, short: false },
  );
  console.log(
    `\n5xx: ${total.fiveXx}; unexpected statuses or network errors: ${total.bad}${total.short ? '; time limit reached before every request was sent' : ''}`,
  );
  if (total.fiveXx > 0 || total.bad > 0) exitCode = 1;
} catch (error) {
  console.error(`✗ ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 1;
} finally {
  console.log('▶ Stopping the emulators…');
  await framework?.stop();
  await stopEmulators();
}
process.exit(exitCode);
