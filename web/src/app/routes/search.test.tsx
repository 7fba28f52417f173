import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAuthClient } from '../../features/auth';
import { createFakeAuthClient } from '../../features/auth/testing/fake-auth-client';
import type { ContentStore } from '../../data/content-store';
import type { DbTree } from '@portfolio/content/db-mapping';
import { createMemoryContentStore } from '../../data/memory-content-store';
import { buildSearchIndex, serializeQuickIndex, serializeSearchIndex } from '../../features/search/search-index';
import { searchDocuments } from '../../features/search/search-source';
import { FIXTURE_NOW, testTree } from '../../testing/fixtures';
import { findPageHeading, renderRoute } from '../../testing/render-route';

function searchTree(): DbTree {
  const tree = testTree();
  tree.posts!.summaries!['cafe-post'] = {
    version: 1,
    status: 'published',
    createdAt: FIXTURE_NOW,
    updatedAt: FIXTURE_NOW,
    publishedAt: FIXTURE_NOW,
    readingMinutes: { en: 1, es: 1 },
    title: { en: 'Coffee and components', es: 'Café y componentes' },
    summary: { en: 'Reusable parts for a café menu.', es: 'Piezas para la carta de un café.' },
  };
  tree.posts!.bodies!['cafe-post'] = { en: 'Each component renders a dish.', es: 'La aplicación usa <b>React</b>.' };
  return tree;
}

const status = () => screen.getByRole('status');
const results = () => within(screen.getByRole('main')).queryAllByRole('listitem');
const marks = (element: HTMLElement) => [...element.querySelectorAll('mark')].map((mark) => mark.textContent);

describe('search page', () => {
  it('shows the results of ?q= in English: kind, linked title, snippet with the matched words marked', async () => {
    renderRoute('/search?q=cafe', { tree: searchTree() });
    await findPageHeading('Search');
    expect(status()).toHaveTextContent('1 result for “cafe”');
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/search');
    expect(within(form).getByRole('searchbox', { name: 'Search posts and projects' })).toHaveValue('cafe');
    const [result] = results();
    expect(within(result).getByText('Post')).toBeInTheDocument();
    expect(within(result).getByRole('link', { name: 'Coffee and components' })).toHaveAttribute('href', '/blog/cafe-post');
    expect(marks(result)).toEqual(['café']);
    await waitFor(() => expect(document.title).toMatch(/^Search: “cafe” — /));
  });

  it('searches in Spanish at /es/buscar, without accents, and counts in Spanish', async () => {
    renderRoute('/es/buscar?q=aplicacion', { tree: searchTree() });
    await findPageHeading('Buscar');
    expect(status()).toHaveTextContent('1 resultado para «aplicacion»');
    const [result] = results();
    expect(within(result).getByText('Entrada')).toBeInTheDocument();
    expect(within(result).getByRole('link', { name: 'Café y componentes' })).toHaveAttribute('href', '/es/blog/cafe-post');
    expect(marks(result)).toEqual(['aplicación']);
    // Content is text: the body's markup shows as written, never as HTML.
    expect(result.querySelector('b')).toBeNull();
    expect(screen.getByRole('searchbox', { name: 'Buscar entradas y proyectos' })).toHaveValue('aplicacion');
    expect(screen.getByRole('search')).toHaveAttribute('action', '/es/buscar');
  });

  it('finds nothing in the other language, and says so with a suggestion', async () => {
    renderRoute('/es/buscar?q=hello', { tree: searchTree() });
    await findPageHeading('Buscar');
    expect(status()).toHaveTextContent('No hay resultados para «hello». Prueba con otra palabra o revisa la ortografía.');
    expect(results()).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'el blog' })).toHaveAttribute('href', '/es/blog');
    expect(screen.getByRole('link', { name: 'los proyectos' })).toHaveAttribute('href', '/es/projects');
  });

  it('never finds a draft', async () => {
    renderRoute('/search?q=secret', { tree: searchTree() });
    await findPageHeading('Search');
    expect(status()).toHaveTextContent('No results for “secret”. Try another word or check the spelling.');
  });

  it('updates the results and ?q= as the reader types, without leaving the page', async () => {
    const { router } = renderRoute('/search', { tree: searchTree() });
    await findPageHeading('Search');
    expect(status()).toHaveTextContent('');
    const field = screen.getByRole('searchbox', { name: 'Search posts and projects' });
    await userEvent.type(field, 'compo');
    await waitFor(() => expect(status()).toHaveTextContent('1 result for “compo”'));
    expect(within(results()[0]).getByRole('link', { name: 'Coffee and components' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?q=compo'));
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(document.title).toMatch(/^Search: “compo” — /));
    expect(field).toHaveFocus();
    await userEvent.clear(field);
    await userEvent.type(field, 'hola');
    await waitFor(() => expect(status()).toHaveTextContent('No results for “hola”'));
    await waitFor(() => expect(router.state.location.search).toBe('?q=hola'));
  });

  it('is linked from the header in both languages, and its language switch keeps the query', async () => {
    renderRoute('/search?q=cafe', { tree: searchTree() });
    await findPageHeading('Search');
    expect(within(screen.getAllByRole('banner')[0]).getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search');
    expect(screen.getByRole('link', { name: /^Español (ES )?– change language$/ })).toHaveAttribute('href', '/es/buscar?q=cafe');
    expect(document.head.querySelector('link[hreflang="es-ES"]')).toHaveAttribute('href', expect.stringMatching(/\/es\/buscar\?q=cafe$/));
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  it('opens with / from any page, its field focused, and / on the page focuses the field', async () => {
    const { router } = renderRoute('/es/blog', { tree: searchTree() });
    await findPageHeading('Blog');
    expect(within(screen.getAllByRole('banner')[0]).getByRole('link', { name: 'Buscar' })).toHaveAttribute('href', '/es/buscar');
    await userEvent.keyboard('/');
    await findPageHeading('Buscar');
    expect(router.state.location.pathname).toBe('/es/buscar');
    const field = screen.getByRole('searchbox', { name: 'Buscar entradas y proyectos' });
    await waitFor(() => expect(field).toHaveFocus());
    // In the field, / is a character like any other.
    await userEvent.type(field, 'a/b');
    expect(field).toHaveValue('a/b');
    field.blur();
    await userEvent.keyboard('/');
    expect(field).toHaveFocus();
  });
});

/** searchTree plus a second item about components, so that "compo" finds two results in either language. */
function keysTree(): DbTree {
  const tree = searchTree();
  tree.posts!.summaries!['components-post'] = {
    ...tree.posts!.summaries!['cafe-post'],
    title: { en: 'Accessible components', es: 'Componentes accesibles' },
    summary: { en: 'Buttons, menus and dialogs.', es: 'Botones, menús y diálogos.' },
  };
  tree.posts!.bodies!['components-post'] = { en: 'Keyboard first.', es: 'Primero, el teclado.' };
  return tree;
}

const resultLinks = () => results().map((item) => within(item).getByRole('link'));

describe('search page with many results', () => {
  it('shows every result: the first ones with the keystroke, the rest right after', async () => {
    const tree = searchTree();
    for (let number = 1; number <= 14; number++) {
      tree.posts!.summaries![`guide-${number}`] = {
        ...tree.posts!.summaries!['cafe-post'],
        title: { en: `Field guide ${number}`, es: `Guía de campo ${number}` },
        summary: { en: 'A guide.', es: 'Una guía.' },
      };
      tree.posts!.bodies![`guide-${number}`] = { en: 'Text.', es: 'Texto.' };
    }
    renderRoute('/search', { tree });
    await findPageHeading('Search');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search posts and projects' }), 'guide');
    await waitFor(() => expect(status()).toHaveTextContent('14 results for “guide”'));
    await waitFor(() => expect(resultLinks()).toHaveLength(14));
    expect(resultLinks().map((link) => link.textContent)).toEqual(expect.arrayContaining(['Field guide 1', 'Field guide 14']));
  });
});

describe('search page keys', () => {
  it('moves from the field to the results and between them with the arrow keys, Home and End; Enter opens a result', async () => {
    const { router } = renderRoute('/search?q=compo', { tree: keysTree() });
    await findPageHeading('Search');
    await waitFor(() => expect(status()).toHaveTextContent('2 results for “compo”'));
    const field = screen.getByRole('searchbox', { name: 'Search posts and projects' });
    expect(field).toHaveAccessibleDescription(
      'Press / anywhere to come back here. Use the arrow keys to move through the results and Esc to return to the field.',
    );
    await userEvent.click(field);
    const [first, second] = resultLinks();

    await userEvent.keyboard('{ArrowDown}');
    expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    // The last result stays put: no wrapping round to the field.
    await userEvent.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(first).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(second).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(first).toHaveFocus();
    // ArrowUp from the first result returns to the field, the query as it was.
    await userEvent.keyboard('{ArrowUp}');
    expect(field).toHaveFocus();
    expect(field).toHaveValue('compo');

    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await findPageHeading(second.textContent!);
    expect(router.state.location.pathname).toBe(second.getAttribute('href'));
  });

  it('en español: Esc en un resultado vuelve al campo con la búsqueda; Esc en el campo la borra', async () => {
    const { router } = renderRoute('/es/buscar', { tree: keysTree() });
    await findPageHeading('Buscar');
    const field = screen.getByRole('searchbox', { name: 'Buscar entradas y proyectos' });
    expect(field).toHaveAccessibleDescription(
      'Pulsa / en cualquier página para volver aquí. Usa las flechas para recorrer los resultados y Esc para volver al campo.',
    );
    await userEvent.type(field, 'compo');
    await waitFor(() => expect(status()).toHaveTextContent('2 resultados para «compo»'));
    const [first, second] = resultLinks();
    expect(first).toHaveAccessibleName('Componentes accesibles');

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(second).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(field).toHaveFocus();
    expect(field).toHaveValue('compo');
    expect(resultLinks()).toHaveLength(2);

    await userEvent.keyboard('{Escape}');
    expect(field).toHaveFocus();
    expect(field).toHaveValue('');
    expect(results()).toHaveLength(0);
    expect(status()).toHaveTextContent('');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    // With no results, ArrowDown leaves the focus in the field.
    await userEvent.keyboard('{ArrowDown}');
    expect(field).toHaveFocus();
  });
});

describe('search page with the two tiers of a site with a backend', () => {
  afterEach(() => {
    setAuthClient(null);
    vi.unstubAllGlobals();
  });

  it('shows the quick tier’s results at once, says "Searching…" until the full index answers, and never claims there are none', async () => {
    setAuthClient(createFakeAuthClient({ user: null }));
    const memory = createMemoryContentStore(keysTree());
    const documents = await searchDocuments(memory, 'en');
    let releaseFull: (response: Response) => void = () => {};
    const full = new Promise<Response>((resolve) => (releaseFull = resolve));
    const fetchIndex = vi.fn(async (url: string) =>
      url === '/api/search/en.quick.json' ? new Response(serializeQuickIndex(documents)) : full,
    );
    vi.stubGlobal('fetch', fetchIndex);
    // The loader (the server's answer, in a real tab) does not answer in this test: only the tiers do.
    const never = new Promise<never>(() => {});
    const store = new Proxy(memory, {
      get: (target, key: keyof ContentStore) => (key === 'listPosts' ? () => never : Reflect.get(target, key)),
    });
    renderRoute('/search', { store });
    await findPageHeading('Search');
    const field = screen.getByRole('searchbox', { name: 'Search posts and projects' });
    // Opened without a query, the page fetches the quick tier before the first keystroke (even before focus).
    await waitFor(() => expect(fetchIndex).toHaveBeenCalledWith('/api/search/en.quick.json', expect.anything()));
    expect(field).not.toHaveFocus();

    await userEvent.type(field, 'compo');
    await waitFor(() => expect(resultLinks()).toHaveLength(2));
    expect(status()).toHaveTextContent(/^Searching…$/);
    // The arrows work on the quick tier's results too.
    await userEvent.keyboard('{ArrowDown}');
    expect(resultLinks()[0]).toHaveFocus();
    await userEvent.keyboard('{Escape}');

    // "dish" is only in a body: the quick tier finds nothing, which is not an answer.
    await userEvent.clear(field);
    await userEvent.type(field, 'dish');
    await waitFor(() => expect(resultLinks()).toHaveLength(0));
    expect(status()).toHaveTextContent(/^Searching…$/);

    releaseFull(new Response(serializeSearchIndex(buildSearchIndex(documents))));
    await waitFor(() => expect(status()).toHaveTextContent('1 result for “dish”'));
    expect(resultLinks()[0]).toHaveAccessibleName('Coffee and components');
    await userEvent.clear(field);
    await userEvent.type(field, 'zzqx');
    await waitFor(() => expect(status()).toHaveTextContent('No results for “zzqx”'));
  });
});
