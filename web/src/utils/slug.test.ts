import { describe, expect, it } from 'vitest';
import { createSlugger, isValidSlug, isValidTag, slugify } from './slug';

describe('slugify', () => {
  it('folds accents and punctuation into a URL-safe slug', () => {
    expect(slugify('¿Qué es la Accesibilidad?')).toBe('que-es-la-accesibilidad');
    expect(slugify('  React & TypeScript: 2026  ')).toBe('react-typescript-2026');
    expect(slugify('Año nuevo, ñandú')).toBe('ano-nuevo-nandu');
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
    expect(isValidTag('a11y')).toBe(true);
    expect(isValidTag('-lead')).toBe(false);
  });
});
