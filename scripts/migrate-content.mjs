#!/usr/bin/env node
// @ts-check
/**
 * `npm run migrate-content -- [--from seed|database] [--write]`: rewrites every post and project stored with one
 * `status` in the current shape, a published document per item and a working copy where needed
 * (docs/decisions.md, "What a saved version of an item is", Migration; packages/content/src/migrate-content.ts).
 * Items already in the current shape are left alone, so it can run again safely.
 *
 *   the seed file:          npm run migrate-content -- --from seed --write
 *   the local database:     npm run migrate-content -- --from database [--write]   (npm start running)
 *   a real project:         gcloud auth application-default login
 *                           GCLOUD_PROJECT=<id> npm run migrate-content -- --from database [--write]
 *
 * Without --write it only lists what it would rewrite. On a database it writes one multi-path update as the Admin
 * SDK (the rules do not apply to it): take an export first (`npm run export -- --from database`).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrateTree, migrationUpdate } from '../packages/content/src/migrate-content.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SEED = join(root, 'seed/database_export/demo-portfolio-default-rtdb.json');

const fromIndex = process.argv.indexOf('--from');
const from = fromIndex === -1 ? 'seed' : process.argv[fromIndex + 1];
const write = process.argv.includes('--write');
if (from !== 'seed' && from !== 'database') {
  console.error('Usage: npm run migrate-content -- [--from seed|database] [--write]');
  process.exit(2);
}

if (from === 'seed') {
  const tree = JSON.parse(readFileSync(SEED, 'utf8'));
  const { items } = migrationUpdate(tree);
  console.log(items.length === 0 ? 'The seed is in the current shape.' : `${write ? 'Rewrote' : 'Would rewrite'}: ${items.join(', ')}`);
  if (write && items.length > 0) writeFileSync(SEED, `${JSON.stringify(migrateTree(tree), null, 2)}\n`);
} else {
  const { openSiteProject, readSiteTree } = await import('./site-project.mjs');
  const { db, local } = openSiteProject();
  const tree = await readSiteTree(db, local);
  const { update, items } = migrationUpdate(tree);
  console.log(
    items.length === 0 ? 'The database is in the current shape.' : `${write ? 'Rewriting' : 'Would rewrite'}: ${items.join(', ')}`,
  );
  if (write && items.length > 0) {
    await db.ref().update(update);
    console.log(`Done: ${items.length} items.`);
  }
}
process.exit(0);
