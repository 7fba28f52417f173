import { describe, expect, it } from 'vitest';
import { postFields, projectFields } from '../item-fields';
import { invalidTabsOf, sortedErrorPaths, tabOfField } from './error-order';

const error = { code: 'required' } as const;

describe('sortedErrorPaths', () => {
  it('puts the address first, then the visible tab’s texts, the other tab’s, and the other fields in form order', () => {
    const errors = {
      publishedAt: error,
      'title.en': error,
      tags: error,
      'summary.es': error,
      id: error,
      'body.en': error,
      'title.es': error,
      cover: error,
    };
    expect(sortedErrorPaths(errors, 'es', postFields)).toEqual([
      'id',
      'tags',
      'cover',
      'publishedAt',
      'title.es',
      'summary.es',
      'title.en',
      'body.en',
    ]);
  });

  it('keeps gallery images in their order', () => {
    const errors = { 'gallery.2.alt.en': error, 'gallery.0.alt.en': error, 'gallery.1': error };
    expect(sortedErrorPaths(errors, 'en', projectFields)).toEqual(['gallery.2.alt.en', 'gallery.0.alt.en', 'gallery.1']);
  });
});

describe('tabOfField', () => {
  it('names the tab of a language field only', () => {
    expect(tabOfField('summary.es', postFields)).toBe('es');
    expect(tabOfField('title.en', postFields)).toBe('en');
    expect(tabOfField('cover.alt.es', postFields)).toBeUndefined();
    expect(tabOfField('tags', postFields)).toBeUndefined();
  });
});

describe('invalidTabsOf', () => {
  it('marks a tab holding an error, not for an image’s alt text in that language', () => {
    expect(invalidTabsOf({ 'body.es': error }, projectFields)).toEqual({ en: false, es: true });
    expect(invalidTabsOf({ 'cover.alt.en': error, 'gallery.0.alt.es': error }, projectFields)).toEqual({ en: false, es: false });
    expect(invalidTabsOf({}, projectFields)).toEqual({ en: false, es: false });
  });
});
