import { describe, expect, it } from 'vitest';
import { formatEdit, wordCount, type FormatKind } from './markdown-format';

const WORDS = { text: 'text', url: 'https://' };

/** `[` and `]` mark the selection in the text before and after. */
function format(marked: string, kind: FormatKind): string {
  const start = marked.indexOf('[');
  const end = marked.indexOf(']') - 1;
  const value = marked.replace('[', '').replace(']', '');
  const edit = formatEdit(value, start, end, kind, WORDS);
  const next = value.slice(0, edit.from) + edit.text + value.slice(edit.to);
  return `${next.slice(0, edit.selectStart)}[${next.slice(edit.selectStart, edit.selectEnd)}]${next.slice(edit.selectEnd)}`;
}

describe('the Markdown toolbar’s edits', () => {
  it('wraps the selection, or a placeholder selected for typing over', () => {
    expect(format('A [big] day', 'bold')).toBe('A **[big]** day');
    expect(format('A [] day', 'italic')).toBe('A _[text]_ day');
    expect(format('Run [npm test] now', 'code')).toBe('Run `[npm test]` now');
    expect(format('[two\nlines]', 'code')).toBe('```\n[two\nlines]\n```');
  });

  it('makes a link of the selection with its address selected', () => {
    const edit = formatEdit('See the docs.', 4, 12, 'link', WORDS);
    expect(edit.text).toBe('[the docs](https://)');
    expect('See [the docs](https://).'.slice(edit.selectStart, edit.selectEnd)).toBe('https://');
  });

  it('prefixes every line the selection touches, and takes the prefix off again', () => {
    expect(format('one\nt[wo\nthr]ee\nfour', 'list')).toBe('one\n[- two\n- three]\nfour');
    expect(format('[- two\n- three]', 'list')).toBe('[two\nthree]');
    expect(format('Set[]up', 'heading')).toBe('[## Setup]');
    expect(format('# Old[]', 'quote')).toBe('[> Old]');
  });
});

describe('word count', () => {
  it('counts what a reader reads: link texts, not addresses; marks are no words', () => {
    expect(wordCount('')).toBe(0);
    expect(wordCount('## A title\n\nSome **bold** text, [a link](https://example.com) — and ¡más!')).toBe(9);
    expect(wordCount('- one\n- two\n\n```\ncode\n```')).toBe(3);
  });
});
