#!/usr/bin/env node
// @ts-check
/**
 * `npm start`: builds the site and the functions, then serves the production build
 * on the Firebase Emulator Suite (demo- project, seeded owner account and content).
 * It runs the Database and Storage emulators where they can run (Java 21+), and
 * otherwise the Hosting, Functions and Auth emulators with the bundled content,
 * saying so plainly.
 */
import { spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { writeEmulatorConfig } from './emulator-config.mjs';
import { JAVA_EMULATORS, NODE_EMULATORS, PROJECT_ID, firebaseEnv, javaEmulatorSupport } from './emulator-support.mjs';
import { requireSupportedNode } from './require-node.mjs';

requireSupportedNode();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const support = javaEmulatorSupport();
const contentSource = support.available ? 'database' : 'bundled';
const emulators = support.available ? [...NODE_EMULATORS, ...JAVA_EMULATORS] : NODE_EMULATORS;

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

console.log(`\n▶ Building the site (content: ${contentSource}) and the functions…`);
run('npm', ['run', 'build:emulator', '-w', 'web'], { ...process.env, VITE_CONTENT_SOURCE: contentSource });
run('npm', ['run', 'build', '-w', 'functions']);

// The Functions emulator reads functions/.env.local (git-ignored) on top of functions/.env.
writeFileSync(path.join(root, 'functions', '.env.local'), `CONTENT_SOURCE=${contentSource}\n`);

console.log(`\n▶ Starting the Firebase emulators: ${emulators.join(', ')}`);
if (!support.available) {
  console.log(`  Not emulated here: Realtime Database and Storage (${support.reason}).`);
  console.log('  The site reads the bundled sample content; admin edits stay in the browser tab.');
}
const firebase = spawn(
  path.join(root, 'node_modules', '.bin', 'firebase'),
  // firebase.emulator.json: firebase.json with the emulator ports added to the CSP (scripts/emulator-config.mjs).
  ['emulators:start', ...writeEmulatorConfig(), '--only', emulators.join(','), '--project', PROJECT_ID, '--import', 'seed'],
  { cwd: root, stdio: ['inherit', 'pipe', 'inherit'], env: firebaseEnv() },
);

let announced = false;
firebase.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  if (!announced && /All emulators ready/i.test(String(chunk))) {
    announced = true;
    console.log('\n✔ The site is running at http://127.0.0.1:5000  (Spanish: http://127.0.0.1:5000/es)');
    console.log('  Owner sign-in: http://127.0.0.1:5000/emi-lgn  — owner@example.com / owner-password-123 (local emulator account)');
    console.log(`  Emulated: ${emulators.join(', ')}${support.available ? '' : ` — not emulated: database, storage (${support.reason})`}`);
    console.log('  Stop with Ctrl+C.\n');
  }
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => firebase.kill('SIGINT'));
firebase.on('exit', (code) => process.exit(code ?? 0));
