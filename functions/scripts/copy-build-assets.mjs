// Copies what the functions read at runtime into lib/, so a deploy (which uploads functions/ only) has it:
// the bundled content seed without drafts (required) and the built web app's plain shell as the page template (if built).
// spa.html, not index.html: index.html is the prerendered home page (web/scripts/prerender-plugin.ts).
import { access, copyFile, cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { publishedOnly } from '../../seed/published-only.mjs';

const functionsDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const repo = join(functionsDir, '..');
const lib = join(functionsDir, 'lib');

const seed = join(repo, 'seed', 'database_export', 'demo-portfolio-default-rtdb.json');
await mkdir(join(lib, 'seed'), { recursive: true });
// Published items only: a deploy uploads lib/, and no draft may leave the owner (docs/security.md, "Drafts").
const tree = publishedOnly(JSON.parse(await readFile(seed, 'utf8')));
await writeFile(join(lib, 'seed', 'demo-portfolio-default-rtdb.json'), JSON.stringify(tree));
console.log('copied the seed (published items) → lib/seed/');

const shell = join(repo, 'web', 'dist', 'spa.html');
try {
  await access(shell);
  await copyFile(shell, join(lib, 'app-shell.html'));
  console.log('copied web/dist/spa.html → lib/app-shell.html');
} catch {
  console.warn('web/dist/spa.html not found: the pages function will use its minimal shell (run the web build first)');
}

// The posts and projects the web build prerendered for this function (web/scripts/prerender-plugin.ts).
const prerendered = join(repo, 'web', 'dist-pages');
await rm(join(lib, 'prerendered'), { recursive: true, force: true });
try {
  await access(prerendered);
  await cp(prerendered, join(lib, 'prerendered'), { recursive: true });
  console.log('copied web/dist-pages → lib/prerendered/');
} catch {
  console.warn('web/dist-pages not found: post and project pages will start from the plain shell (run the web build first)');
}
