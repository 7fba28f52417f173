import { describe, expect, it } from 'vitest';
import { blockIndexAt, splitMarkdownBlocks } from './markdown-blocks';

describe('splitMarkdownBlocks', () => {
  it('splits at blank lines, with each block’s start in the body', () => {
    const source = '# Title\n\nFirst paragraph\nstill first.\n\n\n- a\n- b\n';
    const blocks = splitMarkdownBlocks(source);
    expect(blocks.map((block) => block.text)).toEqual(['# Title', 'First paragraph\nstill first.', '- a\n- b']);
    for (const block of blocks) expect(source.slice(block.start, block.start + block.text.length)).toBe(block.text);
  });

  it('keeps a fenced code block whole, blank lines included', () => {
    const source = 'Intro\n\n```ts\nconst a = 1;\n\nconst b = 2;\n```\n\nAfter';
    expect(splitMarkdownBlocks(source).map((block) => block.text)).toEqual(['Intro', '```ts\nconst a = 1;\n\nconst b = 2;\n```', 'After']);
    expect(splitMarkdownBlocks('~~~~\n\n```\n\n~~~~\n\nx').map((block) => block.text)).toEqual(['~~~~\n\n```\n\n~~~~', 'x']);
  });

  it('gives a block the same key wherever it moves, and repeated blocks different keys', () => {
    const before = splitMarkdownBlocks('A\n\nB\n\nB');
    const after = splitMarkdownBlocks('New\n\nA\n\nB\n\nB');
    expect(after.slice(1).map((block) => block.key)).toEqual(before.map((block) => block.key));
    expect(new Set(before.map((block) => block.key)).size).toBe(3);
  });
});

describe('blockIndexAt', () => {
  it('finds the block holding the caret, or the one before a blank line', () => {
    const blocks = splitMarkdownBlocks('One\n\nTwo\n\nThree');
    expect(blockIndexAt(blocks, 0)).toBe(0);
    expect(blockIndexAt(blocks, 4)).toBe(0);
    expect(blockIndexAt(blocks, 6)).toBe(1);
    expect(blockIndexAt(blocks, 100)).toBe(2);
  });
});
