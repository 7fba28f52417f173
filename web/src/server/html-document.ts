/**
 * Pure helpers of the server renderer (entry-server.tsx, web/scripts/server-renderer-plugin.ts): how
 * the app's markup is put into the built index.html, and where the build's files go. No file system here.
 */
import { PAGE_DATA_ELEMENT_ID } from '../app/page-data';

/** The plain shell (no page inside): the admin paths; 404.html is the same with noindex. */
export const SHELL_FILE = 'spa.html';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/** A chunk's own JS file and CSS, and those of everything it imports statically (what it needs before it runs). */
export function chunkAssets(manifest: Manifest, keys: string[]): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    js.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return { js: [...js], css: [...css] };
}

const HOISTED = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>)+/;

/** React 19 emits the hoisted <title>/<meta>/<link> at the start of a string render; split them from the body. */
export function splitHoisted(html: string): { head: string; body: string } {
  const head = HOISTED.exec(html)?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}

export interface PageParts {
  /** BCP 47 tag for <html lang>. */
  langTag: string;
  /**
   * The languages the page exists in, when it is one item's page: written as <html data-languages>
   * for the boot script's language choice (web/index.html), which never sends a visitor to a missing translation.
   */
  languages?: readonly string[] | null;
  /** Hoisted head tags (title first), from splitHoisted. */
  head: string;
  /** Markup for #root. */
  body: string;
  /** The page data as JSON (app/page-data.ts serializePageData), written as a non-executable block after #root. */
  data?: string;
  /** /assets/… URLs to link as stylesheets and to modulepreload. */
  css: string[];
  preload: string[];
  /**
   * The markup is the whole page (bundled content): its first paint needs only the HTML, the CSS and the
   * images, so the app's scripts wait in <template id="app-scripts"> until the theme boot script of
   * index.html starts them after the first paint, and a slow connection brings the page first.
   */
  completeWithoutScripts?: boolean;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The built index.html with the page inside: its head tags in place of the static title, its CSS linked, its markup in #root. */
export function assemblePage(template: string, parts: PageParts): string {
  const present = (href: string) => template.includes(`"${href}"`);
  const stylesheets = parts.css
    .filter((href) => !present(href))
    .map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`);
  const preloads = parts.preload
    .filter((href) => !present(href))
    .map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`);
  let html = template;
  const languages = parts.languages ? ` data-languages="${escapeAttribute(parts.languages.join(' '))}"` : '';
  html = replaceOnce(html, /<html lang="[^"]*"/, `<html lang="${escapeAttribute(parts.langTag)}"${languages}`);
  // The page's <title> replaces the static one (a page without its own, like the login, keeps it);
  // React adopts these tags when the client renders the same page, so none is duplicated.
  html = replaceOnce(html, /<title>[^<]*<\/title>/, (title) => (parts.head.includes('<title>') ? parts.head : `${title}${parts.head}`));
  const links = parts.completeWithoutScripts ? stylesheets : [...stylesheets, ...preloads];
  html = replaceOnce(html, /<\/head>/, () => `  ${links.join('\n    ')}\n  </head>`);
  if (parts.completeWithoutScripts) html = moveScriptsAfterPaint(html, preloads);
  const data = parts.data === undefined ? '' : `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${parts.data}</script>`;
  html = replaceOnce(html, /<div id="root"><\/div>/, () => `<div id="root">${parts.body}</div>${data}`);
  return html;
}

const ENTRY_SCRIPT = /[ \t]*<script type="module" crossorigin src="([^"]+)"><\/script>\n?/;
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload" crossorigin href="[^"]+">\n?/g;

/** The entry script and every modulepreload go into <template id="app-scripts" data-entry="…"> (inert until started). */
function moveScriptsAfterPaint(html: string, extraPreloads: string[]): string {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry) throw new Error('prerender: the built index.html has no module entry script');
  const preloads = [...(html.match(MODULE_PRELOAD) ?? []).map((link) => link.trim()), ...extraPreloads];
  const withoutScripts = html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
  const template = `<template id="app-scripts" data-entry="${escapeAttribute(entry[1])}">${preloads.join('')}</template>`;
  return replaceOnce(withoutScripts, /<\/head>/, () => `  ${template}\n  </head>`);
}

// A function replacement, so `$` in page text is never read as a replacement pattern.
function replaceOnce(html: string, pattern: RegExp, replacement: string | ((match: string) => string)): string {
  if (!pattern.test(html)) throw new Error(`prerender: the built index.html has no ${pattern}`);
  return html.replace(pattern, typeof replacement === 'string' ? () => replacement : replacement);
}

/**
 * 404.html (the plain shell Hosting sends with status 404): noindex in the markup itself, with the
 * content the error page's <Seo noindex> renders, so React adopts it instead of adding a second one.
 */
export function notFoundShell(shell: string): string {
  return replaceOnce(shell, /<\/title>/, (end) => `${end}<meta name="robots" content="noindex, nofollow">`);
}

/**
 * What the build leaves for the `pages` function (web/dist-pages/, not in dist/: Hosting must not serve it):
 * the server renderer and its assets.json, in RENDERER_DIR. functions/scripts/copy-build-assets.mjs copies
 * the folder into lib/.
 */
export const PAGES_DIR = 'dist-pages';
export const RENDERER_DIR = 'renderer';
