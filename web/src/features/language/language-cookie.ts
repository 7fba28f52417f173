import type { Lang } from '../content/types';

/** spec §9: the locale cookie (name kept from the original site so returning visitors keep their choice). */
export const LANGUAGE_COOKIE = 'i18n_redirected';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function readLanguageCookie(cookieHeader: string): Lang | null {
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && (value === 'en' || value === 'es')) return value;
  }
  return null;
}

export function saveLanguageCookie(lang: Lang): void {
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; max-age=${ONE_YEAR_SECONDS}; path=/; SameSite=Lax`;
}
