#!/usr/bin/env node
// @ts-check
/**
 * `npm test`: every suite of the project, in order, with one closing line
 * "N passed, N failed, N skipped". A test that cannot run on this machine counts as
 * skipped, with the reason — never as passed.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { requireSupportedNode } from './require-node.mjs';
import { countResults, failedTests } from './test-output.mjs';

requireSupportedNode();

const steps = [
  { name: 'lint', script: 'lint', counts: false },
  { name: 'typecheck', script: 'typecheck', counts: false },
  { name: 'unit (web, functions, database rules, project config, stand-in)', script: 'test:unit', counts: true },
  { name: 'functions against the Auth emulator', script: 'test:functions', counts: true },
  { name: 'browser (built site in Chromium)', script: 'test:e2e', counts: true },
  { name: 'Database/Storage emulator suite', script: 'test:emulator-suite', counts: true },
];

/**
 * @param {(typeof steps)[number]} step
 * @returns {Promise<(typeof steps)[number] & { code: number | null, output: string, seconds: number }>}
 */
function runStep(step) {
  return new Promise((resolve) => {
    console.log(`\n━━━ ${step.name}: npm run ${step.script} ━━━`);
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', step.script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    /**
     * @param {import('node:stream').Readable} stream
     * @param {NodeJS.WriteStream} target
     */
    const collect = (stream, target) =>
      stream.on('data', (chunk) => {
        output += chunk;
        target.write(chunk);
      });
    collect(child.stdout, process.stdout);
    collect(child.stderr, process.stderr);
    child.on('close', (code) => resolve({ ...step, code, output, seconds: (Date.now() - started) / 1000 }));
  });
}

/** 75.2 → "1:15": where a run's time goes, printed per step in the summary. */
/** @param {number} seconds */
const formatDuration = (seconds) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

const runStarted = Date.now();
const results = [];
for (const step of steps) results.push(await runStep(step));

const totals = { passed: 0, failed: 0, skipped: 0 };
console.log('\n━━━ summary ━━━');
for (const result of results) {
  const counted = result.counts ? countResults(result.output) : null;
  if (counted) for (const key of /** @type {(keyof typeof totals)[]} */ (Object.keys(totals))) totals[key] += counted[key];
  const status = result.code === 0 ? 'ok' : `FAILED (exit ${result.code})`;
  const numbers = counted ? ` — ${counted.passed} passed, ${counted.failed} failed, ${counted.skipped} skipped` : '';
  console.log(`${status.padEnd(16)} ${formatDuration(result.seconds).padStart(6)}  ${result.name}${numbers}`);
  // A failing step with no counted failure (a crash, a lint error) still fails the run.
  if (result.code !== 0 && (!counted || counted.failed === 0)) totals.failed += 1;
}
mkdirSync('reports', { recursive: true });
const totalSeconds = (Date.now() - runStarted) / 1000;
console.log(`${''.padEnd(16)} ${formatDuration(totalSeconds).padStart(6)}  in all`);
// Repeated here, at the end, because CI shows only the end of the output (scripts/test-output.mjs).
const failures = results.flatMap((result) => failedTests(result.output).map((failure) => ({ step: result.name, ...failure })));
if (failures.length > 0) {
  console.log('\n━━━ failed tests ━━━');
  for (const { step, title, error, detail } of failures) {
    console.log([`✗ [${step}] ${title}`, ...[error, ...detail].map((line) => `    ${line}`)].join('\n'));
  }
}
writeFileSync(
  'reports/test-summary.json',
  JSON.stringify({ totals, seconds: totalSeconds, steps: results.map(({ name, code, seconds }) => ({ name, code, seconds })) }, null, 2),
);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(results.every((result) => result.code === 0) ? 0 : 1);
