import type { TFunction } from 'i18next';

const PAGE_NOT_FOUND = 'Page not found:';
const MISSING = '\u0000missing';

/** True when `message` is a translation key with a text in the current language. */
export function hasTranslation(message: string, t: TFunction): boolean {
  return message !== '' && t(message, { defaultValue: MISSING }) !== MISSING;
}

/**
 * The message rules (docs/decisions.md, "Errors"): "Page not found: {path}" → the translated not-found text (with the path);
 * '' → the unknown-error text; anything else is a translation key. A message that is not one (an exception's
 * own English text, such as a database or network failure) is never shown: the visitor reads `fallbackKey`
 * (what kind of failure it was, see route-error-boundary.tsx) in the page's language, and the detail goes to
 * the console.
 */
export function errorMessage(message: string, t: TFunction, fallbackKey = 'error.unknown'): string {
  if (message.startsWith(PAGE_NOT_FOUND)) return t('error.pageNotFound', { path: message.slice(PAGE_NOT_FOUND.length).trim() });
  if (hasTranslation(message, t)) return t(message);
  return t(fallbackKey);
}
