import { describe, expect, it } from 'vitest';
import { createSlugger, isValidSlug, slugify, TAG_PATTERN } from './slug';

describe('slugify', () => {
  it('folds accents and punctuation into a URL-safe slug', () => {
    expect(slugify('¿Qué es la Accesibilidad?')).toBe('que-es-la-accesibilidad');
    expect(slugify('  React & TypeScript: 2026  ')).toBe('react-typescript-2026');
    expect(slugify('Año nuevo, ñandú')).toBe('ano-nuevo-nandu');
  });

  it('shortens a long slug at a word boundary, not in the middle of a word', () => {
    expect(slugify('Accessible forms in React', 18)).toBe('accessible-forms');
    expect(slugify('Accessible forms in React', 16)).toBe('accessible-forms');
    expect(slugify('Accessible forms in React', 17)).toBe('accessible-forms');
    // One word longer than the limit can only be cut.
    expect(slugify('Supercalifragilistic', 10)).toBe('supercalif');
    const title = 'Cómo construí un portafolio bilingüe con React, Firebase y un panel de administración propio';
    const slug = slugify(title, 80);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slugify(title, 200).startsWith(`${slug}-`)).toBe(true);
  });

  it('gives unique anchors for repeated headings', () => {
    const slug = createSlugger();
    expect([slug('Setup'), slug('Setup'), slug('Setup'), slug('Setup 2'), slug('!!!')]).toEqual([
      'setup',
      'setup-2',
      'setup-3',
      'setup-2-2',
      'section',
    ]);
  });

  it('validates ids and tags', () => {
    expect(isValidSlug('my-post')).toBe(true);
    expect(isValidSlug('ab')).toBe(false);
    expect(isValidSlug('Bad-Slug')).toBe(false);
    expect(isValidSlug('double--dash')).toBe(false);
    expect(TAG_PATTERN.test('a11y')).toBe(true);
    expect(TAG_PATTERN.test('-lead')).toBe(false);
  });
});
