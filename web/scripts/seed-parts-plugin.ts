/**
 * Vite plugin: the repo's one seed file (seed/database_export/…, also the Database emulator's import) split
 * into the parts the pages read, each its own module and so its own chunk in bundled mode: `virtual:seed/lists`
 * (post and project summaries: home, blog and project lists), `virtual:seed/post-bodies`,
 * `virtual:seed/project-details` and `virtual:seed/cv`. A visitor of the home page downloads the
 * summaries, not every post body. Drafts are left out of every part. The modules are plain JSON, so Vite's JSON plugin turns them into ES modules.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv, type Plugin } from 'vite';
import { contentSourceOf, type ContentSource } from '../src/config/content-source';
import { publishedOnly } from '../../seed/published-only.mjs';
import type { SeedPartName } from '../src/data/bundled-content-store';

const SEED_FILE = join(dirname(fileURLToPath(import.meta.url)), '../../seed/database_export/demo-portfolio-default-rtdb.json');

type Tree = Record<string, Record<string, unknown> | undefined>;

/** What each part holds of the database tree (docs/data-model.md); the same shape, pruned. One entry per part the app loads. */
export const SEED_PARTS: Record<SeedPartName, (tree: Tree) => unknown> = {
  lists: (tree: Tree) => ({
    posts: { summaries: tree.posts?.summaries },
    projects: { summaries: tree.projects?.summaries },
    tags: tree.tags,
  }),
  // Working copies (`drafts`) never reach a part: publishedOnly removes them first.
  'post-bodies': (tree: Tree) => ({ posts: { bodies: tree.posts?.bodies } }),
  'project-details': (tree: Tree) => ({ projects: { details: tree.projects?.details } }),
  cv: (tree: Tree) => ({ cv: tree.cv }),
};

/** Where the seed parts' modules resolve, so the build manifest names them like source files. */
const SEED_PARTS_DIR = 'src/data/seed';
const PREFIX = 'virtual:seed/';
/** Resolved ids end in .json (Vite's JSON plugin) and sit in src/, so the build manifest names them like source files. */
const resolvedDir = (root: string) => join(root, SEED_PARTS_DIR);

/** `seedFile`: the seed to split (tests give their own). */
export function seedParts({ seedFile = SEED_FILE }: { seedFile?: string } = {}): Plugin {
  let root = process.cwd();
  let source: ContentSource = 'bundled';
  return {
    name: 'seed-parts',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      source = contentSourceOf(loadEnv(config.mode, config.envDir || config.root, 'VITE_'));
    },
    resolveId(id) {
      if (!id.startsWith(PREFIX)) return null;
      const part = id.slice(PREFIX.length);
      if (!(part in SEED_PARTS)) this.error(`unknown seed part "${part}"; known: ${Object.keys(SEED_PARTS).join(', ')}`);
      return join(resolvedDir(root), `${part}.json`);
    },
    load(id, options) {
      if (!id.startsWith(resolvedDir(root) + '/') || !id.endsWith('.json')) return null;
      const part = id.slice(resolvedDir(root).length + 1, -'.json'.length) as SeedPartName;
      if (!(part in SEED_PARTS)) return null;
      // A database build ships no content of its own: its pages come from the database (docs/rendering.md).
      if (source === 'database') return '{}';
      this.addWatchFile(seedFile);
      // Drafts never go into a chunk: everything under web/dist is public (docs/decisions.md, "Drafts never leave the owner").
      // Nor do items scheduled for later (a browser's chunk cannot hide one until its time); the server renderer's
      // copy keeps them and shows each language when its time comes (visibleAt), so a bundled browser build shows one from its
      // next build on (docs/security.md, "Scheduled items").
      const tree = JSON.parse(readFileSync(seedFile, 'utf8')) as Tree;
      return JSON.stringify(SEED_PARTS[part](publishedOnly(tree, options?.ssr ? {} : { liveAt: Date.now() })));
    },
  };
}
