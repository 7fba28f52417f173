/**
 * The stand-in's export and import (scripts/stand-in/index.mjs): what `npm start` saves to stand-in-export/ when it
 * stops and starts from next time, as the emulators' `--export-on-exit` and `--import` do. An owner's edit and an
 * uploaded image (its bytes and its download token, which the database's image URLs carry) come back after a restart.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectStorageEmulator, getDownloadURL, getStorage, ref, uploadBytes } from 'firebase/storage';
import { afterAll, describe, expect, it } from 'vitest';
import { startStandIn } from '../../scripts/stand-in/index.mjs';

const repo = join(__dirname, '..', '..');
const NAMESPACE = 'demo-portfolio-default-rtdb';
const BUCKET = 'demo-portfolio.appspot.com';
const IMAGE = 'images/posts/accessible-forms-checklist/kept-1.png';
const folder = mkdtempSync(join(tmpdir(), 'stand-in-export-test-'));
const apps: FirebaseApp[] = [];

afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
  rmSync(folder, { recursive: true, force: true });
});

type StandIn = Awaited<ReturnType<typeof startStandIn>>;
const start = (importFrom: string) => startStandIn({ projectId: 'demo-portfolio', importFrom, databasePort: 0, storagePort: 0 });

/** The owner's Storage client (the Auth emulator's unsigned token with the owner claim). */
function ownerStorage(standIn: StandIn) {
  const app = initializeApp({ projectId: 'demo-portfolio', storageBucket: BUCKET }, `export-${apps.length}`);
  apps.push(app);
  const storage = getStorage(app);
  connectStorageEmulator(storage, '127.0.0.1', standIn.storage.port, { mockUserToken: { sub: 'owner-uid', owner: true } });
  return storage;
}

/** The database over REST with the admin credential, as firebase-admin in emulator mode sends it. */
const databaseUrl = (standIn: StandIn, path: string) => `http://127.0.0.1:${standIn.database.port}/${path}.json?ns=${NAMESPACE}&auth=owner`;

describe('the stand-in’s export on exit and import on start', () => {
  it('brings back an owner’s edit and an uploaded image, bytes and download token, after a restart', async () => {
    const first = await start(join(repo, 'seed'));
    let firstUrl: string;
    try {
      const seeded = await (await fetch(databaseUrl(first, 'posts/summaries/accessible-forms-checklist/title/en'))).json();
      expect(typeof seeded).toBe('string');
      const edit = await fetch(databaseUrl(first, 'posts/summaries/accessible-forms-checklist/title/en'), {
        method: 'PUT',
        body: JSON.stringify('Edited before the restart'),
      });
      expect(edit.status).toBe(200);
      const target = ref(ownerStorage(first), IMAGE);
      await uploadBytes(target, new Blob([new Uint8Array([137, 80, 78, 71, 1, 2, 3])], { type: 'image/png' }), {
        contentType: 'image/png',
      });
      firstUrl = await getDownloadURL(target);
      await first.exportTo(folder);
    } finally {
      await first.close();
    }

    const second = await start(folder);
    try {
      const title = await (await fetch(databaseUrl(second, 'posts/summaries/accessible-forms-checklist/title/en'))).json();
      expect(title).toBe('Edited before the restart');
      const url = await getDownloadURL(ref(ownerStorage(second), IMAGE));
      // The same download token: the image URL the database stored before the restart still opens the file.
      expect(new URL(url).searchParams.get('token')).toBe(new URL(firstUrl).searchParams.get('token'));
      const download = await fetch(url);
      expect(download.status).toBe(200);
      expect([...new Uint8Array(await download.arrayBuffer())]).toEqual([137, 80, 78, 71, 1, 2, 3]);
    } finally {
      await second.close();
    }
  });
});
