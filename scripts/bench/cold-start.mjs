#!/usr/bin/env node
// @ts-check
/**
 * `npm run bench:cold-start [-- RUNS] [-- --url /blog/some-post]`: the `pages` function's cold start as a new instance
 * has it — a fresh Node process loads functions/lib/index.js (firebase-functions, firebase-admin, the handlers),
 * then answers its first request, which imports the server renderer (React, the app, jsdom) and renders the page.
 * Prints, per run and as medians: process start → module loaded, → first answer, and the memory then held.
 * Content is the bundled seed (no database here); a database read adds its own round trip in a deployment.
 * Needs a build (`npm run build`). A benchmark, not a test: numbers depend on the machine.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const entry = join(root, 'functions/lib/index.js');
if (!existsSync(entry)) {
  console.error('Build first: npm run build (the benchmark loads functions/lib/index.js).');
  process.exit(1);
}
const runs = Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? 3);
const urlIndex = process.argv.indexOf('--url');
const url = urlIndex >= 0 ? process.argv[urlIndex + 1] : '/';

// The params a deployment would have (the demo project's, as the emulator reads them).
const params = Object.fromEntries(
  readFileSync(join(root, 'functions/.env.demo-portfolio'), 'utf8')
    .split('\n')
    .filter((line) => /^[A-Z_]+=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
);

// Runs in the new process: performance.now() counts from that process's start.
const child = `
const loaded = await import(${JSON.stringify(pathToFileURL(entry).href)}).then(() => performance.now());
const { pages } = await import(${JSON.stringify(pathToFileURL(entry).href)});
const url = ${JSON.stringify(url)};
const headers = { host: '127.0.0.1', 'accept-encoding': 'br, gzip' };
const req = { method: 'GET', path: url.split('?')[0], url, originalUrl: url, headers, query: {},
  get: (name) => headers[name.toLowerCase()], header: (name) => headers[name.toLowerCase()] };
const status = await new Promise((resolve) => {
  let code = 200;
  const res = { headersSent: false, locals: {}, status(c) { code = c; return res; }, setHeader() { return res; },
    set() { return res; }, on() { return res; }, send() { resolve(code); return res; }, end() { resolve(code); return res; } };
  pages(req, res);
});
const answered = performance.now();
console.log(JSON.stringify({ loaded, answered, status, rssMb: process.memoryUsage().rss / 2 ** 20 }));
process.exit(0);
`;

const results = [];
for (let run = 1; run <= runs; run++) {
  const started = performance.now();
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', child], {
    cwd: join(root, 'functions'),
    env: {
      ...process.env,
      ...params,
      CONTENT_SOURCE: 'bundled',
      GCLOUD_PROJECT: 'demo-portfolio',
      FIREBASE_CONFIG: '{"projectId":"demo-portfolio"}',
    },
    encoding: 'utf8',
  });
  const wall = performance.now() - started;
  const line = result.stdout.split('\n').find((text) => text.startsWith('{'));
  if (!line || process.env.BENCH_DEBUG) {
    console.error(result.stderr.slice(-3000));
    process.exit(1);
  }
  const measured = { ...JSON.parse(line), wall };
  results.push(measured);
  console.log(
    `run ${run}: module loaded ${Math.round(measured.loaded)} ms, first answer (${measured.status}) ${Math.round(measured.answered)} ms after process start, spawn to answer ${Math.round(wall)} ms, RSS ${Math.round(measured.rssMb)} MB`,
  );
}
/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(
  `\npages function cold start, ${url}, median of ${runs}: module loaded ${Math.round(median(results.map((r) => r.loaded)))} ms, ` +
    `first answer ${Math.round(median(results.map((r) => r.answered)))} ms after process start, RSS ${Math.round(median(results.map((r) => r.rssMb)))} MB`,
);
