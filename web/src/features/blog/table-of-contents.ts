/**
 * A post's table of contents, read from its rendered body (components/markdown/render-markdown.ts gives every
 * heading a unique id and wraps its text in a self-link): the second- and third-level headings, in order.
 * Posts with fewer than three get none (docs/decisions.md, "Table of contents").
 */

export interface TocEntry {
  /** 2 or 3. */
  depth: number;
  /** The heading's id: the link is `#id`. */
  id: string;
  text: string;
}

const MIN_TOC_HEADINGS = 3;

const HEADING = /<h([23]) id="([^"]+)"[^>]*>([\s\S]*?)<\/h\1>/g;
const ANCHOR_MARK = /<span class="heading-anchor-mark"[^>]*>[\s\S]*?<\/span>/g;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** The text of sanitised HTML (the sanitiser left only entity-escaped text and tags). */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
      if (code[0] !== '#') return ENTITIES[code.toLowerCase()] ?? entity;
      const point = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(point) && point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : entity;
    })
    .trim();
}

export function tableOfContents(bodyHtml: string): TocEntry[] {
  const entries = [...bodyHtml.matchAll(HEADING)]
    .map(([, depth, id, inner]) => ({ depth: Number(depth), id, text: textOf(inner.replace(ANCHOR_MARK, '')) }))
    .filter((entry) => entry.text !== '');
  return entries.length >= MIN_TOC_HEADINGS ? entries : [];
}
