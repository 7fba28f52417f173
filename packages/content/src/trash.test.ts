import { describe, expect, it } from 'vitest';
import { purgeUpdate, restoredChange, storedFromTrash, TRASH_MS, trashListFromDb, trashUpdate } from './trash.ts';
import { savedFromDb } from './db-mapping.ts';
import type { Post } from './content-types.ts';

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.UTC(2026, 5, 1);

const dates = (at: number) => ({ publishedAt: at, firstPublishedAt: at });
/** A post's published document (English live since T0) and a working copy with a staged title, as stored. */
const published = {
  summary: {
    version: 3,
    createdAt: T0,
    updatedAt: T0 + DAY,
    title: { en: 'Live title', es: '' },
    summary: { en: 'Live summary', es: '' },
    readingMinutes: 1,
    langs: { en: { ...dates(T0), rev: 1 } },
  },
  body: { en: 'Live body', es: '' },
};
const working = {
  summary: { ...published.summary, version: 4, basedOn: 3, updatedAt: T0 + 2 * DAY, title: { en: 'Staged title', es: 'Título' } },
  body: { en: 'Staged body', es: 'Cuerpo' },
};
const stored = { summary: published.summary, details: published.body, workingSummary: working.summary, workingDetails: working.body };

describe('trashUpdate', () => {
  it('moves both documents as stored, with the moment and the item’s version, and removes them where they were', () => {
    expect(trashUpdate('posts', 'a-post', stored, 123)).toEqual({
      'posts/summaries/a-post': null,
      'posts/bodies/a-post': null,
      'drafts/posts/summaries/a-post': null,
      'drafts/posts/bodies/a-post': null,
      'trash/posts/a-post': { deletedAt: 123, version: 4, published, working },
    });
  });

  it('keeps only the documents there are, and is null when there are none', () => {
    const patch = trashUpdate('projects', 'a-project', { workingSummary: working.summary, workingDetails: working.body }, 1)!;
    expect(patch['trash/projects/a-project']).toEqual({ deletedAt: 1, version: 4, working });
    expect(trashUpdate('posts', 'a-post', {}, 1)).toBeNull();
  });
});

describe('reading the trash', () => {
  it('lists entries with the working copy’s title, when each goes for good, newest delete first; skips what is not an entry', () => {
    const entry = (trashUpdate('posts', 'a-post', stored, T0) as Record<string, unknown>)['trash/posts/a-post'];
    const older = { deletedAt: T0 - DAY, version: 3, published };
    const list = trashListFromDb('posts', { 'a-post': entry, 'b-post': older, broken: { version: 1 }, empty: { deletedAt: 5 } });
    expect(list).toEqual([
      { kind: 'posts', id: 'a-post', title: { en: 'Staged title', es: 'Título' }, deletedAt: T0, purgeAt: T0 + TRASH_MS, version: 4 },
      { kind: 'posts', id: 'b-post', title: { en: 'Live title', es: '' }, deletedAt: T0 - DAY, purgeAt: T0 - DAY + 30 * DAY, version: 3 },
    ]);
    expect(trashListFromDb('posts', null)).toEqual([]);
  });
});

describe('restoredChange', () => {
  it('brings a published item back as a draft: the owner’s last edits, each language keeping its dates', () => {
    const saved = savedFromDb<Post>('posts', 'a-post', storedFromTrash({ deletedAt: T0, version: 4, published, working }))!;
    const change = restoredChange(saved, T0 + 10 * DAY);
    expect(change.version).toBe(4);
    expect(change.published).toBeNull();
    expect(change.working?.title).toEqual({ en: 'Staged title', es: 'Título' });
    expect(change.working?.langs.en).toMatchObject(dates(T0));
    expect(change.basedOn).toBe(0);
  });

  it('brings a draft back as it was, at the next version', () => {
    const saved = savedFromDb<Post>('posts', 'a-post', storedFromTrash({ deletedAt: T0, version: 4, working }))!;
    const change = restoredChange(saved, T0 + DAY);
    expect(change.published).toBeUndefined();
    expect(change.working?.body).toEqual({ en: 'Staged body', es: 'Cuerpo' });
  });
});

it('purgeUpdate removes the entry and the history together', () => {
  expect(purgeUpdate('projects', 'a-project')).toEqual({ 'trash/projects/a-project': null, 'revisions/projects/a-project': null });
});
