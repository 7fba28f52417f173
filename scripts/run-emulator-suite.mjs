#!/usr/bin/env node
/**
 * `npm run test:emulator-suite`: the tests that need running emulators (tests/emulator/).
 * - 'auth' (grant-owner, seeded accounts) needs only the Auth emulator: it runs on every machine.
 * - 'database-storage' (rules through the real emulators, the database content store) needs the
 *   Database and Storage emulators: Java 21+ and a one-time jar download. Where they cannot run,
 *   that part prints one line "skipped: Database/Storage emulator suite — <reason> (N tests)" and the
 *   script still exits 0, so the top-level runner counts those tests as skipped, never as passed.
 */
import { stripVTControlCharacters } from 'node:util';
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { firebaseEnv, javaEmulatorSupport, PROJECT_ID } from './emulator-support.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const firebaseBin = join(root, 'node_modules/.bin/firebase');
const vitestBin = join(root, 'node_modules/.bin/vitest');
const CONFIG = 'tests/emulator/vitest.config.ts';
export const SKIP_PREFIX = 'skipped: Database/Storage emulator suite — ';

/** Tests in the database-storage project, counted from the source (each is a plain `it(`; no it.each there). */
function countDatabaseStorageTests() {
  const dir = join(root, 'tests/emulator/database-storage');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.test.ts'))
    .reduce((total, file) => total + (readFileSync(join(dir, file), 'utf8').match(/^\s*it\(/gm) ?? []).length, 0);
}

/** Runs `firebase emulators:exec` with the seed imported; resolves with exit code and output. */
function emulatorsExec(only, command) {
  return new Promise((resolve) => {
    const args = ['emulators:exec', '--project', PROJECT_ID, '--only', only, '--import', 'seed', command];
    const child = spawn(firebaseBin, args, { cwd: root, env: firebaseEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    for (const [stream, sink] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      stream.on('data', (chunk) => {
        output += chunk;
        sink.write(chunk);
      });
    }
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

// The emulators could not start (no jar and no download, wrong Java) — not a test failure.
const START_FAILURE = /download|ENOTFOUND|EAI_AGAIN|fetch failed|getaddrinfo|UnsupportedClassVersionError|Could not spawn|java.*not found|requires Java/i;
const vitestRan = (output) => /^\s*Tests\s+.*\(\d+\)\s*$/m.test(stripVTControlCharacters(output));

function skip(reason) {
  console.log(`${SKIP_PREFIX}${reason} (${countDatabaseStorageTests()} tests)`);
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
    return result.code;
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
