/**
 * The functions' code that production runs against the Realtime Database and Storage, executed on the
 * stand-in through firebase-admin's default app as the deployed functions build it (index.ts calls
 * initializeApp() with no options; the emulator hosts come from FIREBASE_*_EMULATOR_HOST): the default reader
 * (firebase-db-reader.ts) behind the pages' deps (runtime.ts, CONTENT_SOURCE=database), and the scheduled
 * image clean-up's body (cleanUpImages). Their logic is unit-tested with fakes beside them.
 */
import { deleteApp, getApp, initializeApp } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';
import { getStorage } from 'firebase-admin/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firebaseDbReader } from '../../functions/src/content/firebase-db-reader';
import { cleanUpImages } from '../../functions/src/images/firebase-image-cleanup';
import { MIN_AGE_MS } from '../../functions/src/images/orphaned-images';
import { getPagesDeps } from '../../functions/src/runtime';
import { startStandIn } from '../../scripts/stand-in/index.mjs';
import { testTree } from '../../web/src/testing/fixtures';

const PROJECT = 'demo-portfolio';
let standIn: Awaited<ReturnType<typeof startStandIn>>;

beforeAll(async () => {
  standIn = await startStandIn({ projectId: PROJECT, databasePort: 0, storagePort: 0 });
  process.env.FIREBASE_DATABASE_EMULATOR_HOST = `127.0.0.1:${standIn.database.port}`;
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = `127.0.0.1:${standIn.storage.port}`;
  process.env.CONTENT_SOURCE = 'database';
  // What the Functions runtime gives initializeApp() through FIREBASE_CONFIG.
  initializeApp({
    projectId: PROJECT,
    databaseURL: `https://${PROJECT}-default-rtdb.firebaseio.com`,
    storageBucket: `${PROJECT}.appspot.com`,
  });
  await getDatabase().ref().set(testTree());
});
afterAll(async () => {
  await deleteApp(getApp());
  await standIn?.close();
});

describe('the functions on the stand-in', () => {
  it('reads published summaries and single nodes through the default reader (firebase-db-reader.ts)', async () => {
    const reader = firebaseDbReader(getDatabase());
    // The summaries node whole: drafts live apart (`/drafts`); one of the older shape still here is left out by the
    // mapping (visibleAt), not by the query.
    expect(Object.keys((await reader.queryPublished('posts/summaries')) ?? {}).sort()).toEqual([
      'hello-world',
      'only-english',
      'secret-draft',
      'typed-code',
    ]);
    expect(await reader.read('posts/bodies/no-such-post')).toBeNull();
    expect(await reader.read('cv/name')).toBe(testTree().cv?.name);
  });

  it('serves the pages from the database when CONTENT_SOURCE=database (runtime.ts)', async () => {
    const { reader } = getPagesDeps();
    const projects = await reader.queryPublished('projects/summaries');
    expect(Object.keys(projects ?? {}).sort()).toEqual(['hidden-project', 'portfolio-site', 'weather-app']);
    expect(((await reader.read('posts/bodies/hello-world')) as { en: string }).en).toContain('Welcome');
  });

  it('cleans up orphaned images with the default app’s database and bucket (cleanUpImages)', async () => {
    const bucket = getStorage().bucket();
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
    const tree = testTree() as unknown as { posts: { summaries: Record<string, Record<string, unknown>> } };
    const kept = 'images/posts/hello-world/cover-1.webp';
    const orphan = 'images/posts/hello-world/cover-0.webp';
    tree.posts.summaries['hello-world']!.cover = {
      path: kept,
      url: `http://127.0.0.1:${standIn.storage.port}/v0/b/${bucket.name}/o/${encodeURIComponent(kept)}?alt=media`,
      width: 800,
      height: 600,
      alt: { en: 'Cover', es: 'Portada' },
    };
    await getDatabase().ref().set(tree);
    for (const path of [kept, orphan]) await bucket.file(path).save(png, { contentType: 'image/png', resumable: false });
    // The clean-up deletes only images over a day old: the run is a day and a minute ahead of the uploads.
    const realNow = Date.now;
    Date.now = () => realNow() + MIN_AGE_MS + 60_000;
    try {
      await cleanUpImages();
    } finally {
      Date.now = realNow;
    }
    const [files] = await bucket.getFiles({ prefix: 'images/' });
    expect(files.map((file) => file.name)).toEqual([kept]);
  });
});
