import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FALLBACK_SHELL } from './page-head.js';

const here = dirname(fileURLToPath(import.meta.url));

/** lib/app-shell.html is the built web/dist/spa.html (the plain shell), copied by the functions build. */
export const APP_SHELL_FILE = join(here, '..', 'app-shell.html');

/** Loads the app's HTML once per instance; the minimal shell stands in when the web app was not built. */
export function appShellLoader(file: string = APP_SHELL_FILE): () => Promise<string> {
  let shell: Promise<string> | undefined;
  return () => {
    shell ??= readFile(file, 'utf8').catch(() => FALLBACK_SHELL);
    return shell;
  };
}
