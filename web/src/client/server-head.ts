/**
 * The HTML a visitor first receives already carries the page's head: the prerendered pages (build time),
 * the `pages` function's post/project tags, or index.html's static title. React 19 renders the page's own
 * <title>/<meta>/<link> again when the client takes over (it adopts existing tags only when hydrating), so
 * after the first client render the server-made tags that React now renders itself are removed — one
 * canonical, one description, one title — while those React does not render (the login page's static
 * title) stay.
 */

/** Which tags are "the same thing": a page has one of each kind (or one group, for repeated metas). */
function headTagKind(element: Element): string | null {
  const tag = element.tagName.toLowerCase();
  if (tag === 'title') return 'title';
  if (tag === 'meta') {
    const name = element.getAttribute('name');
    if (name && name !== 'viewport' && name !== 'theme-color' && name !== 'color-scheme') return `meta:${name}`;
    const property = element.getAttribute('property');
    return property ? `meta:${property}` : null;
  }
  if (tag === 'link') {
    const rel = element.getAttribute('rel');
    if (rel === 'canonical') return 'canonical';
    if (rel === 'alternate') return `alternate:${element.getAttribute('type') ?? 'hreflang'}`;
    return null;
  }
  if (tag === 'script' && element.getAttribute('type') === 'application/ld+json') return 'json-ld';
  return null;
}

/** Takes note of the server-made head tags now; the returned function removes those React has replaced. */
export function trackServerHead(head: HTMLHeadElement = document.head, root: Element | null = document.getElementById('root')): () => void {
  const serverMade = Array.from(head.children).filter((element) => headTagKind(element) !== null);
  const before = new Set(serverMade);
  return () => {
    // React hoists title/meta/link into <head> but renders JSON-LD scripts where the page puts them.
    const rendered = [...Array.from(head.children).filter((element) => !before.has(element)), ...(root?.querySelectorAll('script') ?? [])];
    const renderedKinds = new Set(rendered.map(headTagKind).filter((kind): kind is string => kind !== null));
    for (const element of serverMade) {
      if (renderedKinds.has(headTagKind(element)!)) element.remove();
    }
  };
}
