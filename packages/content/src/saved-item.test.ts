import { describe, expect, it } from 'vitest';
import type { LangPublication, Post } from './content-types.ts';
import { keepingLangs, visibleAt } from './db-mapping.ts';
import {
  discardLangChanges,
  editedItem,
  itemVersion,
  langState,
  publishLangs,
  saveWorking,
  storedAsEdited,
  unpublishLangs,
  type SavedItem,
} from './saved-item.ts';

const NOW = Date.UTC(2026, 5, 15, 12);
const DAY = 86_400_000;
const entry = (publishedAt: number, rev = 1): LangPublication => ({
  publishedAt,
  firstPublishedAt: publishedAt,
  rev,
  translatedFrom: null,
});

const image = (path: string, en: string, es: string) => ({
  path,
  url: `https://s.example/${path}`,
  width: 10,
  height: 10,
  alt: { en, es },
  variants: [],
});

/** A post written in both languages; published in `langs` (text of the others blanked, as stored). */
function post(overrides: Partial<Post> = {}): Post {
  return {
    id: 'a-post',
    version: 3,
    langs: {},
    createdAt: NOW - 10 * DAY,
    updatedAt: NOW - 9 * DAY,
    publishedAt: NOW - 10 * DAY,
    firstPublishedAt: NOW - 10 * DAY,
    revisedAt: 0,
    title: { en: 'Hello', es: 'Hola' },
    summary: { en: 'First', es: 'Primera' },
    readingMinutes: { en: 1, es: 1 },
    body: { en: 'Body', es: 'Cuerpo' },
    tags: ['intro'],
    cover: image('images/posts/a-post/c.webp', 'A cover', 'Una portada'),
    listUntranslated: false,
    ...overrides,
  };
}
const publishedIn = (item: Post, langs: ('en' | 'es')[], at = NOW - 10 * DAY): Post =>
  keepingLangs({ ...item, langs: Object.fromEntries(langs.map((lang) => [lang, entry(at)])) }, langs);

describe('a saved item: published document and working copy', () => {
  const liveInEnglish: SavedItem<Post> = { published: publishedIn(post(), ['en']), working: post({ version: 2 }) };

  it('derives each language’s state from both documents', () => {
    expect(langState(liveInEnglish, 'en', NOW)).toBe('published');
    expect(langState(liveInEnglish, 'es', NOW)).toBe('draft');
    const staged = { ...liveInEnglish, working: post({ title: { en: 'Hello again', es: 'Hola' } }) };
    expect(langState(staged, 'en', NOW)).toBe('staged');
    const scheduled = { published: publishedIn(post(), ['en'], NOW + DAY), working: null };
    expect(langState(scheduled, 'en', NOW)).toBe('scheduled');
    expect(
      langState(
        { published: null, working: post({ title: { en: 'Hello', es: '' }, summary: { en: 'S', es: '' }, body: { en: 'B', es: '' } }) },
        'es',
        NOW,
      ),
    ).toBe('none');
  });

  it('the item’s version is the larger of its documents’; the editor edits the working copy with the published languages', () => {
    expect(itemVersion(liveInEnglish)).toBe(3);
    const edited = editedItem(liveInEnglish)!;
    expect(edited.title).toEqual({ en: 'Hello', es: 'Hola' });
    expect(Object.keys(edited.langs)).toEqual(['en']);
    expect(edited.version).toBe(3);
  });

  it('saving writes the working copy only, and keeps it, staging nothing, when it reads as the published document', () => {
    const published = publishedIn(post(), ['en', 'es']);
    const saved = { published, working: null };
    const edit = saveWorking(saved, { ...published, title: { en: 'Half-typed', es: 'Hola' } }, NOW);
    expect(edit).not.toHaveProperty('published');
    expect(edit.working?.title.en).toBe('Half-typed');
    expect(edit.basedOn).toBe(3);
    // Typed back to what is published: nothing is staged, and the copy stays at the item's version, so the version
    // never goes back to one the history has kept.
    const undone = saveWorking({ published, working: edit.working! }, published, NOW);
    expect(undone.working?.version).toBe(edit.working!.version);
    expect(langState({ published, working: undone.working ?? null }, 'en', NOW)).toBe('published');
  });

  it('publishing one language copies its text and the shared fields; the other language stays a draft', () => {
    const draft: SavedItem<Post> = { published: null, working: post({ version: 1 }) };
    const change = publishLangs(draft, { en: NOW }, NOW);
    expect(change.version).toBe(1);
    expect(change.published?.langs).toEqual({ en: { publishedAt: NOW, firstPublishedAt: NOW, rev: 1, translatedFrom: null } });
    expect(change.published?.title).toEqual({ en: 'Hello', es: '' });
    expect(change.published?.body).toEqual({ en: 'Body', es: '' });
    expect(change.published?.cover?.alt).toEqual({ en: 'A cover', es: '' });
    // The Spanish text lives on in the working copy, which still differs.
    expect(change.working?.title.es).toBe('Hola');
    // Both: nothing differs any more, the working copy goes.
    expect(publishLangs(draft, { en: NOW, es: NOW }, NOW).working).toBeNull();
  });

  it('publishing keeps the other published language’s text as published, even when its working text changed', () => {
    const saved: SavedItem<Post> = {
      published: publishedIn(post(), ['en', 'es']),
      working: post({ title: { en: 'Hello, edited', es: 'Hola, a medias' } }),
    };
    const change = publishLangs(saved, { en: NOW }, NOW);
    expect(change.published?.title).toEqual({ en: 'Hello, edited', es: 'Hola' });
    // English changed: its count advances; it keeps its first publication date.
    expect(change.published?.langs.en).toMatchObject({ publishedAt: NOW, firstPublishedAt: NOW - 10 * DAY, rev: 2 });
    expect(change.published?.langs.es).toEqual(entry(NOW - 10 * DAY));
    expect(change.working?.title.es).toBe('Hola, a medias');
  });

  it('publishing a new cover keeps a kept language’s alt text only for the same file', () => {
    const saved: SavedItem<Post> = {
      published: publishedIn(post(), ['en', 'es']),
      working: post({ cover: image('images/posts/a-post/new.webp', 'New', 'Nueva') }),
    };
    expect(publishLangs(saved, { en: NOW }, NOW).published?.cover?.alt).toEqual({ en: 'New', es: '' });
  });

  it('unpublishing moves the language’s text out of the published document and keeps its dates for publishing again', () => {
    const saved: SavedItem<Post> = { published: publishedIn(post(), ['en', 'es']), working: null };
    const change = unpublishLangs(saved, ['es'], NOW);
    expect(change.published?.title).toEqual({ en: 'Hello', es: '' });
    expect(Object.keys(change.published!.langs)).toEqual(['en']);
    expect(change.working?.title.es).toBe('Hola');
    expect(change.working?.langs.es).toEqual(entry(NOW - 10 * DAY));
    // Published again: the date it had, not today's.
    const again = publishLangs({ published: change.published!, working: change.working! }, { es: NOW }, NOW);
    expect(again.published?.langs.es?.firstPublishedAt).toBe(NOW - 10 * DAY);
    // The last language: no published document.
    expect(unpublishLangs(saved, ['en', 'es'], NOW).published).toBeNull();
  });

  it('the editor’s one status: published in its languages, else a working copy keeping its dates; no text is lost', () => {
    const published = storedAsEdited(post({ langs: { en: entry(NOW), es: entry(NOW) } }));
    expect(published.working).toBeNull();
    // A Spanish body without its title cannot be published: it stays in a working copy.
    const partial = storedAsEdited(post({ langs: { en: entry(NOW) }, title: { en: 'Hello', es: '' }, summary: { en: 'S', es: '' } }));
    expect(partial.published).not.toBeNull();
    expect(partial.working?.body.es).toBe('Cuerpo');
    const draft = storedAsEdited(post({ langs: {} }));
    expect(draft.published).toBeNull();
    expect(draft.working?.langs.en?.publishedAt).toBe(NOW - 10 * DAY);
  });

  it('discarding one language’s staged changes takes its text and the shared fields back; the other language’s stay', () => {
    const both = publishedIn(post(), ['en', 'es']);
    const edited: SavedItem<Post> = {
      published: both,
      working: post({ version: 4, title: { en: 'Hello again', es: 'Hola otra vez' }, tags: ['intro', 'new'], langs: both.langs }),
    };
    const change = discardLangChanges(edited, 'en', NOW);
    expect(change.published).toBeUndefined();
    expect(change.working?.title).toEqual({ en: 'Hello', es: 'Hola otra vez' });
    expect(change.working?.tags).toEqual(['intro']);
    const after: SavedItem<Post> = { published: both, working: change.working ?? null };
    expect(langState(after, 'en', NOW)).toBe('published');
    expect(langState(after, 'es', NOW)).toBe('staged');
    // Discarding the last staged language leaves nothing staged; the working copy keeps the item's version.
    const none = discardLangChanges(after, 'es', NOW);
    expect(none.working).not.toBeNull();
    expect(langState({ published: both, working: none.working ?? null }, 'es', NOW)).toBe('published');
  });

  it('visitors see only the languages whose moment has come (visibleAt)', () => {
    const item = { ...publishedIn(post(), ['en', 'es']), langs: { en: entry(NOW - DAY), es: entry(NOW + DAY) } };
    const seen = visibleAt(item, NOW)!;
    expect(seen.title).toEqual({ en: 'Hello', es: '' });
    expect(seen.body).toEqual({ en: 'Body', es: '' });
    expect(seen.cover?.alt).toEqual({ en: 'A cover', es: '' });
    expect(Object.keys(seen.langs)).toEqual(['en']);
    expect(visibleAt({ ...item, langs: { es: entry(NOW + DAY) } }, NOW)).toBeNull();
    const both = { ...item, langs: { en: entry(NOW - DAY), es: entry(NOW - DAY) } };
    expect(visibleAt(both, NOW)).toBe(both);
    // Text of a language not published, in a document of the older shape, is not shown either.
    const halfWritten = { ...both, langs: { en: entry(NOW - DAY) }, summary: { en: 'First', es: '' } };
    expect(visibleAt(halfWritten, NOW)?.title).toEqual({ en: 'Hello', es: '' });
  });
});
