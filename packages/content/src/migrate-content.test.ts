import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { savedFromDb, visibleAt, type DbTree } from './db-mapping.ts';
import { migrateTree, migrationUpdate } from './migrate-content.ts';
import { editedItem } from './saved-item.ts';
import type { Post, Project } from './content-types.ts';

const NOW = Date.UTC(2026, 5, 15, 12);
const DAY = 86_400_000;

/** A tree of the older shape: one status and one date per item. */
const legacy = (): DbTree =>
  ({
    posts: {
      summaries: {
        live: {
          version: 4,
          status: 'published',
          createdAt: NOW - 9 * DAY,
          updatedAt: NOW - 8 * DAY,
          publishedAt: NOW - 9 * DAY,
          title: { en: 'Live', es: 'En vivo' },
          summary: { en: 'S', es: 'R' },
          readingMinutes: { en: 1, es: 1 },
        },
        'half-translated': {
          version: 2,
          status: 'published',
          createdAt: NOW - 9 * DAY,
          updatedAt: NOW - 8 * DAY,
          publishedAt: NOW - 9 * DAY,
          firstPublishedAt: NOW - 9 * DAY,
          title: { en: 'English', es: 'Título a medias' },
          summary: { en: 'S', es: '' },
          readingMinutes: { en: 1, es: 1 },
        },
        later: {
          version: 1,
          status: 'draft',
          createdAt: NOW - DAY,
          updatedAt: NOW - DAY,
          publishedAt: NOW - DAY,
          title: { en: 'Later', es: '' },
          summary: { en: 'S', es: '' },
          readingMinutes: { en: 1, es: 0 },
        },
      },
      bodies: {
        live: { en: 'Body', es: 'Cuerpo' },
        'half-translated': { en: 'Body', es: 'Borrador del cuerpo' },
        later: { en: 'Body', es: '' },
      },
    },
  }) as unknown as DbTree;

const saved = (tree: DbTree, id: string) =>
  savedFromDb<Post | Project>('posts', id, {
    summary: tree.posts?.summaries?.[id],
    details: tree.posts?.bodies?.[id],
    workingSummary: tree.drafts?.posts?.summaries?.[id],
    workingDetails: tree.drafts?.posts?.bodies?.[id],
  })!;

describe('the migration to per-language publication', () => {
  const before = legacy();
  const after = migrateTree(before);

  it('rewrites every item of the older shape, keeping versions and times', () => {
    expect(migrationUpdate(before).items).toEqual(['posts/live', 'posts/half-translated', 'posts/later']);
    for (const summary of Object.values(after.posts?.summaries ?? {})) expect(summary).not.toHaveProperty('status');
    expect(after.posts?.summaries?.live).toMatchObject({ version: 4, createdAt: NOW - 9 * DAY, updatedAt: NOW - 8 * DAY });
    expect(after.posts?.summaries?.live?.langs).toEqual({
      en: { publishedAt: NOW - 9 * DAY, firstPublishedAt: NOW - 9 * DAY },
      es: { publishedAt: NOW - 9 * DAY, firstPublishedAt: NOW - 9 * DAY },
    });
  });

  it('loses no text: what the published document cannot hold goes to a working copy; a draft is a working copy only', () => {
    for (const id of ['live', 'half-translated', 'later']) {
      const old = editedItem(saved(before, id))!;
      const migrated = editedItem(saved(after, id))!;
      expect(migrated.title, id).toEqual(old.title);
      expect((migrated as Post).body, id).toEqual((old as Post).body);
    }
    expect(after.posts?.summaries?.['half-translated']?.title).toEqual({ en: 'English', es: '' });
    expect(after.drafts?.posts?.bodies?.['half-translated']?.es).toBe('Borrador del cuerpo');
    expect(after.posts?.summaries?.later).toBeUndefined();
    expect(after.drafts?.posts?.summaries?.later).toMatchObject({ version: 1, basedOn: 0 });
  });

  it('shows visitors exactly what they saw before', () => {
    for (const id of ['live', 'half-translated', 'later']) {
      const was = saved(before, id).published;
      const is = saved(after, id).published;
      const seen = (item: Post | Project | null) => (item ? visibleAt(item, NOW) : null);
      expect(seen(is)?.title ?? null, id).toEqual(seen(was)?.title ?? null);
    }
  });

  it('leaves a tree in the current shape alone: running it again changes nothing', () => {
    expect(migrationUpdate(after)).toEqual({ update: {}, items: [] });
    const seed = JSON.parse(
      readFileSync(new URL('../../../seed/database_export/demo-portfolio-default-rtdb.json', import.meta.url), 'utf8'),
    );
    expect(migrationUpdate(seed).items).toEqual([]);
  });
});
