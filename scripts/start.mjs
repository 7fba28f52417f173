#!/usr/bin/env node
// @ts-check
/**
 * `npm start`: builds the site and the functions, then serves the production build on the Firebase Emulator
 * Suite (demo- project, seeded owner account and content), in database mode: the content and the owner's
 * edits live in a Realtime Database and the images in a Storage. Those are Firebase's Java emulators where
 * Java 21 runs, and otherwise the local stand-in (scripts/stand-in/) on their ports, which keeps the owner's
 * work for the life of this process, saves the database and the uploaded files to stand-in-export/ when it stops,
 * and starts from that folder next time (from the seed when there is none).
 * `npm run start:static` serves the bundled content without any backend.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { writeEmulatorConfig } from './emulator-config.mjs';
import { JAVA_EMULATORS, NODE_EMULATORS, PROJECT_ID, firebaseEnv, javaEmulatorSupport } from './emulator-support.mjs';
import { requireSupportedNode } from './require-node.mjs';
import { startStandIn } from './stand-in/index.mjs';

requireSupportedNode();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const support = javaEmulatorSupport();
const emulators = support.available ? [...NODE_EMULATORS, ...JAVA_EMULATORS] : NODE_EMULATORS;
const EXPORT_DIR = 'stand-in-export';

/**
 * @param {string} command
 * @param {string[]} args
 */
function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`\n✗ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

const database = support.available ? 'the Database and Storage emulators' : 'the local stand-in database (scripts/stand-in/)';
console.log(`\n▶ Building the site (content: database, on ${database}) and the functions…`);
run('npm', ['run', 'build:emulator', '-w', 'web'], {
  ...process.env,
  VITE_CONTENT_SOURCE: 'database',
  VITE_STAND_IN: support.available ? 'false' : 'true',
});
run('npm', ['run', 'build', '-w', 'functions']);

// The Functions emulator reads functions/.env.local (git-ignored) on top of functions/.env.
writeFileSync(path.join(root, 'functions', '.env.local'), 'CONTENT_SOURCE=database\n');

/** Where the stand-in listens, for the functions (the namespace comes with firebaseEnv's DATABASE_URL). @type {Record<string, string>} */
let standInEnv = {};
/** @type {Awaited<ReturnType<typeof startStandIn>> | null} */
let standIn = null;
if (!support.available) {
  console.log(`\n▶ Starting the local stand-in for the Realtime Database and Storage (${support.reason})`);
  // A previous run's saved work is where this one resumes, as `--import` of an `--export-on-exit` folder does.
  const resume = existsSync(path.join(root, EXPORT_DIR, 'database_export'));
  standIn = await startStandIn({ projectId: PROJECT_ID, importFrom: path.join(root, resume ? EXPORT_DIR : 'seed') });
  console.log(
    resume
      ? `  Content and files: the owner's work saved in ${EXPORT_DIR}/ (delete that folder to start again from the seed)`
      : '  Content and files: the seed',
  );
  standInEnv = {
    FIREBASE_DATABASE_EMULATOR_HOST: `127.0.0.1:${standIn.database.port}`,
    FIREBASE_STORAGE_EMULATOR_HOST: `127.0.0.1:${standIn.storage.port}`,
  };
}

console.log(`\n▶ Starting the Firebase emulators: ${emulators.join(', ')}`);
const firebase = spawn(
  path.join(root, 'node_modules', '.bin', 'firebase'),
  // firebase.emulator.json: firebase.json with the emulator ports added to the CSP (scripts/emulator-config.mjs).
  ['emulators:start', ...writeEmulatorConfig(), '--only', emulators.join(','), '--project', PROJECT_ID, '--import', 'seed'],
  { cwd: root, stdio: ['inherit', 'pipe', 'inherit'], env: firebaseEnv(standInEnv) },
);

let announced = false;
firebase.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  if (!announced && /All emulators ready/i.test(String(chunk))) {
    announced = true;
    console.log('\n✔ The site is running at http://127.0.0.1:5000  (Spanish: http://127.0.0.1:5000/es)');
    console.log('  Owner sign-in: http://127.0.0.1:5000/emi-lgn  — owner@example.com / owner-password-123 (local emulator account)');
    console.log(`  Emulated: ${emulators.join(', ')}${standIn ? '; database and storage by the local stand-in (scripts/stand-in/)' : ''}`);
    if (standIn) console.log(`  The owner's edits and uploads last while this runs; on Ctrl+C they are saved to ${EXPORT_DIR}/.`);
    console.log('  Stop with Ctrl+C.\n');
  }
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => firebase.kill('SIGINT'));
firebase.on('exit', async (code) => {
  if (standIn) {
    // As the emulators' --export-on-exit: `node scripts/stand-in/index.mjs --import stand-in-export` serves it again.
    await standIn.exportTo(path.join(root, EXPORT_DIR));
    console.log(`The database and the uploaded files were saved to ${EXPORT_DIR}/.`);
    await standIn.close();
  }
  process.exit(code ?? 0);
});
