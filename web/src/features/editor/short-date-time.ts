/**
 * A scheduled language's moment in the admin's one-line states (docs/decisions.md, "Scheduled publishing"). Here,
 * not in utils/dates.ts: that module is shared with visitors' pages, which would carry it.
 */
import { LOCALES, type Lang } from '@portfolio/content/languages';

/** A moment in short, in the owner's time zone ("Dec 3, 9:00 AM" / "3 dic, 9:00"), the year only when not `now`'s. */
export function formatShortDateTime(ms: number, lang: Lang, now: number, timeZone?: string): string {
  const year = (at: number) => new Intl.DateTimeFormat('en', { year: 'numeric', timeZone }).format(at);
  return new Intl.DateTimeFormat(LOCALES[lang].tag, {
    day: 'numeric',
    month: 'short',
    ...(year(ms) !== year(now) && { year: 'numeric' }),
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(ms);
}
