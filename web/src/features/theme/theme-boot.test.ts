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

  it('is a single small classic inline script in <head>', () => {
    expect(inlineScripts).toHaveLength(1);
    expect(html.indexOf(inlineScripts[0])).toBeLessThan(html.indexOf('</head>'));
    expect(inlineScripts[0].length).toBeLessThan(2000);
  });

  it("starts a prerendered page's app scripts after the first frame, not before", async () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<template id="app-scripts" data-entry="/assets/index.js"><link rel="modulepreload" href="/assets/home.js"></template>',
    );
    boot();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(document.head.querySelector('script')).toBeNull();
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => setTimeout(resolve))));
    const script = document.head.querySelector('script');
    expect(script?.type).toBe('module');
    expect(script?.getAttribute('src')).toBe('/assets/index.js');
    expect(document.head.querySelector(':scope > link[rel="modulepreload"]')?.getAttribute('href')).toBe('/assets/home.js');
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
