// @ts-check
/**
 * Reading vitest's output for `npm test`'s summary (scripts/test-all.mjs): the counts, and which tests
 * failed with their first error line. CI shows only the end of a long run's output, so the summary
 * repeats the failures there — a red run then says which test to look at.
 */
import { stripVTControlCharacters } from 'node:util';

/** @typedef {{ passed: number, failed: number, skipped: number }} Totals */

/**
 * Sums vitest's "Tests  N passed | M failed | K skipped (T)" lines, and our "skipped: … (N tests)" lines.
 * @param {string} output
 * @returns {Totals}
 */
export function countResults(output) {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  for (const rawLine of output.split('\n')) {
    const line = stripVTControlCharacters(rawLine);
    if (/^\s*Tests\s+.*\(\d+\)\s*$/.test(line)) {
      for (const [, count, kind] of line.matchAll(/(\d+) (passed|failed|skipped|todo)/g)) {
        totals[kind === 'todo' ? 'skipped' : /** @type {keyof Totals} */ (kind)] += Number(count);
      }
    }
    const skippedSuite = /^skipped: .*\((\d+) tests?\)/.exec(line);
    if (skippedSuite) totals.skipped += Number(skippedSuite[1]);
  }
  return totals;
}

const ERROR_LENGTH = 300;
const FRAMES = 3;

/**
 * Where a failure happened, beyond its first line: a browser action's target and why it never ran (Playwright's
 * call log: "waiting for getByRole(…)", "element is not enabled"), and the first frames of vitest's stack
 * ("❯ createProject tests/e2e/support/admin-helpers.ts:470:5"). A timeout's first line alone names neither.
 * @param {string[]} block the lines after the FAIL heading, up to the next failure
 * @returns {string[]}
 */
function failureDetail(block) {
  const waitingFor = block
    .find((line) => /^\s*- waiting for /.test(line))
    ?.trim()
    .replace(/^- /, '');
  const reason = block
    .filter((line) => /^\s*- (element |.* intercepts pointer events)/.test(line))
    .at(-1)
    ?.trim()
    .replace(/^- /, '');
  const frames = block
    .filter((line) => /^\s*❯ \S/.test(line))
    .slice(0, FRAMES)
    .map((line) => line.trim().replace(/^❯ /, ''));
  return [
    ...(waitingFor ? [waitingFor.slice(0, ERROR_LENGTH)] : []),
    ...(reason ? [reason.slice(0, ERROR_LENGTH)] : []),
    ...(frames.length > 0 ? [`at ${frames.join(' ← ')}`] : []),
  ];
}

/**
 * The tests vitest lists under "Failed Tests" (" FAIL  file > group > test", then the error), each once,
 * with the error's first line cut to a readable length, and where it happened (failureDetail).
 * @param {string} output
 * @returns {{ title: string, error: string, detail: string[] }[]}
 */
export function failedTests(output) {
  const lines = output.split('\n').map((line) => stripVTControlCharacters(line).trimEnd());
  /** @type {Map<string, { error: string, detail: string[] }>} */
  const failures = new Map();
  lines.forEach((line, index) => {
    const heading = /^\s*FAIL\s+(.+)$/.exec(line);
    if (!heading) return;
    const title = heading[1].trim();
    const rest = lines.slice(index + 1);
    const end = rest.findIndex((next) => /^\s*FAIL\s/.test(next) || /^⎯+\[\d+\/\d+\]⎯*$/.test(next.trim()));
    const block = end === -1 ? rest : rest.slice(0, end);
    const error =
      block
        .find((next) => next.trim() !== '')
        ?.trim()
        .slice(0, ERROR_LENGTH) ?? '';
    if (!failures.has(title)) failures.set(title, { error, detail: failureDetail(block) });
  });
  return [...failures].map(([title, failure]) => ({ title, ...failure }));
}

/**
 * The closing line of one part of the Database/Storage suite (scripts/run-emulator-suite.mjs), naming the tier
 * that ran it: the Java emulators, or the stand-in (scripts/stand-in/). A run without vitest's summary line
 * (the emulators did not start, the run crashed) is a failure whatever its exit code: never "skipped".
 * @param {{ suite: string, tier: 'java' | 'stand-in' | 'auth', code: number, output: string }} run
 * @returns {{ line: string, ok: boolean }}
 */
export function suiteSummary({ suite, tier, code, output }) {
  const ran = output.split('\n').some((line) => /^\s*Tests\s+.*\(\d+\)\s*$/.test(stripVTControlCharacters(line)));
  const label = { java: 'Java emulators', 'stand-in': 'stand-in', auth: 'Auth emulator' }[tier];
  if (!ran) return { line: `${suite}: FAILED — no test summary (exit ${code}): the ${label} did not start or the run crashed`, ok: false };
  const { passed, failed, skipped } = countResults(output);
  const counts = [`${passed} passed`, ...(failed ? [`${failed} failed`] : []), ...(skipped ? [`${skipped} skipped`] : [])].join(', ');
  return { line: `${suite}: ${counts} (${label})`, ok: code === 0 && failed === 0 };
}
