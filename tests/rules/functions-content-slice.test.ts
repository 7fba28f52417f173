/**
 * The functions keep their own slice of the content model (functions/src/content/types.ts: a deploy uploads
 * functions/ alone; docs/decisions.md, "A field in one place"). This proves the slice agrees with the model and
 * the web app's mapping: the same fields, read the same way from the same stored items, the same ids and the same
 * visibility.
 */
import { describe, expect, it } from 'vitest';
import seed from '../../seed/database_export/demo-portfolio-default-rtdb.json';
import {
  isLive as functionsIsLive,
  isValidId,
  summaryFromDb,
  type ContentKind,
  type ItemSummary,
} from '../../functions/src/content/types.js';
import { fixtureTree } from '../../functions/src/testing/fixture-tree.js';
import { LIMITS } from '../../web/src/config/content-model';
import {
  postSummaryFromDb,
  projectSummaryFromDb,
  type DbPostSummary,
  type DbProjectSummary,
  type DbTree,
} from '../../web/src/data/db-mapping';
import { isLive, type PostSummary } from '../../web/src/config/content-types';
import { isValidSlug } from '../../web/src/utils/slug';
import { testTree } from '../../web/src/testing/fixtures';

/** Every field the functions read, each one a field of the model's post summary (a type error otherwise). */
const FUNCTIONS_FIELDS = [
  'id',
  'status',
  'createdAt',
  'updatedAt',
  'publishedAt',
  'title',
  'summary',
  'tags',
  'cover',
  'readingMinutes',
] as const satisfies readonly (Exclude<keyof ItemSummary, 'kind'> & keyof PostSummary)[];

const trees: [string, DbTree][] = [
  ['seed', seed as unknown as DbTree],
  ['web fixtures', testTree()],
  ['functions fixtures', fixtureTree as DbTree],
];
const items = trees.flatMap(([name, tree]) => [
  ...Object.entries(tree.posts?.summaries ?? {}).map(([id, raw]) => [`${name}: post ${id}`, 'post' as ContentKind, id, raw] as const),
  ...Object.entries(tree.projects?.summaries ?? {}).map(
    ([id, raw]) => [`${name}: project ${id}`, 'project' as ContentKind, id, raw] as const,
  ),
]);

describe("the functions' slice of the content model", () => {
  it('reads the model’s fields and no others', () => {
    const [, kind, id, raw] = items[0];
    const read = summaryFromDb(kind, id, raw)!;
    expect(
      Object.keys(read)
        .filter((key) => key !== 'kind')
        .sort(),
    ).toEqual([...FUNCTIONS_FIELDS].sort());
  });

  it.each(items)('%s: read as the web app reads it, live at the same moments', (_, kind, id, raw) => {
    const fromFunctions = summaryFromDb(kind, id, raw)!;
    const fromWeb = kind === 'post' ? postSummaryFromDb(id, raw as DbPostSummary) : projectSummaryFromDb(id, raw as DbProjectSummary);
    const { readingMinutes, cover, ...rest } = Object.fromEntries(FUNCTIONS_FIELDS.map((key) => [key, fromFunctions[key]]));
    const web = fromWeb as Partial<PostSummary>;
    expect(rest).toEqual(Object.fromEntries(Object.keys(rest).map((key) => [key, web[key as keyof PostSummary]])));
    // Projects have no reading time: the functions read 0 in each language.
    expect(readingMinutes).toEqual(web.readingMinutes ?? { en: 0, es: 0 });
    // The functions keep what a card needs of an image: no Storage path, no narrower copies.
    const { path: _path, variants: _variants, ...card } = web.cover ?? { path: '', variants: [] };
    expect(cover).toEqual(web.cover ? card : null);
    for (const now of [0, fromWeb.publishedAt - 1, fromWeb.publishedAt, Date.now()])
      expect(functionsIsLive(fromFunctions, now), `at ${now}`).toBe(isLive(fromWeb, now));
  });

  it('accepts the same ids as the web app, within the model’s lengths', () => {
    const ids = [
      'a'.repeat(LIMITS.idMin - 1),
      'a'.repeat(LIMITS.idMin),
      'a'.repeat(LIMITS.idMax),
      'a'.repeat(LIMITS.idMax + 1),
      'my-post-2',
      'my--post',
      '-post',
      'post-',
      'My-post',
      'post_1',
      'posts/x',
    ];
    for (const id of ids) expect(isValidId(id), id).toBe(isValidSlug(id));
    expect(ids.filter(isValidId)).toEqual(['aaa', 'a'.repeat(LIMITS.idMax), 'my-post-2']);
  });
});
