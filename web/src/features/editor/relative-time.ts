/** "3 minutes ago" / "hace 3 minutos", for the owner's screens only (Intl is fine there, docs/decisions.md). */
import type { Lang } from '@portfolio/content/content-types';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

export function relativeTime(at: number, now: number, lang: Lang): string {
  const seconds = Math.round((at - now) / 1000);
  const [unit, size] = UNITS.find(([, length]) => Math.abs(seconds) >= length) ?? ['second', 1];
  return new Intl.RelativeTimeFormat(lang, { numeric: 'auto' }).format(Math.round(seconds / size), unit);
}
