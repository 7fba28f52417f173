import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { prerender } from './scripts/prerender-plugin';
import { requireSiteUrl } from './scripts/require-site-url';
import { seedParts } from './scripts/seed-parts-plugin';
import { codeSplitting, stylesheetsBeforeScripts } from './scripts/build-shape';

/**
 * Firebase Hosting answers unknown paths with dist/404.html (status 404). Making it a copy of the
 * app's index.html lets the client render the translated 404 page while crawlers get a real 404.
 */
function notFoundPage(): Plugin {
  return {
    name: 'emit-404-html',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') this.error('index.html was not emitted; cannot create 404.html');
      this.emitFile({ type: 'asset', fileName: '404.html', source: index.source });
    },
  };
}

export default defineConfig({
  plugins: [requireSiteUrl(), react(), seedParts(), stylesheetsBeforeScripts(), notFoundPage(), prerender()],
  build: {
    target: 'es2022',
    // One stylesheet (≈ 9 KB gzip, admin styles included): one render-blocking request instead of four.
    cssCodeSplit: false,
    rolldownOptions: { output: { codeSplitting } },
  },
  // The dev server reads the seed file (seed/ is outside web/).
  server: { fs: { allow: ['..'] } },
});
