import { describe, expect, it } from 'vitest';
import { summaryFromDb, tagsFromRaw } from './types.js';

describe('tagsFromRaw', () => {
  it('lists the tags in the order of their tagList slots, as an array or an index-keyed object', () => {
    const tags = { a11y: true, 'canvas-api': true, react: true };
    expect(tagsFromRaw(tags, ['react', 'canvas-api', 'a11y'])).toEqual(['react', 'canvas-api', 'a11y']);
    expect(tagsFromRaw(tags, { 10: 'a11y', 2: 'canvas-api', 0: 'react' })).toEqual(['react', 'canvas-api', 'a11y']);
  });

  it('reads an item stored before tagList alphabetically; a tag without a slot follows the placed ones', () => {
    expect(tagsFromRaw({ web: true, css: true, html: true })).toEqual(['css', 'html', 'web']);
    expect(tagsFromRaw({ web: true, css: true, html: true }, ['web'])).toEqual(['web', 'css', 'html']);
  });

  it('ignores what is not a tag: values other than true, slots naming no tag of the item, repeats', () => {
    expect(tagsFromRaw({ react: true, vue: 'yes', svelte: 1 }, ['vue', 'svelte', 'ghost', 7, 'react', 'react'])).toEqual(['react']);
    expect(tagsFromRaw(undefined, ['react'])).toEqual([]);
    expect(tagsFromRaw(['react'], ['react'])).toEqual([]);
  });

  it('is how a summary reads its tags', () => {
    const raw = { status: 'published', tags: { b: true, a: true }, tagList: { 0: 'b', 1: 'a' } };
    expect(summaryFromDb('post', 'some-post', raw)?.tags).toEqual(['b', 'a']);
  });
});
