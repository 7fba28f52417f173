import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DbTree } from './types.js';

const SEED_FILE = 'demo-portfolio-default-rtdb.json';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * Where the seed can be: copied into lib/ by the build (what a deploy uploads), or the repo's seed folder
 * (running from src/ in tests or before a build).
 */
const seedCandidates = (): string[] => [
  join(here, '..', 'seed', SEED_FILE),
  join(here, '..', '..', '..', 'seed', 'database_export', SEED_FILE),
];

/** Reads the first seed file that exists; the tree is read once per instance and kept. */
export function bundledTreeLoader(candidates: string[] = seedCandidates()): () => Promise<DbTree> {
  let tree: Promise<DbTree> | undefined;
  const load = async (): Promise<DbTree> => {
    for (const file of candidates) {
      let text: string;
      try {
        text = await readFile(file, 'utf8');
      } catch {
        continue;
      }
      return JSON.parse(text) as DbTree;
    }
    throw new Error(`bundled seed not found (looked in ${candidates.join(', ')})`);
  };
  return () => {
    tree ??= load().catch((error: unknown) => {
      tree = undefined; // retry on the next request rather than caching a failure
      throw error;
    });
    return tree;
  };
}
