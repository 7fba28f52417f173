/**
 * Markdown → sanitised HTML with its code highlighted, for the loaders of the post and project pages: on the
 * server for visitors (the page and its page data carry the HTML, so a visitor's browser downloads and runs no
 * Markdown parser, sanitiser or highlighter: docs/rendering.md), in the browser only for the signed-in owner
 * and a site with no backend. Both libraries load on first use.
 */

/**
 * The HTML of the bodies rendered lately, by their Markdown: the HTML depends on the text alone, so a body is
 * parsed, highlighted and sanitised once per version, not once per page, page data or feed that shows it
 * (docs/rendering.md, "Caching"). Least recently used first out, past this many characters (source and HTML).
 */
const KEPT_MAX_CHARS = 8 * 1024 * 1024;
const kept = new Map<string, string>();
let keptChars = 0;

export async function markdownToHtml(source: string): Promise<string> {
  const known = kept.get(source);
  if (known !== undefined) {
    kept.delete(source);
    kept.set(source, known);
    return known;
  }
  const { codeLanguages, markdownWindowReady, renderMarkdown } = await import('./render-markdown');
  await markdownWindowReady();
  const highlighter = codeLanguages(source).length > 0 ? (await import('./highlight')).highlight : undefined;
  const html = renderMarkdown(source, highlighter);
  keepMarkdownHtml(source, html);
  return html;
}

/**
 * Keeps `html` as the rendering of `source`: what markdownToHtml made, or what the server read as the stored
 * rendering of this very version (data/rendered-bodies.ts), so no page renders that body again.
 */
export function keepMarkdownHtml(source: string, html: string): void {
  if (!kept.has(source)) {
    kept.set(source, html);
    keptChars += source.length + html.length;
  }
  for (const [oldest, oldHtml] of kept) {
    if (keptChars <= KEPT_MAX_CHARS) break;
    kept.delete(oldest);
    keptChars -= oldest.length + oldHtml.length;
  }
}

/**
 * Whether the HTML of `source` is kept; if it is, it becomes the most recent (the server asks before it checks a
 * stored rendering of the body: none is needed, and the page about to show it finds it still kept).
 */
export function touchMarkdownHtml(source: string): boolean {
  const known = kept.get(source);
  if (known === undefined) return false;
  kept.delete(source);
  kept.set(source, known);
  return true;
}
