import { describe, expect, it } from 'vitest';
import { astro, hugo, jekyll } from '../testing/markdown-samples.js';
import { siteFromMarkdownFiles } from './markdown-import.js';

const NOW = Date.UTC(2026, 10, 26, 12);

describe('siteFromMarkdownFiles', () => {
  it('maps Hugo page bundles in TOML, with their translation, tags named in each language and unknown fields reported', () => {
    const { tree, problems, ignored, unimportedImages } = siteFromMarkdownFiles(hugo, { now: NOW });
    expect(problems).toEqual([]);
    expect((tree.posts.summaries as Record<string, unknown>)['forms-that-forgive']).toEqual({
      langs: {
        en: { publishedAt: Date.UTC(2024, 2, 2, 10), firstPublishedAt: Date.UTC(2024, 2, 2, 10) },
        es: { publishedAt: Date.UTC(2024, 2, 2, 10), firstPublishedAt: Date.UTC(2024, 2, 2, 10) },
      },
      createdAt: Date.UTC(2024, 2, 2, 10),
      updatedAt: Date.UTC(2024, 2, 5),
      title: { en: 'Forms that forgive', es: 'Formularios que perdonan' },
      summary: { en: 'Errors said once, where they happen.', es: 'Los errores, una vez y donde ocurren.' },
      readingMinutes: { en: 1, es: 1 },
      tags: { forms: true, accessibility: true, formularios: true, accesibilidad: true },
      tagList: { 0: 'forms', 1: 'accessibility', 2: 'formularios', 3: 'accesibilidad' },
    });
    expect((tree.posts.bodies as Record<string, unknown>)['forms-that-forgive']).toEqual({
      en: 'Body with ![a field](field.png) and a [link](https://example.com).\n',
      es: 'Cuerpo.\n',
    });
    expect(tree.tags).toMatchObject({ forms: { en: 'Forms', es: '' }, formularios: { en: '', es: 'Formularios' } });
    expect(ignored).toEqual([{ file: 'content/posts/forms-that-forgive/index.md', fields: ['series'] }]);
    expect(unimportedImages).toEqual(['content/posts/forms-that-forgive/index.md: field.png']);
  });

  it('maps Astro collections by language folder, and a projects folder to projects', () => {
    const { tree, problems, ignored } = siteFromMarkdownFiles(astro, { now: NOW });
    expect(problems).toEqual([]);
    expect((tree.posts.summaries as Record<string, unknown>)['hello-astro']).toMatchObject({
      title: { en: 'Hello Astro', es: 'Hola Astro' },
      langs: { en: { publishedAt: new Date('Jul 08 2022').getTime() } },
    });
    // `draft: true`: the project is only a working copy, nothing of it published.
    expect(tree.projects.summaries).toEqual({});
    expect((tree.drafts.projects.summaries as Record<string, unknown>).tide).toMatchObject({
      title: { en: 'Tide', es: '' },
      featured: false,
      liveUrl: '',
    });
    expect(ignored).toEqual([{ file: 'src/content/blog/en/hello-astro.md', fields: ['heroImage'] }]);
  });

  it("maps Jekyll's dated file names and published: false", () => {
    const { tree } = siteFromMarkdownFiles(jekyll, { now: NOW });
    expect(tree.posts.summaries).toEqual({});
    expect((tree.drafts.posts.summaries as Record<string, unknown>)['my-first-post']).toMatchObject({
      title: { en: 'My first post', es: '' },
      tags: { 'jekyll-update': true },
    });
    expect((tree.drafts.posts.summaries as Record<string, object>)['my-first-post']).not.toHaveProperty('langs');
  });

  it('takes each file as its language: a Spanish file with draft: true is a draft beside a published English one', () => {
    const { tree, problems } = siteFromMarkdownFiles(
      {
        'content/posts/mixed.en.md': '---\ntitle: Mixed\ndescription: Live\ndate: 2024-05-01\n---\nLive body\n',
        'content/posts/mixed.es.md': '---\ntitle: Mezcla\ndescription: Borrador\ndraft: true\n---\nCuerpo sin publicar\n',
      },
      { now: NOW },
    );
    expect(problems).toEqual([]);
    const published = (tree.posts.summaries as Record<string, { langs: object; title: object }>).mixed;
    expect(published.langs).toEqual({ en: { publishedAt: Date.UTC(2024, 4, 1), firstPublishedAt: Date.UTC(2024, 4, 1) } });
    expect(published.title).toEqual({ en: 'Mixed', es: '' });
    expect((tree.posts.bodies as Record<string, unknown>).mixed).toEqual({ en: 'Live body\n', es: '' });
    const working = (tree.drafts.posts.summaries as Record<string, { langs: object; title: object }>).mixed;
    expect(working.title).toEqual({ en: 'Mixed', es: 'Mezcla' });
    expect(working.langs).toEqual(published.langs);
    expect((tree.drafts.posts.bodies as Record<string, unknown>).mixed).toEqual({ en: 'Live body\n', es: 'Cuerpo sin publicar\n' });
  });

  it('names each file it cannot use and keeps the rest', () => {
    const { tree, problems } = siteFromMarkdownFiles(
      {
        ...astro,
        'posts/no-title.md': '---\ndescription: x\n---\n',
        'posts/broken.md': '---\ntitle: [\n---\n',
        'posts/plain.md': 'Just text',
        'posts/x.md': '---\ntitle: Too short an address\n---\n',
        'posts/hello-astro.en.md': '---\ntitle: Again\n---\n',
      },
      { now: NOW },
    );
    // Files are read in path order: the second English text of hello-astro is the one refused.
    expect(problems.map((problem) => problem.file)).toEqual([
      'posts/broken.md',
      'posts/no-title.md',
      'posts/plain.md',
      'posts/x.md',
      'src/content/blog/en/hello-astro.md',
    ]);
    expect(problems.find((problem) => problem.file === 'src/content/blog/en/hello-astro.md')?.problem).toBe(
      'posts/hello-astro.en.md is already the en text of posts/hello-astro',
    );
    expect(Object.keys(tree.posts.summaries as object)).toEqual(['hello-astro']);
  });
});
