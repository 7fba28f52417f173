#!/usr/bin/env node
// @ts-check
/**
 * `npm run bench:export [-- N]`: the export and import of a site of N generated posts (default 1,000) and N/10
 * projects (scripts/bench/generate-content.mjs), in memory, with the functions' own code (functions/lib/portability):
 * time to build the files, to write the zip, to read it back and to rebuild the tree; the zip's size; the
 * process's peak memory. Images are not part of it (generated posts name none): their cost is their bytes,
 * stored in the zip as they are, one at a time. Prints numbers; not a test.
 */
import { strFromU8, unzipSync } from 'fflate';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateTree } from './generate-content.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const { siteExport } = await import(join(root, 'functions/lib/portability/site-export.js'));
const { writeExportZip } = await import(join(root, 'functions/lib/portability/export-zip.js'));
const { siteFromExport } = await import(join(root, 'functions/lib/portability/site-import.js'));

const count = Number(process.argv[2] ?? 1000);
const tree = generateTree(count);
let peak = process.memoryUsage().rss;
const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
const time = async (/** @type {() => unknown} */ work) => {
  const start = performance.now();
  const value = await work();
  return { value, ms: performance.now() - start };
};

const built = await time(() => siteExport(tree, { now: Date.now(), siteUrl: 'https://emi.example' }));
/** @type {Uint8Array[]} */
const chunks = [];
const zipped = await time(() =>
  writeExportZip(/** @type {any} */ (built.value), () => Promise.reject(new Error('no images')), {
    write: (/** @type {Uint8Array} */ chunk) => void chunks.push(chunk),
  }),
);
const zip = Buffer.concat(chunks);
const unzipped = await time(() => Object.fromEntries(Object.entries(unzipSync(zip)).map(([path, bytes]) => [path, strFromU8(bytes)])));
const imported = await time(() => siteFromExport(/** @type {Record<string, string>} */ (unzipped.value)));
clearInterval(sample);
peak = Math.max(peak, process.memoryUsage().rss);

const items = Object.keys(tree.posts.summaries).length + Object.keys(tree.projects.summaries).length;
const files = /** @type {{ files: unknown[] }} */ (built.value).files.length;
const problems = /** @type {{ problems: unknown[] }} */ (imported.value).problems.length;
console.log(
  `export and import of ${items} items (${count} posts, ${Object.keys(tree.projects.summaries).length} projects), Node ${process.version}`,
);
console.log(
  `  export: files ${built.ms.toFixed(0)} ms (${files} files), zip ${zipped.ms.toFixed(0)} ms, ${(zip.length / 1024 / 1024).toFixed(2)} MB`,
);
console.log(`  import: unzip ${unzipped.ms.toFixed(0)} ms, tree ${imported.ms.toFixed(0)} ms, ${problems} problems`);
console.log(`  peak memory (RSS) ${(peak / 1024 / 1024).toFixed(0)} MB`);
