/**
 * The daily backup (functions/src/portability/) against the Database and Storage emulators, through firebase-admin
 * as the deployed function runs it: the zip it stores holds the working copies (`/drafts`) as well as the published
 * documents, and reading it back and writing it into an empty database gives the same documents
 * (docs/export-format.md, "Backups"). The format's cases are unit-tested (functions/src/portability/).
 */
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getDatabase, type Database } from 'firebase-admin/database';
import { getStorage } from 'firebase-admin/storage';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { firebaseBackupDeps } from '../../../functions/src/portability/firebase-site-backup';
import { runBackup } from '../../../functions/src/portability/site-backup';
import { siteFromExport, withImageUrls } from '../../../functions/src/portability/site-import';

// Its own database namespace and bucket: the other suites here reset theirs between tests.
const NAMESPACE = 'demo-portfolio-backup';
const BUCKET = 'demo-portfolio-backup';
const NOW = Date.UTC(2026, 10, 26, 4);
const DAY = 24 * 60 * 60 * 1000;
let app: App;
let db: Database;
const bucket = () => getStorage(app).bucket(BUCKET);

const COVER = 'images/posts/mixed/cover-1.webp';
const storageUrl = (path: string) => `http://127.0.0.1:9199/v0/b/${BUCKET}/o/${encodeURIComponent(path)}?alt=media`;

/** A live English post whose Spanish is only a draft and whose English has staged edits, and a never-published one. */
const tree = {
  posts: {
    summaries: {
      mixed: {
        version: 4,
        langs: { en: { publishedAt: NOW - 10 * DAY, firstPublishedAt: NOW - 10 * DAY, rev: 2 } },
        createdAt: NOW - 20 * DAY,
        updatedAt: NOW - 10 * DAY,
        title: { en: 'Published', es: '' },
        summary: { en: 'Live.', es: '' },
        readingMinutes: { en: 1, es: 0 },
        cover: { path: COVER, url: storageUrl(COVER), width: 800, height: 600, alt: { en: 'Shot', es: '' } },
      },
    },
    bodies: { mixed: { en: 'Published body', es: '' } },
  },
  drafts: {
    posts: {
      summaries: {
        mixed: {
          version: 4,
          basedOn: 4,
          langs: { en: { publishedAt: NOW - 10 * DAY, firstPublishedAt: NOW - 10 * DAY, rev: 2 } },
          createdAt: NOW - 20 * DAY,
          updatedAt: NOW - DAY,
          title: { en: 'Staged', es: 'Borrador' },
          summary: { en: 'Not yet live.', es: 'Sin publicar.' },
          readingMinutes: { en: 1, es: 1 },
          cover: { path: COVER, url: storageUrl(COVER), width: 800, height: 600, alt: { en: 'Shot', es: 'Captura' } },
        },
        private: {
          version: 1,
          basedOn: 0,
          createdAt: NOW - DAY,
          updatedAt: NOW - DAY,
          title: { en: 'Private', es: '' },
          summary: { en: 'Mine.', es: '' },
          readingMinutes: { en: 1, es: 0 },
        },
      },
      bodies: { mixed: { en: 'Staged body', es: 'Cuerpo sin publicar' }, private: { en: 'Only mine', es: '' } },
    },
  },
  cv: { version: 1, name: 'Emi' },
};

/** The documents as stored, less the counters a write sets itself. */
function documents(stored: Record<string, unknown>): unknown {
  const strip = (value: unknown): unknown =>
    typeof value === 'object' && value !== null
      ? Object.fromEntries(
          Object.entries(value)
            .filter(([key]) => key !== 'version' && key !== 'basedOn')
            .map(([key, entry]) => [key, strip(entry)]),
        )
      : value;
  return strip({ posts: stored.posts, drafts: stored.drafts });
}

beforeAll(() => {
  if (!process.env.FIREBASE_DATABASE_EMULATOR_HOST || !process.env.FIREBASE_STORAGE_EMULATOR_HOST) {
    throw new Error('The Database and Storage emulators are not running: use npm run test:emulator-suite');
  }
  app = initializeApp(
    { projectId: 'demo-portfolio', databaseURL: `http://127.0.0.1:9000?ns=${NAMESPACE}`, storageBucket: BUCKET },
    'site-backup-test',
  );
  db = getDatabase(app);
});
afterAll(async () => {
  if (app) await deleteApp(app);
});
beforeEach(async () => {
  await bucket().deleteFiles({ prefix: '' });
  await db.ref().set(tree);
  await bucket()
    .file(COVER)
    .save(Buffer.from([1, 2, 3]), { contentType: 'image/webp', resumable: false });
});

describe('the daily backup', () => {
  it('keeps the working copies, and restores the same published documents and working copies', async () => {
    const report = await runBackup(firebaseBackupDeps(db, bucket(), 'https://emi.example'), NOW);
    expect(report.missing).toEqual([]);
    const [bytes] = await bucket().file(report.path).download();
    const zip = unzipSync(new Uint8Array(bytes));
    expect([...zip[COVER]]).toEqual([1, 2, 3]);
    expect(strFromU8(zip['posts/mixed.es.md'])).toMatch(/status: draft\ndraft: true\n/);
    expect(strFromU8(zip['posts/mixed.en.staged.md'])).toContain('title: Staged');
    expect(strFromU8(zip['posts/private.en.md'])).toContain('status: draft');

    const restored = siteFromExport(
      Object.fromEntries(
        Object.entries(zip)
          .filter(([path]) => !path.startsWith('images/'))
          .map(([path, entry]) => [path, strFromU8(entry)]),
      ),
    );
    expect(restored.problems).toEqual([]);
    // Into an empty database, the images back at their paths (the bucket still has them).
    await db.ref().set(null);
    const { posts, drafts } = withImageUrls(restored.tree, storageUrl);
    await db.ref().update({ posts, drafts: { posts: drafts.posts } });
    const stored = (await db.ref().get()).val() as Record<string, unknown>;
    expect(documents(stored)).toEqual(documents(tree));
  });
});
