import { describe, expect, it } from 'vitest';
import { withBlockAt } from './use-insert-at-caret';

const IMAGE = '![A chart](https://storage.example.com/chart.webp)';

/** `|` marks the caret in the text before and after. */
function insertAt(marked: string): string {
  const start = marked.indexOf('|');
  const inserted = withBlockAt(marked.replace('|', ''), start, start, IMAGE);
  return `${inserted.value.slice(0, inserted.caret)}|${inserted.value.slice(inserted.caret)}`;
}

describe('a block of Markdown inserted at the caret', () => {
  it('keeps a heading after it a heading: blank lines around the block', () => {
    expect(insertAt('Intro text.|## The setup')).toBe(`Intro text.\n\n${IMAGE}|\n\n## The setup`);
  });

  it('adds only the blank lines the text around lacks', () => {
    expect(insertAt('Intro.\n\n|## The setup')).toBe(`Intro.\n\n${IMAGE}|\n\n## The setup`);
    expect(insertAt('Intro.\n|\n## The setup')).toBe(`Intro.\n\n${IMAGE}|\n\n## The setup`);
    expect(insertAt('Intro.|\n\n## The setup')).toBe(`Intro.\n\n${IMAGE}|\n\n## The setup`);
  });

  it('splits a paragraph the caret is in, and adds nothing at the start or end of the body', () => {
    expect(insertAt('One half|other half')).toBe(`One half\n\n${IMAGE}|\n\nother half`);
    expect(insertAt('|')).toBe(`${IMAGE}|`);
    expect(insertAt('|First line')).toBe(`${IMAGE}|\n\nFirst line`);
    expect(insertAt('Last line|')).toBe(`Last line\n\n${IMAGE}|`);
  });

  it('replaces a selection', () => {
    const text = 'Keep DROP keep';
    expect(withBlockAt(text, 5, 10, IMAGE).value).toBe(`Keep \n\n${IMAGE}\n\nkeep`);
  });
});
