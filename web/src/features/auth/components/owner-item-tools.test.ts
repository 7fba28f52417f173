import { describe, expect, it } from 'vitest';
import { hiddenFromVisitors } from './owner-item-tools';

const NOW = Date.UTC(2026, 5, 15);
const DAY = 86_400_000;
const entry = (publishedAt: number) => ({ publishedAt, firstPublishedAt: publishedAt, rev: 1, translatedFrom: null });

describe('hiddenFromVisitors (docs/decisions.md, "Draft preview")', () => {
  it('previews an item no visitor sees: a draft, or scheduled for later', () => {
    expect(hiddenFromVisitors({ langs: {}, publishedAt: NOW - DAY }, NOW)).toEqual({ scheduledFor: null, changes: false, language: false });
    expect(hiddenFromVisitors({ langs: { en: entry(NOW + DAY) }, publishedAt: NOW + DAY }, NOW, { lang: 'en', changes: true })).toEqual({
      scheduledFor: NOW + DAY,
      changes: false,
      language: false,
    });
  });

  it('shows a live item as visitors see it, unless the staged changes are asked for', () => {
    const live = { langs: { en: entry(NOW - DAY), es: entry(NOW + DAY) }, publishedAt: NOW - DAY };
    expect(hiddenFromVisitors(live, NOW)).toBeNull();
    expect(hiddenFromVisitors(live, NOW, { lang: 'en', changes: false })).toBeNull();
    expect(hiddenFromVisitors(live, NOW, { lang: 'en', changes: true })).toEqual({ scheduledFor: null, changes: true, language: false });
    // A language visitors do not get yet shows as a draft, or as scheduled with its moment.
    expect(hiddenFromVisitors(live, NOW, { lang: 'es', changes: true })).toEqual({
      scheduledFor: NOW + DAY,
      changes: true,
      language: true,
    });
    expect(hiddenFromVisitors({ ...live, langs: { en: live.langs.en } }, NOW, { lang: 'es', changes: true })).toEqual({
      scheduledFor: null,
      changes: true,
      language: true,
    });
  });
});
