import type { TFunction } from 'i18next';

const PAGE_NOT_FOUND = 'Page not found:';

/**
 * spec §2 message rules: "Page not found: {path}" → the translated not-found text (with the path);
 * '' → the unknown-error text; anything else is a translation key, shown as-is when not translated.
 */
export function errorMessage(message: string, t: TFunction): string {
  if (message.startsWith(PAGE_NOT_FOUND)) return t('error.pageNotFound', { path: message.slice(PAGE_NOT_FOUND.length).trim() });
  if (!message) return t('error.unknown');
  return t(message, { defaultValue: message });
}
