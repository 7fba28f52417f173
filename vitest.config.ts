import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { seedParts } from './web/scripts/seed-parts-plugin';

// One vitest run for every unit suite: the web app (jsdom), the functions' pure helpers (node), the content package
// (node), the database rules (targaryen, node), the repository's config and scripts (node) and the Database/Storage
// stand-in (node). Emulator-backed and browser suites have their own scripts.
export default defineConfig({
  test: {
    projects: [
      {
        // seedParts: the server renderer (web/src/server/entry-server.tsx) imports the seed parts as the build does.
        plugins: [react(), seedParts()],
        test: {
          name: 'web',
          root: './web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          setupFiles: ['./src/testing/setup-tests.ts'],
          css: false,
          // Well above Testing Library's 10 s wait ceiling (setup-tests.ts), so a slow render fails with its own
          // message; the editor's tests type whole forms, which a 2-core machine running other work takes long over.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'functions',
          root: './functions',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.emulator.test.ts'],
        },
      },
      {
        // The content package's own tests (packages/content: the model, its mapping, the paths).
        test: { name: 'content', root: './packages/content', environment: 'node', include: ['src/**/*.test.ts'] },
      },
      {
        test: { name: 'rules', root: './tests/rules', environment: 'node', include: ['**/*.test.ts'] },
      },
      {
        // The repository's own configuration and scripts: firebase.json, the CSP, the Node check, the test summary.
        test: { name: 'project', root: './tests/project', environment: 'node', include: ['**/*.test.ts'] },
      },
      {
        // The Database/Storage stand-in's own tests (scripts/stand-in/): real SDKs against it on ephemeral ports.
        test: {
          name: 'stand-in',
          root: './tests/stand-in',
          environment: 'node',
          include: ['**/*.test.ts'],
          testTimeout: 20_000,
          // Pushes over a socket: expect.poll's 1 s default ceiling is too short on a busy machine.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
