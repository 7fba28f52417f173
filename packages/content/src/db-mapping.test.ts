import { describe, expect, it } from 'vitest';
import { postSummaryFromDb, tagsFromDb, type DbPostSummary } from './db-mapping.ts';

describe('tagsFromDb', () => {
  it('lists the tags in the order of their tagList slots, as an array or an index-keyed object', () => {
    const tags = { a11y: true, 'canvas-api': true, react: true };
    expect(tagsFromDb(tags, ['react', 'canvas-api', 'a11y'])).toEqual(['react', 'canvas-api', 'a11y']);
    expect(tagsFromDb(tags, { 10: 'a11y', 2: 'canvas-api', 0: 'react' })).toEqual(['react', 'canvas-api', 'a11y']);
  });

  it('reads an item stored before tagList alphabetically; a tag without a slot follows the placed ones', () => {
    expect(tagsFromDb({ web: true, css: true, html: true })).toEqual(['css', 'html', 'web']);
    expect(tagsFromDb({ web: true, css: true, html: true }, ['web'])).toEqual(['web', 'css', 'html']);
  });

  it('ignores what is not a tag: values other than true, slots naming no tag of the item, repeats', () => {
    expect(tagsFromDb({ react: true, vue: 'yes', svelte: 1 }, ['vue', 'svelte', 'ghost', 7, 'react', 'react'])).toEqual(['react']);
    expect(tagsFromDb(undefined, ['react'])).toEqual([]);
    expect(tagsFromDb(['react'], ['react'])).toEqual([]);
  });

  it('is how a summary reads its tags', () => {
    const raw = { status: 'published', tags: { b: true, a: true }, tagList: { 0: 'b', 1: 'a' } } as unknown as DbPostSummary;
    expect(postSummaryFromDb('some-post', raw).tags).toEqual(['b', 'a']);
  });
});
