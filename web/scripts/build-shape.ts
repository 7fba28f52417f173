/**
 * How the client build is cut into files, for the first paint of a prerendered page on a slow phone:
 * few requests, CSS first, and nothing of the admin or of Firebase on public pages.
 */
import type { Plugin } from 'vite';

/** Modules every public page needs once its route module runs (content access, cards, dates): one chunk, not ten tiny ones. */
const PUBLIC_SHARED = [
  'features/content/types',
  'features/content/api/content-store',
  'features/content/api/get-content-store',
  'features/content/api/db-mapping',
  'features/content/api/memory-content-store',
  'features/content/api/bundled-content-store',
  'features/content/api/bundled-seed',
  'features/blog/blog-query',
  'features/blog/components/',
  'features/projects/components/',
  'features/language/components/only-in-language-note',
  'components/markdown/rendered-markdown',
  'utils/dates',
  'app/http-errors',
];

const inWebSrc = (id: string, prefix: string) => id.replaceAll('\\', '/').includes(`/web/src/${prefix}`);

/** build.rolldownOptions.output.codeSplitting */
export const codeSplitting = {
  groups: [
    // Everything the entry imports statically (React, the router, i18n, the frame) in the entry chunk.
    { name: 'framework', tags: ['$initial' as const] },
    { name: 'public', test: (id: string) => PUBLIC_SHARED.some((prefix) => inWebSrc(id, prefix)) },
  ],
};

/**
 * Stylesheets before the module script and its preloads: the CSS is what a prerendered page needs for
 * its first paint, so it must not queue behind JavaScript (HTTP/1.1 gives a page six connections).
 */
export function stylesheetsFirst(html: string): string {
  const stylesheets = html.match(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g) ?? [];
  const firstScript = html.search(/[ \t]*<script type="module"/);
  if (stylesheets.length === 0 || firstScript < 0) return html;
  const withoutStylesheets = (part: string) => stylesheets.reduce((rest, link) => rest.replace(link, ''), part);
  return withoutStylesheets(html.slice(0, firstScript)) + stylesheets.join('') + withoutStylesheets(html.slice(firstScript));
}

export function stylesheetsBeforeScripts(): Plugin {
  return { name: 'stylesheets-before-scripts', apply: 'build', transformIndexHtml: { order: 'post', handler: stylesheetsFirst } };
}
