/**
 * The colour themes a page can be in (docs/decisions.md, "Themes"): what the picker, the boot script's choices and the
 * theme-color meta need at run time. Their colours for every design token are in themes.ts, which generates
 * styles/themes.css at build time, so no page downloads them.
 */
export interface ThemeEntry {
  name: string;
  slug: string;
  /** Colours one, two, three; colour one is the browser theme-color. */
  colors: readonly [string, string, string];
  /** Offered in the picker (four themes); the others stay reachable for a saved choice. */
  show: boolean;
  scheme: 'light' | 'dark';
}

export const DEFAULT_THEME = 'dark-scheme';

export const THEME_LIST: readonly ThemeEntry[] = [
  { name: 'Dark', slug: 'dark-scheme', colors: ['#1F2D3B', '#0F1D2B', '#FFE941'], show: true, scheme: 'dark' },
  { name: 'Light', slug: 'light-scheme', colors: ['#ffffff', '#bdbcbc', '#FFE941'], show: true, scheme: 'light' },
  { name: 'Batman', slug: 'batman-scheme', colors: ['#48494a', '#4a4e69', '#FFE941'], show: true, scheme: 'dark' },
  { name: 'Tron', slug: 'tron-legacy-scheme', colors: ['#191b21', '#191b21', '#FF7C08'], show: true, scheme: 'dark' },
  // Hidden themes: not offered, and their colours are ours.
  { name: 'Evangelion', slug: 'evangelion-scheme', colors: ['#2a1b3d', '#3b2a57', '#8ff25c'], show: false, scheme: 'dark' },
  { name: 'Miami Vice', slug: 'miami-vice-scheme', colors: ['#1b1035', '#2a1a4d', '#ff6ec7'], show: false, scheme: 'dark' },
  { name: 'Flash', slug: 'flash-scheme', colors: ['#5c0d0d', '#751515', '#ffd400'], show: false, scheme: 'dark' },
  { name: 'The Martian', slug: 'the-martian-scheme', colors: ['#3a1d12', '#4d2818', '#ff9b54'], show: false, scheme: 'dark' },
  { name: 'Boba Fett', slug: 'boba-fett-scheme', colors: ['#26332b', '#33443a', '#e0c46c'], show: false, scheme: 'dark' },
];

export const OFFERED_THEMES = THEME_LIST.filter((theme) => theme.show);

export function findTheme(slug: string | null | undefined): ThemeEntry | undefined {
  return THEME_LIST.find((theme) => theme.slug === slug);
}
