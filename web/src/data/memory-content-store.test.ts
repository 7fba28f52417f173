import { afterEach, describe, expect, it, vi } from 'vitest';
import { testTree } from '../testing/fixtures';
import { createMemoryContentStore } from './memory-content-store';

/** The in-memory store keeps the database's version rule, so the bundled admin and the tests see conflicts too. */
describe('memory content store: saves conditional on the stored version', () => {
  it('a save based on the stored version stores the next one', async () => {
    const store = createMemoryContentStore(testTree());
    const post = (await store.getPost('hello-world'))!;
    expect(post.version).toBe(1);
    await store.savePost({ ...post, title: { en: 'Edited', es: 'Editada' } });
    expect(await store.getPost('hello-world')).toMatchObject({ version: 2, title: { en: 'Edited' } });
  });

  it('refuses, as a conflict, a save based on an older version and a create over an existing item', async () => {
    const store = createMemoryContentStore(testTree());
    const project = (await store.getProject('portfolio-site'))!;
    await store.saveProject({ ...project, order: 3 });
    await expect(store.saveProject({ ...project, order: 4 })).rejects.toMatchObject({ code: 'conflict' });
    await expect(store.saveProject({ ...project, version: 0 })).rejects.toMatchObject({ code: 'conflict' });
    expect((await store.getProject('portfolio-site'))?.order).toBe(3);
    const post = (await store.getPost('hello-world'))!;
    await store.deletePost('hello-world');
    await expect(store.savePost(post)).rejects.toMatchObject({ code: 'conflict' });
    // The trash keeps the address until the item is restored or deleted for good.
    await expect(store.savePost({ ...post, version: 0 })).rejects.toMatchObject({ code: 'conflict' });
    await store.deleteForever('posts', 'hello-world');
    await store.savePost({ ...post, version: 0 });
    expect((await store.getPost('hello-world'))?.version).toBe(1);
  });
});

describe('memory content store: the trash', () => {
  const MINUTE = 60 * 1000;
  afterEach(() => vi.restoreAllMocks());
  const at = (ms: number) => vi.spyOn(Date, 'now').mockReturnValue(ms);

  it('moves a deleted item to the trash, and restores it as a draft at the next version with its history', async () => {
    const store = createMemoryContentStore(testTree());
    at(Date.UTC(2026, 6, 1));
    const post = (await store.getPost('hello-world'))!;
    await store.savePost({ ...post, title: { ...post.title, en: 'Hello again' } });
    at(Date.UTC(2026, 6, 2));
    await store.deletePost('hello-world');
    expect(await store.getPost('hello-world')).toBeNull();
    expect(await store.getPost('hello-world', { includeDrafts: true })).toBeNull();
    expect((await store.listPosts()).map((item) => item.id)).not.toContain('hello-world');
    expect(await store.listTrash()).toEqual([
      {
        kind: 'posts',
        id: 'hello-world',
        title: { en: 'Hello again', es: post.title.es },
        deletedAt: Date.UTC(2026, 6, 2),
        purgeAt: Date.UTC(2026, 6, 2) + 30 * 24 * 60 * MINUTE,
        version: 2,
      },
    ]);
    await expect(store.deletePost('hello-world')).rejects.toMatchObject({ code: 'not-found' });

    await store.restoreFromTrash('posts', 'hello-world');
    expect(await store.listTrash()).toEqual([]);
    // A draft: visitors do not see it until the owner publishes it again, at its first date.
    expect(await store.getPost('hello-world')).toBeNull();
    const saved = (await store.getSavedPost('hello-world'))!;
    expect(saved.published).toBeNull();
    expect(saved.working).toMatchObject({ version: 3, title: { en: 'Hello again' } });
    expect(saved.working?.langs.en?.publishedAt).toBe(post.publishedAt);
    const history = await store.listItemHistory('posts', 'hello-world');
    expect(history.map((entry) => [entry.version, entry.kind])).toEqual([
      [3, 'restore'],
      [2, 'publish'],
      [1, 'import'],
    ]);
    expect((await store.getItemVersion('posts', 'hello-world', 2))?.published?.title.en).toBe('Hello again');
  });

  it('deletes forever: the entry and the history go, and another item may take the address', async () => {
    const store = createMemoryContentStore(testTree());
    const project = (await store.getProject('portfolio-site'))!;
    await store.saveProject({ ...project, order: 5 });
    await store.deleteProject('portfolio-site');
    await store.deleteForever('projects', 'portfolio-site');
    expect(await store.listTrash()).toEqual([]);
    expect(await store.getItemVersion('projects', 'portfolio-site', 1)).toBeNull();
    await expect(store.restoreFromTrash('projects', 'portfolio-site')).rejects.toMatchObject({ code: 'not-found' });
  });
});

describe('memory content store: the CV', () => {
  it('stores the saved CV at the next version and reads it back as the public page loads it', async () => {
    const store = createMemoryContentStore(testTree());
    const cv = await store.getCv();
    expect(cv.version).toBe(1);
    const edited = { ...cv, role: { en: 'Staff Engineer', es: 'Ingeniera de plantilla' }, skills: [...cv.skills].reverse() };
    await store.saveCv(edited);
    expect(await store.getCv()).toEqual({ ...edited, version: 2 });
  });

  it('refuses, as a conflict, a save based on an older version, and creates only where there is no CV', async () => {
    const store = createMemoryContentStore(testTree());
    const cv = await store.getCv();
    await store.saveCv({ ...cv, name: 'First tab' });
    await expect(store.saveCv({ ...cv, name: 'Second tab' })).rejects.toMatchObject({ code: 'conflict' });
    expect((await store.getCv()).name).toBe('First tab');

    const empty = createMemoryContentStore({});
    await expect(empty.saveCv(cv)).rejects.toMatchObject({ code: 'conflict' });
    await empty.saveCv({ ...cv, version: 0 });
    expect((await empty.getCv()).version).toBe(1);
  });
});

describe('memory content store: the CV history', () => {
  it('keeps every version a save replaces, with when, how and what changed, and reads each back', async () => {
    const store = createMemoryContentStore(testTree());
    expect(await store.listCvHistory()).toEqual([{ version: 1, at: null, kind: null, restoredFrom: null, changed: {}, current: true }]);
    const first = await store.getCv();
    await store.saveCv({ ...first, role: { ...first.role, es: 'Desarrolladora web' } });
    const second = await store.getCv();
    await store.saveCv({ ...second, name: 'Imported', experience: [] }, { kind: 'import' });
    const history = await store.listCvHistory();
    expect(history.map(({ version, kind, changed, current }) => ({ version, kind, changed, current }))).toEqual([
      { version: 3, kind: 'import', changed: { name: { shared: true }, experience: { shared: true, en: true, es: true } }, current: true },
      { version: 2, kind: 'save', changed: { role: { es: true } }, current: false },
      { version: 1, kind: null, changed: {}, current: false },
    ]);
    expect(history[0].at).toBeGreaterThan(0);
    expect(await store.getCvVersion(1)).toEqual(first);
    expect(await store.getCvVersion(2)).toEqual(second);
    // The current version is the CV itself, not a kept copy.
    expect(await store.getCvVersion(3)).toBeNull();
  });

  it('a restore brings an old version back as a new one, the replaced one kept; 30 are kept', async () => {
    const store = createMemoryContentStore(testTree());
    const first = await store.getCv();
    for (let save = 0; save < 31; save += 1) {
      const cv = await store.getCv();
      await store.saveCv({ ...cv, name: `Name ${save}` });
    }
    const latest = await store.getCv();
    expect(latest.version).toBe(32);
    // Version 1 fell out with the save of version 32.
    expect(await store.getCvVersion(1)).toBeNull();
    const oldest = (await store.getCvVersion(2))!;
    expect(oldest.name).toBe('Name 0');
    await store.saveCv({ ...oldest, version: latest.version }, { kind: 'restore', restoredFrom: 2 });
    expect(await store.getCv()).toEqual({ ...oldest, version: 33 });
    expect((await store.getCvVersion(32))!.name).toBe('Name 30');
    const history = await store.listCvHistory();
    expect(history).toHaveLength(31);
    expect(history[0]).toMatchObject({ version: 33, kind: 'restore', restoredFrom: 2, changed: { name: { shared: true } } });
    expect(history.at(-1)!.version).toBe(3);
    expect(first.name).toBe('Test Owner');
  });
});

describe('memory content store: tag names', () => {
  it('stores names per tag, trimmed, leaves the other tags alone and forgets a tag with no name', async () => {
    const store = createMemoryContentStore({
      ...testTree(),
      tags: { react: { en: 'React', es: 'React' }, intro: { en: 'intro', es: '' } },
    });
    await store.saveTagNames({ intro: { en: ' introduction ', es: 'introducción' }, css: { en: '', es: '' } });
    expect(await store.getTagNames()).toEqual({ react: { en: 'React', es: 'React' }, intro: { en: 'introduction', es: 'introducción' } });
    await store.saveTagNames({ react: { en: '', es: ' ' } });
    expect(Object.keys(await store.getTagNames())).toEqual(['intro']);
  });

  it('refuses the whole write when one entry is not a tag or its name is too long, as the rules do', async () => {
    const store = createMemoryContentStore(testTree());
    await expect(store.saveTagNames({ react: { en: 'React', es: 'React' }, 'Not A Tag': { en: 'x', es: '' } })).rejects.toMatchObject({
      code: 'invalid',
    });
    await expect(store.saveTagNames({ react: { en: 'x'.repeat(41), es: '' } })).rejects.toMatchObject({ code: 'invalid' });
    expect(await store.getTagNames()).toEqual({});
  });

  it('reads only well-formed entries of an imported tree', async () => {
    const tags = { ok: { en: 'Fine' }, 'Bad Key': { en: 'x', es: 'y' }, broken: 'not an object' } as never;
    expect(await createMemoryContentStore({ tags }).getTagNames()).toEqual({ ok: { en: 'Fine', es: '' } });
  });
});

/** Every write of an item keeps the version it replaces, as the database store does (docs/data-model.md). */
describe('memory content store: the history of posts and projects', () => {
  const MINUTE = 60 * 1000;
  afterEach(() => vi.restoreAllMocks());
  const at = (ms: number) => vi.spyOn(Date, 'now').mockReturnValue(ms);

  it('keeps each replaced version; saves of the working copy within ten minutes are one version', async () => {
    const store = createMemoryContentStore(testTree());
    const t0 = Date.UTC(2026, 6, 1);
    at(t0);
    const saved = (await store.getSavedPost('hello-world'))!;
    const { saveWorking, editedItem } = await import('@portfolio/content/saved-item');
    const edit = async (title: string) => {
      const current = (await store.getSavedPost('hello-world'))!;
      const item = editedItem(current)!;
      await store.storePost(saveWorking(current, { ...item, title: { ...item.title, en: title } }, Date.now()));
    };
    await edit('First edit');
    at(t0 + 5 * MINUTE);
    await edit('Second edit');
    at(t0 + 30 * MINUTE);
    await edit('Third edit');
    const history = await store.listItemHistory('posts', 'hello-world');
    expect(history.map(({ version, kind, at: when }) => ({ version, kind, when }))).toEqual([
      { version: 4, kind: 'save', when: t0 + 30 * MINUTE },
      // The first two saves are one version: the later one's text, the later one's date.
      { version: 3, kind: 'save', when: t0 + 5 * MINUTE },
      { version: 1, kind: 'import', when: saved.published!.updatedAt },
    ]);
    expect(history[1].changes).toEqual({ en: ['title'] });
    expect((await store.getItemVersion('posts', 'hello-world', 3))?.working?.title.en).toBe('Second edit');
    expect((await store.getItemVersion('posts', 'hello-world', 1))?.published?.title.en).toBe('Hello world');
    expect(await store.getItemVersion('posts', 'hello-world', 2)).toBeNull();
    expect(await store.getItemVersion('posts', 'hello-world', 4)).toBeNull();
  });

  it('keeps the last 30, names a publish and an unpublish, and keeps the history after a delete', async () => {
    const store = createMemoryContentStore(testTree());
    let now = Date.UTC(2026, 6, 1);
    for (let write = 1; write <= 32; write += 1) {
      now += 20 * MINUTE;
      at(now);
      const project = (await store.getProject('portfolio-site', { includeDrafts: true }))!;
      await store.saveProject({ ...project, order: write });
    }
    const history = await store.listItemHistory('projects', 'portfolio-site');
    expect(history).toHaveLength(31);
    expect(history[0]).toMatchObject({ version: 33, kind: 'publish', changes: { shared: ['order'] } });
    expect(history.at(-1)?.version).toBe(3);
    expect(await store.getItemVersion('projects', 'portfolio-site', 2)).toBeNull();
    expect(((await store.getItemVersion('projects', 'portfolio-site', 3))?.published as { order?: number } | null)?.order).toBe(2);
    const project = (await store.getProject('portfolio-site', { includeDrafts: true }))!;
    await store.saveProject({ ...project, langs: {} });
    expect((await store.listItemHistory('projects', 'portfolio-site'))[0]).toMatchObject({ version: 34, kind: 'unpublish' });
    await store.deleteProject('portfolio-site');
    expect(await store.listItemHistory('projects', 'portfolio-site')).toEqual([]);
    // Deleted, but its kept versions are still there (the trash can bring it back with them).
    expect(((await store.getItemVersion('projects', 'portfolio-site', 33))?.published as { order?: number } | null)?.order).toBe(32);
  });
});
