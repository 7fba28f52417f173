#!/usr/bin/env node
// @ts-check
/**
 * Runs browser suites against the production build on the Firebase emulators:
 *   node tests/e2e/support/run-e2e.mjs [vitest file filters…]
 * 1. builds the web app in emulator mode with the bundled content (the Database
 *    emulator cannot run everywhere) and the functions;
 * 2. `firebase emulators:exec --only auth,functions,hosting --import seed` runs
 *    vitest with tests/e2e/vitest.config.ts; the exit code is the suite's.
 * On a shared machine wrap it in `flock /tmp/emulators.lock …` (it binds 4400–9499 and rewrites web/dist).
 */
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeEmulatorConfig } from '../../../scripts/emulator-config.mjs';
import { emulatorWebEnv, firebaseEnv, PROJECT_ID, setFunctionsContentSource } from '../../../scripts/emulator-support.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
/** @param {string} name */
const bin = (name) => join(root, 'node_modules/.bin', name);
/**
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnSyncOptions} [options]
 */
function run(command, args, options = {}) {
  console.log(`\n▶ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`✗ failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

const filters = process.argv.slice(2);

if (process.env.E2E_SKIP_BUILD !== 'true') {
  // vite alone, not `npm run build` (tsc): a type error elsewhere in the tree must not hide a behaviour result.
  run(bin('vite'), ['build', '--mode', 'emulator'], { cwd: join(root, 'web'), env: { ...process.env, ...emulatorWebEnv('bundled') } });
  run('npm', ['run', 'build', '-w', 'functions']);
}

// The functions read the bundled content too (CONTENT_SOURCE); what was set before is put back afterwards.
const restoreContentSource = setFunctionsContentSource('bundled');

const vitest = [bin('vitest'), 'run', '--config', 'tests/e2e/vitest.config.ts', ...filters].join(' ');
const result = spawnSync(
  bin('firebase'),
  // firebase.emulator.json: the production CSP plus the emulator ports the app connects to (scripts/emulator-config.mjs).
  ['emulators:exec', ...writeEmulatorConfig(), '--project', PROJECT_ID, '--only', 'auth,functions,hosting', '--import', 'seed', vitest],
  { cwd: root, stdio: 'inherit', env: firebaseEnv() },
);

restoreContentSource();
process.exit(result.status ?? 1);
