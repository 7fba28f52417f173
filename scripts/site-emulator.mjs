// @ts-check
/**
 * For the benchmarks (bench:web, bench:lighthouse, check:headers): build the site as the browser suites
 * do (emulator settings, bundled content) and serve it on the Hosting + Functions emulators, so what is
 * measured is what Hosting sends (rewrites, headers, 404s). These scripts import the browser harness's
 * TypeScript files, which Node (≥ 22.18) runs as is.
 * On a shared machine run them under `flock /tmp/emulators.lock …` (they bind 4400–9499 and rewrite web/dist).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeEmulatorConfig } from './emulator-config.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PROJECT_ID = 'demo-portfolio';
export const SITE = 'http://127.0.0.1:5000';

// The same settings as tests/e2e/support/run-e2e.mjs: a demo- project that can only reach the emulators.
const WEB_ENV = {
  VITE_FIREBASE_API_KEY: 'demo-key',
  VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
  VITE_FIREBASE_AUTH_DOMAIN: `${PROJECT_ID}.firebaseapp.com`,
  VITE_FIREBASE_DATABASE_URL: `http://127.0.0.1:9000?ns=${PROJECT_ID}-default-rtdb`,
  VITE_FIREBASE_STORAGE_BUCKET: `${PROJECT_ID}.appspot.com`,
  VITE_FIREBASE_APP_ID: 'demo-app',
  VITE_USE_EMULATORS: 'true',
  VITE_CONTENT_SOURCE: 'bundled',
  VITE_SITE_URL: SITE,
};

/**
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnSyncOptions} [options]
 */
function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
}

/** vite build (with the prerender) in emulator mode with bundled content, then the functions. */
export function buildSite() {
  console.error('building the site (emulator mode, bundled content) and the functions…');
  run(join(root, 'node_modules/.bin/vite'), ['build', '--mode', 'emulator'], {
    cwd: join(root, 'web'),
    env: { ...process.env, ...WEB_ENV },
  });
  run('npm', ['run', 'build', '-w', 'functions']);
}

/** Starts Hosting + Functions (+ Auth) emulators; returns stop(). Uses the harness's process-group server helper. */
export async function startSite() {
  const { startServer } = await import('../tests/e2e/support/server.ts');
  const envLocal = join(root, 'functions/.env.local');
  const previous = existsSync(envLocal) ? readFileSync(envLocal, 'utf8') : null;
  writeFileSync(envLocal, 'CONTENT_SOURCE=bundled\n');
  const restore = () => (previous === null ? existsSync(envLocal) && unlinkSync(envLocal) : writeFileSync(envLocal, previous));
  try {
    const server = await startServer({
      command: join(root, 'node_modules/.bin/firebase'),
      // firebase.emulator.json: the production CSP plus the emulator ports (scripts/emulator-config.mjs).
      args: ['emulators:start', ...writeEmulatorConfig(), '--project', PROJECT_ID, '--only', 'auth,functions,hosting', '--import', 'seed'],
      cwd: root,
      env: { ...process.env, CI: 'true', METADATA_SERVER_DETECTION: 'none', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
      // The pages function answering means Hosting and Functions are both up.
      readyUrl: `${SITE}/blog/x`,
      timeoutMs: 90_000,
    });
    // Hosting answers before the functions are loaded; wait for a real function answer.
    for (let attempt = 0; attempt < 120; attempt++) {
      const response = await fetch(`${SITE}/sitemap.xml`).catch(() => null);
      if (response?.ok) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    return {
      async stop() {
        await server.stop();
        restore();
      },
    };
  } catch (error) {
    restore();
    throw error;
  }
}

/**
 * Median of numbers (NaN-free): what is not a finite number (a score Lighthouse could not give) is left out.
 * @param {(number | null)[]} values
 */
export function median(values) {
  const sorted = /** @type {number[]} */ (values.filter((value) => Number.isFinite(value))).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
