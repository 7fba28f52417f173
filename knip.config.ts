/**
 * knip (`npm run lint`): files, exports and dependencies nothing uses. Entry points knip does not find by itself
 * (through package.json scripts, the Vite and vitest configs, index.html) are listed here, each with why.
 */
import { readFileSync } from 'node:fs';
import type { KnipConfig } from 'knip';

const webPackage = JSON.parse(readFileSync(new URL('web/package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
};

const config: KnipConfig = {
  // A hint (an ignore rule or entry that no longer does anything) fails the lint too, so this file stays true.
  treatConfigHintsAsErrors: true,
  workspaces: {
    '.': {
      vitest: {
        // The browser and emulator suites' configs, named by tests/e2e/support/run-e2e.mjs and scripts/run-emulator-suite.mjs.
        config: [
          'vitest.config.ts',
          'tests/e2e/vitest.config.ts',
          'tests/emulator/vitest.config.ts',
          'tests/emulator/database-browser/vitest.config.ts',
        ],
      },
      // Read by path, not imported: tests/e2e/support/site.ts injects axe-core/axe.min.js into the page,
      // tests/e2e/support/lighthouse.ts runs lighthouse/cli/index.js, and
      // scripts/bench/functions-framework-site.mjs runs @google-cloud/functions-framework's binary.
      ignoreDependencies: ['axe-core', 'lighthouse', '@google-cloud/functions-framework'],
      // System tools, not npm packages: flock serialises the API benchmark, java runs the Database and Storage emulators.
      ignoreBinaries: ['flock', 'java'],
      // The root vitest.config.ts's "web" project names its setup file relative to the project's root (web/); knip
      // looks for it from the config's folder, calls it unresolved, yet does find the file.
      ignoreUnresolved: ['./src/testing/setup-tests.ts'],
    },
    web: {
      entry: [
        // The server renderer: built by web/scripts/server-renderer-plugin.ts, run by the `pages` function.
        'src/server/entry-server.tsx',
        // Run by hand after the icon's SVG changes.
        'scripts/make-icons.mjs',
      ],
    },
    functions: {
      entry: [
        // The deployed functions (package.json's main is its build, lib/index.js, which rolldown.config.mjs makes).
        'src/index.ts',
        // Their vitest project is in the root vitest.config.ts, and knip keeps a config's entries in its own workspace.
        'src/**/*.test.ts',
        // A firebase.json predeploy step.
        'scripts/check-deploy-env.mjs',
      ],
      vitest: { config: ['vitest.emulator.config.ts'] },
      ignoreDependencies: [
        // The modules the web app's server renderer (web/dist-pages, copied into functions/lib) imports at run time:
        // a deploy uploads functions/ alone, so its package.json lists them (docs/rendering.md, "Cold start").
        // The content package is not one of them: the renderer and the functions' build compile it in; nor is diff,
        // which only the admin's history loads.
        ...Object.keys(webPackage.dependencies).filter((name) => name !== '@portfolio/content' && name !== 'diff'),
        'jsdom',
        // Font files read by path (src/og/render-og.ts).
        '@fontsource/inter',
        // Imported by the content package's Markdown import, which the functions' build compiles into lib/: a deploy
        // installs only functions/package.json's dependencies (docs/decisions.md, "One content package").
        'smol-toml',
      ],
    },
  },
};

export default config;
