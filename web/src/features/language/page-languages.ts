/**
 * Which languages the current page exists in, so nothing sends a reader to a missing translation: a route's
 * loader data may say `languages` (a post or project written in one language, a blog list page that only one
 * language has as many posts for); every other page exists in both.
 */
import { useMatches } from 'react-router-dom';
import { localize, unlocalize } from '@portfolio/content/paths';
import { LANGS, type Lang } from '@portfolio/content/content-types';

/** A list of languages (in LANGS order, unknown codes left out), or null when `value` is not a list. */
function asLanguages(value: unknown): Lang[] | null {
  return Array.isArray(value) ? LANGS.filter((lang) => value.includes(lang)) : null;
}

/** The `languages` of loader data that says so, else null. */
export function languagesOf(data: unknown): Lang[] | null {
  return asLanguages((data as { languages?: unknown } | null | undefined)?.languages);
}

/** The loader data of the deepest route that says which languages its page exists in, else null. */
function useLanguagesData(): { languages: Lang[]; shownIn?: unknown } | null {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const languages = languagesOf(match.data);
    if (languages) return { ...(match.data as object), languages };
  }
  return null;
}

/** The languages the current page exists in (the deepest route that says; both otherwise). */
export function usePageLanguages(): Lang[] {
  return useLanguagesData()?.languages ?? [...LANGS];
}

/**
 * The languages the current page has an address in: those it exists in and, on a post's or project's page (its
 * data says `shownIn`), every language, since an item shows at the address of a language it is not written in
 * (docs/decisions.md, "One-language items").
 */
export function usePageAddresses(): Lang[] {
  const data = useLanguagesData();
  return data && !('shownIn' in data) ? data.languages : [...LANGS];
}

/**
 * Where a reader of `lang` goes from a page that does not exist in it: the section it belongs to
 * (`/blog/x` → `/es/blog`, `/blog?page=3` → `/es/blog`), which always does.
 */
export function sectionIn(pathname: string, lang: Lang): string {
  const [section] = unlocalize(pathname).split('/').filter(Boolean);
  return localize(section ? `/${section}` : '/', lang);
}
