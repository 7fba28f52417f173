/**
 * The publication date as the owner types it, in the admin's language rather than the browser's
 * (docs/decisions.md, "The writing desk"): Spanish writes dd/mm/aaaa and a 24-hour clock, English (US) mm/dd/yyyy
 * and a 12-hour clock. Parsing is lenient — any of / . - or spaces between the parts, a two-digit year, a
 * year-first ISO date, a time with or without minutes, "am"/"pm" or 24 h in either language — and strict about
 * the calendar: 31/02 is no date. The form keeps the `YYYY-MM-DDTHH:mm` of form-values.ts, in the browser's time zone.
 */
import type { Lang } from '@portfolio/content/languages';

export interface DateParts {
  year: number;
  month: number;
  day: number;
}

export interface TimeParts {
  hours: number;
  minutes: number;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** What the date and time fields show of a `YYYY-MM-DDTHH:mm` value ('' for each part it lacks). */
export function entryTexts(value: string, lang: Lang): { date: string; time: string } {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!match) return { date: '', time: '' };
  const [year, month, day, hours, minutes] = match.slice(1).map(Number) as [number, number, number, number, number];
  return { date: formatDateEntry({ year, month, day }, lang), time: formatTimeEntry({ hours, minutes }, lang) };
}

export function formatDateEntry({ year, month, day }: DateParts, lang: Lang): string {
  return lang === 'es' ? `${pad(day)}/${pad(month)}/${pad(year, 4)}` : `${pad(month)}/${pad(day)}/${pad(year, 4)}`;
}

export function formatTimeEntry({ hours, minutes }: TimeParts, lang: Lang): string {
  if (lang === 'es') return `${pad(hours)}:${pad(minutes)}`;
  return `${hours % 12 === 0 ? 12 : hours % 12}:${pad(minutes)} ${hours < 12 ? 'AM' : 'PM'}`;
}

function realDate(year: number, month: number, day: number): DateParts | null {
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(year, month - 1, day);
  return date.getMonth() === month - 1 && date.getDate() === day ? { year, month, day } : null;
}

/** The date typed in the admin's order (day first in Spanish, month first in English), or a year-first ISO date. */
export function parseDateEntry(text: string, lang: Lang): DateParts | null {
  const parts = text.trim().split(/\s*[/.\-\s]\s*/);
  if (parts.length !== 3 || !parts.every((part) => /^\d{1,4}$/.test(part))) return null;
  const numbers = parts.map(Number) as [number, number, number];
  if (parts[0]!.length === 4) return realDate(numbers[0], numbers[1], numbers[2]);
  if (parts[2]!.length !== 2 && parts[2]!.length !== 4) return null;
  const year = parts[2]!.length === 2 ? 2000 + numbers[2] : numbers[2];
  return lang === 'es' ? realDate(year, numbers[1], numbers[0]) : realDate(year, numbers[0], numbers[1]);
}

/** "9:30", "09.30", "9h30", "0930", "9", "9:30 pm", "9 p. m." — in either language. */
export function parseTimeEntry(text: string): TimeParts | null {
  const match = /^(\d{1,2})(?:\s*[:.h]\s*(\d{2})|(\d{2}))?\s*(?:([ap])\.?\s*m\.?)?$/i.exec(text.trim());
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2] ?? match[3] ?? 0);
  const meridiem = match[4]?.toLowerCase();
  if (minutes > 59) return null;
  if (meridiem) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (meridiem === 'p' ? 12 : 0);
  } else if (hours > 23) return null;
  return { hours, minutes };
}

/** The typed date and time → `YYYY-MM-DDTHH:mm`, or '' when either does not parse (validation then refuses it). */
export function entryValue(date: string, time: string, lang: Lang): string {
  const day = parseDateEntry(date, lang);
  const clock = parseTimeEntry(time);
  if (!day || !clock) return '';
  return `${pad(day.year, 4)}-${pad(day.month)}-${pad(day.day)}T${pad(clock.hours)}:${pad(clock.minutes)}`;
}
