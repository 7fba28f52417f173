import { describe, expect, it } from 'vitest';
import { formatShortDateTime } from './short-date-time';

describe('formatShortDateTime', () => {
  const june13 = Date.UTC(2026, 5, 13, 23, 30);

  it('writes a moment in short for the admin’s one-line states, with the year only when it is not this one', () => {
    const dec3 = Date.UTC(2026, 11, 3, 9, 0);
    expect(formatShortDateTime(dec3, 'en', june13, 'UTC')).toMatch(/^Dec 3, 9:00\sAM$/);
    expect(formatShortDateTime(dec3, 'es', june13, 'UTC')).toBe('3 dic, 9:00');
    expect(formatShortDateTime(dec3, 'en', Date.UTC(2025, 11, 30), 'UTC')).toMatch(/^Dec 3, 2026, 9:00\sAM$/);
    expect(formatShortDateTime(dec3, 'es', Date.UTC(2025, 11, 30), 'UTC')).toBe('3 dic 2026, 9:00');
  });
});
