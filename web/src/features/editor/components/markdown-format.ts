/**
 * The Markdown toolbar's edits, as pure functions of the text and its selection: what to put in place of which
 * characters, and what to select afterwards (markdown-toolbar.tsx applies them).
 */

export type FormatKind = 'heading' | 'bold' | 'italic' | 'link' | 'code' | 'list' | 'quote';

export interface FormatEdit {
  /** The characters replaced: [from, to). */
  from: number;
  to: number;
  text: string;
  /** The selection after the edit. */
  selectStart: number;
  selectEnd: number;
}

/** Placeholder words, in the body's language, for a format applied to no selection. */
export interface FormatWords {
  text: string;
  url: string;
}

const INLINE: Partial<Record<FormatKind, string>> = { bold: '**', italic: '_', code: '`' };
const LINE_PREFIX: Partial<Record<FormatKind, string>> = { heading: '## ', list: '- ', quote: '> ' };

/** The edit that applies `kind` to the selection [start, end) of `value`. */
export function formatEdit(value: string, start: number, end: number, kind: FormatKind, words: FormatWords): FormatEdit {
  const selected = value.slice(start, end);
  const marker = INLINE[kind];
  if (marker) {
    // A multi-line selection in code is a fenced block; otherwise the selection is wrapped.
    if (kind === 'code' && selected.includes('\n')) {
      const text = `\`\`\`\n${selected}\n\`\`\``;
      return { from: start, to: end, text, selectStart: start + 4, selectEnd: start + 4 + selected.length };
    }
    const inner = selected || words.text;
    const text = `${marker}${inner}${marker}`;
    return { from: start, to: end, text, selectStart: start + marker.length, selectEnd: start + marker.length + inner.length };
  }
  if (kind === 'link') {
    const inner = selected || words.text;
    const text = `[${inner}](${words.url})`;
    // The address is what is left to type: it is selected.
    const urlStart = start + inner.length + 3;
    return { from: start, to: end, text, selectStart: urlStart, selectEnd: urlStart + words.url.length };
  }
  // Line formats: every line the selection touches gets the prefix (or loses it, when all have it).
  const prefix = LINE_PREFIX[kind] ?? '';
  const from = value.lastIndexOf('\n', start - 1) + 1;
  const lineEnd = value.indexOf('\n', end);
  const to = lineEnd === -1 ? value.length : lineEnd;
  const lines = value.slice(from, to).split('\n');
  const allHave = lines.every((line) => line.startsWith(prefix));
  const text = lines.map((line) => (allHave ? line.slice(prefix.length) : `${prefix}${line.replace(/^(#{1,6} |- |> )/, '')}`)).join('\n');
  return { from, to, text, selectStart: from, selectEnd: from + text.length };
}

/** The words of a text as a reader meets them: a link counts its text, not its address; marks are no words. */
export function wordCount(markdown: string): number {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
