#!/usr/bin/env node
// @ts-check
/**
 * `npm run bench:renderer -- [N]`: the server renderer (web/src/server/entry-server.tsx, as the `pages` function loads it)
 * on N generated posts (scripts/bench/generate-content.mjs; default: the seed). Prints, per page type: warm p50/p99 render
 * time, the HTML's bytes and the page data's (the JSON client-side navigation reads), raw and gzip; and the
 * renderer's cold start (its first import and first page); and the sitemaps (`api` function) and the feeds (`pages`
 * function: 50 posts' full text, rendered) — warm p50/p99, bytes — read through the database content source as
 * deployed (target: ≤ 300 ms warm with 1,000 posts).
 * Needs a build (`npm run build`): it reads web/dist-pages/renderer/ and functions/lib/. A benchmark, not a test.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { generateTree } from './generate-content.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const rendererDir = join(root, 'web/dist-pages/renderer');
const contentSourceFile = join(root, 'functions/lib/content/content-source.js');
if (!existsSync(join(rendererDir, 'entry-server.js')) || !existsSync(contentSourceFile)) {
  console.error('Build first: npm run build (the benchmark reads web/dist-pages/renderer/ and functions/lib/).');
  process.exit(1);
}

const count = process.argv[2] ? Number(process.argv[2]) : null;
/** @type {{ posts: { summaries: Record<string, { status?: string, langs?: object }> }, projects: { summaries: Record<string, unknown> } }} */
const tree = count
  ? generateTree(count)
  : JSON.parse(readFileSync(join(root, 'seed/database_export/demo-portfolio-default-rtdb.json'), 'utf8'));
const ROUNDS = 40;

const started = performance.now();
const entry = await import(pathToFileURL(join(rendererDir, 'entry-server.js')).href);
const imported = performance.now();
const { treeDbReader } = await import(pathToFileURL(contentSourceFile).href);
const assets = JSON.parse(readFileSync(join(rendererDir, 'assets.json'), 'utf8'));
const store = entry.createServerContentStore(treeDbReader(async () => tree));

const firstPost = /** @type {[string, unknown]} */ (
  Object.entries(tree.posts.summaries).find(([, summary]) => summary.langs || summary.status === 'published')
)[0];
const firstProject = Object.keys(tree.projects.summaries)[0];
const PAGES = [
  ['post', `/blog/${firstPost}`],
  ['post (es)', `/es/blog/${firstPost}`],
  ['project', `/projects/${firstProject}`],
  ['unknown post (404)', '/blog/no-such-post'],
  ['home', '/'],
  ['blog list', '/blog'],
  ['blog list, page 2', '/blog?page=2'],
  ['projects list', '/projects'],
  ['CV', '/c/cv'],
];

const first = await entry.renderDocument(PAGES[0][1], assets, { store });
const firstAnswer = performance.now();
console.log(`content: ${Object.keys(tree.posts.summaries).length} posts, ${Object.keys(tree.projects.summaries).length} projects`);
console.log(
  `cold: import ${Math.round(imported - started)} ms, first page ${Math.round(firstAnswer - imported)} ms (status ${first.status})\n`,
);

/**
 * @param {number[]} sorted
 * @param {number} p
 */
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
console.log(['page', 'status', 'p50 ms', 'p99 ms', 'HTML KB', 'gzip KB', 'JSON KB', 'gzip KB'].join('\t'));
for (const [name, url] of PAGES) {
  /** @type {number[]} */
  const times = [];
  let page;
  for (let round = 0; round < ROUNDS; round++) {
    const start = performance.now();
    page = await entry.renderDocument(url, assets, { store });
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const json = JSON.stringify(await entry.renderPageData(url, { store }));
  /** @param {number} bytes */
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  console.log(
    [
      name,
      page.status,
      percentile(times, 50).toFixed(1),
      percentile(times, 99).toFixed(1),
      kb(Buffer.byteLength(page.html)),
      kb(gzipSync(page.html).length),
      kb(Buffer.byteLength(json)),
      kb(gzipSync(json).length),
    ].join('\t'),
  );
}

// Sitemaps (the `api` function) and feeds (the `pages` function, with the same renderer) on the same content, as a
// database deployment reads it.
const { handleApi } = await import(pathToFileURL(join(root, 'functions/lib/api/api-handler.js')).href);
const { handlePage } = await import(pathToFileURL(join(root, 'functions/lib/pages/pages-handler.js')).href);
const { rendererLoader } = await import(pathToFileURL(join(root, 'functions/lib/pages/renderer.js')).href);
const { createDatabaseContentSource } = await import(pathToFileURL(contentSourceFile).href);
const reader = treeDbReader(async () => tree);
const apiDeps = { content: createDatabaseContentSource(reader), siteUrl: 'https://example.com' };
const pagesDeps = { reader, siteUrl: 'https://example.com', loadRenderer: rendererLoader(rendererDir) };
/** @typedef {{ statusCode: number, body: string, headers: Record<string, string> }} Answer */
/**
 * @param {string} path
 * @returns {Promise<Answer>}
 */
const answer = async (path) => {
  /** @type {Answer} */
  const response = { statusCode: 200, body: '', headers: {} };
  const res = {
    /** @param {number} code */
    status: (code) => ((response.statusCode = code), res),
    /**
     * @param {string} name
     * @param {string} value
     */
    setHeader: (name, value) => (response.headers[name.toLowerCase()] = value),
    /** @param {string} body */
    send: (body) => (response.body = body),
    end: () => {},
  };
  const req = { method: 'GET', path, url: path, headers: {} };
  await (path.endsWith('feed.xml') ? handlePage(req, res, pagesDeps) : handleApi(req, res, apiDeps));
  return response;
};
console.log(`\n${['xml', 'status', 'p50 ms', 'p99 ms', 'KB', 'gzip KB'].join('\t')}`);
for (const path of ['/sitemap.xml', '/es/sitemap.xml', '/feed.xml', '/es/feed.xml']) {
  /** @type {number[]} */
  const times = [];
  /** @type {Answer} */
  let response = { statusCode: 0, body: '', headers: {} };
  for (let round = 0; round < ROUNDS; round++) {
    const start = performance.now();
    response = await answer(path);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  /** @param {number} bytes */
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  const body = String(response.body);
  console.log(
    [
      path,
      response.statusCode,
      percentile(times, 50).toFixed(1),
      percentile(times, 99).toFixed(1),
      kb(Buffer.byteLength(body)),
      kb(gzipSync(body).length),
    ].join('\t'),
  );
}
