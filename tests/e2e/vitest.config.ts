import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser suites: real Chromium against a built site. Slow by nature, so long timeouts and one file at a time.
// Run them through tests/e2e/support/run-e2e.mjs, which builds the site and starts the emulators.
export default defineConfig({
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['**/*.e2e.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // expect.poll waits for what it names (a URL, a count, an attribute) and stops as soon as it holds; vitest's
    // 1 s default ceiling is real time a busy CI machine overruns between a click and its effect.
    expect: { poll: { timeout: 20_000 } },
  },
});
