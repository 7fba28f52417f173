/**
 * The design tokens each colour theme (theme-list.ts) defines. This module is their single source: styles/themes.css
 * is generated from it (theme-css.ts) and the contrast test reads the same values, so a colour cannot regress without
 * a failing test. Build time and tests only: pages read the generated CSS, never this module.
 */
import { findTheme, THEME_LIST, type ThemeEntry } from './theme-list';

export { DEFAULT_THEME, OFFERED_THEMES } from './theme-list';

export const THEME_TOKENS = [
  'bg', // page background (spec colour one for most themes)
  'surface', // cards, menus
  'surface-2', // wells: footer, inline code
  'border', // decorative separators
  'border-strong', // control outlines (3:1)
  'text',
  'text-muted',
  'accent', // accent as text or lines on bg/surface (AA), and as a fill under on-accent
  'on-accent', // text on an accent fill
  'accent-bg', // the bright brand colour as a fill (buttons, brand mark)
  'on-accent-bg', // text on accent-bg
  'link',
  'focus', // focus ring (3:1 against bg, surface and header)
  'danger',
  'success',
  'header-bg', // header and browser UI (theme-color)
] as const;

export const CODE_TOKENS = ['bg', 'text', 'keyword', 'string', 'comment', 'number', 'title', 'attr', 'builtin'] as const;

type ThemeToken = (typeof THEME_TOKENS)[number];
type CodeToken = (typeof CODE_TOKENS)[number];

type Palette = { tokens: Record<ThemeToken, string>; code: Record<CodeToken, string> };

/** A theme with its colour for every design token (build time and tests: styles/themes.css is made from it). */
export interface Theme extends ThemeEntry, Palette {}

const PALETTES: Record<string, Palette> = {
  'dark-scheme': {
    tokens: {
      bg: '#1F2D3B',
      surface: '#263748',
      'surface-2': '#0F1D2B',
      border: '#33475c',
      'border-strong': '#7c93ab',
      text: '#f3f6f9',
      'text-muted': '#b8c6d4',
      accent: '#FFE941',
      'accent-bg': '#FFE941',
      'on-accent': '#0F1D2B',
      'on-accent-bg': '#0F1D2B',
      link: '#FFE941',
      focus: '#FFE941',
      danger: '#ff9c9c',
      success: '#8fe3a8',
      'header-bg': '#1F2D3B',
    },
    code: {
      bg: '#0F1D2B',
      text: '#e6edf3',
      keyword: '#ff9bd2',
      string: '#b5e890',
      comment: '#8fa3b8',
      number: '#ffc27a',
      title: '#FFE941',
      attr: '#8fd3ff',
      builtin: '#c9a7ff',
    },
  },
  'light-scheme': {
    tokens: {
      bg: '#ffffff',
      surface: '#f6f6f5',
      'surface-2': '#efeeec',
      border: '#bdbcbc',
      'border-strong': '#767676',
      text: '#17191c',
      'text-muted': '#52565c',
      // #FFE941 on white is 1.2:1, so the accent as text is a deep gold; the bright yellow is a fill.
      accent: '#7a5d00',
      'accent-bg': '#FFE941',
      // A dark-gold fill takes white text; the bright yellow fill takes near-black text.
      'on-accent': '#ffffff',
      'on-accent-bg': '#17191c',
      link: '#6b5200',
      focus: '#1F2D3B',
      danger: '#b3261e',
      success: '#1e6b34',
      'header-bg': '#ffffff',
    },
    code: {
      bg: '#f6f6f5',
      text: '#24292f',
      keyword: '#b0246a',
      string: '#1e6b34',
      comment: '#5f6670',
      number: '#9a4a00',
      title: '#5a3fc0',
      attr: '#0b5cad',
      builtin: '#7a3e9d',
    },
  },
  'batman-scheme': {
    tokens: {
      bg: '#48494a',
      surface: '#4a4e69',
      'surface-2': '#36373a',
      border: '#5f6072',
      'border-strong': '#a9abb8',
      text: '#ffffff',
      'text-muted': '#dedfe6',
      accent: '#FFE941',
      'accent-bg': '#FFE941',
      'on-accent': '#1d1d1f',
      'on-accent-bg': '#1d1d1f',
      link: '#FFE941',
      focus: '#FFE941',
      danger: '#ffc4c4',
      success: '#b8f5c8',
      'header-bg': '#48494a',
    },
    code: {
      bg: '#2b2c2f',
      text: '#f2f2f2',
      keyword: '#ffb3de',
      string: '#c5f0a4',
      comment: '#b0b2bd',
      number: '#ffd08a',
      title: '#FFE941',
      attr: '#a6dcff',
      builtin: '#d6bfff',
    },
  },
  'tron-legacy-scheme': {
    tokens: {
      bg: '#191b21',
      surface: '#21242c',
      'surface-2': '#121317',
      border: '#2e323d',
      'border-strong': '#6e7890',
      text: '#e9f7ff',
      'text-muted': '#a7b6c4',
      accent: '#FF7C08',
      'accent-bg': '#FF7C08',
      'on-accent': '#121317',
      'on-accent-bg': '#121317',
      link: '#6fe3ff',
      focus: '#6fe3ff',
      danger: '#ff9a9a',
      success: '#7cf0b0',
      'header-bg': '#191b21',
    },
    code: {
      bg: '#121317',
      text: '#e9f7ff',
      keyword: '#FF7C08',
      string: '#6fe3ff',
      comment: '#8792a2',
      number: '#ffd36e',
      title: '#9ef0ff',
      attr: '#ffb070',
      builtin: '#c2a5ff',
    },
  },
  // Hidden themes (docs/decisions.md, "Themes").
  'evangelion-scheme': hidden('evangelion-scheme', '#ff9b3d'),
  'miami-vice-scheme': hidden('miami-vice-scheme', '#5ff2e6'),
  'flash-scheme': hidden('flash-scheme', '#ffe9a8'),
  'the-martian-scheme': hidden('the-martian-scheme', '#ffd2a8'),
  'boba-fett-scheme': hidden('boba-fett-scheme', '#f2a88f'),
};

export const THEMES: readonly Theme[] = THEME_LIST.map((entry) => ({ ...entry, ...PALETTES[entry.slug] }));

/** A dark theme built from a background, a surface and two accents (used for the hidden ones). */
function hidden(slug: string, second: string): Palette {
  const [bg, surface, accent] = findTheme(slug)!.colors;
  return {
    tokens: {
      bg,
      surface,
      'surface-2': '#000000',
      border: '#ffffff33',
      'border-strong': '#c8c8c8',
      text: '#ffffff',
      'text-muted': '#e2e2e2',
      accent,
      'accent-bg': accent,
      'on-accent': '#000000',
      'on-accent-bg': '#000000',
      link: accent,
      focus: accent,
      danger: '#ffc9c9',
      success: '#c9f7d4',
      'header-bg': bg,
    },
    code: {
      bg: '#000000',
      text: '#f5f5f5',
      keyword: accent,
      string: second,
      comment: '#b5b5b5',
      number: '#ffe08a',
      title: accent,
      attr: '#a8ddff',
      builtin: '#e0c8ff',
    },
  };
}
