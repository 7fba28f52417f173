/**
 * Runtime side of the theme: the same steps as the boot script in index.html
 * (class on <html>, theme-color meta, localStorage 'theme'), for a choice made in the picker.
 */
import { DEFAULT_THEME, THEME_LIST, findTheme } from './theme-list';

const THEME_STORAGE_KEY = 'theme';

/** The theme in effect: the class the boot script put on <html>, else the saved one, else the default. */
export function currentTheme(): string {
  if (typeof document === 'undefined') return DEFAULT_THEME;
  const onRoot = THEME_LIST.find((theme) => document.documentElement.classList.contains(theme.slug));
  if (onRoot) return onRoot.slug;
  try {
    return findTheme(localStorage.getItem(THEME_STORAGE_KEY))?.slug ?? DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

function applyTheme(slug: string): void {
  const theme = findTheme(slug) ?? findTheme(DEFAULT_THEME)!;
  const root = document.documentElement;
  root.classList.remove(...THEME_LIST.map((item) => item.slug));
  root.classList.add(theme.slug);
  let meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'theme-color';
    document.head.append(meta);
  }
  meta.content = theme.colors[0];
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme.slug);
  } catch {
    // Storage can be blocked (privacy modes); the theme still applies for this page view.
  }
}

type Listener = () => void;
const listeners = new Set<Listener>();

/** For useSyncExternalStore: every picker on the page follows a change made in any of them. */
export function subscribeTheme(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setTheme(slug: string): void {
  applyTheme(slug);
  listeners.forEach((listener) => listener());
}
