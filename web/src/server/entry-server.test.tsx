// @vitest-environment node
/**
 * The server renderer in Node (no DOM), as the build and the `pages` function run it: a URL becomes the whole
 * document — content, head, status — from the bundled seed or from a PublishedReader (what the function
 * reads the database through), drafts answer 404, an item at the address of a language it is not written in shows
 * the language it is, and Markdown is sanitised
 * through jsdom.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  createServerContentStore,
  renderDocument,
  renderPageData,
  renderPostBodies,
  renderSearchIndex,
  type DocumentAssets,
  type PublishedReader,
} from './entry-server';
import { loadQuickIndex, loadSearchIndex, search } from '../features/search/search-index';
import type { PageData } from '../app/page-data';
import { renderMarkdown } from '../components/markdown/render-markdown';
import type { DbTree } from '@portfolio/content/db-mapping';
import type { ServerEntry } from '@portfolio/content/renderer';
import * as serverEntry from './entry-server';
import type { ContentStore } from '../data/content-store';
import { testTree } from '../testing/fixtures';
import { IMAGE_SIZES } from '../utils/responsive-image';

/** The built index.html, reduced to what assembling a document touches. */
const ASSETS: DocumentAssets = {
  template:
    '<!doctype html>\n<html lang="en">\n  <head>\n    <title>Emi Castellano</title>\n    <script type="module" crossorigin src="/assets/index.js"></script>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n',
  manifest: { 'src/app/routes/post.tsx': { file: 'assets/post.js', css: ['assets/post.css'] } },
  base: '/',
};

/** A PublishedReader over a tree, like the function's (the published query filters on status), logging what it reads. */
function treeReader(tree: DbTree, reads: string[] = []): PublishedReader {
  const at = (path: string): unknown =>
    path.split('/').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree);
  return {
    async queryPublished(path) {
      reads.push(`query ${path}`);
      const children = (at(path) ?? {}) as Record<string, { status?: string }>;
      return Object.fromEntries(Object.entries(children).filter(([, value]) => value.status === 'published'));
    },
    async read(path) {
      reads.push(path);
      return at(path) ?? null;
    },
  };
}

describe('renderDocument (the one server renderer)', () => {
  it('exports what the pages function calls (the seam: packages/content/src/renderer.ts, checked by the type)', () => {
    const seam: ServerEntry<ContentStore, DocumentAssets, PublishedReader> = serverEntry;
    expect(Object.values(seam).filter((value) => typeof value === 'function').length).toBeGreaterThanOrEqual(6);
  });

  it('renders a seed post whole: language, head, JSON-LD, sanitised Markdown and its route’s assets', async () => {
    const page = await renderDocument('/es/blog/accessible-forms-checklist', ASSETS);
    expect(page.status).toBe(200);
    expect(page.html).toContain('<html lang="es-ES"');
    expect(page.html).toMatch(/<h1>[^<]*formularios[^<]*<\/h1>/i);
    expect(page.html).toMatch(/<div class="markdown"><p>/);
    expect(page.html).toMatch(/<link rel="canonical" href="[^"]*\/es\/blog\/accessible-forms-checklist"/);
    expect(page.html).toMatch(/hreflang="en-US"/i);
    expect(page.html).toContain('<script type="application/ld+json">');
    expect(page.html).toContain('<link rel="stylesheet" crossorigin href="/assets/post.css">');
    expect(page.html.match(/<title>/g)).toHaveLength(1);
  });

  it('renders live content from a reader and reads only published items', async () => {
    const reads: string[] = [];
    const store = createServerContentStore(treeReader(testTree(), reads));
    const page = await renderDocument('/blog/hello-world', ASSETS, { store });
    expect(page.status).toBe(200);
    expect(page.html).toContain('<h1>Hello world</h1>');
    expect(page.html).toContain('Welcome to <strong>my</strong> blog.');
    expect(reads).toContain('query posts/summaries');
    expect(reads.filter((path) => path.includes('secret-draft'))).toEqual([]);
  });

  it('answers 404 with a noindex page for a draft and an unknown id', async () => {
    const reads: string[] = [];
    const store = createServerContentStore(treeReader(testTree(), reads));
    for (const [url, lang] of [
      ['/blog/secret-draft', 'en-US'],
      ['/es/blog/no-such-post', 'es-ES'],
      ['/projects/hidden-project', 'en-US'],
    ] as const) {
      const page = await renderDocument(url, ASSETS, { store });
      expect(page.status, url).toBe(404);
      expect(page.html, url).toContain(`<html lang="${lang}"`);
      expect(page.html, url).toMatch(/<meta name="robots" content="noindex/);
      expect(page.html, url).not.toMatch(/Secret draft|Borrador secreto|Hidden project/);
    }
    // The draft's summary was read (to learn it is a draft); its body never.
    expect(reads).not.toContain('posts/bodies/secret-draft');
  });

  it('answers 200 at the Spanish address of an English-only post: its English text, a Spanish notice, noindex, canonical at its page', async () => {
    const store = createServerContentStore(treeReader(testTree()));
    const page = await renderDocument('/es/blog/only-english', ASSETS, { store });
    expect(page.status).toBe(200);
    expect(page.html).toContain('<html lang="es-ES"');
    expect(page.html).toContain('<h1 lang="en-US">Only in English</h1>');
    expect(page.html).toMatch(/<div class="markdown" lang="en-US"><p>Just English\.<\/p>/);
    expect(page.html).toContain('Este artículo aún no está traducido al español; aquí lo tienes en inglés.');
    expect(page.html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    expect(page.html).toMatch(/<link rel="canonical" href="http[^"]*[^s]\/blog\/only-english"/);
    // hreflang names only the language the post is written in.
    const alternates = [...page.html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)].map(([, lang, href]) => [
      lang,
      new URL(href).pathname,
    ]);
    expect(alternates).toEqual([
      ['en-US', '/blog/only-english'],
      ['x-default', '/blog/only-english'],
    ]);
    expect(page.html).not.toContain('application/ld+json');
  });

  it('answers page data for that address with the published language only: never a half-written translation', async () => {
    const tree = testTree();
    tree.posts!.summaries!['only-english'].title.es = 'Título a medias';
    tree.posts!.summaries!['only-english'].readingMinutes.es = 4;
    tree.posts!.bodies!['only-english'].es = 'Cuerpo a medio traducir';
    const store = createServerContentStore(treeReader(tree));
    const data = await renderPageData('/es/blog/only-english', { store });
    expect(data.status).toBe(200);
    expect(data.error).toBeNull();
    const post = data.loaderData['post-es'] as {
      lang: string;
      languages: string[];
      shownIn: string;
      post: { title: object };
      bodyHtml: string;
    };
    expect(post).toMatchObject({ lang: 'es', languages: ['en'], shownIn: 'en', post: { title: { en: 'Only in English', es: '' } } });
    expect(post.bodyHtml).toContain('Just English.');
    expect(JSON.stringify(data)).not.toMatch(/a medias|medio traducir/);
    // The same answer the page carries.
    const page = await renderDocument('/es/blog/only-english', ASSETS, { store });
    expect(page.html).not.toMatch(/a medias|medio traducir/);
  });

  it('answers 200 at the English address of a Spanish-only project, in Spanish with an English notice', async () => {
    const tree = testTree();
    tree.projects!.summaries!['weather-app'].title.en = '';
    tree.projects!.summaries!['weather-app'].summary.en = '';
    const store = createServerContentStore(treeReader(tree));
    const page = await renderDocument('/projects/weather-app', ASSETS, { store });
    expect(page.status).toBe(200);
    expect(page.html).toContain('<h1 lang="es-ES">App del tiempo</h1>');
    expect(page.html).toContain('This project hasn’t been described in English yet, so here it is in Spanish.');
    expect(page.html).toMatch(/<link rel="canonical" href="http[^"]*\/es\/projects\/weather-app"/);
    expect(page.html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    const data = await renderPageData('/projects/weather-app', { store });
    expect(data.status).toBe(200);
    expect(JSON.stringify(data.loaderData)).not.toContain('Forecasts.');
  });

  it('tells the boot script which languages an item’s page exists in, so no visitor is sent to a missing translation', async () => {
    const store = createServerContentStore(treeReader(testTree(), []));
    const languagesOf = async (url: string) =>
      /<html lang="[^"]*"(?: data-languages="([^"]*)")?/.exec((await renderDocument(url, ASSETS, { store })).html)?.[1];
    expect(await languagesOf('/blog/only-english')).toBe('en');
    // Its Spanish address shows the English text: still written in English only.
    expect(await languagesOf('/es/blog/only-english')).toBe('en');
    expect(await languagesOf('/blog/hello-world')).toBe('en es');
    expect(await languagesOf('/blog')).toBe('en es');
    // An unknown id is missing in both languages (a Spanish reader gets the Spanish 404): no attribute, the twin is
    // as good as this page.
    expect(await languagesOf('/blog/no-such-post')).toBeUndefined();
  });

  it('puts the content routes’ loader data in the page, for the client to take over from without reading it again', async () => {
    const store = createServerContentStore(treeReader(testTree()));
    const page = await renderDocument('/blog', ASSETS, { store });
    const block = /<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(page.html);
    const data = JSON.parse(block?.[1] ?? 'null') as PageData;
    expect(data.status).toBe(200);
    // The list route's data only (the language loader runs in the browser), exactly what navigation would fetch.
    expect(Object.keys(data.loaderData)).toEqual(['blog-en']);
    expect({ ...data, degraded: false }).toEqual(await renderPageData('/blog', { store }));
    const blog = data.loaderData['blog-en'] as { posts: { id: string }[]; total: number };
    expect(blog.posts.map((post) => post.id)).toContain('hello-world');
    expect(JSON.stringify(data)).not.toContain('secret-draft');
  });

  it('answers page data with the status and error page data of a missing item, and nothing of a draft', async () => {
    const reads: string[] = [];
    const store = createServerContentStore(treeReader(testTree(), reads));
    const data = await renderPageData('/es/blog/secret-draft', { store });
    expect(data).toEqual({
      status: 404,
      loaderData: {},
      error: { status: 404, data: { message: 'Page not found: /es/blog/secret-draft' } },
      degraded: false,
    });
    expect(reads).not.toContain('posts/bodies/secret-draft');
  });

  it('serves a scheduled post (published, dated later) to no one until its moment, then everywhere at once with no rebuild', async () => {
    const tree = testTree();
    const later = Date.now() + 60 * 60 * 1000;
    tree.posts!.summaries!['hello-world'].publishedAt = later;
    const store = createServerContentStore(treeReader(tree));
    const before = await renderDocument('/blog/hello-world', ASSETS, { store });
    expect(before.status).toBe(404);
    expect(JSON.stringify(await renderPageData('/blog', { store }))).not.toContain('hello-world');
    expect(JSON.stringify(await renderPageData('/', { store }))).not.toContain('hello-world');

    vi.useFakeTimers({ now: later, toFake: ['Date'] });
    try {
      const after = await renderDocument('/blog/hello-world', ASSETS, { store });
      expect(after.status).toBe(200);
      expect(JSON.stringify(await renderPageData('/blog', { store }))).toContain('hello-world');
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives each page of the blog list and each tag its own canonical URL, with hreflang only to pages that exist', async () => {
    // 12 posts in English, 3 of them in Spanish too: /blog?page=2 exists in English only.
    const tree = testTree();
    const summaries = tree.posts!.summaries!;
    const bodies = tree.posts!.bodies!;
    const model = summaries['hello-world'];
    for (let index = 1; index <= 12; index += 1) {
      const both = index <= 3;
      summaries[`extra-${index}`] = {
        ...model,
        publishedAt: (model.publishedAt ?? 0) - index * 1000,
        title: { en: `Extra ${index}`, es: both ? `Extra ${index} (es)` : '' },
        summary: { en: `Summary ${index}`, es: both ? `Resumen ${index}` : '' },
        tags: { css: true },
      };
      bodies[`extra-${index}`] = { en: 'Body', es: both ? 'Cuerpo' : '' };
    }
    const store = createServerContentStore(treeReader(tree));
    const links = (html: string) =>
      [...html.matchAll(/<link rel="(canonical|alternate)"(?: hrefLang="([^"]+)")? href="https?:\/\/[^/"]+(\/[^"]*)"/g)].map(
        (m) => `${m[2] ?? m[1]} ${m[3]}`,
      );

    const second = await renderDocument('/blog?page=2', ASSETS, { store });
    expect(second.status).toBe(200);
    expect(links(second.html)).toEqual(['canonical /blog?page=2', 'en-US /blog?page=2', 'x-default /blog?page=2']);

    const tagged = await renderDocument('/es/blog?tag=css', ASSETS, { store });
    expect(links(tagged.html)).toEqual([
      'canonical /es/blog?tag=css',
      'en-US /blog?tag=css',
      'es-ES /es/blog?tag=css',
      'x-default /blog?tag=css',
    ]);
    expect(links((await renderDocument('/blog', ASSETS, { store })).html)[0]).toBe('canonical /blog');
  });

  it('keeps each page in its own language when requests overlap', async () => {
    const store = createServerContentStore(treeReader(testTree()));
    const [english, spanish] = await Promise.all([
      renderDocument('/blog/hello-world', ASSETS, { store }),
      renderDocument('/es/blog/hello-world', ASSETS, { store }),
    ]);
    expect(english.html).toContain('<h1>Hello world</h1>');
    expect(english.html).toContain('<html lang="en-US"');
    expect(spanish.html).toContain('<h1>Hola mundo</h1>');
    expect(spanish.html).toContain('<html lang="es-ES"');
  });

  it('serves uploads with srcset and sizes on cards, the post cover and the gallery, keeping width and height', async () => {
    const tree = testTree();
    const upload = (folder: string) => {
      const url = (name: string) => `https://storage.example.com/${folder}/${name}`;
      return {
        path: `${folder}/1-a.webp`,
        url: url('1-a.webp'),
        width: 1600,
        height: 900,
        alt: { en: 'A photo', es: 'Una foto' },
        variants: {
          0: { width: 480, path: `${folder}/1-a-480w.webp`, url: url('1-a-480w.webp') },
          1: { width: 960, path: `${folder}/1-a-960w.webp`, url: url('1-a-960w.webp') },
        },
      };
    };
    const srcset = (folder: string) => {
      const url = (name: string) => `https://storage.example.com/${folder}/${name}`;
      return `${url('1-a-480w.webp')} 480w, ${url('1-a-960w.webp')} 960w, ${url('1-a.webp')} 1600w`;
    };
    tree.posts!.summaries!['hello-world'].cover = upload('images/posts/hello-world');
    tree.projects!.summaries!['portfolio-site'].cover = upload('images/projects/portfolio-site');
    tree.projects!.details!['portfolio-site'].gallery = [upload('images/projects/portfolio-site'), upload('images/projects/x')];
    const store = createServerContentStore(treeReader(tree));
    const render = async (url: string) => (await renderDocument(url, ASSETS, { store })).html;
    const image = (html: string, className: string) => html.match(new RegExp(`<img[^>]*class="${className}"[^>]*>`))?.[0] ?? '';
    // React writes the attribute as srcSet; HTML attribute names are case-insensitive.
    const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

    const home = await render('/');
    for (const [className, sizes] of [
      ['post-card-image', IMAGE_SIZES.postCard],
      ['project-card-image', IMAGE_SIZES.projectCard],
    ]) {
      const folder = className === 'post-card-image' ? 'images/posts/hello-world' : 'images/projects/portfolio-site';
      expect(attribute(image(home, className), 'srcset')).toBe(srcset(folder));
      expect(attribute(image(home, className), 'sizes')).toBe(sizes);
      expect(image(home, className)).toContain('width="1600" height="900"');
    }
    const postPage = await render('/blog/hello-world');
    const post = image(postPage, 'post-cover');
    expect(attribute(post, 'srcset')).toBe(srcset('images/posts/hello-world'));
    expect(attribute(post, 'sizes')).toBe(IMAGE_SIZES.postCover);
    expect(post).toContain('width="1600" height="900"');
    // The cover's preload in the head picks from the same candidates, so a phone never preloads the widest.
    const preload = postPage.match(/<link rel="preload" as="image"[^>]*>/)?.[0] ?? '';
    expect(attribute(preload, 'imagesrcset')).toBe(srcset('images/posts/hello-world'));
    expect(attribute(preload, 'imagesizes')).toBe(IMAGE_SIZES.postCover);
    expect(attribute(preload, 'href')).toBeUndefined();
    const project = await render('/projects/portfolio-site');
    const gallery = [...project.matchAll(/<img[^>]*>/g)].map(([tag]) => tag).filter((tag) => attribute(tag, 'srcset'));
    expect(gallery).toHaveLength(3);
    expect(attribute(gallery[0], 'sizes')).toBe(IMAGE_SIZES.galleryImage);
    expect(attribute(gallery[1], 'sizes')).toBe(IMAGE_SIZES.galleryThumb);
    expect(attribute(gallery[2], 'srcset')).toBe(srcset('images/projects/x'));

    // Site images (the seed's SVGs) have no copies: src only.
    const seed = await renderDocument('/', ASSETS);
    expect(seed.html).toMatch(/<img[^>]*class="post-card-image"/);
    expect(seed.html).not.toMatch(/srcset|sizes=/i);
  });

  it('renders a post whose stored times are past what a Date holds (an Admin-SDK import bypasses the rules)', async () => {
    const tree = testTree();
    const summary = tree.posts!.summaries!['hello-world'] as unknown as Record<string, unknown>;
    summary.publishedAt = 1e300;
    summary.updatedAt = 8.64e15 + 1;
    const page = await renderDocument('/blog/hello-world', ASSETS, { store: createServerContentStore(treeReader(tree)) });
    expect(page.status).toBe(200);
    expect(page.html).toContain('<h1>Hello world</h1>');
  });

  it('renders the search page with its results, so the search works without JavaScript, and never finds a draft', async () => {
    const store = createServerContentStore(treeReader(testTree()));
    const page = await renderDocument('/es/buscar?q=codigo', ASSETS, { store });
    expect(page.status).toBe(200);
    expect(page.html).toContain('<form role="search" class="search-form" action="/es/buscar" method="get">');
    expect(page.html).toMatch(/<p class="search-status" role="status">1 resultado para «codigo»<\/p>/);
    expect(page.html).toContain(
      '<a class="search-result__link" href="/es/blog/typed-code" data-discover="true"><mark>Código</mark> tipado</a>',
    );
    expect(page.html).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(page.html).toMatch(/hrefLang="en-US" href="[^"]*\/search\?q=codigo"/);
    const draft = await renderDocument('/search?q=secret', ASSETS, { store });
    expect(draft.html).toContain('No results for “secret”');
    expect(draft.html).not.toContain('Secret draft');
  });

  it('answers the search index of a language: published items written in it, and no draft', async () => {
    const store = createServerContentStore(treeReader(testTree()));
    const es = loadSearchIndex(await renderSearchIndex('es', { store }));
    expect(search(es, 'hola').hits.map((hit) => hit.slug)).toEqual(['hello-world']);
    expect(search(es, 'borrador').hits).toEqual([]);
    expect(search(es, 'english').hits).toEqual([]);
    const en = loadSearchIndex(await renderSearchIndex('en', { store }));
    expect(search(en, 'english').hits.map((hit) => hit.slug)).toEqual(['only-english']);
    expect(search(en, 'secret').hits).toEqual([]);
    expect(search(en, 'hidden').hits).toEqual([]);
  });

  it('answers the quick tier of a language (titles, tags, summaries): published items written in it, and no draft', async () => {
    const store = createServerContentStore(treeReader(testTree()));
    const es = loadQuickIndex(await renderSearchIndex('es', { store, tier: 'quick' }));
    expect(search(es, 'hola').hits.map((hit) => hit.slug)).toEqual(['hello-world']);
    expect(search(es, 'borrador').hits).toEqual([]);
    expect(search(es, 'english').hits).toEqual([]);
    const enJson = await renderSearchIndex('en', { store, tier: 'quick' });
    expect(search(loadQuickIndex(enJson), 'english').hits.map((hit) => hit.slug)).toEqual(['only-english']);
    for (const draft of ['Secret draft', 'Hidden project', 'Not for visitors']) expect(enJson).not.toContain(draft);
  });

  it('sends nothing of an unfinished translation, no comment and no Markdown in any public answer', async () => {
    // A published English post: a Spanish title typed but not finished (no summary, so not in Spanish), a Spanish
    // body half-written, and an HTML comment in the English body.
    const tree = testTree();
    tree.posts!.summaries!['half-done'] = {
      ...tree.posts!.summaries!['hello-world'],
      title: { en: 'Numbers that matter', es: 'Cifras Zanahoria' },
      summary: { en: 'What to measure.', es: '' },
      tags: { metrics: true },
      tagList: { 0: 'metrics' },
    };
    tree.posts!.bodies!['half-done'] = {
      en: 'Measure **twice**.\n\n<!-- numbers from the client: Quetzal -->\n\nThen ship.',
      es: 'Traducción a medias de Berenjena',
    };
    const store = createServerContentStore(treeReader(tree));
    const unpublished = ['zanahoria', 'berenjena', 'quetzal', 'numbers from the client', '**twice**'];
    const answers: Record<string, string> = {};
    for (const url of [
      '/',
      '/blog',
      '/blog?tag=metrics',
      '/blog/half-done',
      '/projects',
      '/projects/portfolio-site',
      '/cv',
      '/search?q=measure',
    ]) {
      answers[url] = (await renderDocument(url, ASSETS, { store })).html;
      answers[`/api/page${url}`] = JSON.stringify(await renderPageData(url, { store }));
    }
    for (const lang of ['en', 'es'] as const) {
      answers[`/api/search/${lang}.json`] = await renderSearchIndex(lang, { store });
      answers[`/api/search/${lang}.quick.json`] = await renderSearchIndex(lang, { store, tier: 'quick' });
      answers[`feed bodies ${lang}`] = JSON.stringify(await renderPostBodies(['half-done'], lang, { store }));
    }
    expect(answers['/blog/half-done']).toContain('<strong>twice</strong>');
    const found = Object.entries(answers).flatMap(([url, body]) =>
      unpublished.filter((word) => body.toLowerCase().includes(word)).map((word) => `${url}: ${word}`),
    );
    expect(found).toEqual([]);
  });

  it('leaves the page data block the only element with its id, whatever a body names', async () => {
    const tree = testTree();
    tree.posts!.bodies!['hello-world'] = { en: '## Page data\n\n<p id="page-data">{"status":200}</p><div id="root">x</div>', es: '' };
    const page = await renderDocument('/blog/hello-world', ASSETS, { store: createServerContentStore(treeReader(tree)) });
    expect(page.html.match(/id="page-data"/g)).toHaveLength(1);
    expect(page.html.match(/id="root"/g)).toHaveLength(1);
    expect(page.html).toMatch(/<\/div><script type="application\/json" id="page-data">/);
  });

  it('answers 404 page data for a path no content route answers', async () => {
    const store = createServerContentStore(treeReader(testTree()));
    for (const url of ['/admin/blog', '/no-such-page', '/es/emi-lgn']) {
      const data = await renderPageData(url, { store });
      expect(data.status, url).toBe(404);
      expect(data.loaderData).toEqual({});
      expect(data.error?.status).toBe(404);
    }
    expect((await renderPageData('/blog', { store })).status).toBe(200);
  });

  it('marks a page degraded when a read failed and the page made do without it, so that no cache keeps it', async () => {
    const reader = treeReader(testTree());
    const failing: PublishedReader = {
      ...reader,
      read: (path) => (path === 'tags' ? Promise.reject(new Error('tags unreadable')) : reader.read(path)),
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = createServerContentStore(failing);
    const page = await renderDocument('/blog', ASSETS, { store });
    expect(page.status).toBe(200);
    expect(page.degraded).toBe(true);
    expect((await renderPageData('/blog', { store })).degraded).toBe(true);
    // The CV reads no tags: the same store's next page is whole again.
    expect((await renderDocument('/cv', ASSETS, { store })).degraded).toBe(false);
    warn.mockRestore();
    expect((await renderDocument('/blog', ASSETS, { store: createServerContentStore(reader) })).degraded).toBe(false);
  });

  it('refuses writes through the server store', async () => {
    const store = createServerContentStore(treeReader(testTree()));
    await expect(store.deletePost('hello-world')).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('sanitises Markdown in Node with the window the renderer gave DOMPurify', async () => {
    await renderDocument('/blog', ASSETS); // sets up the renderer
    const html = renderMarkdown('<script>alert(1)</script><img src="x.png" onerror="alert(2)">\n\n[a](javascript:alert(3)) [b](/blog)');
    expect(html).not.toMatch(/<script|onerror|javascript:/i);
    expect(html).toContain('<img src="x.png"');
    expect(html).toContain('<a href="/blog">b</a>');
  });
});
