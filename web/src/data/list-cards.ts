/**
 * What the public lists (home, blog, projects) show of an item written in one language only: nothing, unless its
 * owner lists it in the other language's lists too (`listUntranslated`; docs/decisions.md, "One-language items").
 * Only the lists' routes load this, not an item's page.
 */
import { isAvailableIn, LANGS, type Lang, type Localized } from '@portfolio/content/content-types';
import { inLanguage } from './in-language';

type Listed = { title: Localized; summary: Localized; listUntranslated?: boolean };

/** The language a list in `lang` shows the item in: `lang` when written in it, else the one it is written in if its owner lists it here; else null (left out). */
export function listedLanguage(item: Listed, lang: Lang): Lang | null {
  if (isAvailableIn(item, lang)) return lang;
  return item.listUntranslated ? (LANGS.find((code) => isAvailableIn(item, code)) ?? null) : null;
}

/**
 * The item's card in a list in `lang` that lists it: its texts in the language it is shown in only (inLanguage),
 * with `shownIn` when that is not `lang` (the card marks it).
 */
export function cardIn<T extends Listed>(item: T, lang: Lang): Omit<T, 'body'> & { shownIn?: Lang } {
  const shownIn = listedLanguage(item, lang) ?? lang;
  return shownIn === lang ? inLanguage(item, lang) : { ...inLanguage(item, shownIn), shownIn };
}
