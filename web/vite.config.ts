import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { previewRenderer } from './scripts/preview-renderer-plugin';
import { serverRenderer } from './scripts/server-renderer-plugin';
import { requireSiteUrl } from './scripts/require-site-url';
import { seedParts } from './scripts/seed-parts-plugin';
import {
  codeSplitting,
  collectTakeoverModules,
  preloadTakeoverSteps,
  publicStylesheetLinkedOnce,
  stylesheetsBeforeScripts,
} from './scripts/build-shape';

/**
 * React Router's package exports name only its development build, whose dev warnings (console messages and the code
 * that makes them) would ship to every visitor; its production build sits beside it, the same code with them off
 * (remix-run/react-router#14102). Builds take that one; the dev server keeps the warnings.
 */
const reactRouterDist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');

export default defineConfig(({ command }) => ({
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: join(reactRouterDist, 'index.mjs') },
            { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'dom-export.mjs') },
          ]
        : [],
  },
  plugins: [
    requireSiteUrl(),
    react(),
    seedParts(),
    collectTakeoverModules(),
    preloadTakeoverSteps(),
    stylesheetsBeforeScripts(),
    publicStylesheetLinkedOnce(),
    serverRenderer(),
    previewRenderer(),
  ],
  build: {
    target: 'es2022',
    // CSS follows its chunk: the public stylesheet is the entry's (web/src/client/main.tsx), one render-blocking
    // request; the owner's styles come with the lazy chunks that import them, loaded before those chunks run.
    cssCodeSplit: true,
    rolldownOptions: { output: { codeSplitting } },
  },
  // The dev server reads the seed file (seed/ is outside web/).
  server: { fs: { allow: ['..'] } },
}));
