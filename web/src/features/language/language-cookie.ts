import type { Lang } from '@portfolio/content/content-types';

/**
 * The locale cookie (name kept from the original site so returning visitors keep their choice). The boot script in
 * web/index.html reads it before the first paint; the language picker writes it.
 */
const LANGUAGE_COOKIE = 'i18n_redirected';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function saveLanguageCookie(lang: Lang): void {
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; max-age=${ONE_YEAR_SECONDS}; path=/; SameSite=Lax`;
}

/** The language the reader chose (or their browser asked for on the first visit), as the boot script saved it. */
export function readLanguageCookie(): Lang | null {
  const match = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=(en|es)(?:;|$)`).exec(document.cookie);
  return match ? (match[1] as Lang) : null;
}
