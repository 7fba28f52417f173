/**
 * The preview renders a long body block by block: each block is its own memoised component, so a keystroke
 * re-renders only the block it changed, and React can pause between blocks to handle the next keystroke.
 */
export interface MarkdownBlock {
  /** The block's Markdown, as written. */
  text: string;
  /** Where it starts in the body (a caret offset can be matched to its block). */
  start: number;
  /** A key that stays the same while the block's text does, wherever it moves: blocks before it can change. */
  key: string;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/**
 * Splits at blank lines outside fenced code. A block is a paragraph, a heading, a list item group, a table, a
 * whole code block… Markdown that spans blank lines (a loose list, a reference link defined further down)
 * previews slightly differently from the page in that spot; the public page renders the body whole.
 */
export function splitMarkdownBlocks(source: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  const seen = new Map<string, number>();
  let fence: string | null = null;
  let start = -1;
  let offset = 0;
  const close = (end: number) => {
    if (start < 0) return;
    const text = source.slice(start, end);
    const count = seen.get(text) ?? 0;
    seen.set(text, count + 1);
    blocks.push({ text, start, key: `${count}:${text}` });
    start = -1;
  };
  for (const line of source.split('\n')) {
    const marker = FENCE.exec(line)?.[1];
    if (fence === null && marker) fence = marker[0].repeat(marker.length);
    else if (fence !== null && marker && marker[0] === fence[0] && marker.length >= fence.length) fence = null;
    if (fence === null && line.trim() === '' && !marker) close(offset - 1);
    else if (start < 0) start = offset;
    offset += line.length + 1;
  }
  close(source.length);
  return blocks;
}

/** The block the caret is in, or the last one that starts before it (the caret sits in a blank line). */
export function blockIndexAt(blocks: readonly MarkdownBlock[], caret: number): number {
  let index = 0;
  for (let i = 0; i < blocks.length && blocks[i].start <= caret; i++) index = i;
  return index;
}
