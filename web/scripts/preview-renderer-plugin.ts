/**
 * Vite plugin for `vite preview` (`npm run start:static`, no backend): answers every public page with the
 * build's server renderer (dist-pages/renderer/, server-renderer-plugin.ts) from the bundled seed, as the
 * `pages` function does behind Hosting, the search index (`/api/search/{lang}.json`, `{lang}.quick.json`) as the function answers it,
 * and the admin paths with the plain shell (dist/spa.html). Files
 * (assets, images, robots.txt) are Vite's own static serving.
 */
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { PAGES_DIR, RENDERER_DIR, SHELL_FILE } from '../src/server/html-document';
import type * as ServerEntry from '../src/server/entry-server';

const ADMIN = /^\/(es\/)?admin(\/|$)/;
const FILE = /\.[a-z0-9]+$/i;
const SEARCH_INDEX = /^\/api\/search\/([a-z]{2})(\.quick)?\.json$/;

export function previewRenderer(): Plugin {
  return {
    name: 'preview-renderer',
    apply: (_config, { isPreview }) => Boolean(isPreview),
    configurePreviewServer(server) {
      const root = server.config.root;
      const rendererDir = resolve(root, PAGES_DIR, RENDERER_DIR);
      let loading: Promise<{ entry: typeof ServerEntry; assets: ServerEntry.DocumentAssets }> | undefined;
      const load = () =>
        (loading ??= Promise.all([
          import(pathToFileURL(join(rendererDir, 'entry-server.js')).href) as Promise<typeof ServerEntry>,
          readFile(join(rendererDir, 'assets.json'), 'utf8').then((text) => JSON.parse(text) as ServerEntry.DocumentAssets),
        ]).then(([entry, assets]) => ({ entry, assets })));

      server.middlewares.use((req, res, next) => {
        const url = req.url ?? '/';
        const path = url.split('?')[0];
        const search = SEARCH_INDEX.exec(path);
        if (search && (req.method === 'GET' || req.method === 'HEAD')) {
          const answerIndex = async () => {
            const { entry } = await load();
            const lang = search[1];
            const json = entry.isLang(lang) ? await entry.renderSearchIndex(lang, { tier: search[2] ? 'quick' : 'full' }) : null;
            res.statusCode = json === null ? 404 : 200;
            res.setHeader('Content-Type', 'application/json; charset=utf-8');
            res.setHeader('Cache-Control', 'public, max-age=0, s-maxage=25');
            res.end(req.method === 'HEAD' ? undefined : (json ?? '{"error":"not-found"}'));
          };
          answerIndex().catch(next);
          return;
        }
        if ((req.method !== 'GET' && req.method !== 'HEAD') || FILE.test(path)) return next();
        const answer = async () => {
          const page = ADMIN.test(path)
            ? { status: 200, html: await readFile(resolve(root, server.config.build.outDir, SHELL_FILE), 'utf8') }
            : await load().then(({ entry, assets }) => entry.renderDocument(url, assets));
          res.statusCode = page.status;
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(req.method === 'HEAD' ? undefined : page.html);
        };
        answer().catch(next);
      });
    },
  };
}
