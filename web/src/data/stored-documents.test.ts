import { describe, expect, it } from 'vitest';
import type { ContentImage } from '@portfolio/content/content-types';
import { saveWorking } from '@portfolio/content/saved-item';
import { makePost, publishedIn } from '../testing/factories';
import { createMemoryContentStore } from './memory-content-store';
import { storedDocuments } from './stored-documents';

const cover = (name: string): ContentImage => ({
  path: `images/posts/live/${name}.webp`,
  url: `https://example.com/${name}.webp`,
  width: 1200,
  height: 630,
  alt: { en: name, es: name },
  variants: [],
});

describe('storedDocuments', () => {
  it('answers both documents of a live item whose edit is staged, and a never-published item’s working copy', async () => {
    const store = createMemoryContentStore({});
    const live = makePost({ id: 'live', version: 0, langs: publishedIn(['en']), cover: cover('old') });
    await store.savePost(live);
    const saved = await store.getSavedPost('live');
    if (!saved) throw new Error('not stored');
    await store.storePost(saveWorking(saved, { ...live, version: 1, cover: cover('new') }, Date.now()));
    await store.savePost(makePost({ id: 'draft', version: 0, langs: {}, cover: cover('draft') }));

    const covers = (await storedDocuments(store)).map((item) => item.cover?.path).sort();
    expect(covers).toEqual(['images/posts/live/draft.webp', 'images/posts/live/new.webp', 'images/posts/live/old.webp']);
  });
});
