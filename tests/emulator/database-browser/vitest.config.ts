import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The admin's content flows in Chromium against a build that reads and writes the real
 * Realtime Database and Storage emulators (VITE_CONTENT_SOURCE=database). Started by
 * scripts/run-emulator-suite.mjs inside `firebase emulators:exec --only
 * auth,functions,hosting,database,storage --import seed`, after it built the site for it.
 */
export default defineConfig({
  test: {
    name: 'database-browser',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['**/*.e2e.test.ts'],
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // As in tests/e2e/vitest.config.ts: expect.poll's 1 s default ceiling is too short on a busy machine.
    expect: { poll: { timeout: 20_000 } },
  },
});
