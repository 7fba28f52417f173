import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sitePaths } from '../config/site.js';
import { FALLBACK_SHELL } from './page-head.js';
import type { PageRoute } from './pages-handler.js';

const here = dirname(fileURLToPath(import.meta.url));

/** lib/app-shell.html is the built web/dist/spa.html (the plain shell), copied by the functions build. */
export const APP_SHELL_FILE = join(here, '..', 'app-shell.html');

/** lib/prerendered/ is the web build's dist-pages/ (web/scripts/prerender-plugin.ts), copied by the functions build. */
export const PRERENDERED_DIR = join(here, '..', 'prerendered');

/** Loads the app's HTML once per instance; the minimal shell stands in when the web app was not built. */
export function appShellLoader(file: string = APP_SHELL_FILE): () => Promise<string> {
  let shell: Promise<string> | undefined;
  return () => {
    shell ??= readFile(file, 'utf8').catch(() => FALLBACK_SHELL);
    return shell;
  };
}

/** The file of a post or project prerendered whole (bundled content): its URL path as a flat .html file. */
export const itemPageFile = (route: PageRoute): string =>
  `${(route.kind === 'post' ? sitePaths.post(route.lang, route.id) : sitePaths.project(route.lang, route.id)).slice(1)}.html`;

/** The page frame of a kind in a language, with the scripts that page needs preloaded (web/scripts/prerender-html.ts). */
export const kindShellFile = (route: PageRoute): string => `shells/${route.kind}.${route.lang}.html`;

export interface PrerenderedPagesOptions {
  dir?: string;
  /**
   * Bundled content: the prerendered item pages hold the same content the function reads, so they are
   * served whole. With the database they would be stale build-time copies: only the frames are used.
   */
  wholeItems: boolean;
}

/**
 * The HTML a post or project page starts from: the item prerendered whole, else the frame of its kind,
 * else null (the caller uses the plain shell). Files are read once per instance; `route.id` must already
 * be a valid id (it becomes part of a file name).
 */
export function prerenderedPageLoader({
  dir = PRERENDERED_DIR,
  wholeItems,
}: PrerenderedPagesOptions): (route: PageRoute) => Promise<string | null> {
  const cache = new Map<string, Promise<string | null>>();
  const read = (file: string) => {
    let page = cache.get(file);
    if (!page) {
      page = readFile(join(dir, file), 'utf8').catch(() => null);
      cache.set(file, page);
    }
    return page;
  };
  return async (route) => (wholeItems ? await read(itemPageFile(route)) : null) ?? (await read(kindShellFile(route)));
}
