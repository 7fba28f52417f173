import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Handler tests against the real Auth emulator (root script `test:functions`, run inside `firebase emulators:exec`).
// One file at a time: the suites share the emulator's user list, which each test clears.
export default defineConfig({
  test: {
    name: 'functions-emulator',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'node',
    include: ['src/**/*.emulator.test.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
