#!/usr/bin/env node
// @ts-check
/**
 * `npm run backfill-rendered`: once, for content stored before the rendering triggers were deployed — every post's
 * and project's body rendered with the functions' own code and stored under `/rendered`, as the `renderPostBodies`
 * and `renderProjectBodies` triggers do on each save (docs/rendering.md, "Bodies rendered once per version").
 * Only missing or differing renderings are written, those of deleted items removed: running it again writes nothing.
 *
 *   the local database:  npm run backfill-rendered                  (npm start running: the emulators or the stand-in)
 *   a real project:      gcloud auth application-default login
 *                        GCLOUD_PROJECT=<id> npm run backfill-rendered
 *
 * Run it from the commit you deployed: a body's version names the Markdown pipeline as built, and pages ignore a
 * rendering made by another one (they render that body themselves, as before). `npm run backfill-rendered`
 * builds the web app and the functions first.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { openSiteProject, readSiteTree } from './site-project.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const lib = (/** @type {string} */ file) => import(pathToFileURL(join(root, 'functions/lib', file)).href);

const { rendererLoader } = await lib('pages/renderer.js');
const { backfillRenderedBodies } = await lib('content/rendered-bodies.js');
const renderer = await rendererLoader()();
if (!renderer) {
  console.error('The server renderer is not built: run `npm run build` (web app, then functions) first.');
  process.exit(1);
}
const { db, projectId, local } = openSiteProject();
console.log(`Rendering the stored bodies of ${local ? 'the local database' : projectId}…`);
const tree = await readSiteTree(db, local, ['posts', 'projects', 'rendered']);
const report = await backfillRenderedBodies(tree, {
  renderer,
  write: async (/** @type {string} */ path, /** @type {object | null} */ value) => {
    await db.ref(path).set(value);
  },
  onProgress: (/** @type {number} */ done, /** @type {number} */ total) => process.stderr.write(`\rbodies ${done}/${total}`),
});
process.stderr.write('\n');
console.log(
  `${report.written.length} rendering(s) written, ${report.unchanged} already current, ${report.removed.length} of deleted items removed.`,
);
for (const failure of report.failed) console.error(`  not rendered: ${failure.path} (${failure.error})`);
process.exit(report.failed.length > 0 ? 1 : 0);
