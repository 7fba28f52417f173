/**
 * Picks the content store once: the Realtime Database when configured, the
 * bundled seed otherwise. Both are loaded lazily so public pages in bundled
 * mode never download Firebase code, and each part of the seed is a chunk of its own.
 */
import { env } from '../config/env';
import type { ContentStore } from './content-store';

let storePromise: Promise<ContentStore> | null = null;

export function getContentStore(): Promise<ContentStore> {
  storePromise ??= env.contentSource === 'database' ? loadDatabaseStore() : loadBundledStore();
  return storePromise;
}

/** Tests (and the bundled admin mode) put their own store in place. */
export function setContentStore(store: ContentStore | null): void {
  storePromise = store ? Promise.resolve(store) : null;
}

async function loadBundledStore(): Promise<ContentStore> {
  const [{ createBundledContentStore }, { loadSeedPart }] = await Promise.all([
    import('./bundled-content-store'),
    import('./bundled-seed'),
  ]);
  return createBundledContentStore(loadSeedPart);
}

async function loadDatabaseStore(): Promise<ContentStore> {
  const { createDatabaseContentStore } = await import('./database-content-store');
  return createDatabaseContentStore();
}
