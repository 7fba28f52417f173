import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { renderThemeCss } from './theme-css';
import { OFFERED_THEMES, THEMES, type Theme } from './themes';

const TEXT = 4.5;
const UI = 3;

/** [foreground, background, minimum] pairs that the styles actually put together. */
function pairs(theme: Theme): [string, string, number][] {
  const t = theme.tokens;
  const c = theme.code;
  const backgrounds = [t.bg, t.surface, t['surface-2'], t['header-bg']];
  return [
    ...backgrounds.flatMap((bg) => [
      [t.text, bg, TEXT] as [string, string, number],
      [t['text-muted'], bg, TEXT] as [string, string, number],
      [t.accent, bg, TEXT] as [string, string, number],
      [t.link, bg, TEXT] as [string, string, number],
      [t.focus, bg, UI] as [string, string, number],
      [t['border-strong'], bg, UI] as [string, string, number],
    ]),
    [t.danger, t.bg, TEXT],
    [t.danger, t.surface, TEXT],
    [t.success, t.bg, TEXT],
    [t.success, t.surface, TEXT],
    [t['on-accent'], t.accent, TEXT],
    [t['on-accent-bg'], t['accent-bg'], TEXT],
    [t.text, c.bg, TEXT],
    ...(['text', 'keyword', 'string', 'comment', 'number', 'title', 'attr', 'builtin'] as const).map(
      (token) => [c[token], c.bg, TEXT] as [string, string, number],
    ),
  ];
}

describe('themes', () => {
  it('offers exactly the four themes of the spec with their colours', () => {
    expect(OFFERED_THEMES.map((theme) => [theme.name, theme.slug, ...theme.colors])).toEqual([
      ['Dark', 'dark-scheme', '#1F2D3B', '#0F1D2B', '#FFE941'],
      ['Light', 'light-scheme', '#ffffff', '#bdbcbc', '#FFE941'],
      ['Batman', 'batman-scheme', '#48494a', '#4a4e69', '#FFE941'],
      ['Tron', 'tron-legacy-scheme', '#191b21', '#191b21', '#FF7C08'],
    ]);
    expect(THEMES.filter((theme) => !theme.show)).toHaveLength(5);
  });

  it.each(THEMES.map((theme) => [theme.slug, theme] as const))('%s meets WCAG AA for every token pair', (_slug, theme) => {
    const failures = pairs(theme)
      .map(([fg, bg, min]) => ({ fg, bg, min, ratio: Math.round(contrastRatio(fg, bg) * 100) / 100 }))
      .filter(({ ratio, min }) => ratio < min);
    expect(failures).toEqual([]);
  });

  it('uses the brand colour as a fill, not as text, where it is too light (Light)', () => {
    const light = THEMES.find((theme) => theme.slug === 'light-scheme')!;
    expect(contrastRatio('#FFE941', light.tokens.bg)).toBeLessThan(TEXT);
    expect(light.tokens['accent-bg']).toBe('#FFE941');
    expect(light.tokens.accent).not.toBe('#FFE941');
  });

  it('styles/themes.css is generated from the theme data', () => {
    // __dirname is provided by vitest (import.meta.url is not a file URL under jsdom).
    const file = resolve(__dirname, '../../styles/themes.css');
    if (process.env.UPDATE_THEME_CSS === '1') writeFileSync(file, renderThemeCss());
    expect(readFileSync(file, 'utf8')).toBe(renderThemeCss());
  });
});

describe('contrastRatio', () => {
  it('computes the WCAG ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(() => contrastRatio('red', '#fff')).toThrow();
  });
});
