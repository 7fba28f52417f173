import { describe, expect, it } from 'vitest';
import { entryTexts, entryValue, parseDateEntry, parseTimeEntry } from './date-entry';

describe('the publication date as the admin types it', () => {
  it('shows a stored date day first with a 24-hour clock in Spanish, month first with AM/PM in English', () => {
    expect(entryTexts('2026-03-05T21:07', 'es')).toEqual({ date: '05/03/2026', time: '21:07' });
    expect(entryTexts('2026-03-05T21:07', 'en')).toEqual({ date: '03/05/2026', time: '9:07 PM' });
    expect(entryTexts('2026-03-05T00:30', 'en').time).toBe('12:30 AM');
    expect(entryTexts('2026-03-05T12:00', 'en').time).toBe('12:00 PM');
    expect(entryTexts('', 'es')).toEqual({ date: '', time: '' });
  });

  it('reads the date in the admin’s order, with any separator, a short year or year first', () => {
    expect(parseDateEntry('3/5/2026', 'es')).toEqual({ year: 2026, month: 5, day: 3 });
    expect(parseDateEntry('3/5/2026', 'en')).toEqual({ year: 2026, month: 3, day: 5 });
    expect(parseDateEntry(' 03-05-26 ', 'es')).toEqual({ year: 2026, month: 5, day: 3 });
    expect(parseDateEntry('3.5.2026', 'es')).toEqual({ year: 2026, month: 5, day: 3 });
    expect(parseDateEntry('3 5 2026', 'en')).toEqual({ year: 2026, month: 3, day: 5 });
    expect(parseDateEntry('2026-05-03', 'en')).toEqual({ year: 2026, month: 5, day: 3 });
  });

  it('refuses what is no calendar date', () => {
    for (const text of ['', '31/02/2026', '13/13/2026', '29/02/2025', '3/5', '3/5/202', 'mañana', '2026-13-01']) {
      expect(parseDateEntry(text, 'es'), text).toBeNull();
    }
    expect(parseDateEntry('29/02/2028', 'es')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(parseDateEntry('13/05/2026', 'en')).toBeNull();
  });

  it('reads the time with or without minutes, 24 h or AM/PM, in either language', () => {
    expect(parseTimeEntry('9:30')).toEqual({ hours: 9, minutes: 30 });
    expect(parseTimeEntry('21.30')).toEqual({ hours: 21, minutes: 30 });
    expect(parseTimeEntry('21h30')).toEqual({ hours: 21, minutes: 30 });
    expect(parseTimeEntry('2130')).toEqual({ hours: 21, minutes: 30 });
    expect(parseTimeEntry('9')).toEqual({ hours: 9, minutes: 0 });
    expect(parseTimeEntry('9:30 pm')).toEqual({ hours: 21, minutes: 30 });
    expect(parseTimeEntry('9:30 p. m.')).toEqual({ hours: 21, minutes: 30 });
    expect(parseTimeEntry('12:05 AM')).toEqual({ hours: 0, minutes: 5 });
    expect(parseTimeEntry('12 pm')).toEqual({ hours: 12, minutes: 0 });
    for (const text of ['', '24:00', '9:60', '13 pm', '0 am', 'noon', '9:3']) expect(parseTimeEntry(text), text).toBeNull();
  });

  it('gives the form its YYYY-MM-DDTHH:mm, or nothing while either part is no date', () => {
    expect(entryValue('5/3/2026', '9:30 PM', 'en')).toBe('2026-05-03T21:30');
    expect(entryValue('5/3/2026', '21:30', 'es')).toBe('2026-03-05T21:30');
    expect(entryValue('31/02/2026', '21:30', 'es')).toBe('');
    expect(entryValue('05/03/2026', '', 'es')).toBe('');
  });
});
