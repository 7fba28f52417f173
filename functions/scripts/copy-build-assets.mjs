// @ts-check
// Copies what the functions read at runtime into lib/, so a deploy (which uploads functions/ only) has it:
// the bundled content seed without drafts (required) and the web app's server renderer (if built).
import { access, cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { publishedOnly } from '../../seed/published-only.mjs';

const functionsDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const repo = join(functionsDir, '..');
const lib = join(functionsDir, 'lib');

const seed = join(repo, 'seed', 'database_export', 'demo-portfolio-default-rtdb.json');
await mkdir(join(lib, 'seed'), { recursive: true });
// Published items only: a deploy uploads lib/, and no draft may leave the owner (docs/decisions.md, "Drafts never leave the owner").
const tree = publishedOnly(JSON.parse(await readFile(seed, 'utf8')));
await writeFile(join(lib, 'seed', 'demo-portfolio-default-rtdb.json'), JSON.stringify(tree));
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
