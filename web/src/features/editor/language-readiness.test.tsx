/** "Ready to publish?" per language (docs/decisions.md, "Ready to publish, per language"): what each language still lacks, as the owner types. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { findPageHeading } from '../../testing/render-route';
import { languageReadiness } from './components/language-readiness';
import { projectFields, requiredLanguageFields } from './item-fields';
import { renderAdmin } from './testing/render-admin';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

const image = (alt: { en: string; es: string }, url = '/images/a.svg') => ({ path: '', url, width: 10, height: 10, alt, variants: [] });
const required = requiredLanguageFields(projectFields);
const written = { title: { en: 'T', es: 'T' }, summary: { en: 'S', es: 'R' }, body: { en: 'B', es: 'C' } };

describe('languageReadiness', () => {
  it('says ready, not written, or what is missing — counting each image once (a card image copies a gallery one)', () => {
    expect(languageReadiness({ ...written, cover: image({ en: 'A', es: 'B' }) }, 'es', required)).toEqual({ state: 'ready' });
    expect(
      languageReadiness(
        { ...written, title: { en: 'T', es: '' }, summary: { en: 'S', es: '' }, body: { en: 'B', es: ' ' }, cover: null },
        'es',
        required,
      ),
    ).toEqual({
      state: 'empty',
    });
    const card = image({ en: 'A', es: '' });
    expect(
      languageReadiness(
        { ...written, summary: { en: 'S', es: '' }, cover: card, gallery: [card, image({ en: 'B', es: '' }, '/images/b.svg')] },
        'es',
        required,
      ),
    ).toEqual({ state: 'missing', fields: ['summary'], alt: 2, bodyAlt: 0 });
  });

  it('counts the images in the text written without alt text, per language', () => {
    const body = { en: '![A chart](/a.webp)\n\n![](/b.webp) and ![ ](/c.webp)', es: '![Un gráfico \\[v2\\]](/a.webp)' };
    expect(languageReadiness({ ...written, body, cover: null }, 'en', required)).toEqual({
      state: 'missing',
      fields: [],
      alt: 0,
      bodyAlt: 2,
    });
    expect(languageReadiness({ ...written, body, cover: null }, 'es', required)).toEqual({ state: 'ready' });
  });
});

describe('the editor’s “Ready to publish?”', () => {
  it('follows what is typed, per language, in the admin’s language', async () => {
    const user = userEvent.setup({ delay: null });
    renderAdmin('/es/admin/blog/crear');
    await findPageHeading('Nueva entrada');
    const readiness = screen.getByRole('region', { name: '¿Todo listo para publicar?' });
    const lines = () =>
      within(readiness)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.slice(1));
    expect(lines()).toEqual([
      'Inglés: sin escribir. Sus lectores no verán este contenido; rellena su pestaña para publicarlo también en ese idioma.',
      'Español: sin escribir. Sus lectores no verán este contenido; rellena su pestaña para publicarlo también en ese idioma.',
    ]);
    await user.type(screen.getByLabelText('Título (español)'), 'Hola');
    expect(lines()[1]).toBe('Español: faltan el resumen y el texto.');
    await user.type(screen.getByLabelText('Resumen (español)'), 'Un resumen');
    expect(lines()[1]).toBe('Español: falta el texto.');
    await user.type(screen.getByLabelText('Cuerpo en Markdown (español)'), 'Texto');
    expect(lines()[1]).toBe('Español: todo listo.');
    // An image in the text without alt text ('[[' types one '[').
    await user.type(screen.getByLabelText('Cuerpo en Markdown (español)'), '\n\n![[](/imagen.webp)');
    expect(lines()[1]).toBe('Español: falta el texto alternativo de 1 imagen del texto.');
  });

  it('counts a project’s images left without alt text in a language, and publishing then asks for them', async () => {
    const user = userEvent.setup({ delay: null });
    renderAdmin('/admin/proyectos/editar/portfolio-site');
    await findPageHeading(/^Edit project/);
    const readiness = screen.getByRole('region', { name: 'Ready to publish?' });
    const lines = () =>
      within(readiness)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.slice(1));
    expect(lines()).toEqual(['English: ready.', 'Spanish: ready.']);
    // The card image is a copy of the first gallery image: clearing both gallery alts leaves two images undescribed.
    for (const alt of screen.getAllByLabelText('Alt text (Spanish)')) await user.clear(alt);
    for (const alt of screen.getAllByLabelText('Alt text (English)')) await user.clear(alt);
    expect(lines()).toEqual(['English: still needs the alt text of 2 images.', 'Spanish: still needs the alt text of 2 images.']);
    // Publishing asks for them (Save keeps the working copy as it is).
    await user.click(screen.getByRole('button', { name: 'Publishing options (English)' }));
    await user.click(screen.getByRole('menuitem', { name: 'Publish changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not published: English: still needs the alt text of 2 images.');
  });
});
