// @ts-check
/**
 * `npm run bench:search -- 1000 --browser`: the search in Chromium at the mobile preset (docs/quality.md).
 * The built site (emulator mode: a site with a backend, so the tab downloads the index as a visitor's does) is served
 * by a small HTTP server here, as the `pages` function and Hosting serve it — the build's server renderer for pages,
 * page data and the search index over the N generated posts, web/dist for files, everything gzip-compressed as
 * Hosting sends it — without the emulators (nothing to lock, no port range). Chromium runs under CDP throttling:
 * CPU ×4, 1.6 Mbit/s down, 150 ms round trip (Lighthouse's mobile preset, applied rather than simulated).
 *
 * Each run opens /es/buscar (then /search) in a fresh context, waits for the app, focuses the field and types one
 * letter at once (the worst case: the page starts the quick tier's download as it runs, so it is still on its way),
 * and measures from that keystroke to the first result on screen (the frame after the first result is in the DOM).
 * Then the same with a pause of 1.5 s between focus and keystroke (the quick tier is there: the usual case, as a
 * reader takes longer than its download to reach the field and type), and, for comparison, with the quick tier
 * blocked (what the page had before it: the server's page data for the query, or the full index).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/e2e/support/chromium.mjs';
import { buildSite, median, root } from '../site-emulator.mjs';

const DIST = join(root, 'web/dist');
const RENDERER = join(root, 'web/dist-pages/renderer');
const TYPES = /** @type {Record<string, string>} */ ({
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain',
  '.webmanifest': 'application/manifest+json',
  '.html': 'text/html; charset=utf-8',
});
const RUNS = 5;

/**
 * A published-only reader over a database tree, as the server store reads the Realtime Database.
 * @param {any} tree
 */
function treeReader(tree) {
  return {
    /** @param {string} path */
    async queryPublished(path) {
      const [kind] = path.split('/');
      return Object.fromEntries(
        Object.entries(tree[kind]?.summaries ?? {}).filter(
          ([, value]) => /** @type {any} */ (value).langs || /** @type {any} */ (value).status === 'published',
        ),
      );
    },
    /** @param {string} path */
    async read(path) {
      return path.split('/').reduce((node, key) => node?.[key], tree);
    },
  };
}

/**
 * @param {any} tree the generated database tree
 * @param {{ build: boolean, mobile: { kbps: number, rttMs: number, cpu: number } }} options
 */
export async function measureInBrowser(tree, { build, mobile }) {
  if (build) buildSite();
  if (!existsSync(join(RENDERER, 'entry-server.js'))) throw new Error('No build: run without --no-build.');
  // The build must be a site with a backend (buildSite: emulator mode), or the tab builds the index itself.
  const built = spawnSync('grep', ['-rl', 'demo-portfolio', join(DIST, 'assets')], { encoding: 'utf8' });
  if (!built.stdout.trim()) throw new Error('web/dist is not an emulator-mode build (a site with a backend): run without --no-build.');

  /**
   * The built renderer's part used here (web/src/server/entry-server.tsx; its type is not imported: the root type check
   * does not know the app's Vite-only modules).
   * @type {{
   *   createServerContentStore(reader: ReturnType<typeof treeReader>): unknown,
   *   isLang(value: string): boolean,
   *   renderSearchIndex(lang: string, options: { store: unknown, tier: 'full' | 'quick' }): Promise<string>,
   *   renderPageData(url: string, options: { store: unknown }): Promise<{ status: number }>,
   *   renderDocument(url: string, assets: unknown, options: { store: unknown }): Promise<{ status: number, html: string }>,
   * }}
   */
  const entry = await import(pathToFileURL(join(RENDERER, 'entry-server.js')).href);
  const assets = JSON.parse(readFileSync(join(RENDERER, 'assets.json'), 'utf8'));
  const store = entry.createServerContentStore(treeReader(tree));
  /** @type {Map<string, Buffer>} */
  const files = new Map();

  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    const path = decodeURIComponent(url.split('?')[0]);
    /**
     * @param {number} status
     * @param {string} type
     * @param {string | Buffer} body
     */
    const send = (status, type, body) => {
      res.writeHead(status, { 'content-type': type, 'content-encoding': 'gzip', 'cache-control': 'no-cache' });
      res.end(gzipSync(body, { level: 6 }));
    };
    const answer = async () => {
      const search = /^\/api\/search\/([a-z]{2})(\.quick)?\.json$/.exec(path);
      if (search) {
        if (!entry.isLang(search[1])) return send(404, 'application/json', '{}');
        return send(200, 'application/json', await entry.renderSearchIndex(search[1], { store, tier: search[2] ? 'quick' : 'full' }));
      }
      if (path.startsWith('/api/page/') || path === '/api/page') {
        const data = await entry.renderPageData(url.slice('/api/page'.length) || '/', { store });
        return send(data.status, 'application/json', JSON.stringify(data));
      }
      const file = normalize(join(DIST, path));
      if (file.startsWith(DIST) && extname(path) && existsSync(file) && statSync(file).isFile()) {
        let body = files.get(file);
        if (!body) files.set(file, (body = readFileSync(file)));
        return send(200, TYPES[extname(file)] ?? 'application/octet-stream', body);
      }
      if (extname(path)) return send(404, 'text/plain', 'not found');
      const page = await entry.renderDocument(url, assets, { store });
      return send(page.status, 'text/html; charset=utf-8', page.html);
    };
    answer().catch((error) => {
      console.error(error);
      res.writeHead(500).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  // The renderer keeps its index 10 s: ask once so that no run waits for a build on the server.
  for (const lang of ['en', 'es']) await fetch(`${origin}/api/search/${lang}.json`).then((response) => response.text());

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  /**
   * One run: ms from the first keystroke to the first result painted, and where the results came from.
   * @param {string} path the search page
   * @param {string} letter
   * @param {{ pauseMs: number, blockQuick: boolean }} how
   */
  async function run(path, letter, { pauseMs, blockQuick }) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    if (blockQuick) await page.route('**/api/search/*.quick.json', (route) => route.abort());
    /** @type {string[]} */
    const requests = [];
    page.on('request', (request) => {
      const { pathname, search } = new URL(request.url());
      if (pathname.startsWith('/api/')) requests.push(`${pathname}${search}`);
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: mobile.rttMs,
      downloadThroughput: (mobile.kbps * 1000) / 8,
      uploadThroughput: (675 * 1000) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: mobile.cpu });
    await page.goto(`${origin}${path}`, { timeout: 120_000 });
    await page.waitForFunction(
      () => {
        const first = document.getElementById('root')?.firstElementChild;
        return first != null && Object.keys(first).some((key) => key.startsWith('__reactFiber'));
      },
      undefined,
      { timeout: 120_000 },
    );
    // In the page: the keystroke's time, and the frame after the first result link is in the DOM.
    await page.evaluate(() => {
      const state = /** @type {{ key?: number, shown?: number }} */ ({});
      /** @type {any} */ (window).searchBench = state;
      document.addEventListener('keydown', () => (state.key ??= performance.now()), { capture: true });
      new MutationObserver((_, observer) => {
        if (state.key === undefined || !document.querySelector('main ol a')) return;
        observer.disconnect();
        requestAnimationFrame(() => (state.shown = performance.now()));
      }).observe(document.body, { childList: true, subtree: true });
    });
    const requestsBefore = requests.length;
    await page.focus('#search-input');
    if (pauseMs) await page.waitForTimeout(pauseMs);
    await page.keyboard.press(letter);
    await page.waitForFunction(() => /** @type {any} */ (window).searchBench.shown !== undefined, undefined, { timeout: 60_000 });
    const { key, shown } = await page.evaluate(() => /** @type {any} */ (window).searchBench);
    await context.close();
    return { ms: shown - key, requests: requests.slice(requestsBefore) };
  }

  console.log(`Chromium, throttled: CPU ×${mobile.cpu}, ${mobile.kbps} kbit/s, ${mobile.rttMs} ms round trip; ${RUNS} runs each, median`);
  for (const [path, letter] of [
    ['/es/buscar', 'i'],
    ['/search', 'i'],
  ]) {
    for (const [label, how] of /** @type {const} */ ([
      ['keystroke as soon as the app runs', { pauseMs: 0, blockQuick: false }],
      ['keystroke 1.5 s after focus', { pauseMs: 1500, blockQuick: false }],
      ['no quick tier (before), keystroke at once', { pauseMs: 0, blockQuick: true }],
    ])) {
      /** @type {number[]} */
      const times = [];
      /** @type {string[]} */
      let requests = [];
      for (let round = 0; round < RUNS; round += 1) {
        const result = await run(path, letter, how);
        times.push(result.ms);
        requests = result.requests;
      }
      console.log(
        `  ${path} "${letter}", ${label}: first results on screen ${median(times).toFixed(0)} ms after the keystroke (runs: ${times.map((time) => time.toFixed(0)).join(', ')}; requests: ${requests.join(' ')})`,
      );
    }
  }
  await browser.close();
  server.close();
}
