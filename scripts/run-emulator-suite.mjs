#!/usr/bin/env node
// @ts-check
/**
 * `npm run test:emulator-suite`: the tests that need running emulators (tests/emulator/).
 * - 'auth' (grant-owner, seeded accounts) needs only the Auth emulator: it runs on every machine.
 * - 'database-storage' (rules through the real emulators, the database content store) needs the
 *   Database and Storage emulators: Java 21+ and a one-time jar download.
 * - 'database-browser' (tests/emulator/database-browser: the admin's content flows in Chromium) needs
 *   them too, plus Functions and Hosting, and a web build with VITE_CONTENT_SOURCE=database (this script
 *   rewrites web/dist and functions/.env.local: wrap it in `flock /tmp/emulators.lock …`). Where they cannot run,
 *   that part prints one line "skipped: Database/Storage emulator suite — <reason> (N tests)" and the
 *   script still exits 0, so the top-level runner counts those tests as skipped, never as passed.
 */
import { stripVTControlCharacters } from 'node:util';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeEmulatorConfig } from './emulator-config.mjs';
import { firebaseEnv, javaEmulatorSupport, PROJECT_ID } from './emulator-support.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const firebaseBin = join(root, 'node_modules/.bin/firebase');
const vitestBin = join(root, 'node_modules/.bin/vitest');
const CONFIG = 'tests/emulator/vitest.config.ts';
export const SKIP_PREFIX = 'skipped: Database/Storage emulator suite — ';

const BROWSER_CONFIG = 'tests/emulator/database-browser/vitest.config.ts';

/**
 * Tests in a folder, counted from the source (each is a plain `it(`; no it.each there).
 * @param {string} folder
 */
function countTests(folder) {
  const dir = join(root, folder);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.test.ts'))
    .reduce((total, file) => total + (readFileSync(join(dir, file), 'utf8').match(/^\s*it\(/gm) ?? []).length, 0);
}
const countBrowserTests = () => countTests('tests/emulator/database-browser');
/** Everything that needs the Database/Storage emulators: the store and rules suites and the browser suite. */
const countDatabaseStorageTests = () => countTests('tests/emulator/database-storage') + countBrowserTests();

/**
 * Runs `firebase emulators:exec` with the seed imported; resolves with exit code and output.
 * @param {string} only
 * @param {string} command
 * @returns {Promise<{ code: number, output: string }>}
 */
function emulatorsExec(only, command) {
  return new Promise((resolve) => {
    // firebase.emulator.json: the production CSP plus the emulator ports (scripts/emulator-config.mjs).
    const args = ['emulators:exec', ...writeEmulatorConfig(), '--project', PROJECT_ID, '--only', only, '--import', 'seed', command];
    const child = spawn(firebaseBin, args, { cwd: root, env: firebaseEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
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

// The emulators could not start (no jar and no download, wrong Java) — not a test failure.
const START_FAILURE =
  /download|ENOTFOUND|EAI_AGAIN|fetch failed|getaddrinfo|UnsupportedClassVersionError|Could not spawn|java.*not found|requires Java/i;
/** @param {string} output */
const vitestRan = (output) => /^\s*Tests\s+.*\(\d+\)\s*$/m.test(stripVTControlCharacters(output));

/** @param {string} reason */
function skip(reason, count = countDatabaseStorageTests()) {
  console.log(`${SKIP_PREFIX}${reason} (${count} tests)`);
}

/** The site's settings for the browser suite: the emulators, with the content in the Database emulator. */
const DATABASE_WEB_ENV = {
  VITE_FIREBASE_API_KEY: 'demo-key',
  VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
  VITE_FIREBASE_AUTH_DOMAIN: `${PROJECT_ID}.firebaseapp.com`,
  // The namespace `--import seed` loads (seed/database_export/demo-portfolio-default-rtdb.json).
  VITE_FIREBASE_DATABASE_URL: `http://127.0.0.1:9000?ns=${PROJECT_ID}-default-rtdb`,
  VITE_FIREBASE_STORAGE_BUCKET: `${PROJECT_ID}.appspot.com`,
  VITE_FIREBASE_APP_ID: 'demo-app',
  VITE_USE_EMULATORS: 'true',
  VITE_CONTENT_SOURCE: 'database',
  VITE_SITE_URL: 'http://127.0.0.1:5000',
};

/** Builds the site and the functions for the database content, then runs the browser suite on all five emulators. */
async function runBrowserSuite() {
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
      ...DATABASE_WEB_ENV,
    }) ||
    !build('npm', ['run', 'build', '-w', 'functions'], root, process.env)
  ) {
    console.error('✗ the build for the database-browser suite failed');
    return 1;
  }
  const envLocal = join(root, 'functions/.env.local');
  const previous = existsSync(envLocal) ? readFileSync(envLocal, 'utf8') : null;
  writeFileSync(envLocal, 'CONTENT_SOURCE=database\n');
  try {
    const result = await emulatorsExec('auth,functions,hosting,database,storage', `${vitestBin} run --config ${BROWSER_CONFIG}`);
    if (result.code !== 0 && !vitestRan(result.output) && START_FAILURE.test(result.output)) {
      skip('the emulators could not start for the browser suite (jar download failed or unavailable)', countBrowserTests());
      return 0;
    }
    return result.code;
  } finally {
    if (previous === null) unlinkSync(envLocal);
    else writeFileSync(envLocal, previous);
  }
}

async function main() {
  const support = javaEmulatorSupport();
  if (support.available) {
    const result = await emulatorsExec('auth,database,storage', `${vitestBin} run --config ${CONFIG}`);
    if (result.code !== 0 && !vitestRan(result.output) && START_FAILURE.test(result.output)) {
      console.log('The Database/Storage emulators could not start; running the Auth part alone.');
      const auth = await emulatorsExec('auth', `${vitestBin} run --config ${CONFIG} --project auth`);
      skip(`the emulators could not start (${support.reason}; jar download failed or unavailable)`);
      return auth.code;
    }
    const browser = await runBrowserSuite();
    return result.code !== 0 ? result.code : browser;
  }
  const auth = await emulatorsExec('auth', `${vitestBin} run --config ${CONFIG} --project auth`);
  skip(support.reason);
  return auth.code;
}

// Make sure the CLI is there before blaming Java.
if (spawnSync(firebaseBin, ['--version'], { env: firebaseEnv(), encoding: 'utf8' }).status !== 0) {
  console.error('firebase-tools is not installed: npm install');
  process.exit(1);
}
process.exit(await main());
