import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { emulatorWebEnv } from '../../scripts/emulator-support.mjs';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Suites that need running emulators; started by scripts/run-emulator-suite.mjs inside
 * `firebase emulators:exec`, which sets FIREBASE_*_EMULATOR_HOST. 'auth' needs only the Auth
 * emulator; 'database-storage' needs a Database and a Storage: the Java 21 emulators, or the stand-in
 * (scripts/stand-in/, EMULATOR_TIER=stand-in) where Java 21 is absent.
 */
const emulatorEnv = {
  // The web app's settings for the emulators (web/.env.emulator), its content in the Database emulator…
  ...emulatorWebEnv('database'),
  // …in the namespace the rules-unit-testing library loads the rules into.
  VITE_FIREBASE_DATABASE_URL: 'http://127.0.0.1:9000/?ns=demo-portfolio',
};

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'auth', root: here('./auth'), environment: 'node', include: ['**/*.test.ts'], testTimeout: 20_000 } },
      {
        test: {
          name: 'database-storage',
          root: here('./database-storage'),
          environment: 'node',
          include: ['**/*.test.ts'],
          env: emulatorEnv,
          // The suites share one emulator and reset its data: never run them side by side.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
