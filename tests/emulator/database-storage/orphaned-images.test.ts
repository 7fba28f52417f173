/**
 * The scheduled clean-up of orphaned images (functions/src/images/) against the real Database and Storage
 * emulators, through firebase-admin as the deployed function runs it: the listing's creation times, the
 * stored tree, the deletes. The logic's cases are unit-tested with fakes (orphaned-images.test.ts).
 */
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getDatabase, type Database } from 'firebase-admin/database';
import { getStorage } from 'firebase-admin/storage';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runImageCleanup, type CleanupLog } from '../../../functions/src/images/firebase-image-cleanup';
import { MIN_AGE_MS } from '../../../functions/src/images/orphaned-images';
import { testTree } from '../../../web/src/testing/fixtures';

// Its own database namespace and bucket: the other suites here reset theirs between tests.
const NAMESPACE = 'demo-portfolio-cleanup';
const BUCKET = 'demo-portfolio-cleanup';
let app: App;
let db: Database;
const bucket = () => getStorage(app).bucket(BUCKET);

const storageUrl = (path: string) => `http://127.0.0.1:9199/v0/b/${BUCKET}/o/${encodeURIComponent(path)}?alt=media`;
const image = (path: string) => ({ path, url: storageUrl(path), width: 800, height: 600, alt: { en: 'Shot', es: 'Captura' } });

const PATHS = {
  cover: 'images/posts/hello-world/cover-1.webp',
  gallery: 'images/projects/portfolio-site/g-1.webp',
  inBody: 'images/posts/hello-world/inline-1.webp',
  replaced: 'images/posts/hello-world/cover-0.webp',
  deletedItem: 'images/projects/removed-project/g-1.webp',
};

/** The fixture tree with stored images: a cover, a gallery image and one only linked from a Markdown body. */
function storedTree() {
  const tree = testTree() as any;
  tree.posts.summaries['hello-world'].cover = image(PATHS.cover);
  tree.posts.bodies['hello-world'].en += `\n\n![inline](${storageUrl(PATHS.inBody)})`;
  tree.projects.details['portfolio-site'].gallery = { 0: image(PATHS.gallery) };
  return tree;
}

const silent: CleanupLog = { info: () => undefined, error: () => undefined };

async function storedPaths(): Promise<string[]> {
  const [files] = await bucket().getFiles({ prefix: '' });
  return files.map((file) => file.name).sort();
}

beforeAll(() => {
  if (!process.env.FIREBASE_DATABASE_EMULATOR_HOST || !process.env.FIREBASE_STORAGE_EMULATOR_HOST) {
    throw new Error('The Database and Storage emulators are not running: use npm run test:emulator-suite');
  }
  app = initializeApp(
    { projectId: 'demo-portfolio', databaseURL: `http://127.0.0.1:9000?ns=${NAMESPACE}`, storageBucket: BUCKET },
    'orphaned-images-test',
  );
  db = getDatabase(app);
});
afterAll(async () => {
  if (app) await deleteApp(app);
});
beforeEach(async () => {
  await bucket().deleteFiles({ prefix: '' });
  await db.ref().set(storedTree());
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  for (const path of [...Object.values(PATHS), 'elsewhere/keep.png']) {
    await bucket().file(path).save(png, { contentType: 'image/png', resumable: false });
  }
});

describe('the scheduled clean-up of orphaned images', () => {
  it('deletes the unreferenced images once they are over a day old, and nothing else', async () => {
    const report = await runImageCleanup(db, bucket(), silent, Date.now() + MIN_AGE_MS + 60_000);
    expect(report.deleted.sort()).toEqual([PATHS.replaced, PATHS.deletedItem].sort());
    expect(report.failed).toEqual([]);
    expect(await storedPaths()).toEqual(['elsewhere/keep.png', PATHS.cover, PATHS.gallery, PATHS.inBody].sort());
  });

  it('keeps unreferenced images uploaded within the day (a form still open)', async () => {
    const report = await runImageCleanup(db, bucket(), silent, Date.now() + 60_000);
    expect(report.deleted).toEqual([]);
    expect(await storedPaths()).toHaveLength(6);
  });

  it('deletes nothing when the database is empty (a wrong database must not cost every image)', async () => {
    await db.ref().set(null);
    const report = await runImageCleanup(db, bucket(), silent, Date.now() + 2 * MIN_AGE_MS);
    expect(report.skipped).toBeTruthy();
    expect(await storedPaths()).toHaveLength(6);
  });
});
