/**
 * The admin's export and import, run against the in-memory store as the tab runs them in bundled mode: the zip holds
 * every item, language and uploaded image; a dry run writes nothing and says why it skips; applying it into an empty
 * site gives back the same content; bad files fail clearly and change nothing.
 */
import { describe, expect, it } from 'vitest';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import type { DbTree } from '@portfolio/content/db-mapping';
import type { Post } from '@portfolio/content/content-types';
import { editedItem, publishLangs, saveWorking, type SavedItem } from '@portfolio/content/saved-item';
import type { ContentStore } from '../../data/content-store';
import { createMemoryContentStore } from '../../data/memory-content-store';
import { FIXTURE_NOW, testTree } from '../../testing/fixtures';
import { exportSiteZip, type ExportProgress } from './site-export';
import { applySiteImport, currentVersions, ImportFileError, planSiteImport, readImportFiles, type ApplyProgress } from './site-import';

const IMAGE_PATH = 'images/posts/hello-world/photo.webp';
const IMAGE_URL = `https://firebasestorage.googleapis.com/v0/b/demo.appspot.com/o/${encodeURIComponent(IMAGE_PATH)}?alt=media&token=t`;
const IMAGE_BYTES = new Uint8Array([82, 73, 70, 70, 1, 2, 3, 4]);

/** The fixture site with one uploaded image: the cover of hello-world, also shown in its English body. */
function siteWithUpload(): DbTree {
  const tree = testTree();
  const summaries = tree.posts!.summaries!;
  summaries['hello-world'] = {
    ...summaries['hello-world'],
    cover: { path: IMAGE_PATH, url: IMAGE_URL, width: 1200, height: 800, alt: { en: 'A photo', es: 'Una foto' } },
  };
  tree.posts!.bodies!['hello-world'] = { en: `Hello.\n\n![A photo](${IMAGE_URL})\n`, es: 'Hola.\n' };
  return tree;
}

const readImage = async (url: string) => {
  if (url !== IMAGE_URL) throw new Error(`unexpected ${url}`);
  return IMAGE_BYTES;
};

async function exportOf(tree: DbTree, onProgress?: (progress: ExportProgress) => void) {
  const zip = await exportSiteZip(createMemoryContentStore(tree), {
    now: FIXTURE_NOW,
    siteUrl: 'https://example.dev',
    readImage,
    onProgress,
  });
  return { ...zip, entries: unzipSync(new Uint8Array(await zip.blob.arrayBuffer())) };
}

const asFile = (bytes: Uint8Array, name: string) => new File([new Uint8Array(bytes)], name);

describe('exportSiteZip', () => {
  it('zips every item and language, the CV, the tags and the uploaded images, with progress', async () => {
    const progress: ExportProgress[] = [];
    const { entries, result, fileName } = await exportOf(siteWithUpload(), (step) => progress.push(step));
    expect(fileName).toBe('example.dev-2026-06-15.zip');
    expect(Object.keys(entries)).toEqual(
      expect.arrayContaining([
        'site.yaml',
        'tags.yaml',
        'cv.yaml',
        'posts/hello-world.en.md',
        'posts/hello-world.es.md',
        'posts/secret-draft.en.md',
      ]),
    );
    // Written in English only: no Spanish file.
    expect(entries['posts/only-english.es.md']).toBeUndefined();
    expect(strFromU8(entries['posts/hello-world.es.md'])).toContain('title: Hola mundo');
    expect(strFromU8(entries['posts/hello-world.en.md'])).toContain(`![A photo](../${IMAGE_PATH})`);
    expect(entries[IMAGE_PATH]).toEqual(IMAGE_BYTES);
    expect(result).toMatchObject({ images: 1, missing: [] });
    expect(progress.at(-1)).toEqual({ phase: 'images', done: 1, total: 1 });
    const items = progress.filter((step) => step.phase === 'items');
    expect(items.at(-1)!.done).toBe(items.at(-1)!.total);
    expect(items.at(-1)!.total).toBeGreaterThan(0);
  });

  it('lists an image it cannot fetch in missing-images.txt instead of failing', async () => {
    const zip = await exportSiteZip(createMemoryContentStore(siteWithUpload()), {
      now: FIXTURE_NOW,
      siteUrl: 'https://example.dev',
      readImage: () => Promise.reject(new Error('HTTP 404')),
    });
    const entries = unzipSync(new Uint8Array(await zip.blob.arrayBuffer()));
    expect(strFromU8(entries['missing-images.txt'])).toContain(`${IMAGE_PATH}\tHTTP 404`);
    expect(entries['posts/hello-world.en.md']).toBeDefined();
  });
});

describe('import from the admin', () => {
  it('round trip: the export, dry-run then applied into an empty site, gives back the same content', async () => {
    const source = createMemoryContentStore(siteWithUpload());
    const { blob } = await exportSiteZip(source, { now: FIXTURE_NOW, siteUrl: 'https://example.dev', readImage });
    const uploads: Record<string, Uint8Array> = {};
    const memory = createMemoryContentStore({});
    const target: ContentStore = {
      ...memory,
      async uploadImage(path, file, size, options) {
        uploads[path] = new Uint8Array(await file.arrayBuffer());
        return { ...(await memory.uploadImage(path, file, size, options)), url: `https://storage.example/${path}` };
      },
    };
    const files = await readImportFiles([new File([blob], 'site.zip')]);
    expect(files.source).toBe('export');
    const dryRun = planSiteImport(files, await currentVersions(target), { replace: false, lang: 'en', now: FIXTURE_NOW });
    expect(dryRun.problems).toEqual([]);
    expect(dryRun.items.filter((item) => item.action !== 'create')).toEqual([]);
    // The dry run wrote nothing.
    expect(await target.listPosts({ includeDrafts: true })).toEqual([]);

    const progress: ApplyProgress[] = [];
    const report = await applySiteImport(target, dryRun, files, { replace: false, onProgress: (step) => progress.push(step) });
    expect(report.failed).toEqual([]);
    expect(report.images).toBe(1);
    expect(uploads).toEqual({ [IMAGE_PATH]: IMAGE_BYTES });
    expect(progress.some((step) => step.phase === 'images' && step.total === 1)).toBe(true);

    for (const summary of await source.listPosts({ includeDrafts: true })) {
      const [before, after] = await Promise.all([
        source.getPost(summary.id, { includeDrafts: true }),
        target.getPost(summary.id, { includeDrafts: true }),
      ]);
      // The uploaded image is stored again at its path, under the URL the store gave it.
      const expected = JSON.parse(JSON.stringify(before).replaceAll(IMAGE_URL, `https://storage.example/${IMAGE_PATH}`));
      expect(after).toEqual(expected);
    }
    for (const summary of await source.listProjects({ includeDrafts: true }))
      expect(await target.getProject(summary.id, { includeDrafts: true })).toEqual(
        await source.getProject(summary.id, { includeDrafts: true }),
      );
    expect({ ...(await target.getCv()), version: 0 }).toEqual({ ...(await source.getCv()), version: 0 });
    expect(await target.getTagNames()).toEqual(await source.getTagNames());
  });

  it('round trip of languages in every state: drafts, staged edits and schedules come back as they were', async () => {
    const DAY = 24 * 60 * 60 * 1000;
    const source = createMemoryContentStore(siteWithUpload());
    const edit = async (id: string, change: (post: Post) => Post) => {
      const saved = (await source.getSavedPost(id))!;
      await source.storePost(saveWorking(saved, change(editedItem(saved)!), FIXTURE_NOW));
    };
    // A live post's English edited, not yet published; an English-only post's Spanish written as a draft.
    await edit('hello-world', (post) => ({
      ...post,
      title: { ...post.title, en: 'Hello, staged' },
      body: { ...post.body, en: 'Staged.' },
    }));
    await edit('only-english', (post) => ({
      ...post,
      title: { ...post.title, es: 'Solo en borrador' },
      summary: { ...post.summary, es: 'Aún sin publicar.' },
      body: { ...post.body, es: 'Borrador.' },
    }));
    // A Spanish translation scheduled for later.
    const typed = (await source.getSavedPost('typed-code'))!;
    await source.storePost(publishLangs(typed, { es: FIXTURE_NOW + 3 * DAY }, FIXTURE_NOW));

    const { blob } = await exportSiteZip(source, { now: FIXTURE_NOW, siteUrl: 'https://example.dev', readImage });
    const entries = unzipSync(new Uint8Array(await blob.arrayBuffer()));
    // The published text and the staged one are in different files; the draft says so.
    expect(strFromU8(entries['posts/hello-world.en.md'])).toContain('title: Hello world');
    expect(strFromU8(entries['posts/hello-world.en.staged.md'])).toContain('title: Hello, staged');
    expect(strFromU8(entries['posts/only-english.es.md'])).toMatch(/status: draft\ndraft: true\n/);

    const memory = createMemoryContentStore({});
    const target: ContentStore = {
      ...memory,
      uploadImage: async (path, file, size) => ({
        ...(await memory.uploadImage(path, file, size)),
        url: `https://storage.example/${path}`,
      }),
    };
    const files = await readImportFiles([new File([blob], 'site.zip')]);
    const dryRun = planSiteImport(files, await currentVersions(target), { replace: false, lang: 'en', now: FIXTURE_NOW });
    const langsOf = (id: string) => dryRun.items.find((item) => item.id === id)?.langs;
    expect(langsOf('hello-world')).toEqual({ en: 'staged', es: 'published' });
    expect(langsOf('only-english')).toEqual({ en: 'published', es: 'draft' });
    expect(langsOf('typed-code')).toEqual({ en: 'published', es: 'scheduled' });
    expect(langsOf('secret-draft')).toEqual({ en: 'draft', es: 'draft' });
    const report = await applySiteImport(target, dryRun, files, { replace: false });
    expect(report.failed).toEqual([]);

    const withoutVersion = (saved: SavedItem<Post> | null) =>
      saved &&
      JSON.parse(
        JSON.stringify({
          ...saved,
          published: saved.published && { ...saved.published, version: 0 },
          working: saved.working && { ...saved.working, version: 0 },
        }),
      );
    for (const { published, working } of await source.listSavedPosts()) {
      const id = (working ?? published)!.id;
      const [before, after] = await Promise.all([source.getSavedPost(id), target.getSavedPost(id)]);
      const expected = JSON.parse(JSON.stringify(withoutVersion(before)).replaceAll(IMAGE_URL, `https://storage.example/${IMAGE_PATH}`));
      expect(withoutVersion(after), id).toEqual(expected);
    }
    // Visitors of the imported site see neither the draft nor the staged edit.
    expect((await target.getPost('only-english'))?.title.es).toBe('');
    expect((await target.getPost('hello-world'))?.title.en).toBe('Hello world');
  });

  it('skips what exists unless replacing, and then replaces it based on the stored version', async () => {
    const store = createMemoryContentStore(siteWithUpload());
    const { blob } = await exportSiteZip(store, { now: FIXTURE_NOW, siteUrl: 'https://example.dev', readImage });
    const files = await readImportFiles([new File([blob], 'site.zip')]);
    const versions = await currentVersions(store);
    const kept = planSiteImport(files, versions, { replace: false, lang: 'es', now: FIXTURE_NOW });
    expect(kept.items.every((item) => item.action === 'skip' && item.reason === 'exists')).toBe(true);
    expect(kept.items.find((item) => item.id === 'hello-world')?.title).toBe('Hola mundo');

    const replacing = planSiteImport(files, versions, { replace: true, lang: 'en', now: FIXTURE_NOW });
    expect(replacing.items.find((item) => item.id === 'hello-world')).toMatchObject({ action: 'replace', basedOn: 1 });
    const report = await applySiteImport(store, replacing, files, { replace: true });
    expect(report.failed).toEqual([]);
    expect((await store.getPost('hello-world'))?.version).toBe(2);
  });

  it('an item changed after the dry run fails as a conflict instead of being overwritten', async () => {
    const store = createMemoryContentStore(siteWithUpload());
    const { blob } = await exportSiteZip(store, { now: FIXTURE_NOW, siteUrl: 'https://example.dev', readImage });
    const files = await readImportFiles([new File([blob], 'site.zip')]);
    const dryRun = planSiteImport(files, await currentVersions(store), { replace: true, lang: 'en', now: FIXTURE_NOW });
    const edited = (await store.getPost('typed-code'))!;
    await store.savePost({ ...edited, title: { ...edited.title, en: 'Edited meanwhile' } });
    const report = await applySiteImport(store, dryRun, files, { replace: true });
    expect(report.failed.map((entry) => entry.item.id)).toEqual(['typed-code']);
    expect((await store.getPost('typed-code'))?.title.en).toBe('Edited meanwhile');
  });

  it('skips an item whose image is missing from the zip or one the editor would refuse, saying why', async () => {
    const { entries } = await exportOf(siteWithUpload());
    delete entries[IMAGE_PATH];
    entries['posts/typed-code.en.md'] = strToU8(
      strFromU8(entries['posts/typed-code.en.md']).replace('title: Typed code', `title: ${'x'.repeat(141)}`),
    );
    const files = await readImportFiles([asFile(zipSync(entries), 'site.zip')]);
    const dryRun = planSiteImport(files, await currentVersions(createMemoryContentStore({})), {
      replace: false,
      lang: 'en',
      now: FIXTURE_NOW,
    });
    expect(dryRun.items.find((item) => item.id === 'hello-world')).toMatchObject({
      action: 'skip',
      reason: 'missing-image',
      detail: IMAGE_PATH,
    });
    expect(dryRun.items.find((item) => item.id === 'typed-code')).toMatchObject({
      action: 'skip',
      reason: 'invalid',
      detail: 'title.en: tooLong',
    });
    expect(dryRun.items.find((item) => item.id === 'secret-draft')?.action).toBe('create');
  });

  it('reads Markdown files as another generator writes them, naming the fields it does not map', async () => {
    const hugo =
      '---\ntitle: "From Hugo"\ndate: 2024-03-01\ndescription: "Moved in"\ntags: [go, hugo]\nseries: notes\n---\nHello from Hugo.\n';
    const files = await readImportFiles([
      new File([hugo], 'from-hugo.md', { type: 'text/markdown' }),
      new File(['not markdown at all'], 'notes.md', { type: 'text/markdown' }),
    ]);
    expect(files.source).toBe('markdown');
    const dryRun = planSiteImport(files, { posts: {}, projects: {}, cv: null }, { replace: false, lang: 'en', now: FIXTURE_NOW });
    expect(dryRun.items).toEqual([expect.objectContaining({ kind: 'posts', id: 'from-hugo', title: 'From Hugo', action: 'create' })]);
    expect(dryRun.ignored).toEqual([{ file: 'from-hugo.md', fields: ['series'] }]);
    expect(dryRun.problems.map((entry) => entry.file)).toEqual(['notes.md']);
  });

  it('refuses a broken zip with a clear error', async () => {
    await expect(readImportFiles([asFile(strToU8('PK\u0003\u0004 this is not a zip'), 'site.zip')])).rejects.toEqual(
      expect.objectContaining({ name: 'ImportFileError', reason: 'not-a-zip' }),
    );
    await expect(readImportFiles([asFile(zipSync({ 'photo.jpg': new Uint8Array([1]) }), 'x.zip')])).rejects.toBeInstanceOf(ImportFileError);
  });
});
