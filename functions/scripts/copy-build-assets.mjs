// @ts-check
// Copies what the functions read at runtime into lib/, so a deploy (which uploads functions/ only) has it:
// the bundled content seed without drafts (required) and the web app's server renderer (if built).
import { access, cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { publishedOnly } from '../../seed/published-only.mjs';

const functionsDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const repo = join(functionsDir, '..');
const lib = join(functionsDir, 'lib');

const seed = join(repo, 'seed', 'database_export', 'demo-portfolio-default-rtdb.json');
await mkdir(join(lib, 'seed'), { recursive: true });
// Published items only: a deploy uploads lib/, and no draft may leave the owner (docs/decisions.md, "Drafts never leave the owner").
const tree = publishedOnly(JSON.parse(await readFile(seed, 'utf8')));
const seedCopy = join(lib, 'seed', 'demo-portfolio-default-rtdb.json');
await writeFile(seedCopy, JSON.stringify(tree));
console.log('copied the seed (published items) → lib/seed/');

// The web app's server renderer, which the pages function renders posts and projects with
// (web/scripts/server-renderer-plugin.ts writes it to web/dist-pages/renderer/).
const prerendered = join(repo, 'web', 'dist-pages');
await rm(join(lib, 'prerendered'), { recursive: true, force: true });
try {
  await access(prerendered);
  await cp(prerendered, join(lib, 'prerendered'), { recursive: true });
  console.log('copied web/dist-pages → lib/prerendered/');
} catch {
  console.warn('web/dist-pages not found: the pages function will answer 503 until the web app is built first');
}

// The seed's bodies rendered once, here, as the Database trigger renders a body when it is written
// (lib/content/rendered-bodies.js, docs/rendering.md "Bodies rendered once per version").
const { rendererLoader } = await import(pathToFileURL(join(lib, 'pages', 'renderer.js')).href);
const renderer = await rendererLoader(join(lib, 'prerendered', 'renderer'))();
if (renderer) {
  const { withRenderedBodies } = await import(pathToFileURL(join(lib, 'content', 'rendered-bodies.js')).href);
  await writeFile(seedCopy, JSON.stringify(await withRenderedBodies(tree, renderer)));
  console.log('rendered the seed’s bodies → lib/seed/');
}
