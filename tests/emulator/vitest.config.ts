import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Suites that need running emulators; started by scripts/run-emulator-suite.mjs inside
 * `firebase emulators:exec`, which sets FIREBASE_*_EMULATOR_HOST. 'auth' needs only the Auth
 * emulator; 'database-storage' needs a Database and a Storage: the Java 21 emulators, or the stand-in
 * (scripts/stand-in/, EMULATOR_TIER=stand-in) where Java 21 is absent.
 */
const emulatorEnv = {
  // The web app's settings, pointed at the emulators (demo project: nothing can reach production).
  VITE_FIREBASE_API_KEY: 'demo-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo-portfolio.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'demo-portfolio',
  VITE_FIREBASE_STORAGE_BUCKET: 'demo-portfolio.appspot.com',
  VITE_FIREBASE_APP_ID: 'demo-app-id',
  // The namespace the rules-unit-testing library loads the rules into.
  VITE_FIREBASE_DATABASE_URL: 'http://127.0.0.1:9000/?ns=demo-portfolio',
  VITE_USE_EMULATORS: 'true',
  VITE_CONTENT_SOURCE: 'database',
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
