/**
 * How the client build is cut into files, for the first paint of a prerendered page on a slow phone:
 * few requests, CSS first, and nothing of the admin or of Firebase on public pages.
 */
import type { Plugin } from 'vite';

/**
 * Modules every public page needs once its route module runs (cards, dates, tag labels): one chunk, not ten tiny ones.
 * Not the content stores (bundled seed, memory store, record mapping): a visitor's page data comes from the server
 * (web/src/app/page-data.ts), so only the owner's tab and a site without a backend load them, lazily
 * (data/get-content-store.ts), and no visitor downloads them with every page.
 */
const PUBLIC_SHARED = [
  // The content package's (packages/content), which the app reaches as @portfolio/content/content-types.
  'content-types',
  'data/tag-labels',
  'features/auth/components/owner-edit-links',
  'data/content-store',
  'data/get-content-store',
  'features/blog/blog-query',
  'features/blog/components/',
  'features/projects/components/',
  // srcset and sizes of the cards, the post cover and the gallery (docs/decisions.md, "Responsive images").
  'utils/responsive-image',
  // Every content page's link-preview image (docs/decisions.md, "Link previews"): a few lines, not a request of their own.
  'components/seo/link-preview-image',
  'features/language/components/not-translated-note',
  'components/markdown/rendered-markdown',
  'utils/dates',
  'app/http-errors',
];

/** Loaded lazily by a public page, only when a visitor asks for it: kept out of the shared chunk. */
const ON_DEMAND = ['features/projects/components/gallery-viewer'];

/** The app's sources and the content package's: a prefix above is a path under either. */
const SOURCE_ROOTS = ['/web/src/', '/packages/content/src/'];
const inWebSrc = (id: string, prefix: string) => SOURCE_ROOTS.some((root) => id.replaceAll('\\', '/').includes(`${root}${prefix}`));

/** Whether a module belongs in the chunk the public routes share. */
export const isPublicModule = (id: string): boolean =>
  PUBLIC_SHARED.some((prefix) => inWebSrc(id, prefix)) && !ON_DEMAND.some((prefix) => inWebSrc(id, prefix));

/**
 * The modules the takeover needs that the entry does not: web/src/client/take-over.tsx and everything it imports
 * statically, less what web/src/client/main.tsx imports statically (that runs with the entry). Filled in by
 * collectTakeoverModules() once the module graph is complete (buildEnd), read by the chunking below, which runs
 * after it, when the output is generated.
 */
const takeoverModules = new Set<string>();

const srcFile = (name: string) => new RegExp(`[\\\\/]web[\\\\/]src[\\\\/]client[\\\\/]${name.replace('.', '\\.')}$`);

export function collectTakeoverModules(): Plugin {
  return {
    name: 'collect-takeover-modules',
    apply: 'build',
    buildEnd() {
      // A test beside the code it tests must never be built: a glob that matches it (the router's page modules)
      // would ship it, and its test libraries, to visitors.
      const testModule = [...this.getModuleIds()].find((id) => /\.test\.[cm]?[jt]sx?$/.test(id));
      if (testModule) {
        // Logged too: a later plugin's closeBundle (server-renderer) can fail on the aborted build and hide this error.
        console.error(`✗ a test module is in the client build: ${testModule}`);
        this.error(`a test module is in the client build: ${testModule}`);
      }
      const closure = (root: RegExp): Set<string> => {
        const found = new Set<string>();
        const visit = (id: string) => {
          if (found.has(id)) return;
          found.add(id);
          this.getModuleInfo(id)?.importedIds.forEach(visit);
        };
        const id = [...this.getModuleIds()].find((candidate) => root.test(candidate));
        // A moved entry would otherwise leave the framework group empty and ship one large chunk without a word.
        if (!id) throw new Error(`collect-takeover-modules: no module matches ${root}`);
        visit(id);
        return found;
      };
      const entry = closure(srcFile('main.tsx'));
      takeoverModules.clear();
      for (const id of closure(srcFile('take-over.tsx'))) if (!entry.has(id)) takeoverModules.add(id);
    },
  };
}

/**
 * build.rolldownOptions.output.codeSplitting: the entry (web/src/client/main.tsx) evaluates the app in two steps with a
 * task between them, so each step is a chunk of its own — React DOM, then the rest of the frame (the router,
 * i18n, the layout) — plus one chunk of what the public routes share.
 */
export const codeSplitting = {
  // Each group takes exactly the modules its test names (the framework group already lists the takeover's whole
  // graph); otherwise a module both steps import (mount-failure.ts) would pull the framework into the entry.
  includeDependenciesRecursively: false,
  groups: [
    { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
    { name: 'framework', test: (id: string) => takeoverModules.has(id), priority: 2 },
    { name: 'public', test: isPublicModule, priority: 1 },
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

interface BundleChunk {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * The chunks the entry loads in steps (web/src/client/main.tsx imports React DOM, then the app, with a task between):
 * each step's chunk and what it imports statically, in the order they run. The entry's own static imports are
 * not repeated (Vite preloads those already).
 */
export function takeoverStepFiles(bundle: Record<string, BundleChunk>): string[] {
  const entry = Object.values(bundle).find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
  if (!entry) return [];
  const files: string[] = [];
  const seen = new Set<string>([entry.fileName, ...(entry.imports ?? [])]);
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    bundle[file]?.imports?.forEach(visit);
    files.push(file);
  };
  entry.dynamicImports?.forEach(visit);
  return files;
}

/**
 * Modulepreloads for the entry's steps: without them each step would be fetched only when the one before has run,
 * a round trip each on a slow line; with them every chunk of the takeover downloads at once.
 */
export function preloadTakeoverSteps(): Plugin {
  return {
    name: 'preload-takeover-steps',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, context) =>
        takeoverStepFiles((context.bundle ?? {}) as Record<string, BundleChunk>).map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        })),
    },
  };
}

/**
 * Every document links the entry's stylesheet, the public one (docs/rendering.md, "What a page downloads"); Vite would
 * still name it in the preload list of each lazy import whose chunk imports the entry (most do: the preload helper lives
 * there), bytes of visitors' JavaScript for a load that never happens. Once index.html has its link (vite:build-html,
 * before this post plugin), the entry stops counting it as its own, so no list names it; an owner-only chunk's CSS
 * stays in the lists that load that chunk.
 */
export function publicStylesheetLinkedOnce(): Plugin {
  return {
    name: 'public-stylesheet-linked-once',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) chunk.viteMetadata?.importedCss.clear();
    },
  };
}
