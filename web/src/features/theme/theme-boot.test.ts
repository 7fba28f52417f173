import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_THEME, THEMES } from './themes';

// The real inline script from index.html, run in jsdom as the browser would before first paint.
const html = readFileSync(resolve(__dirname, '../../../index.html'), 'utf8');
const inlineScripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);

function boot() {
  new Function(inlineScripts[0])();
}

const themeColor = () => document.querySelector('meta[name="theme-color"]')?.getAttribute('content');

describe('theme boot script (index.html)', () => {
  beforeEach(() => {
    document.documentElement.className = '';
    document.head.innerHTML = '<meta name="theme-color" content="#000000">';
  });
  afterEach(() => {
    document.documentElement.className = '';
    document.head.innerHTML = '';
  });

  // The same script chooses the language and starts the app's scripts: web/scripts/boot-script.test.ts.
  it('is a single small classic inline script in <head>', () => {
    expect(inlineScripts).toHaveLength(1);
    expect(html.indexOf(inlineScripts[0])).toBeLessThan(html.indexOf('</head>'));
    // It is in every page, before anything paints: ≈ 2 KB without its comments (theme, language, app start).
    const withoutComments = inlineScripts[0].replace(/\/\/[^\n]*\n/g, '').replace(/\s+/g, ' ');
    expect(withoutComments.length).toBeLessThan(2500);
  });

  it('sets and saves dark-scheme when nothing is saved', () => {
    boot();
    expect(document.documentElement).toHaveClass(DEFAULT_THEME);
    expect(localStorage.getItem('theme')).toBe(DEFAULT_THEME);
    expect(themeColor()).toBe('#1F2D3B');
  });

  it.each(['constructor', 'not-a-theme', ''])('replaces an unknown saved value (%j) with dark-scheme', (saved) => {
    localStorage.setItem('theme', saved);
    boot();
    expect(document.documentElement.className).toBe(DEFAULT_THEME);
    expect(localStorage.getItem('theme')).toBe(DEFAULT_THEME);
  });

  it.each(THEMES.map((theme) => [theme.slug, theme.colors[0]]))('applies a saved %s with theme-color %s', (slug, color) => {
    localStorage.setItem('theme', slug);
    boot();
    expect(document.documentElement.className).toBe(slug);
    expect(themeColor()).toBe(color);
    expect(localStorage.getItem('theme')).toBe(slug);
  });
});
