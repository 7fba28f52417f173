#!/usr/bin/env node
// @ts-check
/**
 * `npm run export -- [--from seed|database] [--out FILE.zip]`: the whole site as a zip of Markdown files with
 * front matter, the CV, the tag names and the uploaded images (docs/export-format.md).
 *
 *   the seed file (default):     npm run export
 *   the local database:          npm run export -- --from database      (npm start running: the emulators or the
 *                                                                        stand-in, images from the Storage emulator)
 *   a real project:              gcloud auth application-default login
 *                                GCLOUD_PROJECT=<id> FIREBASE_STORAGE_BUCKET=<bucket> npm run export -- --from database
 *
 * It runs the functions' own exporter (functions/lib/portability), which `npm run export` builds first.
 */
import { createWriteStream, readFileSync } from 'node:fs';
import { once } from 'node:events';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** @param {string} name @param {string} fallback */
function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : (process.argv[index + 1] ?? fallback);
}

const from = option('from', 'seed');
if (from !== 'seed' && from !== 'database') {
  console.error('Usage: npm run export -- [--from seed|database] [--out FILE.zip]');
  process.exit(2);
}
const now = Date.now();
const out = option('out', `site-export-${new Date(now).toISOString().slice(0, 10)}.zip`);

const { siteExport } = await import(join(root, 'functions/lib/portability/site-export.js'));
const { writeExportZip } = await import(join(root, 'functions/lib/portability/export-zip.js'));

/** @type {unknown} */
let tree;
/** @type {(path: string) => Promise<Uint8Array>} */
let readImage = (path) => Promise.reject(new Error(`${path}: the seed has no uploaded images`));
if (from === 'seed') {
  tree = JSON.parse(readFileSync(join(root, 'seed/database_export/demo-portfolio-default-rtdb.json'), 'utf8'));
} else {
  const { openSiteProject, readSiteTree } = await import('./site-project.mjs');
  const { db, bucket, local } = openSiteProject();
  tree = await readSiteTree(db, local);
  readImage = async (path) => (await bucket.file(path).download())[0];
}

const exported = siteExport(tree, { now, siteUrl: process.env.SITE_URL ?? 'http://127.0.0.1:5000' });
const stream = createWriteStream(out);
const result = await writeExportZip(
  exported,
  readImage,
  {
    /** @param {Uint8Array} chunk */
    write: async (chunk) => {
      if (!stream.write(chunk)) await once(stream, 'drain');
    },
  },
  { onProgress: (/** @type {number} */ done, /** @type {number} */ total) => process.stderr.write(`\rimages ${done}/${total}`) },
);
stream.end();
await once(stream, 'finish');
if (exported.images.length > 0) process.stderr.write('\n');
console.log(`${out}: ${result.files} files, ${result.images} images, ${(result.bytes / 1024).toFixed(1)} KB`);
for (const entry of result.missing) console.warn(`  not copied: ${entry.path} (${entry.reason})`);
process.exit(0);
