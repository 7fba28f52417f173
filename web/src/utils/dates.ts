/**
 * Dates shown on the public pages, in the page's language, as Intl writes them for en-US and es-ES ("June 13,
 * 2026", "13 de junio de 2026"). UTC keeps a post's date the same for every visitor and in tests, whatever the
 * machine's time zone.
 *
 * Written out from two month tables rather than with Intl.DateTimeFormat (docs/decisions.md, "Dates without
 * Intl on visitors' phones"): a tab's first DateTimeFormat loads the ICU date data, one 135–230 ms task on a
 * 4×-slowed CPU, the largest single long task of a page's takeover; and the server (Node's ICU) and the browser
 * (Chromium's ICU) could disagree on an abbreviation, which hydration would then have to repair.
 * `dates.test.ts` checks every month against Intl.
 */
import { LOCALES, type Lang } from '@portfolio/content/languages';

const MONTHS: Record<Lang, readonly string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
};

const SHORT_MONTHS: Record<Lang, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  es: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'],
};

/** "June 13, 2026" / "13 de junio de 2026". */
export function formatDate(ms: number, lang: Lang): string {
  const date = new Date(ms);
  const day = date.getUTCDate();
  const month = MONTHS[lang][date.getUTCMonth()];
  const year = date.getUTCFullYear();
  return lang === 'es' ? `${day} de ${month} de ${year}` : `${month} ${day}, ${year}`;
}

/** The machine-readable value for <time dateTime>: `2026-06-13`. */
export function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** A CV month `YYYY-MM` as "Mar 2021" / "mar 2021"; '' stays ''. */
export function formatMonth(yearMonth: string, lang: Lang): string {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(yearMonth);
  if (!match) return yearMonth;
  return `${SHORT_MONTHS[lang][Number(match[2]) - 1]} ${Number(match[1])}`;
}

/**
 * A moment with its time, in the owner's own time zone ("December 3, 2026 at 9:00 AM"): the owner's screens
 * (a scheduled item's date), where the local time typed into the form is what must come back. Intl here is
 * fine: only the owner's tab renders these, never a visitor's page. `timeZone` defaults to the browser's.
 */
export function formatDateTime(ms: number, lang: Lang, timeZone?: string): string {
  return new Intl.DateTimeFormat(LOCALES[lang].tag, { dateStyle: 'long', timeStyle: 'short', timeZone }).format(ms);
}
