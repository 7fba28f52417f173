import { describe, expect, it } from 'vitest';
import { LOCALES, type Lang } from '@portfolio/content/languages';
import { formatDate, formatDateTime, formatMonth, isoDate } from './dates';

const LANGS: Lang[] = ['en', 'es'];

describe('dates', () => {
  const june13 = Date.UTC(2026, 5, 13, 23, 30);

  it('formats a day in the page language, in UTC', () => {
    expect(formatDate(june13, 'en')).toBe('June 13, 2026');
    expect(formatDate(june13, 'es')).toBe('13 de junio de 2026');
    expect(isoDate(june13)).toBe('2026-06-13');
  });

  it('writes every month and day as Intl does for en-US and es-ES', () => {
    for (const lang of LANGS) {
      const intl = new Intl.DateTimeFormat(LOCALES[lang].tag, { dateStyle: 'long', timeZone: 'UTC' });
      for (let month = 0; month < 12; month++) {
        for (const day of [1, 9, 10, 28]) {
          const ms = Date.UTC(2026, month, day, 23, 59);
          expect(formatDate(ms, lang)).toBe(intl.format(ms));
        }
      }
      expect(formatDate(Date.UTC(999, 0, 5), lang)).toBe(intl.format(Date.UTC(999, 0, 5)));
    }
  });

  it('formats CV months as Intl does', () => {
    expect(formatMonth('2021-03', 'en')).toBe('Mar 2021');
    expect(formatMonth('2021-03', 'es')).toBe('mar 2021');
    expect(formatMonth('2021-09', 'es')).toBe('sept 2021');
    for (const lang of LANGS) {
      const intl = new Intl.DateTimeFormat(LOCALES[lang].tag, { month: 'short', year: 'numeric', timeZone: 'UTC' });
      for (let month = 1; month <= 12; month++) {
        const yearMonth = `2021-${String(month).padStart(2, '0')}`;
        expect(formatMonth(yearMonth, lang)).toBe(intl.format(Date.UTC(2021, month - 1, 1)));
      }
    }
  });

  it('leaves what is not a month as it is', () => {
    expect(formatMonth('', 'en')).toBe('');
    expect(formatMonth('2021-13', 'es')).toBe('2021-13');
    expect(formatMonth('soon', 'en')).toBe('soon');
  });
});

describe('formatDateTime', () => {
  it('writes the date and the time in each language, in the time zone asked for', () => {
    const moment = Date.UTC(2026, 11, 3, 8, 5);
    expect(formatDateTime(moment, 'en', 'UTC')).toMatch(/^December 3, 2026.*8:05\sAM$/);
    expect(formatDateTime(moment, 'es', 'UTC')).toMatch(/^3 de diciembre de 2026.*8:05$/);
    expect(formatDateTime(moment, 'es', 'Europe/Madrid')).toMatch(/9:05$/);
  });
});
