/** Spanish copy a native speaker would write, read through the app's own i18n instance. */
import { afterAll, describe, expect, it } from 'vitest';
import { site } from '@portfolio/content/site';
import { ensureLanguage, i18n } from '../lib/i18n';
import { defaultTitle } from '../components/seo/seo';

afterAll(() => ensureLanguage('en'));

describe('Spanish copy', () => {
  it('writes the role in lower case after the first word: "Desarrollador web"', () => {
    expect(site.role.es).toBe('Desarrollador web');
    expect(defaultTitle('es')).toBe('Emi Castellano — Desarrollador web');
  });

  it('agrees in number with how many images still fit (and so does English)', async () => {
    await ensureLanguage('es', ['common', 'media']);
    const es = i18n.getFixedT('es', 'media');
    expect(es('tooManyFiles', { count: 1 })).toBe('Solo cabe 1 imagen más en la galería; el resto no se ha añadido.');
    expect(es('tooManyFiles', { count: 3 })).toBe('Solo caben 3 imágenes más en la galería; el resto no se ha añadido.');
    await ensureLanguage('en', ['common', 'media']);
    const en = i18n.getFixedT('en', 'media');
    expect(en('tooManyFiles', { count: 1 })).toBe('Only 1 more image fits in the gallery; the rest were not added.');
    expect(en('tooManyFiles', { count: 3 })).toBe('Only 3 more images fit in the gallery; the rest were not added.');
  });

  it('announces a publication without a gender clash for a post (una entrada) or a project', async () => {
    await ensureLanguage('es', ['common', 'admin']);
    const t = i18n.getFixedT('es', 'admin');
    expect(t('list.published', { title: 'Hola mundo' })).toBe('Se ha publicado «Hola mundo».');
    // Describes what the date does, instead of reading as an order to the owner ("Ordena las listas").
    expect(t('form.publishedAtHint')).toMatch(/^En tu hora local\. Determina el orden de las listas\. /);
    // What a future date does, in the same voice; the status of either kind agrees with "publicado".
    expect(t('form.publishedAtHint')).toContain('Una fecha futura programa un elemento publicado');
    expect(t('status.scheduled', { date: '3 de diciembre de 2026, 9:30' })).toBe('Programado para el 3 de diciembre de 2026, 9:30');
    // What publishing does to a draft's date, in the same descriptive voice.
    expect(t('form.publishedAtHint')).toMatch(
      /Al publicar un borrador por primera vez, pasa a ser la fecha de ese momento, salvo que la cambies al publicarlo; si vuelves a publicarlo, conserva su fecha\.$/,
    );
  });

  it('counts characters over the limit in the right number, in both languages', async () => {
    await ensureLanguage('es', ['common', 'admin']);
    const es = i18n.getFixedT('es', 'admin');
    expect(es('form.overLimit', { count: 1 })).toBe('1 carácter por encima del límite');
    expect(es('form.overLimit', { count: 60 })).toBe('60 caracteres por encima del límite');
    await ensureLanguage('en', ['common', 'admin']);
    const en = i18n.getFixedT('en', 'admin');
    expect(en('form.overLimit', { count: 1 })).toBe('1 character over the limit');
    expect(en('form.overLimit', { count: 60 })).toBe('60 characters over the limit');
  });
});
