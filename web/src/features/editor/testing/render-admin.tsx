/**
 * Screen tests of the admin: the real route table (guard included) with a
 * signed-in fake owner and an in-memory store built from the test fixtures,
 * where one post and one project have images stored in Storage (non-empty paths)
 * so image clean-up can be observed.
 */
import { act, screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { setAuthClient } from '../../auth';
import { createFakeAuthClient, OWNER } from '../../auth/testing/fake-auth-client';
import { createMemoryContentStore } from '../../../data/memory-content-store';
import type { DbTree } from '@portfolio/content/db-mapping';
import type { ContentStore } from '../../../data/content-store';
import { renderRoute } from '../../../testing/render-route';
import { testTree } from '../../../testing/fixtures';

export const HELLO_COVER_PATH = 'images/posts/hello-world/cover-1.webp';
export const PORTFOLIO_IMAGE_PATHS = ['images/projects/portfolio-site/one.webp', 'images/projects/portfolio-site/two.webp'];

/** The Storage paths of the narrower copies stored beside an uploaded image (upload-image-file.ts). */
export const copyPaths = (path: string): string[] => [480, 960].map((width) => path.replace(/\.webp$/, `-${width}w.webp`));

const stored = (path: string) => ({
  path,
  url: `https://storage.example.com/${path}`,
  width: 1200,
  height: 630,
  alt: { en: 'A picture', es: 'Una imagen' },
  variants: copyPaths(path).map((copy, index) => ({ width: [480, 960][index], path: copy, url: `https://storage.example.com/${copy}` })),
});

export function adminTree(): DbTree {
  const tree = testTree();
  tree.posts!.summaries!['hello-world'].cover = stored(HELLO_COVER_PATH);
  tree.projects!.summaries!['portfolio-site'].cover = stored(PORTFOLIO_IMAGE_PATHS[0]);
  tree.projects!.details!['portfolio-site'].gallery = PORTFOLIO_IMAGE_PATHS.map(stored);
  return tree;
}

/** A memory store whose methods are spies (they still do their job unless overridden). */
export function spiedStore(tree: DbTree = adminTree()): ContentStore {
  const store = createMemoryContentStore(tree);
  for (const key of Object.keys(store) as (keyof ContentStore)[]) {
    if (typeof store[key] === 'function') vi.spyOn(store, key);
  }
  return store;
}

export function renderAdmin(url: string, store: ContentStore = spiedStore()) {
  setAuthClient(createFakeAuthClient({ user: OWNER }));
  return renderRoute(url, { store });
}

/**
 * Makes the store's uploads wait for the test: `finish(n)` completes the n-th image, with its narrower copies
 * (`<name>-<width>w.<ext>`, uploaded beside it), each with a storable URL.
 */
export function holdUploads(store: ContentStore) {
  const images: { path: string; finish: (() => void)[] }[] = [];
  vi.mocked(store.uploadImage).mockImplementation(
    (path, _file, size) =>
      new Promise((resolve) => {
        const finish = () => resolve({ path, url: `https://storage.example.com/${path}`, ...size, alt: { en: '', es: '' }, variants: [] });
        const imagePath = path.replace(/-\d+w(\.[a-z]+)$/, '$1');
        const image = imagePath !== path ? images.find((each) => each.path === imagePath) : undefined;
        if (image) image.finish.push(finish);
        else images.push({ path, finish: [finish] });
      }),
  );
  return {
    started: () => images.length,
    finish: (index: number) => act(async () => images[index].finish.forEach((finish) => finish())),
  };
}

/** The form's save status at its top (the first live region in the form; the save bar repeats it as plain text). */
export function saveStatus(): HTMLElement {
  return within(screen.getByRole('form')).getAllByRole('status')[0];
}
