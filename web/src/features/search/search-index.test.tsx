import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryContentStore } from '../../data/memory-content-store';
import { createServerContentStore } from '../../data/server-content-store';
import type { DbTree } from '@portfolio/content/db-mapping';
import { FIXTURE_NOW, testTree } from '../../testing/fixtures';
import { Highlighted } from './components/highlighted';
import {
  buildSearchIndex,
  fold,
  highlight,
  loadQuickIndex,
  loadSearchIndex,
  markdownToText,
  processTerm,
  search,
  serializeQuickIndex,
  serializeSearchIndex,
  type SiteSearchIndex,
} from './search-index';
import { quickIndexJsonOf, searchDocuments, searchIndexOf } from './search-source';

/** The fixture tree plus items with accents, plurals, a named tag and a draft with a word of its own. */
function searchTree(): DbTree {
  const tree = testTree();
  const common = { version: 1, createdAt: FIXTURE_NOW, updatedAt: FIXTURE_NOW, publishedAt: FIXTURE_NOW, readingMinutes: { en: 1, es: 1 } };
  tree.posts!.summaries!['cafe-post'] = {
    ...common,
    status: 'published',
    title: { en: 'Coffee and components', es: 'Café y componentes' },
    summary: { en: 'Reusable parts for a café menu.', es: 'Piezas reutilizables para la carta de un café.' },
    tags: { 'canvas-api': true },
    tagList: { 0: 'canvas-api' },
  };
  tree.posts!.bodies!['cafe-post'] = {
    en: 'Each **component** renders one <b>dish</b>. See [the docs](https://example.com/zebra).',
    es: 'Cada **componente** muestra un plato. La aplicación usa `React`. Mira [la documentación](https://example.com/cebra).',
  };
  tree.posts!.summaries!['draft-unique'] = {
    ...common,
    status: 'draft',
    title: { en: 'Xylophonic plans', es: 'Planes xilofónicos' },
    summary: { en: 'Unreleased.', es: 'Sin publicar.' },
  };
  tree.posts!.bodies!['draft-unique'] = { en: 'Quetzalcoatlus everywhere.', es: 'Quetzalcoatlus por todas partes.' };
  tree.tags = { 'canvas-api': { en: 'Canvas drawing', es: 'Dibujo en lienzo' } };
  return tree;
}

async function indexOf(lang: 'en' | 'es', tree = searchTree()): Promise<SiteSearchIndex> {
  return buildSearchIndex(await searchDocuments(createMemoryContentStore(tree), lang));
}

const slugs = (index: SiteSearchIndex, query: string) => search(index, query).hits.map((hit) => `${hit.kind}:${hit.slug}`);

describe('search terms', () => {
  it('folds case and accents, and stems plurals the same way for indexing and queries', () => {
    expect(fold('Aplicación CAFÉ Diseño')).toBe('aplicacion cafe diseno');
    expect(processTerm('Componentes')).toBe(processTerm('componente'));
    expect(processTerm('components')).toBe(processTerm('component'));
    expect(processTerm('aplicaciones')).toBe(processTerm('Aplicación'));
    expect(processTerm('class')).toBe('class');
    expect(processTerm('café')).toBe('cafe');
    expect(processTerm('The')).toBeNull();
    expect(processTerm('de')).toBeNull();
  });

  it('reads Markdown as the words a reader sees', () => {
    expect(markdownToText('## Title\n\n- **bold** and [a link](https://x.y/z) ![alt text](/i.png)\n\n```ts\nconst a = 1;\n```')).toBe(
      'Title bold and a link alt text const a = 1;',
    );
  });
});

describe('the search index', () => {
  it('finds accented words without accents and the other way round, in any case', async () => {
    const es = await indexOf('es');
    expect(slugs(es, 'aplicacion')).toEqual(['post:cafe-post']);
    expect(slugs(es, 'APLICACIÓN')).toEqual(['post:cafe-post']);
    expect(slugs(es, 'cafe')).toEqual(['post:cafe-post']);
    expect(slugs(es, 'Café')).toEqual(['post:cafe-post']);
    const en = await indexOf('en');
    expect(slugs(en, 'CAFE')).toEqual(['post:cafe-post']);
    // Every word must match, but words too common to find anything are left out.
    expect(slugs(es, 'la aplicación de react')).toEqual(['post:cafe-post']);
    expect(slugs(es, 'aplicación tiempo')).toEqual([]);
  });

  it('matches word forms: plurals, singulars and the start of a word while typing', async () => {
    const es = await indexOf('es');
    expect(slugs(es, 'componente')).toEqual(['post:cafe-post']);
    expect(slugs(es, 'componentes')).toEqual(['post:cafe-post']);
    expect(slugs(es, 'compo')).toEqual(['post:cafe-post']);
    const en = await indexOf('en');
    expect(slugs(en, 'components')).toEqual(['post:cafe-post']);
    expect(slugs(en, 'component')).toEqual(['post:cafe-post']);
    expect(slugs(en, 'nothingmatcheshere')).toEqual([]);
  });

  it('puts exact and prefix matches first: a word is not swamped by its neighbours, and a typo is forgiven only when nothing is found', async () => {
    expect(processTerm('theme')).not.toBe(processTerm('them'));
    expect(processTerm('themes')).toBe(processTerm('theme'));
    const tree = searchTree();
    const common = {
      version: 1,
      createdAt: FIXTURE_NOW,
      updatedAt: FIXTURE_NOW,
      publishedAt: FIXTURE_NOW,
      readingMinutes: { en: 1, es: 1 },
    };
    const post = (id: string, title: string) => {
      tree.posts!.summaries![id] = { ...common, status: 'published', title: { en: title, es: title }, summary: { en: title, es: title } };
      tree.posts!.bodies![id] = { en: title, es: title };
    };
    post('switcher', 'A theme switcher');
    post('rules', 'Security rules: test them');
    post('thermal', 'Thermal printers');
    post('themes', 'Dark themes everywhere');
    const en = await indexOf('en', tree);
    expect(slugs(en, 'theme').sort()).toEqual(['post:switcher', 'post:themes']);
    expect(slugs(en, 'them')).toContain('post:rules');
    // No exact or prefix match: one typo per word of five letters or more is forgiven.
    expect(slugs(en, 'swicher')).toEqual(['post:switcher']);
    expect(slugs(en, 'compnent')).toEqual(['post:cafe-post']);
  });

  it('searches only the language asked for, and only items written in it', async () => {
    const en = await indexOf('en');
    const es = await indexOf('es');
    expect(slugs(en, 'hello')).toEqual(['post:hello-world']);
    expect(slugs(es, 'hello')).toEqual([]);
    expect(slugs(es, 'hola')).toEqual(['post:hello-world']);
    expect(slugs(en, 'hola')).toEqual([]);
    // Written in English only: never in the Spanish index, whatever the word.
    expect(slugs(en, 'english')).toEqual(['post:only-english']);
    expect((await searchDocuments(createMemoryContentStore(searchTree()), 'es')).map((doc) => doc.id)).not.toContain('post:only-english');
  });

  it('never indexes a draft, through the memory store or the server store', async () => {
    const tree = searchTree();
    for (const store of [
      createMemoryContentStore(tree),
      createServerContentStore({
        queryPublished: async (path) => {
          const [kind] = path.split('/') as ['posts' | 'projects'];
          return Object.fromEntries(Object.entries(tree[kind]?.summaries ?? {}).filter(([, value]) => value.status === 'published'));
        },
        read: async (path) => path.split('/').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree),
      }),
    ]) {
      for (const lang of ['en', 'es'] as const) {
        const index = buildSearchIndex(await searchDocuments(store, lang));
        expect(slugs(index, 'quetzalcoatlus')).toEqual([]);
        expect(slugs(index, lang === 'en' ? 'xylophonic' : 'xilofonicos')).toEqual([]);
        expect(slugs(index, 'secret')).toEqual([]);
        expect(slugs(index, lang === 'en' ? 'hidden' : 'oculto')).toEqual([]);
      }
    }
  });

  it('searches tag names in the reader’s language, and projects as well as posts', async () => {
    expect(slugs(await indexOf('en'), 'drawing')).toEqual(['post:cafe-post']);
    expect(slugs(await indexOf('es'), 'lienzo')).toEqual(['post:cafe-post']);
    expect(slugs(await indexOf('en'), 'lienzo')).toEqual([]);
    expect(slugs(await indexOf('es'), 'previsiones')).toEqual(['project:weather-app']);
  });

  it('ranks a title match above a body match, and leaves link targets out', async () => {
    const en = await indexOf('en');
    expect(slugs(en, 'react')).toEqual(['project:portfolio-site', 'post:hello-world']);
    expect(slugs(en, 'zebra')).toEqual([]);
  });

  it('answers the same after a round trip through JSON', async () => {
    const es = await indexOf('es');
    const loaded = loadSearchIndex(serializeSearchIndex(es));
    expect(search(loaded, 'aplicacion')).toEqual(search(es, 'aplicacion'));
    expect(search(loaded, 'aplicacion').hits[0]).toMatchObject({ kind: 'post', slug: 'cafe-post', title: 'Café y componentes' });
  });

  it('shows the body where the match is when the summary has none', async () => {
    const hit = search(await indexOf('es'), 'aplicacion').hits[0];
    expect(hit.snippet).toContain('La aplicación usa React.');
    expect(highlight(hit.snippet, hit.terms).filter((segment) => segment.match)).toEqual([{ text: 'aplicación', match: true }]);
    const summaryHit = search(await indexOf('es'), 'piezas').hits[0];
    expect(summaryHit.snippet).toBe('Piezas reutilizables para la carta de un café.');
  });

  it('keeps an index for a while per store and language', async () => {
    const store = createMemoryContentStore(searchTree());
    let time = 0;
    const now = () => time;
    const first = searchIndexOf(store, 'es', now);
    expect(searchIndexOf(store, 'es', now)).toBe(first);
    expect(searchIndexOf(store, 'en', now)).not.toBe(first);
    time = 20_000;
    expect(searchIndexOf(store, 'es', now)).not.toBe(first);
  });
});

describe('the quick tier (titles, tags and summaries)', () => {
  const quickOf = async (lang: 'en' | 'es') =>
    loadQuickIndex(serializeQuickIndex(await searchDocuments(createMemoryContentStore(searchTree()), lang)));

  it('finds what the full index finds in titles, tags and summaries, the same way, with the summary as snippet', async () => {
    const [quickEs, fullEs, quickEn] = await Promise.all([quickOf('es'), indexOf('es'), quickOf('en')]);
    for (const query of ['cafe', 'Componentes', 'compo', 'lienzo', 'previsiones', 'piezas']) {
      expect(slugs(quickEs, query), query).toEqual(slugs(fullEs, query));
      expect(slugs(quickEs, query), query).not.toEqual([]);
    }
    expect(slugs(quickEn, 'drawing')).toEqual(['post:cafe-post']);
    expect(search(quickEs, 'cafe').hits[0]).toEqual({
      kind: 'post',
      slug: 'cafe-post',
      title: 'Café y componentes',
      snippet: 'Piezas reutilizables para la carta de un café.',
      terms: ['cafe'],
    });
    // A word only in a body is the full index's.
    expect(slugs(fullEs, 'aplicacion')).toEqual(['post:cafe-post']);
    expect(slugs(quickEs, 'aplicacion')).toEqual([]);
  });

  it('is much smaller than the full index, and holds no body text and no draft', async () => {
    const store = createMemoryContentStore(searchTree());
    for (const lang of ['en', 'es'] as const) {
      const json = await quickIndexJsonOf(store, lang);
      expect(json.length, lang).toBeLessThan(serializeSearchIndex(await indexOf(lang)).length / 2);
      for (const word of ['Quetzalcoatlus', 'draft-unique', 'xylophonic', 'xilofónicos', 'secret', 'Borrador'])
        expect(json, `${lang} ${word}`).not.toContain(word);
      expect(json, lang).not.toContain(lang === 'en' ? 'renders one' : 'muestra un plato');
    }
  });

  it('is kept for a while per store and language, apart from the full index', async () => {
    const store = createMemoryContentStore(searchTree());
    let time = 0;
    const now = () => time;
    const first = quickIndexJsonOf(store, 'es', now);
    expect(quickIndexJsonOf(store, 'es', now)).toBe(first);
    expect(quickIndexJsonOf(store, 'en', now)).not.toBe(first);
    expect(searchIndexOf(store, 'es', now)).not.toBe(first);
    time = 20_000;
    expect(quickIndexJsonOf(store, 'es', now)).not.toBe(first);
  });
});

describe('highlighting', () => {
  it('marks the matched words, whatever their accents, case or form', () => {
    expect(highlight('Café con componentes.', [processTerm('cafe')!, processTerm('componente')!])).toEqual([
      { text: 'Café', match: true },
      { text: ' con ', match: false },
      { text: 'componentes', match: true },
      { text: '.', match: false },
    ]);
  });

  it('renders text as text: markup in content is escaped, only <mark> is added', () => {
    const { container } = render(<Highlighted text={'<img src=x onerror=alert(1)> café <b> bold'} terms={['cafe', 'bold']} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['café', 'bold']);
    expect(container.innerHTML).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
