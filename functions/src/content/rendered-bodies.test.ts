import { describe, expect, it } from 'vitest';
import { storeRenderedBodies, withRenderedBodies } from './rendered-bodies.js';
import type { BodyRenderer } from '../pages/renderer.js';

/** Renders each language's Markdown as `<p>{markdown}</p>`, versioned by its length, logging what it was given. */
function fakeRenderer(given: unknown[] = []): BodyRenderer {
  return {
    async storedBodies(bodies) {
      given.push(bodies);
      const entries = Object.entries((bodies ?? {}) as Record<string, string>).filter(([, markdown]) => markdown);
      return Object.fromEntries(entries.map(([lang, markdown]) => [lang, { version: `v${markdown.length}`, html: `<p>${markdown}</p>` }]));
    },
  };
}

function writes() {
  const done: [string, object | null][] = [];
  return { done, write: async (path: string, value: object | null) => void done.push([path, value]) };
}

describe('storeRenderedBodies (the Database trigger)', () => {
  it('stores the rendering of a post’s bodies and of a project’s body under rendered/', async () => {
    const given: unknown[] = [];
    const { done, write } = writes();
    await storeRenderedBodies('posts', 'a-post', { en: 'Hi', es: 'Hola' }, { renderer: fakeRenderer(given), write });
    await storeRenderedBodies(
      'projects',
      'a-project',
      { body: { en: 'Work', es: '' }, gallery: [] },
      { renderer: fakeRenderer(given), write },
    );
    expect(given).toEqual([
      { en: 'Hi', es: 'Hola' },
      { en: 'Work', es: '' },
    ]);
    expect(done).toEqual([
      ['rendered/posts/a-post', { en: { version: 'v2', html: '<p>Hi</p>' }, es: { version: 'v4', html: '<p>Hola</p>' } }],
      ['rendered/projects/a-project', { en: { version: 'v4', html: '<p>Work</p>' } }],
    ]);
  });

  it('removes the rendering with the item, and when there is nothing to render', async () => {
    const { done, write } = writes();
    await storeRenderedBodies('posts', 'gone', null, { renderer: fakeRenderer(), write });
    await storeRenderedBodies('projects', 'empty', { body: { en: '', es: '' } }, { renderer: fakeRenderer(), write });
    expect(done).toEqual([
      ['rendered/posts/gone', null],
      ['rendered/projects/empty', null],
    ]);
  });

  it('leaves no rendering behind when rendering fails (pages then render the body), and reports the failure', async () => {
    const { done, write } = writes();
    const failing: BodyRenderer = { storedBodies: () => Promise.reject(new Error('no DOM')) };
    await expect(storeRenderedBodies('posts', 'p', { en: 'x' }, { renderer: failing, write })).rejects.toThrow('no DOM');
    expect(done).toEqual([['rendered/posts/p', null]]);
  });
});

describe('withRenderedBodies (the functions build, for the bundled content)', () => {
  it('adds the rendering of every post and project body of the tree, keeping the rest as it was', async () => {
    const tree = {
      posts: { summaries: { p: { status: 'published' } }, bodies: { p: { en: 'Post', es: 'Entrada' } } },
      projects: { details: { q: { body: { en: 'Project', es: '' } } } },
      cv: { name: 'x' },
    };
    expect(await withRenderedBodies(tree, fakeRenderer())).toEqual({
      ...tree,
      rendered: {
        posts: { p: { en: { version: 'v4', html: '<p>Post</p>' }, es: { version: 'v7', html: '<p>Entrada</p>' } } },
        projects: { q: { en: { version: 'v7', html: '<p>Project</p>' } } },
      },
    });
  });
});
