import { describe, expect, it } from 'vitest';
import type { LangPublication, Post } from './content-types.ts';
import { langsFromDb, langsToDb } from './db-mapping.ts';
import { changedParagraphs, markUpToDate, publishLangs, staleness, storedAsEdited, type SavedItem } from './saved-item.ts';

const NOW = Date.UTC(2026, 11, 3, 12);
const DAY = 86_400_000;

function post(overrides: Partial<Post> = {}): Post {
  return {
    id: 'a-post',
    version: 1,
    langs: {},
    createdAt: NOW - 10 * DAY,
    updatedAt: NOW - 10 * DAY,
    publishedAt: NOW - 10 * DAY,
    firstPublishedAt: 0,
    revisedAt: 0,
    title: { en: 'Hello', es: 'Hola' },
    summary: { en: 'First', es: 'Primera' },
    readingMinutes: { en: 1, es: 1 },
    body: { en: 'One.\n\nTwo.\n\nThree.', es: 'Uno.\n\nDos.\n\nTres.' },
    tags: ['intro'],
    cover: {
      path: 'images/posts/a-post/c.webp',
      url: 'https://s.example/c.webp',
      width: 1,
      height: 1,
      alt: { en: 'A cover', es: 'Una portada' },
      variants: [],
    },
    listUntranslated: false,
    ...overrides,
  };
}

/** Publishes English, then Spanish a day later: Spanish is the translation. */
function bothPublished(): SavedItem<Post> {
  const english = publishLangs({ published: null, working: post() }, { en: NOW - 2 * DAY }, NOW - 2 * DAY);
  const spanish = publishLangs({ published: english.published!, working: english.working! }, { es: NOW - DAY }, NOW - DAY);
  return { published: spanish.published!, working: spanish.working ?? null };
}

/** The saved item after the owner's English edit is published. */
function englishEdited(
  saved = bothPublished(),
  edit: Partial<Post> = { body: { en: 'One.\n\nTwo, changed.\n\nThree.\n\nFour.', es: 'Uno.\n\nDos.\n\nTres.' } },
) {
  const change = publishLangs({ published: saved.published, working: { ...saved.published!, ...edit } }, { en: NOW - 2 * DAY }, NOW);
  return { published: change.published!, working: change.working ?? null };
}

describe('stale translations: rev and translatedFrom', () => {
  it('a translation published beside its source records the source’s rev; the source records nothing', () => {
    const saved = bothPublished();
    expect(saved.published!.langs.en).toMatchObject({ rev: 1, translatedFrom: null });
    expect(saved.published!.langs.es).toMatchObject({ rev: 1, translatedFrom: { lang: 'en', rev: 1, at: NOW - DAY } });
    expect(staleness(saved.published, 'es')).toBeNull();
    expect(staleness(saved.published, 'en')).toBeNull();
  });

  it('publishing the source changed makes the translation stale, and says since when', () => {
    const edited = englishEdited();
    expect(edited.published.langs.en?.rev).toBe(2);
    expect(edited.published.langs.es?.rev).toBe(1);
    expect(staleness(edited.published, 'es')).toEqual({ source: 'en', since: NOW - DAY, rev: 1, sourceRev: 2, paragraphs: null });
    // With the source as it was then, the paragraphs changed since: one edited, one added.
    expect(staleness(edited.published, 'es', bothPublished().published)?.paragraphs).toBe(2);
  });

  it('publishing the source unchanged does not advance its rev', () => {
    const saved = bothPublished();
    const again = publishLangs({ published: saved.published, working: null }, { en: NOW }, NOW);
    expect(again.published?.langs.en?.rev).toBe(1);
    expect(staleness(again.published!, 'es')).toBeNull();
  });

  it('tag names and alt texts count as the language’s text', () => {
    const tagged = englishEdited(bothPublished(), { tags: ['intro', 'news'] });
    expect(tagged.published.langs.en?.rev).toBe(2);
    expect(staleness(tagged.published, 'es')).not.toBeNull();
    const cover = bothPublished().published!.cover!;
    const alt = englishEdited(bothPublished(), { cover: { ...cover, alt: { en: 'Another cover', es: 'Una portada' } } });
    expect(alt.published.langs.en?.rev).toBe(2);
    expect(alt.published.langs.es?.rev).toBe(1);
  });

  it('publishing the translation changed does not make the source stale', () => {
    const edited = englishEdited();
    const translated = publishLangs(
      { published: edited.published, working: { ...edited.published, title: { en: 'Hello', es: 'Hola de nuevo' } } },
      { es: NOW },
      NOW,
    ).published!;
    expect(translated.langs.es?.rev).toBe(2);
    expect(staleness(translated, 'en')).toBeNull();
    // Still stale until the owner says it is up to date.
    expect(staleness(translated, 'es')).not.toBeNull();
  });

  it('“Mark as up to date” records the source’s current rev at the next version, and the staleness goes', () => {
    const edited = englishEdited();
    const change = markUpToDate(edited, 'es', NOW + DAY);
    expect(change.version).toBe(edited.published.version);
    expect(change.published?.langs.es?.translatedFrom).toEqual({ lang: 'en', rev: 2, at: NOW + DAY });
    expect(change.published?.title).toEqual(edited.published.title);
    expect(staleness(change.published!, 'es')).toBeNull();
    expect(() => markUpToDate({ published: null, working: post() }, 'es', NOW)).toThrow();
  });

  it('the editor’s save counts revs against the published document it replaces', () => {
    const saved = bothPublished();
    const edited = { ...saved.published!, version: saved.published!.version, body: { en: 'Changed.', es: saved.published!.body.es } };
    const change = storedAsEdited(edited, saved.published);
    expect(change.published?.langs.en?.rev).toBe(2);
    expect(change.published?.langs.es?.rev).toBe(1);
    expect(staleness(change.published!, 'es')?.sourceRev).toBe(2);
    // Both published before this feature (no record): the Spanish is counted as up to date with the English as
    // it was, so the English change shows.
    const legacy = { ...saved.published!, langs: { en: { ...entry(NOW - 2 * DAY), rev: 0 }, es: { ...entry(NOW - 2 * DAY), rev: 0 } } };
    const first = storedAsEdited({ ...edited, langs: legacy.langs }, legacy);
    expect(first.published?.langs.en).toMatchObject({ rev: 1, translatedFrom: null });
    expect(first.published?.langs.es).toMatchObject({ rev: 0, translatedFrom: { lang: 'en', rev: 0 } });
    expect(staleness(first.published!, 'es')).toMatchObject({ rev: 0, sourceRev: 1 });
    // A first publication of both languages together: English is the source.
    const fresh = { ...entry(NOW), rev: 0 };
    const together = storedAsEdited(post({ langs: { en: fresh, es: fresh } }), null);
    expect(together.published?.langs.en).toMatchObject({ rev: 1, translatedFrom: null });
    expect(together.published?.langs.es).toMatchObject({ rev: 1, translatedFrom: { lang: 'en', rev: 1 } });
  });

  it('counts changed paragraphs: edited, added and removed ones once each', () => {
    const before = post();
    expect(changedParagraphs(before, before, 'en')).toBe(0);
    expect(changedParagraphs(before, post({ body: { en: 'One.\n\nThree.', es: '' } }), 'en')).toBe(1);
    expect(changedParagraphs(before, post({ title: { en: 'Hi', es: 'Hola' }, body: { en: 'One!\n\nTwo.\n\nThree.', es: '' } }), 'en')).toBe(
      2,
    );
  });

  it('stores and reads translatedFrom with its moment', () => {
    const langs = { es: { ...entry(NOW), translatedFrom: { lang: 'en' as const, rev: 3, at: NOW } } };
    expect(langsToDb(langs)).toEqual({
      es: { publishedAt: NOW, firstPublishedAt: NOW, rev: 1, translatedFrom: { lang: 'en', rev: 3, at: NOW } },
    });
    expect(langsFromDb(langsToDb(langs))).toEqual(langs);
    // Recorded before the moment was kept: 0.
    expect(langsFromDb({ es: { publishedAt: NOW, translatedFrom: { lang: 'en', rev: 3 } } }).es?.translatedFrom).toEqual({
      lang: 'en',
      rev: 3,
      at: 0,
    });
    // A translation of itself is not one.
    expect(langsFromDb({ es: { publishedAt: NOW, translatedFrom: { lang: 'es', rev: 3 } } }).es?.translatedFrom).toBeNull();
  });
});

function entry(at: number): LangPublication {
  return { publishedAt: at, firstPublishedAt: at, rev: 1, translatedFrom: null };
}
