#!/usr/bin/env node
// @ts-check
/**
 * `npm run test:emulator-suite`: the tests that need running emulators (tests/emulator/).
 * - 'auth' (grant-owner, seeded accounts) needs only the Auth emulator: it runs on every machine.
 * - 'database-storage' (rules, the database content store, the image clean-up) and 'database-browser'
 *   (tests/emulator/database-browser: the admin's content flows in Chromium, with Functions and Hosting and a
 *   web build with VITE_CONTENT_SOURCE=database) need a Realtime Database and a Storage. Where Java 21 runs,
 *   those are Firebase's emulators; elsewhere the stand-in (scripts/stand-in/) takes their ports (its Storage
 *   evaluates storage.rules itself; tests/emulator/database-storage/rules.test.ts holds it to the file). Nothing
 *   is skipped on either tier.
 * Each part ends with a line naming its tier and counts ("database-storage: 39 passed (Java emulators)");
 * a part that fails to start or crashes before vitest's summary is a failure (scripts/test-output.mjs).
 * This script rewrites web/dist and functions/.env.local and binds the emulator ports: wrap it in
 * `flock /tmp/emulators.lock …`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeEmulatorConfig } from './emulator-config.mjs';
import { emulatorWebEnv, firebaseEnv, javaEmulatorSupport, PROJECT_ID, setFunctionsContentSource } from './emulator-support.mjs';
import { startStandIn } from './stand-in/index.mjs';
import { suiteSummary } from './test-output.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const firebaseBin = join(root, 'node_modules/.bin/firebase');
const vitestBin = join(root, 'node_modules/.bin/vitest');
const CONFIG = 'tests/emulator/vitest.config.ts';
const BROWSER_CONFIG = 'tests/emulator/database-browser/vitest.config.ts';

/**
 * Runs `firebase emulators:exec` with the seed imported; resolves with exit code and output.
 * @param {string} only
 * @param {string} command
 * @param {Record<string, string>} [env] more environment: where the stand-in listens, and the tier
 * @returns {Promise<{ code: number, output: string }>}
 */
function emulatorsExec(only, command, env = {}) {
  return new Promise((resolve) => {
    // firebase.emulator.json: the production CSP plus the emulator ports (scripts/emulator-config.mjs).
    const args = ['emulators:exec', ...writeEmulatorConfig(), '--project', PROJECT_ID, '--only', only, '--import', 'seed', command];
    const child = spawn(firebaseBin, args, { cwd: root, env: firebaseEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    for (const [stream, sink] of /** @type {[import('node:stream').Readable, NodeJS.WriteStream][]} */ ([
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ])) {
      stream.on('data', (chunk) => {
        output += chunk;
        sink.write(chunk);
      });
    }
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/**
 * Runs one part and prints its closing line (tier and counts); resolves true when it passed.
 * @param {string} suite @param {'java' | 'stand-in' | 'auth'} tier @param {{ code: number, output: string }} result
 */
function report(suite, tier, result) {
  const { line, ok } = suiteSummary({ suite, tier, ...result });
  summaries.push(line);
  console.log(`\n${line}`);
  return ok;
}
/** @type {string[]} */
const summaries = [];

/**
 * Builds the site and the functions for the database content, then runs the browser suite on Auth, Functions
 * and Hosting plus the tier's Database and Storage.
 * @param {'java' | 'stand-in'} tier @param {Record<string, string>} env
 */
async function runBrowserSuite(tier, env) {
  /**
   * @param {string} command
   * @param {string[]} args
   * @param {string} cwd
   * @param {NodeJS.ProcessEnv} env
   */
  const build = (command, args, cwd, env) => spawnSync(command, args, { cwd, env, stdio: 'inherit' }).status === 0;
  if (
    !build(join(root, 'node_modules/.bin/vite'), ['build', '--mode', 'emulator'], join(root, 'web'), {
      ...process.env,
      ...emulatorWebEnv('database'),
      // The admin's banner names the stand-in (web/src/config/env.ts).
      VITE_STAND_IN: tier === 'stand-in' ? 'true' : 'false',
    }) ||
    !build('npm', ['run', 'build', '-w', 'functions'], root, process.env)
  ) {
    return report('database-browser', tier, { code: 1, output: '✗ the build for the database-browser suite failed' });
  }
  const restoreContentSource = setFunctionsContentSource('database');
  try {
    const only = tier === 'java' ? 'auth,functions,hosting,database,storage' : 'auth,functions,hosting';
    return report('database-browser', tier, await emulatorsExec(only, `${vitestBin} run --config ${BROWSER_CONFIG}`, env));
  } finally {
    restoreContentSource();
  }
}

/**
 * Where Java 21 runs, Firebase's Database and Storage emulators; elsewhere the stand-in on their ports, one
 * fresh instance (the seed imported) per part. A stand-in that cannot start fails the part, with its line.
 * @param {'java' | 'stand-in'} tier
 * @param {string} suite the part's name, for its summary line
 * @param {(env: Record<string, string>) => Promise<boolean>} part
 */
async function withDatabaseAndStorage(tier, suite, part) {
  if (tier === 'java') return part({ EMULATOR_TIER: 'java' });
  let standIn;
  try {
    standIn = await startStandIn({ projectId: PROJECT_ID, importFrom: join(root, 'seed') });
  } catch (error) {
    return report(suite, tier, { code: 1, output: `✗ the stand-in did not start: ${error}` });
  }
  try {
    return await part({
      EMULATOR_TIER: 'stand-in',
      FIREBASE_DATABASE_EMULATOR_HOST: `127.0.0.1:${standIn.database.port}`,
      FIREBASE_STORAGE_EMULATOR_HOST: `127.0.0.1:${standIn.storage.port}`,
    });
  } finally {
    await standIn.close();
  }
}

async function main() {
  const support = javaEmulatorSupport();
  /** @type {'java' | 'stand-in'} */
  const tier = support.available ? 'java' : 'stand-in';
  console.log(
    tier === 'java'
      ? `Database and Storage: the Firebase emulators (${support.reason}).`
      : `Database and Storage: the stand-in, scripts/stand-in/ (${support.reason}).`,
  );
  // `node scripts/run-emulator-suite.mjs database-browser` runs that part alone (all three by default).
  const chosen = process.argv.slice(2);
  const runs = (/** @type {string} */ part) => chosen.length === 0 || chosen.includes(part);
  const auth = !runs('auth') || report('auth', 'auth', await emulatorsExec('auth', `${vitestBin} run --config ${CONFIG} --project auth`));
  const only = tier === 'java' ? 'auth,database,storage' : 'auth';
  const store =
    !runs('database-storage') ||
    (await withDatabaseAndStorage(tier, 'database-storage', async (env) =>
      report('database-storage', tier, await emulatorsExec(only, `${vitestBin} run --config ${CONFIG} --project database-storage`, env)),
    ));
  const browser =
    !runs('database-browser') || (await withDatabaseAndStorage(tier, 'database-browser', (env) => runBrowserSuite(tier, env)));
  console.log(`\n${summaries.join('\n')}`);
  return auth && store && browser ? 0 : 1;
}

// Make sure the CLI is there before blaming Java.
if (spawnSync(firebaseBin, ['--version'], { env: firebaseEnv(), encoding: 'utf8' }).status !== 0) {
  console.error('firebase-tools is not installed: npm install');
  process.exit(1);
}
process.exit(await main());
