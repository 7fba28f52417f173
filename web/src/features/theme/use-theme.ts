import { useSyncExternalStore } from 'react';
import { currentTheme, setTheme, subscribeTheme } from './apply-theme';
import { DEFAULT_THEME } from './theme-list';

/** The active theme slug and a setter; the server snapshot is the default so prerendered HTML is stable. */
export function useTheme(): [string, (slug: string) => void] {
  const theme = useSyncExternalStore(subscribeTheme, currentTheme, () => DEFAULT_THEME);
  return [theme, setTheme];
}
