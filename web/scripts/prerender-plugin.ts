/**
 * Vite plugin: after the client build, builds web/src/entry-server.tsx for Node (same mode, same env),
 * renders the static public pages and writes them into dist/ (see docs/rendering.md). It hooks the
 * build itself, so every `vite build` (npm scripts, the e2e runner, the benchmarks) ships the same files.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { seedPartModule, seedParts } from './seed-parts-plugin';
import {
  assemblePage,
  chunkAssets,
  frameHead,
  frameOnly,
  kindShellFile,
  notFoundShell,
  outputFile,
  PAGES_DIR,
  PRERENDERED_PATHS,
  SHELL_FILE,
  splitHoisted,
  withoutJsonLd,
  type Manifest,
} from './prerender-html';

const LANG_TAGS = { en: 'en-US', es: 'es-ES' } as const;

interface ServerEntry {
  render(url: string): Promise<{ status: number; html: string; routeModules: string[]; seedParts: string[] }>;
  itemPages(): Promise<{ kind: 'post' | 'project'; lang: 'en' | 'es'; path: string }[]>;
  contentSource: 'database' | 'bundled';
  siteUrl: string;
}

/** public/robots.txt is written for the emulator origin; a build for another site names its own sitemaps. */
const ROBOTS_ORIGIN = 'http://127.0.0.1:5000';

export function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender-public-pages',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    // The manifest maps each route module to its JS and CSS files; it is removed again after use.
    config: () => ({ build: { manifest: true } }),
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      const ssrOutDir = join(config.root, 'node_modules/.cache/prerender-ssr');
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
          ssr: 'src/entry-server.tsx',
          outDir: ssrOutDir,
          emptyOutDir: true,
          target: 'node20',
          minify: false,
          // One file: the cache-busting query below must not give the route modules a second copy of the
          // entry (and of the content store and auth client it sets) to import.
          rolldownOptions: { output: { codeSplitting: false } },
        },
      });
      const entry = (await import(`${pathToFileURL(join(ssrOutDir, 'entry-server.js')).href}?t=${Date.now()}`)) as ServerEntry;

      const manifestFile = join(outDir, '.vite/manifest.json');
      const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
      const template = await readFile(join(outDir, 'index.html'), 'utf8');
      await writeFile(join(outDir, SHELL_FILE), template);
      await writeFile(join(outDir, '404.html'), notFoundShell(template));
      const base = config.base;
      const bundled = entry.contentSource === 'bundled';

      /** Renders `path` and assembles its HTML; `frame` keeps only the page frame (content read at runtime). */
      const renderPage = async (path: string, { frame, keepJsonLd = true }: { frame: boolean; keepJsonLd?: boolean }) => {
        const page = await entry.render(path);
        if (page.status !== 200) throw new Error(`prerender: ${path} answered ${page.status}`);
        const lang = path === '/es' || path.startsWith('/es/') ? 'es' : 'en';
        // What the first client render waits for besides the route module: the language's messages
        // and the content store (bundled mode: the seed parts the page read). Preloading them turns a
        // request waterfall into one round.
        const namespaces = path.endsWith('emi-lgn') ? ['common', 'pages', 'auth'] : ['common', 'pages'];
        const dataModules = [
          ...namespaces.map((ns) => `src/locales/${lang}/${ns}.json`),
          ...(bundled
            ? page.seedParts.length > 0
              ? [
                  'src/features/content/api/bundled-content-store.ts',
                  'src/features/content/api/bundled-seed.ts',
                  ...page.seedParts.map(seedPartModule),
                ]
              : []
            : ['src/features/content/api/database-content-store.ts']),
        ];
        const route = chunkAssets(manifest, page.routeModules);
        const data = chunkAssets(manifest, dataModules);
        const { head, body } = splitHoisted(page.html);
        return assemblePage(template, {
          langTag: LANG_TAGS[lang],
          head: frame ? frameHead(head) : head,
          body: frame ? frameOnly(body) : keepJsonLd ? body : withoutJsonLd(body),
          css: route.css.map((file) => base + file),
          preload: [...new Set([...route.js, ...data.js])].map((file) => base + file),
          // A page with a form (the login) needs its app at once: input typed before the takeover would be lost.
          completeWithoutScripts: !frame && !/<form\b/.test(body),
        });
      };
      const write = async (file: string, html: string) => {
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, html);
      };

      for (const path of PRERENDERED_PATHS) {
        await write(join(outDir, outputFile(path)), await renderPage(path, { frame: !bundled }));
      }

      // Posts and projects are answered by the `pages` function (their head and status depend on the
      // item), which reads these files: in bundled mode every item whole, else a frame per kind and language.
      const pagesDir = resolve(config.root, PAGES_DIR);
      await rm(pagesDir, { recursive: true, force: true });
      const items = await entry.itemPages();
      if (bundled) {
        // The function writes the item's JSON-LD into the head; the page's own copy would be a second one.
        for (const { path } of items)
          await write(join(pagesDir, outputFile(path)), await renderPage(path, { frame: false, keepJsonLd: false }));
      }
      for (const kind of ['post', 'project'] as const) {
        for (const lang of ['en', 'es'] as const) {
          const sample = items.find((item) => item.kind === kind && item.lang === lang);
          if (sample) await write(join(pagesDir, kindShellFile(kind, lang)), await renderPage(sample.path, { frame: true }));
        }
      }
      const robots = join(outDir, 'robots.txt');
      await writeFile(robots, (await readFile(robots, 'utf8')).replaceAll(ROBOTS_ORIGIN, entry.siteUrl));
      await rm(join(outDir, '.vite'), { recursive: true, force: true });
      config.logger.info(
        `prerendered ${PRERENDERED_PATHS.length} pages (${entry.contentSource} content) + ${SHELL_FILE}; ` +
          `${bundled ? items.length : 0} posts/projects and the frame of each kind into ${PAGES_DIR}/`,
      );
    },
  };
}
