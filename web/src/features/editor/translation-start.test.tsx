/** "Start from the other language" and the other language beside the fields (docs/decisions.md, "Start a translation from the other language"). */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { findPageHeading } from '../../testing/render-route';
import { postFields } from './item-fields';
import { adminTree, renderAdmin, spiedStore } from './testing/render-admin';
import { copyTargets, translationTodo } from './translation-start';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

const ENGLISH_BODY = [
  '## Setup',
  '',
  'Read [the guide](https://example.com/guide).',
  '',
  '```ts',
  'const answer: number = 42;',
  '```',
  '',
  '![A chart](/images/chart.webp)',
].join('\n');

/** The English-only post with tags (one named in Spanish, one not), a cover described in English only, and a rich text. */
function englishOnlyStore() {
  const tree = adminTree();
  const post = tree.posts!.summaries!['only-english'];
  post.tags = { react: true, css: true };
  post.tagList = { 0: 'react', 1: 'css' };
  post.cover = { path: '', url: '/images/seed/cover.svg', width: 1200, height: 630, alt: { en: 'A cover', es: '' } };
  tree.posts!.bodies!['only-english'] = { en: ENGLISH_BODY, es: '' };
  tree.tags = { react: { en: 'React', es: 'React' }, css: { en: 'CSS', es: '' } };
  return spiedStore(tree);
}

describe('copyTargets and translationTodo', () => {
  it('split the fields a copy would replace from the empty ones, and list what is left by hand', () => {
    const draft = { title: { en: 'T', es: 'Mío' }, summary: { en: 'S', es: ' ' }, body: { en: '', es: '' } };
    // The body has nothing to copy; the typed title would be replaced; the blank summary is empty.
    expect(copyTargets(draft, postFields, 'es')).toEqual({ replaced: ['title'], empty: ['summary'] });
    const image = (es: string, url: string) => ({ path: '', url, width: 1, height: 1, alt: { en: 'x', es }, variants: [] });
    expect(
      translationTodo(
        {
          body: { en: '', es: '![a](/a.webp) and ![b \\] c](/b.webp)' },
          cover: image('', '/1'),
          gallery: [image('', '/1'), image('ok', '/2')],
          tags: ['a', 'b'],
        },
        'es',
        (tag) => (tag === 'a' ? 'A' : ''),
      ),
    ).toEqual({ imageAlt: 1, bodyImages: 2, tags: ['b'] });
  });
});

describe('starting the Spanish from the English', () => {
  it('fills the empty Spanish fields as the English says them, lists what is left, focuses the title, and undoes', async () => {
    const user = userEvent.setup({ delay: null });
    const store = englishOnlyStore();
    renderAdmin('/es/admin/blog/editar/only-english', store);
    await findPageHeading(/^Editar entrada/);
    // The tags' stored names, read as the form opens.
    await waitFor(() => expect(store.getTagNames).toHaveBeenCalled());
    await vi.mocked(store.getTagNames).mock.results[0].value;
    await user.click(screen.getByRole('button', { name: 'Empezar desde el texto en inglés' }));
    expect(screen.getByLabelText('Título (español)')).toHaveValue('Only in English');
    expect(screen.getByLabelText('Resumen (español)')).toHaveValue('Not translated yet.');
    // Code block, link and image reference kept as written.
    expect(screen.getByLabelText('Cuerpo en Markdown (español)')).toHaveValue(ENGLISH_BODY);
    expect(screen.getByLabelText('Título (español)')).toHaveFocus();
    const notice = screen.getByText(/^Copiado del texto en inglés/).closest<HTMLElement>('[role="status"]')!;
    expect(notice).toHaveTextContent(
      'Copiado del texto en inglés: Título (español), Resumen (español) y Cuerpo en Markdown (español). Escribe tu traducción encima.',
    );
    await waitFor(() => expect(within(notice).getAllByRole('listitem')).toHaveLength(3));
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'escribir el texto alternativo en español de 1 imagen de portada o galería',
      'traducir el texto alternativo de 1 imagen del texto (sigue en inglés)',
      'poner nombre en español a la etiqueta css Abrir los nombres de etiquetas',
    ]);
    expect(within(notice).getByRole('link', { name: 'Abrir los nombres de etiquetas' })).toHaveAttribute('href', '/es/admin/etiquetas');
    await user.click(screen.getByRole('button', { name: 'Deshacer la copia' }));
    for (const label of ['Título (español)', 'Resumen (español)', 'Cuerpo en Markdown (español)']) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
    expect(notice).toHaveTextContent('Copia deshecha: los campos en español vuelven a estar como antes.');
    expect(notice).toHaveFocus();
  });

  it('never replaces typed text without asking: cancel keeps it, "fill only the empty fields" keeps it too', async () => {
    const user = userEvent.setup({ delay: null });
    renderAdmin('/admin/blog/editar/only-english?tab=es', englishOnlyStore());
    await findPageHeading(/^Edit post/);
    await user.type(screen.getByLabelText('Title (Spanish)'), 'Solo en inglés');
    const start = screen.getByRole('button', { name: 'Start from the English text' });
    await user.click(start);
    const dialog = screen.getByRole('dialog', { name: 'Replace the Spanish text?' });
    expect(dialog).toHaveTextContent('Title (Spanish) already has text. Replace it with the English text, or fill only the empty fields?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Title (Spanish)')).toHaveValue('Solo en inglés');
    expect(screen.getByLabelText('Summary (Spanish)')).toHaveValue('');

    await user.click(start);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Fill only the empty fields' }));
    expect(screen.getByLabelText('Title (Spanish)')).toHaveValue('Solo en inglés');
    expect(screen.getByLabelText('Summary (Spanish)')).toHaveValue('Not translated yet.');
    expect(screen.getByLabelText('Summary (Spanish)')).toHaveFocus();

    await user.click(start);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Replace' }));
    expect(screen.getByLabelText('Title (Spanish)')).toHaveValue('Only in English');
    // Undo gives back what the owner had typed.
    await user.click(screen.getByRole('button', { name: 'Undo the copy' }));
    expect(screen.getByLabelText('Title (Spanish)')).toHaveValue('Solo en inglés');
  });

  it('shows the English beside each Spanish field, read-only, on request', async () => {
    const user = userEvent.setup({ delay: null });
    renderAdmin('/admin/blog/editar/only-english?tab=es', englishOnlyStore());
    await findPageHeading(/^Edit post/);
    const toggle = screen.getByRole('button', { name: 'Show the English text' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('group', { name: 'Title (English)' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('group', { name: 'Title (English)' })).toHaveTextContent('Only in English');
    const body = screen.getByRole('group', { name: 'Body in Markdown (English)' });
    expect(within(body).getByRole('heading', { name: 'Setup' })).toBeInTheDocument();
    expect(within(body).getByRole('link', { name: 'the guide' })).toHaveAttribute('href', 'https://example.com/guide');
    // The English tab has no Spanish to start from.
    await user.click(screen.getByRole('tab', { name: 'English' }));
    expect(screen.queryByRole('button', { name: 'Start from the Spanish text' })).not.toBeInTheDocument();
  });
});
