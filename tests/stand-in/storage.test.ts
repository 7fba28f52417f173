/**
 * The Storage half of the stand-in (scripts/stand-in/storage.mjs): Firebase's own Storage emulator code with
 * its Java rules engine replaced by the stand-in's evaluator of storage.rules (storage-rules.mjs). What is
 * checked here is the REST behaviour the app relies on (uploads, resumable uploads, download URLs, listing,
 * deletes, firebase-admin's bucket) with the project's storage.rules; the rules' every case is in
 * tests/emulator/database-storage/rules.test.ts, which runs on both tiers.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deleteApp as deleteAdminApp, initializeApp as initializeAdminApp, type App } from 'firebase-admin/app';
import { getStorage as getAdminStorage } from 'firebase-admin/storage';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectStorageEmulator,
  deleteObject,
  getDownloadURL,
  getStorage,
  listAll,
  ref,
  uploadBytes,
  uploadBytesResumable,
} from 'firebase/storage';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startStorage } from '../../scripts/stand-in/storage.mjs';

const BUCKET = 'demo-portfolio.appspot.com';
let standIn: Awaited<ReturnType<typeof startStorage>>;
const apps: FirebaseApp[] = [];
let admin: App;

function client(token?: { sub: string; owner?: unknown }) {
  const app = initializeApp({ projectId: 'demo-portfolio', storageBucket: BUCKET }, `s${apps.length}`);
  apps.push(app);
  const storage = getStorage(app);
  connectStorageEmulator(storage, '127.0.0.1', standIn.port, token ? { mockUserToken: token } : {});
  return storage;
}
const owner = () => client({ sub: 'owner-uid', owner: true });
const png = (size: number) => new Blob([new Uint8Array(size).fill(7)], { type: 'image/png' });

beforeAll(async () => {
  const rules = readFileSync(join(__dirname, '..', '..', 'storage.rules'), 'utf8');
  standIn = await startStorage({ projectId: 'demo-portfolio', rules, port: 0 });
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = `127.0.0.1:${standIn.port}`;
  admin = initializeAdminApp({ projectId: 'demo-portfolio', storageBucket: BUCKET }, 'storage-stand-in-admin');
});
afterAll(async () => {
  await deleteAdminApp(admin);
  await standIn?.close();
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => deleteApp(app)));
});

describe('the Storage stand-in', () => {
  it('takes a resumable upload from the owner, serves it by its download URL to anyone, lists and deletes it', async () => {
    const storage = owner();
    const target = ref(storage, 'images/posts/hello-world/cover-1.png');
    const fractions: number[] = [];
    const task = uploadBytesResumable(target, png(600 * 1024), { contentType: 'image/png' });
    task.on('state_changed', (snapshot) => fractions.push(snapshot.bytesTransferred / snapshot.totalBytes));
    await task;
    expect(fractions.at(-1)).toBe(1);
    const url = await getDownloadURL(target);
    expect(url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${standIn.port}/v0/b/`));
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect((await response.arrayBuffer()).byteLength).toBe(600 * 1024);
    expect((await listAll(ref(storage, 'images/posts/hello-world'))).items.map((item) => item.name)).toEqual(['cover-1.png']);
    await deleteObject(target);
    expect((await fetch(url)).status).toBe(404);
  });

  it('refuses, by storage.rules, uploads, listings and deletes without the owner claim, and an SVG from the owner', async () => {
    await uploadBytes(ref(owner(), 'images/posts/hello-world/kept.png'), png(10), { contentType: 'image/png' });
    for (const storage of [client(), client({ sub: 'visitor-uid' }), client({ sub: 'fake-uid', owner: 'true' })]) {
      await expect(uploadBytes(ref(storage, 'images/posts/hello-world/x.png'), png(10))).rejects.toMatchObject({
        code: 'storage/unauthorized',
      });
      await expect(listAll(ref(storage, 'images'))).rejects.toMatchObject({ code: 'storage/unauthorized' });
      await expect(deleteObject(ref(storage, 'images/posts/hello-world/kept.png'))).rejects.toMatchObject({ code: 'storage/unauthorized' });
      expect(await getDownloadURL(ref(storage, 'images/posts/hello-world/kept.png'))).toMatch(/kept\.png/);
    }
    const svg = new Blob(['<svg/>'], { type: 'image/svg+xml' });
    await expect(uploadBytes(ref(owner(), 'images/posts/hello-world/logo.png'), svg)).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
  });

  it('answers firebase-admin’s bucket: save, list with creation times, delete', async () => {
    const bucket = getAdminStorage(admin).bucket();
    await bucket.file('elsewhere/keep.png').save(Buffer.from([1, 2, 3]), { contentType: 'image/png', resumable: false });
    const [files] = await bucket.getFiles({ prefix: 'elsewhere/' });
    expect(files.map((file) => file.name)).toEqual(['elsewhere/keep.png']);
    expect(Date.parse(String(files[0].metadata.timeCreated))).toBeGreaterThan(Date.now() - 60_000);
    await bucket.deleteFiles({ prefix: 'elsewhere/' });
    expect((await bucket.getFiles({ prefix: 'elsewhere/' }))[0]).toEqual([]);
  });
});
