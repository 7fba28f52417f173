// @ts-check
/**
 * For the benchmarks (bench:web, bench:lighthouse, check:headers): build the site as the browser suites
 * do (emulator settings, bundled content) and serve it on the Hosting + Functions emulators, so what is
 * measured is what Hosting sends (rewrites, headers, 404s). These scripts import the browser harness's
 * TypeScript files, which Node (≥ 22.18) runs as is.
 * On a shared machine run them under `flock /tmp/emulators.lock …` (they bind 4400–9499 and rewrite web/dist).
 */
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeEmulatorConfig } from './emulator-config.mjs';
import { emulatorWebEnv, firebaseEnv, PROJECT_ID, setFunctionsContentSource } from './emulator-support.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Where Hosting serves the site: the web build's own origin (web/.env.emulator). */
export const SITE = emulatorWebEnv('bundled').VITE_SITE_URL;

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
    env: { ...process.env, ...emulatorWebEnv('bundled') },
  });
  run('npm', ['run', 'build', '-w', 'functions']);
}

/** Starts Hosting + Functions (+ Auth) emulators; returns stop(). Uses the harness's process-group server helper. */
export async function startSite() {
  const { startServer } = await import('../tests/e2e/support/server.ts');
  const restore = setFunctionsContentSource('bundled');
  try {
    const server = await startServer({
      command: join(root, 'node_modules/.bin/firebase'),
      // firebase.emulator.json: the production CSP plus the emulator ports (scripts/emulator-config.mjs).
      args: ['emulators:start', ...writeEmulatorConfig(), '--project', PROJECT_ID, '--only', 'auth,functions,hosting', '--import', 'seed'],
      cwd: root,
      env: firebaseEnv(),
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
