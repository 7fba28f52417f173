import { describe, expect, it } from 'vitest';
import { formatDate, formatMonth, isoDate } from './dates';

describe('dates', () => {
  const june13 = Date.UTC(2026, 5, 13, 23, 30);

  it('formats a day in the page language, in UTC', () => {
    expect(formatDate(june13, 'en')).toBe('June 13, 2026');
    expect(formatDate(june13, 'es')).toBe('13 de junio de 2026');
    expect(isoDate(june13)).toBe('2026-06-13');
  });

  it('formats CV months', () => {
    expect(formatMonth('2021-03', 'en')).toBe('Mar 2021');
    expect(formatMonth('2021-03', 'es')).toMatch(/^mar\.? 2021$/);
    expect(formatMonth('', 'en')).toBe('');
  });
});
