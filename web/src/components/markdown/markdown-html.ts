/**
 * Markdown → sanitised HTML with its code highlighted, for the loaders of the post and project pages: on the
 * server for visitors (the page and its page data carry the HTML, so a visitor's browser downloads and runs no
 * Markdown parser, sanitiser or highlighter: docs/rendering.md), in the browser only for the signed-in owner
 * and a site with no backend. Both libraries load on first use.
 */
export async function markdownToHtml(source: string): Promise<string> {
  const { codeLanguages, markdownWindowReady, renderMarkdown } = await import('./render-markdown');
  await markdownWindowReady();
  const highlighter = codeLanguages(source).length > 0 ? (await import('./highlight')).highlight : undefined;
  return renderMarkdown(source, highlighter);
}
