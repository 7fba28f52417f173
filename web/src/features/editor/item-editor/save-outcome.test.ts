import { describe, expect, it } from 'vitest';
import { saveOutcome } from './save-outcome';

const NOW = Date.UTC(2026, 5, 15, 12);
const entry = (publishedAt: number) => ({ publishedAt, firstPublishedAt: publishedAt, rev: 0, translatedFrom: null });
const draft = { langs: {} };
const live = { langs: { en: entry(NOW - 1000) } };
const later = { langs: { en: entry(NOW + 60_000), es: entry(NOW + 60_000) } };

describe('saveOutcome', () => {
  it('tells a new item apart from a saved one', () => {
    expect(saveOutcome(null, draft, NOW)).toBe('createdDraft');
    expect(saveOutcome(null, live, NOW)).toBe('createdPublished');
    expect(saveOutcome(null, later, NOW)).toBe('createdScheduled');
  });

  it('calls a draft saved again a draft, and a published item saved as draft unpublished', () => {
    expect(saveOutcome(draft, draft, NOW)).toBe('savedDraft');
    expect(saveOutcome(live, draft, NOW)).toBe('unpublished');
    expect(saveOutcome(later, draft, NOW)).toBe('unpublished');
  });

  it('says updated only of an item visitors already saw', () => {
    expect(saveOutcome(live, live, NOW)).toBe('updated');
    expect(saveOutcome(draft, live, NOW)).toBe('published');
    expect(saveOutcome(later, live, NOW)).toBe('published');
  });

  it('calls a published item dated later scheduled', () => {
    expect(saveOutcome(draft, later, NOW)).toBe('scheduled');
    expect(saveOutcome(live, later, NOW)).toBe('scheduled');
  });
});
