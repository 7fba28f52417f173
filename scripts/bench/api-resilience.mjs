// @ts-check
/**
 * The `pages` and `ogImages` functions under the conditions of docs/quality.md, "The live site under load": each
 * scenario starts its own function process in the Functions Framework (as Cloud Functions runs it, one instance),
 * with a content reader that answers each read 50 ms late (BUNDLED_READ_DELAY_MS), and prints what it measured.
 * Part of `npm run bench:api` (scripts/bench/api.mjs), which builds the functions and holds the emulator lock.
 *
 * Env: BENCH_FLOOD_REQUESTS (2,000), BENCH_CONCURRENCY (50), BENCH_READ_DELAY_MS (50), BENCH_POSTS (1,000),
 * BENCH_OG_REQUESTS (80), BENCH_SCENARIOS (which scenarios to run, comma-separated; all by default:
 * `flood,posts,hung,og`), BENCH_STORED_BODIES (`false`: the posts' bodies have no stored rendering).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { generateTree } from './generate-content.mjs';
import { startFunctionsFramework } from './functions-framework-site.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const FLOOD_REQUESTS = Number(process.env.BENCH_FLOOD_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const READ_DELAY_MS = String(process.env.BENCH_READ_DELAY_MS ?? 50);
const POSTS = Number(process.env.BENCH_POSTS ?? 1000);
const OG_REQUESTS = Number(process.env.BENCH_OG_REQUESTS ?? 80);
const STORED_BODIES = process.env.BENCH_STORED_BODIES !== 'false';
const SCENARIOS = new Set((process.env.BENCH_SCENARIOS ?? 'flood,posts,hung,og').split(','));
/** What a client waits for at most (a hung request counts as an error). */
const CLIENT_TIMEOUT_MS = 30_000;
/** What the login page is given while the database hangs (ten tries, one after the other). */
const LOGIN_TIMEOUT_MS = 5000;
/** The functions' deadline on a content read (functions/src/content/deadline-reader.ts): a page answers within it + 1 s. */
const READ_DEADLINE_MS = 4000;

/**
 * @param {number[]} sorted
 * @param {number} p
 */
const percentile = (sorted, p) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const random = () => randomBytes(6).toString('hex');

/**
 * Asks `urls` (in order) with `concurrency` requests in flight; latencies, statuses, errors.
 * @param {string[]} urls
 * @param {number} concurrency
 */
async function burst(urls, concurrency) {
  /** @type {number[]} */
  const latencies = [];
  /** @type {Map<number, number>} */
  const statuses = new Map();
  let errors = 0;
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < urls.length) {
      const url = urls[next++];
      const t0 = performance.now();
      try {
        const res = await fetch(url, { signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS) });
        await res.arrayBuffer();
        latencies.push(performance.now() - t0);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      } catch {
        errors += 1;
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: urls.length,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    fiveXx: [...statuses].reduce((sum, [status, count]) => sum + (status >= 500 ? count : 0), 0),
    errors,
    statuses: [...statuses].map(([status, count]) => `${status}×${count}`).join(' '),
  };
}

/** @param {Awaited<ReturnType<typeof burst>>} row */
const line = (row) =>
  `${row.requests} requests: ${row.perSecond.toFixed(1)} pages/s, p50 ${row.p50.toFixed(0)} ms, p99 ${row.p99.toFixed(0)} ms, ` +
  `5xx ${row.fiveXx}, no answer in ${CLIENT_TIMEOUT_MS / 1000} s ${row.errors} (${row.statuses || 'none'})`;

/** The peak resident memory of a process so far (Linux: VmHWM), in MiB. @param {number | undefined} pid */
function peakMiB(pid) {
  try {
    const kb = Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return (kb / 1024).toFixed(0);
  } catch {
    return '?';
  }
}

/**
 * The CPU time a process has used so far (Linux: user + system in /proc/<pid>/stat, in ticks of 10 ms), in ms;
 * NaN elsewhere. Divided by the requests of a burst, it is the figure a shared machine's load disturbs least.
 * @param {number | undefined} pid
 */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

/** The machine's load average over the last minute, as printed beside each figure. */
const load = () => os.loadavg()[0].toFixed(1);

/**
 * One function in its own Functions Framework process on `port`, for `work`; stopped after. Nothing when
 * `scenario` is not among BENCH_SCENARIOS.
 * @template T
 * @param {{ scenario: string, functionId: string, port: number, env: Record<string, string>, readyPath?: string, onLog?: (id: string, text: string) => void }} options
 * @param {(base: string, pid: number | undefined) => Promise<T>} work
 */
async function withFunction({ scenario, functionId, port, env, readyPath, onLog }, work) {
  if (!SCENARIOS.has(scenario)) return undefined;
  const site = await startFunctionsFramework({
    project: 'demo-portfolio',
    functionIds: [functionId],
    firstPort: port,
    hostingPort: null,
    env,
    onLog,
    readyPath,
  });
  try {
    return await work(`http://127.0.0.1:${port}`, site.pids.get(functionId));
  } finally {
    await site.stop();
  }
}

/**
 * @param {{ contentFile?: string, postId: string, projectId: string }} content what the bundled run serves
 * @returns {Promise<boolean>} whether every target was met
 */
export async function benchResilience({ contentFile, postId, projectId }) {
  let ok = true;
  const bundled = {
    CONTENT_SOURCE: 'bundled',
    BUNDLED_READ_DELAY_MS: READ_DELAY_MS,
    ...(contentFile ? { BUNDLED_CONTENT_FILE: contentFile } : {}),
  };
  console.log(`\n▶ The live site under load (one instance each, every content read ${READ_DELAY_MS} ms late)`);

  // 1. A flood of uncached URLs: every public page type, each request with a query string no cache has seen.
  const pages = [
    '/',
    '/es',
    '/blog',
    '/es/blog',
    `/blog/${postId}`,
    `/es/blog/${postId}`,
    '/projects',
    `/projects/${projectId}`,
    '/c/cv',
    '/search',
  ];
  await withFunction({ scenario: 'flood', functionId: 'pages', port: 8711, env: bundled }, async (base, pid) => {
    await burst(
      pages.map((page) => `${base}${page}`),
      10,
    ); // the renderer and jsdom loaded, as on a warm instance
    const urls = Array.from({ length: FLOOD_REQUESTS }, (_, index) => `${base}${pages[index % pages.length]}?x=${random()}`);
    const cpuBefore = cpuMs(pid);
    const row = await burst(urls, CONCURRENCY);
    const cpu = (cpuMs(pid) - cpuBefore) / urls.length;
    console.log(
      `  random query strings, ${pages.length} page types, ${CONCURRENCY} concurrent: ${line(row)}; CPU ${cpu.toFixed(2)} ms/request, load ${load()}`,
    );
    if (row.fiveXx > 0 || row.errors > 0 || !(row.p99 <= 500)) ok = false;
  });

  // 2. Many distinct posts: each page and its page data once, in a random order (nothing to share but the lists).
  // Their bodies rendered beforehand, as the Database trigger renders each when it is written (docs/rendering.md,
  // "Bodies rendered once per version"); BENCH_STORED_BODIES=false measures pages that render every body themselves.
  const tree = generateTree(POSTS);
  const generated = path.join(root, 'tmp', `bench-api-${POSTS}.json`);
  mkdirSync(path.dirname(generated), { recursive: true });
  if (SCENARIOS.has('posts') && STORED_BODIES) {
    const started = performance.now();
    const { withRenderedBodies } = await import(pathToFileURL(path.join(root, 'functions/lib/content/rendered-bodies.js')).href);
    const { rendererLoader } = await import(pathToFileURL(path.join(root, 'functions/lib/pages/renderer.js')).href);
    Object.assign(tree, await withRenderedBodies(tree, await rendererLoader()()));
    console.log(
      `  (every body rendered and stored, as the trigger does: ${((performance.now() - started) / 1000).toFixed(1)} s, not measured)`,
    );
  }
  writeFileSync(generated, JSON.stringify(tree));
  const ids = Object.entries(tree.posts.summaries)
    .filter(
      ([, post]) =>
        (post.langs || post.status === 'published') && post.title.en && (post.langs?.en?.publishedAt ?? post.publishedAt) <= Date.now(),
    )
    .map(([id]) => id);
  await withFunction(
    { scenario: 'posts', functionId: 'pages', port: 8712, env: { ...bundled, BUNDLED_CONTENT_FILE: generated } },
    async (base, pid) => {
      await burst([`${base}/blog/${ids[0]}`, `${base}/`], 2);
      const urls = ids.flatMap((id) => [`${base}/blog/${id}`, `${base}/api/page/blog/${id}`]).sort(() => Math.random() - 0.5);
      const cpuBefore = cpuMs(pid);
      const row = await burst(urls, CONCURRENCY);
      const cpu = (cpuMs(pid) - cpuBefore) / urls.length;
      console.log(
        `  ${ids.length} distinct posts (page + page data each), ${CONCURRENCY} concurrent: ${line(row)}; CPU ${cpu.toFixed(2)} ms/request, load ${load()}`,
      );
      if (row.fiveXx > 0 || row.errors > 0 || !(row.p99 <= 500)) ok = false;
    },
  );

  // 3. A database that accepts connections and never answers.
  const blackHole = net.createServer(() => undefined);
  await new Promise((resolve) => blackHole.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {net.AddressInfo} */ (blackHole.address());
  const database = {
    CONTENT_SOURCE: 'database',
    FIREBASE_DATABASE_EMULATOR_HOST: `127.0.0.1:${address.port}`,
    FIREBASE_CONFIG: JSON.stringify({
      projectId: 'demo-portfolio',
      databaseURL: `http://127.0.0.1:${address.port}?ns=demo-portfolio-default-rtdb`,
    }),
  };
  try {
    await withFunction({ scenario: 'hung', functionId: 'pages', port: 8713, env: database, readyPath: '/emi-lgn' }, async (base) => {
      // Every page that reads content (the search page without a query reads nothing).
      const hung = [
        ...pages.filter((page) => page !== '/search'),
        '/search?q=css',
        '/feed.xml',
        '/es/feed.xml',
        '/api/page/blog',
        '/api/search/en.json',
      ];
      const timed = hung.map(async (page) => {
        const t0 = performance.now();
        try {
          const res = await fetch(`${base}${page}`, { signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS) });
          await res.arrayBuffer();
          return { page, ms: performance.now() - t0, status: String(res.status), cache: res.headers.get('cache-control') ?? '' };
        } catch {
          return { page, ms: performance.now() - t0, status: 'none', cache: '' };
        }
      });
      // Meanwhile, the login page (it reads nothing), ten times, one after the other.
      await new Promise((resolve) => setTimeout(resolve, 300));
      /** @type {number[]} */
      const login = [];
      for (let i = 0; i < 10; i++) {
        const t0 = performance.now();
        const res = await fetch(`${base}${i % 2 ? '/es/emi-lgn' : '/emi-lgn'}?x=${random()}`, {
          signal: AbortSignal.timeout(LOGIN_TIMEOUT_MS),
        }).catch(() => null);
        await res?.arrayBuffer();
        login.push(res?.status === 200 ? performance.now() - t0 : Infinity);
      }
      const results = await Promise.all(timed);
      const slowest = Math.max(...results.map((result) => result.ms));
      console.log(
        `  a database that never answers: slowest of ${results.length} pages ${slowest.toFixed(0)} ms (target ≤ ${READ_DEADLINE_MS + 1000}); ` +
          `statuses ${[...new Set(results.map((result) => `${result.status} ${result.cache}`))].join(' | ')}`,
      );
      console.log(`    meanwhile /emi-lgn: slowest of ${login.length} ${Math.max(...login).toFixed(0)} ms (target ≤ 300)`);
      if (slowest > READ_DEADLINE_MS + 1000 || Math.max(...login) > 300 || results.some((result) => !result.status.startsWith('5')))
        ok = false;
    });
  } finally {
    blackHole.close();
  }

  // 4. Link-preview cards: many concurrent requests for one card.
  let drawings = 0;
  const countDrawings = (/** @type {string} */ _id, /** @type {string} */ text) => {
    drawings += text.split('\n').filter((entry) => entry.includes('og: drew a link-preview card')).length;
  };
  await withFunction({ scenario: 'og', functionId: 'ogImages', port: 8714, env: bundled, onLog: countDrawings }, async (base, pid) => {
    const before = peakMiB(pid);
    const row = await burst(
      Array.from({ length: OG_REQUESTS }, () => `${base}/og/en/blog/${postId}.png`),
      OG_REQUESTS,
    );
    await new Promise((resolve) => setTimeout(resolve, 200)); // the last log lines
    console.log(
      `  ${OG_REQUESTS} concurrent requests for one link-preview card: ${drawings} drawing(s), p99 ${row.p99.toFixed(0)} ms, ` +
        `${row.statuses}; the process's peak memory ${before} MiB before, ${peakMiB(pid)} MiB after (target ≤ 256)`,
    );
    if (drawings !== 1 || Number(peakMiB(pid)) > 256) ok = false;
  });
  return ok;
}
