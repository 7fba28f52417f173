import { describe, expect, it } from 'vitest';
import { backfillRenderedBodies, storeRenderedBodies, withRenderedBodies } from './rendered-bodies.js';
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

describe('backfillRenderedBodies (npm run backfill-rendered)', () => {
  const tree = () => ({
    posts: {
      summaries: { kept: { status: 'published' }, missing: { status: 'draft' }, stale: { status: 'published' } },
      bodies: { kept: { en: 'Same', es: 'Igual' }, missing: { en: 'New', es: '' }, stale: { en: 'Edited', es: 'Editada' } },
    },
    projects: { details: { p: { body: { en: 'Work', es: '' }, gallery: [] } } },
    rendered: {
      // As the database answers it: keys sorted (html before version, en before es).
      posts: {
        kept: { en: { html: '<p>Same</p>', version: 'v4' }, es: { html: '<p>Igual</p>', version: 'v5' } },
        stale: { en: { html: '<p>Old</p>', version: 'v3' } },
        gone: { en: { html: '<p>Gone</p>', version: 'v4' } },
      },
    },
  });

  it('writes the missing and differing renderings, removes those of items gone, and leaves the current ones', async () => {
    const { done, write } = writes();
    const progress: number[] = [];
    const report = await backfillRenderedBodies(tree(), {
      renderer: fakeRenderer(),
      write,
      onProgress: (n, total) => progress.push(n / total),
    });
    expect(done).toEqual([
      ['rendered/posts/missing', { en: { version: 'v3', html: '<p>New</p>' } }],
      ['rendered/posts/stale', { en: { version: 'v6', html: '<p>Edited</p>' }, es: { version: 'v7', html: '<p>Editada</p>' } }],
      ['rendered/posts/gone', null],
      ['rendered/projects/p', { en: { version: 'v4', html: '<p>Work</p>' } }],
    ]);
    expect(report).toEqual({
      written: ['rendered/posts/missing', 'rendered/posts/stale', 'rendered/projects/p'],
      unchanged: 1,
      removed: ['rendered/posts/gone'],
      failed: [],
    });
    expect(progress).toEqual([0.25, 0.5, 0.75, 1]);
  });

  it('writes nothing when run again', async () => {
    const stored = tree();
    const { done, write } = writes();
    await backfillRenderedBodies(stored, { renderer: fakeRenderer(), write });
    const after = { ...stored, rendered: { posts: {}, projects: {} } as Record<string, Record<string, object | null>> };
    for (const [path, value] of done) {
      const [, kind, id] = path.split('/');
      if (value) after.rendered[kind][id] = value;
    }
    after.rendered.posts.kept = stored.rendered.posts.kept;
    const again = writes();
    const report = await backfillRenderedBodies(after, { renderer: fakeRenderer(), write: again.write });
    expect(again.done).toEqual([]);
    expect(report.unchanged).toBe(4);
  });

  it('reports a body it cannot render and goes on, leaving that one as it was', async () => {
    const { done, write } = writes();
    const renderer: BodyRenderer = {
      storedBodies: async (bodies) => {
        if ((bodies as { en?: string }).en === 'Edited') throw new Error('no DOM');
        return fakeRenderer().storedBodies(bodies);
      },
    };
    const report = await backfillRenderedBodies(tree(), { renderer, write });
    expect(report.failed).toEqual([{ path: 'rendered/posts/stale', error: 'no DOM' }]);
    expect(done.map(([path]) => path)).toEqual(['rendered/posts/missing', 'rendered/posts/gone', 'rendered/projects/p']);
  });
});
