/**
 * The bundled store over the real seed parts (the same split the Vite plugin makes): it answers exactly as an
 * in-memory store over the whole seed, downloads only the parts a page needs, and keeps the owner's edits.
 */
import { describe, expect, it, vi } from 'vitest';
import seed from '../../../seed/database_export/demo-portfolio-default-rtdb.json';
import { SEED_PARTS } from '../../scripts/seed-parts-plugin';
import { createBundledContentStore, SEED_PART_NAMES, type SeedPartName } from './bundled-content-store';
import type { DbTree } from '@portfolio/content/db-mapping';
import { createMemoryContentStore } from './memory-content-store';

const tree = seed as unknown as DbTree;
const seedPart = (name: SeedPartName) => SEED_PARTS[name](structuredClone(seed) as never) as DbTree;

function bundledStore(load: (name: SeedPartName) => Promise<DbTree> = async (name) => seedPart(name)) {
  const loadPart = vi.fn(load);
  return { store: createBundledContentStore(loadPart), loadPart, loaded: () => loadPart.mock.calls.map(([name]) => name).sort() };
}

describe('the bundled content store', () => {
  it('knows the same parts as the plugin that splits the seed', () => {
    expect([...SEED_PART_NAMES].sort()).toEqual(Object.keys(SEED_PARTS).sort());
  });

  it('answers every read exactly as a store over the whole seed, drafts included or not', async () => {
    // Working copies (`/drafts`) never reach a part (seed-parts-plugin.ts): the whole seed as the parts carry it.
    const whole = createMemoryContentStore({ ...tree, drafts: undefined });
    const { store } = bundledStore();
    for (const options of [undefined, { includeDrafts: true }]) {
      expect(await store.listPosts(options)).toEqual(await whole.listPosts(options));
      expect(await store.listProjects(options)).toEqual(await whole.listProjects(options));
      for (const { id } of await whole.listPosts({ includeDrafts: true })) {
        expect(await store.getPost(id, options)).toEqual(await whole.getPost(id, options));
      }
      for (const { id } of await whole.listProjects({ includeDrafts: true })) {
        expect(await store.getProject(id, options)).toEqual(await whole.getProject(id, options));
      }
    }
    expect(await store.getCv()).toEqual(await whole.getCv());
    expect(await store.getPost('no-such-post')).toBeNull();
  });

  it('downloads only what a page reads: lists for the home page, bodies for a post, the CV alone', async () => {
    const home = bundledStore();
    await home.store.listPosts();
    await home.store.listProjects();
    expect(home.loaded()).toEqual(['lists']);

    const post = bundledStore();
    const [{ id }] = await post.store.listPosts();
    expect((await post.store.getPost(id))?.body.en).not.toBe('');
    expect(post.loaded()).toEqual(['lists', 'post-bodies']);

    const project = bundledStore();
    const [first] = await project.store.listProjects();
    expect((await project.store.getProject(first.id))?.gallery.length).toBeGreaterThan(0);
    expect(project.loaded()).toEqual(['lists', 'project-details']);

    const cv = bundledStore();
    await cv.store.getCv();
    expect(cv.loaded()).toEqual(['cv']);
  });

  it('keeps the edits of the tab: after a save every read sees it, and the seed is not changed', async () => {
    const { store, loaded } = bundledStore();
    const [first] = await store.listPosts();
    const post = (await store.getPost(first.id))!;
    await store.savePost({ ...post, title: { ...post.title, en: 'Edited in this tab' } });
    expect(loaded()).toEqual([...SEED_PART_NAMES].sort());
    expect((await store.listPosts())[0].title.en).toBe('Edited in this tab');
    expect((await store.getPost(first.id))?.title.en).toBe('Edited in this tab');
    await store.deletePost(first.id);
    expect(await store.getPost(first.id)).toBeNull();
    expect(await createBundledContentStore(async (name) => seedPart(name)).getPost(first.id)).not.toBeNull();
  });

  it('tries a part again after a failed download (offline, or a newer deploy)', async () => {
    let fail = true;
    const { store } = bundledStore(async (name) => {
      if (fail) throw new Error('Failed to fetch dynamically imported module');
      return seedPart(name);
    });
    await expect(store.listPosts()).rejects.toThrow('Failed to fetch');
    fail = false;
    expect((await store.listPosts()).length).toBeGreaterThan(0);
  });
});
