import { langFromPath, localize } from '../../config/paths';
import type { Lang } from '../content/types';
import { readLanguageCookie, saveLanguageCookie } from './language-cookie';

/** The first supported language in the browser's preference list (English when none is). */
export function preferredLanguage(languages: readonly string[]): Lang {
  for (const language of languages) {
    const base = language.toLowerCase().split('-')[0];
    if (base === 'es' || base === 'en') return base;
  }
  return 'en';
}

interface Visit {
  pathname: string;
  search: string;
  hash: string;
  cookie: string;
  languages: readonly string[];
  /** The languages the page exists in, when the server said (page data): a visitor is never sent to a 404. */
  pageLanguages?: readonly Lang[] | null;
}

/**
 * Where a visit to an unprefixed (English) URL should go instead: the /es twin when the saved
 * choice, or on a first visit the browser's languages, say Spanish; null to stay.
 */
export function languageRedirect({ pathname, search, hash, cookie, languages, pageLanguages }: Visit): string | null {
  if (langFromPath(pathname) !== 'en') return null;
  const lang = readLanguageCookie(cookie) ?? preferredLanguage(languages);
  if (lang !== 'es' || (pageLanguages && !pageLanguages.includes('es'))) return null;
  return `${localize(pathname, 'es')}${search}${hash}`;
}

/**
 * Runs once in the browser before the router starts, so the first render is already in the right
 * language (no flash of English). The detected language is saved, so the browser list is asked
 * only on the first visit and the picker's choice wins afterwards.
 */
export function redirectToPreferredLanguage(pageLanguages: readonly Lang[] | null = null): void {
  const { pathname, search, hash } = window.location;
  const target = languageRedirect({
    pathname,
    search,
    hash,
    cookie: document.cookie,
    languages: navigator.languages ?? [navigator.language],
    pageLanguages,
  });
  if (!readLanguageCookie(document.cookie)) saveLanguageCookie(target ? 'es' : langFromPath(pathname));
  if (target) window.history.replaceState(window.history.state, '', target);
}
