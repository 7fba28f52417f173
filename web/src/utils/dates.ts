/**
 * Dates shown on the public pages, formatted with Intl in the page's language
 * (spec §9: en → en-US, es → es-ES). UTC keeps a post's date the same for every
 * visitor and in tests, whatever the machine's time zone.
 */
import type { Lang } from '../features/content/types';

export const LOCALES: Record<Lang, string> = { en: 'en-US', es: 'es-ES' };

/** "June 13, 2026" / "13 de junio de 2026". */
export function formatDate(ms: number, lang: Lang): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(ms));
}

/** The machine-readable value for <time dateTime>: `2026-06-13`. */
export function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** A CV month `YYYY-MM` as "Mar 2021" / "mar 2021"; '' stays ''. */
export function formatMonth(yearMonth: string, lang: Lang): string {
  const match = /^(\d{4})-(\d{2})$/.exec(yearMonth);
  if (!match) return yearMonth;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return new Intl.DateTimeFormat(LOCALES[lang], { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
}
