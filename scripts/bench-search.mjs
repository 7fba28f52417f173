#!/usr/bin/env node
// @ts-check
/**
 * `npm run bench:search [-- N]`: the site search (web/src/features/search/search-index.ts) on N generated posts
 * (scripts/generate-content.mjs, default 1,000, with their N/10 projects): builds each language's index as the
 * server does (published items written in the language, Markdown bodies as text, tag names), and prints its
 * serialised size (raw and gzip: what `/api/search/{lang}.json` sends), the time to build it, the time to load it
 * from JSON (what the browser does once it has downloaded it) and the time per query, typing a word a letter at a
 * time (each keystroke is a search). A benchmark, not a test: numbers, no pass/fail.
 *
 * Targets (docs/decisions.md, "Search"): ready ≤ 300 ms after the first keystroke on a mobile preset (download +
 * load), ≤ 50 ms per keystroke. The mobile estimate uses Lighthouse's mobile preset: 4× slower CPU, 1.6 Mbit/s
 * and 150 ms round trip; the download is computed from the gzip size, the load measured here and multiplied by 4.
 */
import { gzipSync } from 'node:zlib';
import { ensureNode22 } from './site-emulator.mjs';
import { generateTree } from './generate-content.mjs';

// Node 22 runs the TypeScript modules as they are (type stripping), as the browser harness does.
ensureNode22(import.meta.url);
const { buildSearchIndex, loadSearchIndex, search, searchDocument, serializeSearchIndex } =
  await import('../web/src/features/search/search-index.ts');
const { isAvailableIn, tagLabel } = await import('../web/src/features/content/types.ts');

const count = Number(process.argv[2] ?? 1000);
const tree = generateTree(count);
const names = tree.tags ?? {};

/**
 * The same documents as features/search/search-source.ts reads through a content store.
 * @param {'en' | 'es'} lang
 */
function documents(lang) {
  const out = [];
  /** @type {['post' | 'project', Record<string, any>, (value: any) => any][]} the generated tree's parts */
  const parts = [
    ['post', tree.posts.bodies, (value) => value],
    ['project', tree.projects.details, (value) => value?.body],
  ];
  for (const [kind, bodies, bodyOf] of parts) {
    const summaries = kind === 'post' ? tree.posts.summaries : tree.projects.summaries;
    for (const [id, summary] of Object.entries(summaries)) {
      if (summary.status !== 'published' || !isAvailableIn(summary, lang)) continue;
      const tags = Object.keys(summary.tags ?? {}).map((tag) => tagLabel(names, tag, lang));
      const body = bodyOf(bodies[id]) ?? { en: '', es: '' };
      out.push(searchDocument(kind, { id, title: summary.title, summary: summary.summary, body }, tags, lang));
    }
  }
  return out;
}

/**
 * @param {number[]} sorted
 * @param {number} p
 */
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
/** @param {number} value */
const ms = (value) => `${value.toFixed(1)} ms`;
/** @param {number} bytes */
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
/** Lighthouse's mobile preset: 1,638.4 kbit/s, 150 ms round trip, CPU 4× slower. */
const MOBILE = { kbps: 1638.4, rttMs: 150, cpu: 4 };

const WORDS = {
  en: ['accessible', 'interfaces', 'typescript', 'components'],
  es: ['accesible', 'interfaces', 'aplicacion', 'rendimiento'],
};

console.log(`content: ${Object.keys(tree.posts.summaries).length} posts, ${Object.keys(tree.projects.summaries).length} projects\n`);
for (const lang of /** @type {const} */ (['en', 'es'])) {
  const docs = documents(lang);
  let started = performance.now();
  const index = buildSearchIndex(docs);
  const built = performance.now() - started;
  const json = serializeSearchIndex(index);
  const raw = Buffer.byteLength(json);
  const gzip = gzipSync(json, { level: 9 }).length;

  // Loading from JSON, as the browser does after the download: best of 5 (warm), and the first (cold).
  /** @type {number[]} */
  const loads = [];
  /** @type {ReturnType<typeof loadSearchIndex> | undefined} */
  let loaded;
  for (let round = 0; round < 5; round += 1) {
    started = performance.now();
    loaded = loadSearchIndex(json);
    loads.push(performance.now() - started);
  }
  const load = [...loads].sort((a, b) => a - b)[0];
  const ready = /** @type {ReturnType<typeof loadSearchIndex>} */ (loaded);

  // Every keystroke of each word is a search: 'a', 'ac', 'acc', …; 20 rounds.
  /** @type {number[]} */
  const times = [];
  for (let round = 0; round < 20; round += 1)
    for (const word of WORDS[lang])
      for (let length = 1; length <= word.length; length += 1) {
        started = performance.now();
        search(ready, word.slice(0, length));
        times.push(performance.now() - started);
      }
  times.sort((a, b) => a - b);
  const hits = search(ready, WORDS[lang][0]).hits.length;

  const downloadMs = MOBILE.rttMs + ((gzip * 8) / (MOBILE.kbps * 1000)) * 1000;
  const readyMobile = downloadMs + loads[0] * MOBILE.cpu;
  console.log(`${lang}: ${docs.length} documents`);
  console.log(`  index JSON     ${kb(raw)} raw, ${kb(gzip)} gzip`);
  console.log(`  build (server) ${ms(built)}`);
  console.log(`  load from JSON ${ms(loads[0])} first, ${ms(load)} warm`);
  console.log(
    `  per keystroke  p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))}, max ${ms(times[times.length - 1])} (${times.length} searches; "${WORDS[lang][0]}": ${hits} results)`,
  );
  console.log(
    `  mobile preset  ≈ ${ms(downloadMs)} download + ${ms(loads[0] * MOBILE.cpu)} load = ${ms(readyMobile)} to ready; ≈ ${ms(percentile(times, 99) * MOBILE.cpu)} p99 per keystroke (estimates: ×${MOBILE.cpu} CPU)\n`,
  );
}
