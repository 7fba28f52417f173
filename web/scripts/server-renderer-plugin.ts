/**
 * Vite plugin: after the client build, builds the server renderer (web/src/server/entry-server.tsx, for Node, same
 * mode and env) into dist-pages/renderer/ with what it assembles documents from (renderer/assets.json: the
 * built index.html and the manifest). The `pages` function renders every public page with it at request time,
 * and `npm run start:static` too (preview-renderer-plugin.ts); dist/ keeps the plain shell for the admin
 * (spa.html) and 404.html (docs/rendering.md). It hooks the build itself, so every `vite build` ships the same files.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { seedParts } from './seed-parts-plugin';
import { notFoundShell, PAGES_DIR, RENDERER_DIR, SHELL_FILE, type Manifest } from '../src/server/html-document';
import type * as ServerEntry from '../src/server/entry-server';

/** public/robots.txt is written for the emulator origin; a build for another site names its own sitemaps. */
const ROBOTS_ORIGIN = 'http://127.0.0.1:5000';

export function serverRenderer(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'server-renderer',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    // The manifest maps each route module to its JS and CSS files; it is removed again after use.
    config: () => ({ build: { manifest: true } }),
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      const pagesDir = resolve(config.root, PAGES_DIR);
      const rendererDir = join(pagesDir, RENDERER_DIR);
      await rm(pagesDir, { recursive: true, force: true });
      await build({
        configFile: false,
        root: config.root,
        mode: config.mode,
        envDir: config.envDir,
        logLevel: 'warn',
        publicDir: false,
        plugins: [react(), seedParts()],
        resolve: { alias: config.resolve.alias },
        build: {
          ssr: 'src/server/entry-server.tsx',
          outDir: rendererDir,
          emptyOutDir: true,
          target: 'node20',
          minify: false,
          // One file: the cache-busting query below must not give the route modules a second copy of the
          // entry (and of the content store and auth client it sets) to import.
          rolldownOptions: { output: { codeSplitting: false } },
        },
      });
      const entry = (await import(`${pathToFileURL(join(rendererDir, 'entry-server.js')).href}?t=${Date.now()}`)) as typeof ServerEntry;

      const manifestFile = join(outDir, '.vite/manifest.json');
      const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
      const template = await readFile(join(outDir, 'index.html'), 'utf8');
      await writeFile(join(outDir, SHELL_FILE), template);
      await writeFile(join(outDir, '404.html'), notFoundShell(template));
      // No index.html in dist: Hosting serves a file before any rewrite, and `/` is the `pages` function's.
      await rm(join(outDir, 'index.html'));
      const assets: ServerEntry.DocumentAssets = { template, manifest, base: config.base };
      // The `pages` function assembles its documents from the same template and manifest.
      await writeFile(join(rendererDir, 'assets.json'), JSON.stringify(assets));
      // A renderer that cannot render the home page must fail the build, not the first visitor.
      const home = await entry.renderDocument('/', assets);
      if (home.status !== 200) throw new Error(`server renderer: / answered ${home.status}`);

      const robots = join(outDir, 'robots.txt');
      await writeFile(robots, (await readFile(robots, 'utf8')).replaceAll(ROBOTS_ORIGIN, entry.siteUrl));
      await rm(join(outDir, '.vite'), { recursive: true, force: true });
      config.logger.info(`the server renderer of every public page (${entry.contentSource} content) in ${PAGES_DIR}/${RENDERER_DIR}/`);
    },
  };
}
