#!/usr/bin/env node
// @ts-check
/**
 * `npm run bench:web [-- --no-build --running]`: builds the site (emulator mode, bundled content), serves it
 * on the Hosting emulator, opens each public page in Chromium (the browser harness) and prints the gzip size
 * of the JavaScript and CSS it loads before interaction (until the network is idle), the largest
 * JavaScript chunks of the build, and whether any Firebase SDK code reached a public page.
 * Budget: every public page ≤ 145 KB gzip of JavaScript before interaction (docs/quality.md), no Firebase SDK code on public
 * pages, and one stylesheet without the owner's styles (they load with the admin's lazy chunks); exit 1 otherwise.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildSite, root, SITE, startSite } from '../site-emulator.mjs';

const { launchBrowser, openPage } = await import('../../tests/e2e/support/browser.ts');
const { FIREBASE_SDK_MARKERS, OWNER_STYLE_MARKERS, PUBLIC_PAGES } = await import('../../tests/e2e/support/site.ts');

const BUDGET_KB = 145;
/** Loads of a page that read no script before the bench gives up on it. */
const LOAD_TRIES = 3;
const dist = path.join(root, 'web', 'dist');
/** @param {string} name */
const flag = (name) => process.argv.includes(`--${name}`);
/** @param {Buffer} buffer */
const gzipBytes = (buffer) => gzipSync(buffer, { level: 9 }).length;
/** @param {Buffer} buffer */
const gzipKb = (buffer) => gzipBytes(buffer) / 1024;
/** @param {number} value */
const kb = (value) => `${value.toFixed(1)} KB`;

let site = null;
if (!flag('running')) {
  if (!flag('no-build')) buildSite();
  site = await startSite();
}

let overBudget = false;
let firebaseSeen = false;
/** A public page that loads more than one stylesheet, or owner styles in it. */
let stylesWrong = false;
const browser = await launchBrowser();
try {
  console.log(
    `\n${'page'.padEnd(12)} ${'path'.padEnd(38)} ${'JS gzip'.padStart(9)} ${'CSS gzip'.padStart(9)} ${'files'.padStart(5)}  Firebase SDK  stylesheets`,
  );
  /**
   * The scripts and stylesheets a page loads before interaction. A response whose body the browser no longer holds
   * reads as null: a load that lost every script is measured again rather than counted as 0 KB (within budget).
   * @param {string} pagePath
   */
  const loadAssets = async (pagePath, tries = LOAD_TRIES) => {
    const { page, close } = await openPage(browser, { baseURL: SITE });
    /** @type {Promise<{ type: string, body: Buffer, url: string } | null>[]} */
    const assets = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      assets.push(
        response.body().then(
          (body) => ({ type, body, url: response.url() }),
          () => null,
        ),
      );
    });
    await page.goto(pagePath, { waitUntil: 'networkidle' });
    const loaded = /** @type {{ type: string, body: Buffer, url: string }[]} */ ((await Promise.all(assets)).filter(Boolean));
    await close();
    if (loaded.some((asset) => asset.type === 'script')) return loaded;
    if (tries <= 1) throw new Error(`${pagePath}: no script read in ${LOAD_TRIES} loads`);
    console.log(`  (${pagePath}: no script read, loading it again)`);
    return loadAssets(pagePath, tries - 1);
  };
  for (const item of PUBLIC_PAGES) {
    const loaded = await loadAssets(item.path);
    const js = loaded.filter((asset) => asset.type === 'script');
    const css = loaded.filter((asset) => asset.type === 'stylesheet');
    const jsKb = js.reduce((sum, asset) => sum + gzipKb(asset.body), 0);
    const cssKb = css.reduce((sum, asset) => sum + gzipKb(asset.body), 0);
    const hasFirebase = js.some((asset) => FIREBASE_SDK_MARKERS.test(asset.body.toString('utf8')));
    firebaseSeen ||= hasFirebase;
    if (jsKb > BUDGET_KB) overBudget = true;
    const ownerStyles = css.map((asset) => OWNER_STYLE_MARKERS.exec(asset.body.toString('utf8'))?.[0]).filter(Boolean);
    const styles = css.length === 1 && ownerStyles.length === 0;
    stylesWrong ||= !styles;
    console.log(
      `${item.name.padEnd(12)} ${item.path.padEnd(38)} ${kb(jsKb).padStart(9)} ${kb(cssKb).padStart(9)} ${String(loaded.length).padStart(5)}  ${hasFirebase ? 'YES' : 'no '}          ${styles ? '1, public' : `${css.length}, owner styles: ${ownerStyles.join(' ') || 'none'}`}`,
    );
    // BENCH_WEB_FILES=post-es lists what that page loads, in bytes, to see where a budget went.
    if (process.env.BENCH_WEB_FILES?.split(',').includes(item.name)) {
      for (const asset of js) console.log(`  ${String(gzipBytes(asset.body)).padStart(7)} B  ${new URL(asset.url).pathname}`);
    }
  }
} finally {
  await browser.close();
  await site?.stop();
}

const chunks = readdirSync(path.join(dist, 'assets'))
  .filter((name) => name.endsWith('.js'))
  .map((name) => {
    const file = path.join(dist, 'assets', name);
    const source = readFileSync(file);
    return { name, raw: statSync(file).size / 1024, gzip: gzipKb(source), firebase: FIREBASE_SDK_MARKERS.test(source.toString('utf8')) };
  })
  .sort((a, b) => b.gzip - a.gzip);
console.log('\nLargest JavaScript chunks of the build (gzip / raw):');
for (const chunk of chunks.slice(0, 8))
  console.log(
    `  ${chunk.name.padEnd(40)} ${kb(chunk.gzip).padStart(9)} / ${kb(chunk.raw)}${chunk.firebase ? '  (Firebase SDK: admin/sign-in only)' : ''}`,
  );
console.log(`  all ${chunks.length} chunks together: ${kb(chunks.reduce((sum, chunk) => sum + chunk.gzip, 0))} gzip`);
console.log(
  `\nPublic pages' budget ${BUDGET_KB} KB gzip JS each: ${overBudget ? 'OVER' : 'within'}; Firebase SDK on public pages: ${firebaseSeen ? 'YES' : 'none'}; one public stylesheet each: ${stylesWrong ? 'NO' : 'yes'}`,
);
process.exit(overBudget || firebaseSeen || stylesWrong ? 1 : 0);
