import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { findPageHeading } from '../../testing/render-route';
import { SEARCH_DESCRIPTION_CHARS, SEARCH_TITLE_CHARS, searchCut, sharePreviewOf, type SharedItem } from './share-preview';
import { renderAdmin } from './testing/render-admin';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('searchCut', () => {
  it('keeps a text that fits and cuts a longer one after its last whole word', () => {
    expect(searchCut('  Short   title ', 60)).toEqual({ shown: 'Short title', cutAfter: null });
    const long = 'Building a bilingual portfolio with React, Firebase and a careful editor — Emi Castellano';
    const cut = searchCut(long, SEARCH_TITLE_CHARS);
    expect(cut.shown).toBe('Building a bilingual portfolio with React, Firebase and a…');
    expect(cut.cutAfter).toBe('a');
    expect(cut.shown.length).toBeLessThanOrEqual(SEARCH_TITLE_CHARS + 1);
  });

  it('cuts a single long word where the result ends', () => {
    expect(searchCut('x'.repeat(200), SEARCH_DESCRIPTION_CHARS).shown).toBe(`${'x'.repeat(SEARCH_DESCRIPTION_CHARS)}…`);
  });
});

describe('sharePreviewOf', () => {
  const post: SharedItem = {
    kind: 'posts',
    id: 'hola-mundo',
    lang: 'es',
    title: '¿Hola?',
    summary: 'Un resumen.',
    body: 'palabra '.repeat(450),
    tagLabels: [],
    image: null,
    updatedAt: 1700000000000,
  };

  it('names what the page’s head names: the full title, the summary, the address and the drawn card', () => {
    expect(sharePreviewOf(post, true)).toEqual({
      title: '¿Hola? — Emi Castellano',
      description: 'Un resumen.',
      url: expect.stringMatching(/\/es\/blog\/hola-mundo$/) as string,
      image: {
        url: '/og/es/blog/hola-mundo.png?v=1700000000000',
        width: 1200,
        height: 630,
        alt: '¿Hola?',
        drawn: true,
        label: 'Blog · 3 min de lectura',
      },
    });
  });

  it('shows a project’s own photo, its card names its first tags, and no image where no cards are drawn', () => {
    const photo = {
      path: 'images/projects/p/a.webp',
      url: 'https://x/a.webp',
      width: 1600,
      height: 900,
      alt: { en: 'A', es: 'Una' },
      variants: [],
    };
    const project: SharedItem = { ...post, kind: 'projects', lang: 'en', title: 'Site', tagLabels: ['React', 'Firebase'] };
    expect(sharePreviewOf({ ...project, image: photo }, true).image).toEqual({
      url: photo.url,
      width: 1600,
      height: 900,
      alt: 'A',
      drawn: false,
    });
    expect(sharePreviewOf(project, true).image).toMatchObject({
      url: '/og/en/projects/hola-mundo.png?v=1700000000000',
      label: 'Project · React · Firebase',
    });
    expect(sharePreviewOf(project, false).image).toBeNull();
  });
});

describe('the editor’s search and link preview', () => {
  it('shows each language’s search result and card, follows the typing and says where a long title is cut', async () => {
    const user = userEvent.setup({ delay: null });
    renderAdmin('/admin/blog/editar/typed-code');
    await findPageHeading('Edit post: Typed code');
    const english = screen.getByRole('tabpanel', { name: 'English' });
    // Closed at first on a narrow screen (jsdom has no wide one): a button the keyboard reaches.
    const toggle = within(english).getByRole('button', { name: 'Search and link preview (English)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(english).queryByTestId('search-result-en')).not.toBeInTheDocument();
    toggle.focus();
    await user.keyboard('{Enter}');
    const result = await within(english).findByTestId('search-result-en');
    expect(result).toHaveTextContent('Typed code — Emi Castellano');
    expect(result).toHaveTextContent('Why types help.');
    expect(result).toHaveTextContent(/5000 › blog › typed-code/);
    expect(within(english).getByText(/has 27 characters: it fits in a search result/)).toBeInTheDocument();
    expect(within(english).getByTestId('share-card-en')).toHaveTextContent('Typed code — Emi Castellano');

    const title = within(english).getByLabelText('Title (English)');
    await user.clear(title);
    await user.type(title, 'How strict TypeScript settings caught three bugs before release');
    await waitFor(() => expect(within(english).getByText(/search results show about 60, so it is cut after “before”/)).toBeInTheDocument());
    expect(result).toHaveTextContent('How strict TypeScript settings caught three bugs before…');
    expect(within(english).getByTestId('share-card-en')).toHaveTextContent(
      'How strict TypeScript settings caught three bugs before release — Emi Castellano',
    );
    const summary = within(english).getByLabelText('Summary (English)');
    await user.clear(summary);
    await waitFor(() => expect(within(english).getByText(/No summary in English/)).toBeInTheDocument());

    await user.click(screen.getByRole('tab', { name: 'Spanish' }));
    const spanish = screen.getByRole('tabpanel', { name: 'Spanish' });
    await user.click(within(spanish).getByRole('button', { name: 'Search and link preview (Spanish)' }));
    const spanishResult = await within(spanish).findByTestId('search-result-es');
    expect(spanishResult).toHaveTextContent('Código tipado — Emi Castellano');
    expect(spanishResult).toHaveTextContent(/5000 › es › blog › typed-code/);
    expect(spanishResult).toHaveAttribute('lang', 'es');
  });

  it('speaks Spanish in the Spanish admin and says when a language has no page yet', async () => {
    const user = userEvent.setup({ delay: null });
    renderAdmin('/es/admin/blog/editar/only-english');
    await findPageHeading(/Editar entrada/);
    await user.click(screen.getByRole('tab', { name: 'Español' }));
    const spanish = screen.getByRole('tabpanel', { name: 'Español' });
    await user.click(within(spanish).getByRole('button', { name: 'Vista previa en buscadores y al compartir (español)' }));
    expect(await within(spanish).findByText(/Todavía no hay título en español/)).toBeInTheDocument();
    await user.type(within(spanish).getByLabelText('Título (español)'), 'Solo en inglés, por ahora');
    const result = await within(spanish).findByTestId('search-result-es');
    expect(result).toHaveTextContent('Solo en inglés, por ahora — Emi Castellano');
    expect(within(spanish).getByText(/No hay resumen en español/)).toBeInTheDocument();
  });
});
