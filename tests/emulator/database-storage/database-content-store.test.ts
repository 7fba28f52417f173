/**
 * web/src/data/database-content-store.ts against the Database and Storage emulators (or the stand-in) and the
 * Auth emulator, signed in as the seeded accounts (seed/auth_export): the real SDK, the project's rules.
 * The web app's settings come from tests/emulator/vitest.config.ts (VITE_USE_EMULATORS=true).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDatabaseContentStore } from '../../../web/src/data/database-content-store';
import type { Post, Project } from '@portfolio/content/content-types';
import { getAuthClient } from '../../../web/src/lib/firebase';
import { testTree } from '../../../web/src/testing/fixtures';
import { makePost, makeProject } from '../../../web/src/testing/factories';
import { emulatorDatabaseRules } from '../../../scripts/emulator-config.mjs';

const repo = join(__dirname, '..', '..', '..');
let env: RulesTestEnvironment;
const store = createDatabaseContentStore();

async function signInAs(who: 'owner' | 'visitor' | null) {
  const auth = await getAuthClient();
  if (who === null) await signOut(auth);
  else await signInWithEmailAndPassword(auth, `${who}@example.com`, `${who}-password-123`);
}

// Test items from the content model (makePost, makeProject): a field added to it needs no edit here.
const newPost = (): Post => {
  const now = Date.now();
  return makePost({
    id: 'store-post',
    version: 0,
    langs: {
      en: { publishedAt: now, firstPublishedAt: now, rev: 0, translatedFrom: null },
      es: { publishedAt: now, firstPublishedAt: now, rev: 0, translatedFrom: null },
    },
    createdAt: now - 1000,
    updatedAt: now,
    publishedAt: now,
    firstPublishedAt: now,
    title: { en: 'From the store', es: 'Desde el almacén' },
    summary: { en: 'Saved by the store.', es: 'Guardada por el almacén.' },
    tags: ['firebase', 'testing'],
    readingMinutes: { en: 1, es: 1 },
    body: { en: '# Saved', es: '# Guardada' },
  });
};

function newProject(): Project {
  const now = Date.now();
  const image = (n: number) => ({
    path: `images/projects/store-project/g${n}.png`,
    url: `https://example.com/g${n}.png`,
    width: 800,
    height: 600,
    alt: { en: `Shot ${n}`, es: `Captura ${n}` },
    // A narrower copy, as uploads have (docs/data-model.md): stored and read back in its slot.
    variants: [{ width: 480, path: `images/projects/store-project/g${n}-480w.png`, url: `https://example.com/g${n}-480w.png` }],
  });
  return makeProject({
    id: 'store-project',
    version: 0,
    langs: {},
    createdAt: now - 1000,
    updatedAt: now,
    publishedAt: now,
    title: { en: 'Store project', es: 'Proyecto del almacén' },
    summary: { en: 'A project.', es: 'Un proyecto.' },
    featured: true,
    order: 3,
    cover: image(0),
    liveUrl: 'https://example.com',
    body: { en: 'Body', es: 'Cuerpo' },
    gallery: [image(0), image(1)],
  });
}

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: 'demo-portfolio',
    // The rules the emulators load: the deployed ones, which also accept the Storage emulator's image URLs.
    database: { rules: emulatorDatabaseRules(readFileSync(join(repo, 'database.rules.json'), 'utf8')) },
    storage: { rules: readFileSync(join(repo, 'storage.rules'), 'utf8') },
  });
});
afterAll(async () => {
  await signInAs(null);
  await env?.cleanup();
});
beforeEach(async () => {
  await signInAs(null);
  await env.clearDatabase();
  await env.withSecurityRulesDisabled(async (context) => {
    await context.database().ref().set(testTree());
  });
});

// The store is the owner's (the admin's); visitors get their pages from the server and read no content node
// (docs/security.md). Its published view is the owner's reading without drafts.
describe('database content store: the published view, and visitors', () => {
  it('lists only published posts and projects, in order; a visitor lists nothing', async () => {
    await signInAs('owner');
    expect((await store.listPosts()).map((post) => post.id)).toEqual(['typed-code', 'only-english', 'hello-world']);
    expect((await store.listProjects()).map((project) => project.id)).toEqual(['portfolio-site', 'weather-app']);
    await signInAs(null);
    await expect(store.listPosts()).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('reads a published post with its body, and gets null for a draft or a missing one', async () => {
    await signInAs('owner');
    const post = await store.getPost('hello-world');
    expect(post?.body.en).toContain('Welcome');
    // In the order the fixture stores them (tagList).
    expect(post?.tags).toEqual(['react', 'intro']);
    expect(await store.getPost('secret-draft')).toBeNull();
    expect(await store.getProject('hidden-project')).toBeNull();
    expect(await store.getPost('no-such-post')).toBeNull();
    await signInAs(null);
    expect(await store.getPost('secret-draft', { includeDrafts: true })).toBeNull();
  });

  it('reads the CV with its lists as arrays', async () => {
    await signInAs('owner');
    const cv = await store.getCv();
    expect(cv).toEqual(testTree().cv);
  });

  it('cannot save, delete or upload (permission-denied)', async () => {
    await expect(store.savePost(newPost())).rejects.toMatchObject({ code: 'permission-denied' });
    await signInAs('visitor');
    await expect(store.deletePost('hello-world')).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(
      store.uploadImage('images/posts/hello-world/x.png', new Blob([new Uint8Array(100)], { type: 'image/png' }), { width: 1, height: 1 }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });
});

describe('database content store: the owner', () => {
  beforeEach(async () => {
    await signInAs('owner');
  });

  it('lists and reads drafts when asking for them', async () => {
    expect((await store.listPosts({ includeDrafts: true })).map((post) => post.id)).toContain('secret-draft');
    expect((await store.getProject('hidden-project', { includeDrafts: true }))?.langs).toEqual({});
  });

  it('saves a post and a project that read back the same; the published view shows the published one only', async () => {
    const post = newPost();
    const project = newProject();
    await store.savePost(post);
    await store.saveProject(project);
    // The moment of the save (updatedAt, and publishedAt "now") is stored as the server's time.
    const savedPost = await store.getPost(post.id);
    expect(savedPost).toEqual({
      ...post,
      version: 1,
      updatedAt: expect.any(Number),
      publishedAt: expect.any(Number),
      firstPublishedAt: expect.any(Number),
      langs: {
        // Each language's text went out for the first time (rev 1); the Spanish, published beside its source, is
        // recorded as translated from the English as published (docs/decisions.md, "Stale translations").
        en: { ...post.langs.en, publishedAt: savedPost!.publishedAt, firstPublishedAt: savedPost!.firstPublishedAt, rev: 1 },
        es: {
          ...post.langs.es,
          publishedAt: savedPost!.publishedAt,
          firstPublishedAt: savedPost!.firstPublishedAt,
          rev: 1,
          translatedFrom: { lang: 'en', rev: 1, at: expect.any(Number) },
        },
      },
    });
    // The first publication is that save too: the server's time, resolved for each field on its own.
    expect(Math.abs(savedPost!.firstPublishedAt! - savedPost!.publishedAt)).toBeLessThan(1000);
    expect(Math.abs(savedPost!.updatedAt - post.updatedAt)).toBeLessThan(60_000);
    expect(savedPost!.publishedAt).toBe(savedPost!.updatedAt);
    expect(await store.getProject(project.id, { includeDrafts: true })).toEqual({
      ...project,
      version: 1,
      updatedAt: expect.any(Number),
      publishedAt: expect.any(Number),
    });
    // The published view shows the published post and hides the draft project.
    expect((await store.listPosts()).map((item) => item.id)).toContain(post.id);
    expect(await store.getProject(project.id)).toBeNull();
  });

  it('saves from a tab whose clock runs 5 minutes fast: the server stamps the moment of the save', async () => {
    const fast = Date.now() + 5 * 60_000;
    const dated = { publishedAt: fast, firstPublishedAt: fast, rev: 0, translatedFrom: null };
    const post = { ...newPost(), createdAt: fast, updatedAt: fast, publishedAt: fast, langs: { en: dated, es: dated } };
    await store.savePost(post);
    const saved = await store.getPost(post.id);
    expect(saved!.createdAt).toBeLessThan(fast - 60_000);
    expect(saved!.updatedAt).toBe(saved!.createdAt);
    expect(saved!.publishedAt).toBe(saved!.createdAt);
  });

  it('replaces an item on save, dropping removed fields', async () => {
    const post = newPost();
    await store.savePost(post);
    // Edited from what was stored, as the editor does: its first publication stays what the server stamped.
    const stored = (await store.getPost(post.id))!;
    await store.savePost({ ...stored, tags: [], updatedAt: Date.now() });
    expect((await store.getPost(post.id))?.tags).toEqual([]);
  });

  it('two tabs on the same version: the second save is a conflict and overwrites nothing; a create cannot replace an item', async () => {
    const opened = (await store.getPost('hello-world', { includeDrafts: true }))!;
    await store.savePost({ ...opened, title: { en: 'Tab B', es: 'Pestaña B' }, updatedAt: Date.now() });
    await expect(store.savePost({ ...opened, title: { en: 'Tab A', es: 'Pestaña A' }, updatedAt: Date.now() })).rejects.toMatchObject({
      code: 'conflict',
    });
    expect(await store.getPost('hello-world')).toMatchObject({ version: opened.version + 1, title: { en: 'Tab B' } });
    await expect(store.savePost({ ...newPost(), id: 'hello-world' })).rejects.toMatchObject({ code: 'conflict' });
  });

  it('saves the CV twice, keeping each replaced version, restores the first as a new version, and a visitor reads none of it', async () => {
    const first = await store.getCv();
    await store.saveCv({ ...first, summary: { ...first.summary, en: 'I build fast websites.' } });
    const second = await store.getCv();
    await store.saveCv({ ...second, role: { ...second.role, es: 'Desarrollador web sénior' } });
    const third = await store.getCv();
    await store.saveCv({ ...(await store.getCvVersion(1))!, version: third.version }, { kind: 'restore', restoredFrom: 1 });
    expect(await store.getCv()).toEqual({ ...first, version: 4 });
    const history = await store.listCvHistory();
    expect(history.map(({ version, kind, restoredFrom, changed, current }) => ({ version, kind, restoredFrom, changed, current }))).toEqual(
      [
        { version: 4, kind: 'restore', restoredFrom: 1, changed: { role: { es: true }, summary: { en: true } }, current: true },
        { version: 3, kind: 'save', restoredFrom: null, changed: { role: { es: true } }, current: false },
        { version: 2, kind: 'save', restoredFrom: null, changed: { summary: { en: true } }, current: false },
        { version: 1, kind: null, restoredFrom: null, changed: {}, current: false },
      ],
    );
    // The server's time of each save.
    expect(history[0].at).toBeGreaterThan(Date.now() - 60_000);
    expect((await store.getCvVersion(3))?.role.es).toBe('Desarrollador web sénior');
    await signInAs('visitor');
    await expect(store.listCvHistory()).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(store.getCvVersion(1)).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('deletes summary and body together, into the trash; restores it as a draft; deletes it forever', async () => {
    const post = (await store.getPost('hello-world'))!;
    await store.deletePost('hello-world');
    expect(await store.getPost('hello-world', { includeDrafts: true })).toBeNull();
    let bodyLeft = true;
    await env.withSecurityRulesDisabled(async (context) => {
      bodyLeft = (await context.database().ref('posts/bodies/hello-world').once('value')).exists();
    });
    expect(bodyLeft).toBe(false);
    const [trashed] = await store.listTrash();
    expect(trashed).toMatchObject({ kind: 'posts', id: 'hello-world', title: post.title, version: 1 });
    // The server's time of the delete.
    expect(trashed.deletedAt).toBeGreaterThan(Date.now() - 60_000);
    // The address stays the trashed post's.
    await expect(store.savePost({ ...newPost(), id: 'hello-world' })).rejects.toMatchObject({ code: 'conflict' });

    await store.restoreFromTrash('posts', 'hello-world');
    expect(await store.listTrash()).toEqual([]);
    expect(await store.getPost('hello-world')).toBeNull();
    const saved = (await store.getSavedPost('hello-world'))!;
    expect(saved.published).toBeNull();
    expect(saved.working).toMatchObject({ version: 2, title: post.title });
    expect((await store.listItemHistory('posts', 'hello-world')).map((entry) => entry.kind)).toEqual(['restore', 'import']);

    await store.deletePost('hello-world');
    await store.deleteForever('posts', 'hello-world');
    expect(await store.listTrash()).toEqual([]);
    expect(await store.getItemVersion('posts', 'hello-world', 1)).toBeNull();
  });

  it('refuses invalid content with permission-denied from the rules', async () => {
    await expect(store.saveProject({ ...newProject(), liveUrl: 'javascript:alert(1)' })).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it('uploads an image with progress, anyone can fetch it, and deleting it twice is fine', async () => {
    const progress: number[] = [];
    const bytes = new Uint8Array(64 * 1024).fill(7);
    const image = await store.uploadImage(
      'images/posts/hello-world/cover-1.png',
      new Blob([bytes], { type: 'image/png' }),
      { width: 10, height: 10 },
      {
        onProgress: (fraction) => progress.push(fraction),
      },
    );
    expect(progress.at(-1)).toBe(1);
    expect(image.url).toMatch(/^http:\/\/127\.0\.0\.1:9199\//);
    const response = await fetch(image.url);
    expect(response.status).toBe(200);
    expect((await response.arrayBuffer()).byteLength).toBe(bytes.length);
    await store.deleteImage(image.path);
    await store.deleteImage(image.path);
    expect((await fetch(image.url)).status).toBe(404);
  });

  it('cancels an upload when the signal aborts', async () => {
    const controller = new AbortController();
    const upload = store.uploadImage(
      'images/projects/portfolio-site/big.png',
      new Blob([new Uint8Array(4 * 1024 * 1024)], { type: 'image/png' }),
      { width: 1, height: 1 },
      {
        signal: controller.signal,
        onProgress: () => controller.abort(),
      },
    );
    controller.abort();
    await expect(upload).rejects.toMatchObject({ code: 'cancelled' });
  });

  it('refuses a non-image upload (the Storage rules)', async () => {
    await expect(
      store.uploadImage('images/posts/hello-world/notes.png', new Blob(['plain text'], { type: 'text/plain' }), { width: 1, height: 1 }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
