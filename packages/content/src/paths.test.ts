import { describe, expect, it } from 'vitest';
import { langFromPath, localize, paths, switchLanguage, unlocalize } from './paths.ts';

describe('paths', () => {
  it('prefixes Spanish paths, and translates the search page’s word', () => {
    expect(localize('/blog', 'es')).toBe('/es/blog');
    expect(localize('/', 'es')).toBe('/es');
    expect(localize('/search', 'es')).toBe('/es/buscar');
    expect(localize('/search', 'en')).toBe('/search');
    // Only a whole first segment is a word to translate.
    expect(localize('/searching', 'es')).toBe('/es/searching');
    expect(localize('/blog/search', 'es')).toBe('/es/blog/search');
  });

  it('takes the prefix and the translated word away again', () => {
    expect(unlocalize('/es/buscar')).toBe('/search');
    expect(unlocalize('/es/blog')).toBe('/blog');
    expect(unlocalize('/es')).toBe('/');
    expect(unlocalize('/search')).toBe('/search');
    expect(langFromPath('/es/buscar')).toBe('es');
  });

  it('switches the search page between its two addresses', () => {
    expect(switchLanguage('/search', 'es')).toBe('/es/buscar');
    expect(switchLanguage('/es/buscar', 'en')).toBe('/search');
    expect(switchLanguage('/es/blog/x', 'en')).toBe('/blog/x');
  });

  it('builds the search page’s address with its query encoded', () => {
    expect(paths.search('en')).toBe('/search');
    expect(paths.search('es', 'café & té')).toBe('/es/buscar?q=caf%C3%A9+%26+t%C3%A9');
  });
});
