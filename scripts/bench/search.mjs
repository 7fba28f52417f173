#!/usr/bin/env node
// @ts-check
/**
 * `npm run bench:search [-- N] [--browser [--no-build]]`: the site search (web/src/features/search/search-index.ts)
 * on N generated posts (scripts/bench/generate-content.mjs, default 1,000, with their N/10 projects): builds each
 * language's index as the server does (published items written in the language, Markdown bodies as text, tag
 * names), and prints, for each of the two tiers the browser downloads (the quick tier of titles, tags and summaries,
 * `/api/search/{lang}.quick.json`, then the full index, `/api/search/{lang}.json`), its size (raw and gzip), the
 * time to build it on the server, the time to load it in the browser (the quick tier is indexed there, the full
 * index loaded from JSON) and the time per query, typing a word a letter at a time (each keystroke is a search).
 * A benchmark, not a test: numbers, no pass/fail.
 *
 * Targets (docs/decisions.md, "The search index in two tiers"): ready ≤ 300 ms after the first keystroke on a mobile preset (download +
 * load), ≤ 50 ms per keystroke. The mobile estimate uses Lighthouse's mobile preset: 4× slower CPU, 1.6 Mbit/s
 * and 150 ms round trip; the download is computed from the gzip size, the load measured here and multiplied by 4.
 *
 * With --browser it also measures it in Chromium (scripts/bench/search-browser.mjs): the built site, served with
 * the N posts, under CDP throttling at the mobile preset, from the first keystroke to the results on screen.
 */
import * as nodeModule from 'node:module';
import { gzipSync } from 'node:zlib';
import { generateTree } from './generate-content.mjs';

// Node 22 runs the TypeScript modules as they are (type stripping), as the browser harness does. The app's
// imports name no extension (Vite resolves them): try `.ts` where Node finds nothing.
/** @type {{ registerHooks(hooks: { resolve: (specifier: string, context: object, next: (specifier: string, context: object) => unknown) => unknown }): void }} */ (
  /** @type {unknown} */ (nodeModule)
).registerHooks({
  resolve(specifier, context, next) {
    try {
      return next(specifier, context);
    } catch (error) {
      if (/^\.\.?\//.test(specifier) && !/\.[a-z]+$/.test(specifier)) return next(`${specifier}.ts`, context);
      throw error;
    }
  },
});
const { buildSearchIndex, loadQuickIndex, loadSearchIndex, search, searchDocument, serializeQuickIndex, serializeSearchIndex } =
  await import('../../web/src/features/search/search-index.ts');
const { isAvailableIn, tagLabel } = await import('@portfolio/content/content-types');

const count = Number(process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? 1000);
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
      if (!(summary.langs ? summary.langs[lang] : summary.status === 'published') || !isAvailableIn(summary, lang)) continue;
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

/**
 * The first load of `json` (cold, as a reader's tab does it once) and the best of 5 (warm).
 * @param {(json: string) => ReturnType<typeof loadSearchIndex>} load
 * @param {string} json
 */
function loadTimes(load, json) {
  /** @type {number[]} */
  const times = [];
  /** @type {ReturnType<typeof loadSearchIndex> | undefined} */
  let loaded;
  for (let round = 0; round < 5; round += 1) {
    const started = performance.now();
    loaded = load(json);
    times.push(performance.now() - started);
  }
  return { first: times[0], warm: Math.min(...times), index: /** @type {ReturnType<typeof loadSearchIndex>} */ (loaded) };
}

/**
 * Every keystroke of each word is a search: 'a', 'ac', 'acc', …; 20 rounds. Sorted times.
 * @param {ReturnType<typeof loadSearchIndex>} index
 * @param {string[]} words
 */
function keystrokeTimes(index, words) {
  /** @type {number[]} */
  const times = [];
  for (let round = 0; round < 20; round += 1)
    for (const word of words)
      for (let length = 1; length <= word.length; length += 1) {
        const started = performance.now();
        search(index, word.slice(0, length));
        times.push(performance.now() - started);
      }
  return times.sort((a, b) => a - b);
}

/** @param {number} gzip bytes */
const mobileDownloadMs = (gzip) => MOBILE.rttMs + ((gzip * 8) / (MOBILE.kbps * 1000)) * 1000;

console.log(`content: ${Object.keys(tree.posts.summaries).length} posts, ${Object.keys(tree.projects.summaries).length} projects\n`);
for (const lang of /** @type {const} */ (['en', 'es'])) {
  const docs = documents(lang);
  console.log(`${lang}: ${docs.length} documents`);

  // The quick tier: rows of titles, tags and summaries, indexed in the browser.
  let started = performance.now();
  const quickJson = serializeQuickIndex(docs);
  const quickBuilt = performance.now() - started;
  const quickGzip = gzipSync(quickJson, { level: 9 }).length;
  const quick = loadTimes(loadQuickIndex, quickJson);
  const quickTimes = keystrokeTimes(quick.index, WORDS[lang]);
  const quickReady = mobileDownloadMs(quickGzip) + quick.first * MOBILE.cpu;
  console.log(`  quick tier (titles, tags, summaries; /api/search/${lang}.quick.json)`);
  console.log(`    JSON           ${kb(Buffer.byteLength(quickJson))} raw, ${kb(quickGzip)} gzip`);
  console.log(`    build (server) ${ms(quickBuilt)}`);
  console.log(`    index (browser) ${ms(quick.first)} first, ${ms(quick.warm)} warm`);
  console.log(
    `    per keystroke  p50 ${ms(percentile(quickTimes, 50))}, p99 ${ms(percentile(quickTimes, 99))} ("${WORDS[lang][0]}": ${search(quick.index, WORDS[lang][0]).hits.length} results)`,
  );
  console.log(
    `    mobile preset  ≈ ${ms(mobileDownloadMs(quickGzip))} download + ${ms(quick.first * MOBILE.cpu)} index = ${ms(quickReady)} to ready`,
  );

  // The full index, downloaded after the quick tier.
  started = performance.now();
  const index = buildSearchIndex(docs);
  const built = performance.now() - started;
  const json = serializeSearchIndex(index);
  const raw = Buffer.byteLength(json);
  const gzip = gzipSync(json, { level: 9 }).length;
  const full = loadTimes(loadSearchIndex, json);
  const times = keystrokeTimes(full.index, WORDS[lang]);
  const hits = search(full.index, WORDS[lang][0]).hits.length;
  const fullReady = mobileDownloadMs(gzip) + full.first * MOBILE.cpu;
  console.log(`  full index (/api/search/${lang}.json)`);
  console.log(`    JSON           ${kb(raw)} raw, ${kb(gzip)} gzip`);
  console.log(`    build (server) ${ms(built)}`);
  console.log(`    load from JSON ${ms(full.first)} first, ${ms(full.warm)} warm`);
  console.log(
    `    per keystroke  p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))}, max ${ms(times[times.length - 1])} (${times.length} searches; "${WORDS[lang][0]}": ${hits} results)`,
  );
  console.log(
    `    mobile preset  ≈ ${ms(mobileDownloadMs(gzip))} download + ${ms(full.first * MOBILE.cpu)} load = ${ms(fullReady)} to ready (after the quick tier: ≈ ${ms(quickReady + fullReady)} from the start)`,
  );
  console.log(
    `  per keystroke on the mobile preset ≈ p99 ${ms(percentile(quickTimes, 99) * MOBILE.cpu)} (quick), ${ms(percentile(times, 99) * MOBILE.cpu)} (full) (estimates: ×${MOBILE.cpu} CPU)\n`,
  );
}

if (process.argv.includes('--browser')) {
  const { measureInBrowser } = await import('./search-browser.mjs');
  await measureInBrowser(tree, { build: !process.argv.includes('--no-build'), mobile: MOBILE });
}
