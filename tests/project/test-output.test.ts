/**
 * npm test's summary (scripts/test-output.mjs): the counts it adds up and the failures it repeats at the
 * end, read from vitest 4's own output (colours included, as the step's child process prints them).
 */
import { describe, expect, it } from 'vitest';
import { countResults, failedTests, suiteSummary } from '../../scripts/test-output.mjs';

const ESC = '\u001b';
// Recorded from `vitest run` on a file with one failing and one passing test.
const failingRun = [
  ` ${ESC}[31m❯${ESC}[39m a.test.ts ${ESC}[2m(${ESC}[22m${ESC}[2m2 tests${ESC}[22m${ESC}[2m | ${ESC}[22m${ESC}[31m1 failed${ESC}[39m${ESC}[2m)${ESC}[22m`,
  `${ESC}[31m     ${ESC}[31m×${ESC}[31m fails here${ESC}[39m${ESC}[32m 17${ESC}[2mms${ESC}[22m${ESC}[39m`,
  '',
  `${ESC}[31m⎯⎯⎯⎯⎯⎯⎯${ESC}[39m${ESC}[1m${ESC}[41m Failed Tests 1 ${ESC}[49m${ESC}[22m${ESC}[31m⎯⎯⎯⎯⎯⎯⎯${ESC}[39m`,
  '',
  `${ESC}[41m${ESC}[1m FAIL ${ESC}[22m${ESC}[49m a.test.ts${ESC}[2m > ${ESC}[22mgroup${ESC}[2m > ${ESC}[22mfails here`,
  `${ESC}[31m${ESC}[1mAssertionError${ESC}[22m: expected 2 to be 3 // Object.is equality${ESC}[39m`,
  '',
  `${ESC}[2m      Tests ${ESC}[22m ${ESC}[1m${ESC}[31m1 failed${ESC}[39m${ESC}[22m${ESC}[2m | ${ESC}[22m${ESC}[1m${ESC}[32m1 passed${ESC}[39m${ESC}[22m${ESC}[90m (2)${ESC}[39m`,
].join('\n');

describe("npm test's summary", () => {
  it('counts passed, failed and skipped tests, and suites skipped with their reason', () => {
    const skipped = 'skipped: Database/Storage emulator suite — Java 17 found (41 tests)';
    expect(countResults(`${failingRun}\n${skipped}`)).toEqual({ passed: 1, failed: 1, skipped: 41 });
  });

  it('names each failed test with the first line of its error', () => {
    expect(failedTests(failingRun)).toEqual([
      { title: 'a.test.ts > group > fails here', error: 'AssertionError: expected 2 to be 3 // Object.is equality', detail: [] },
    ]);
  });

  it("adds a browser action's target, why it never ran, and where in the test it was", () => {
    const timeout = [
      `${ESC}[41m${ESC}[1m FAIL ${ESC}[22m${ESC}[49m flow.e2e.test.ts${ESC}[2m > ${ESC}[22mcreates a project`,
      `${ESC}[31m${ESC}[1mTimeoutError${ESC}[22m: locator.click: Timeout 30000ms exceeded.${ESC}[39m`,
      'Call log:',
      "  - waiting for getByRole('menuitem', { name: 'Publish now', exact: true })",
      '    - locator resolved to <button role="menuitem">Publish now</button>',
      '  - attempting click action',
      '    2 × waiting for element to be visible, enabled and stable',
      '      - element is not visible',
      '    - retrying click action',
      '      - waiting 100ms',
      '    - waiting for element to be visible, enabled and stable',
      '    - element is not enabled',
      '',
      ` ${ESC}[36m❯${ESC}[39m chooseInPublishMenu support/admin-helpers.ts:216:71`,
      "    216|   await page.getByRole('menuitem').click();",
      ` ${ESC}[36m❯${ESC}[39m publishLanguage support/admin-helpers.ts:221:3`,
      ` ${ESC}[36m❯${ESC}[39m createProject support/admin-helpers.ts:478:3`,
      ` ${ESC}[36m❯${ESC}[39m flow.e2e.test.ts:126:21`,
      '',
      `${ESC}[31m${ESC}[2m⎯⎯⎯⎯⎯⎯⎯⎯[1/2]⎯${ESC}[22m${ESC}[39m`,
      '',
      `${ESC}[41m${ESC}[1m FAIL ${ESC}[22m${ESC}[49m flow.e2e.test.ts${ESC}[2m > ${ESC}[22mthe next one`,
      'Error: boom',
    ].join('\n');
    expect(failedTests(timeout)).toEqual([
      {
        title: 'flow.e2e.test.ts > creates a project',
        error: 'TimeoutError: locator.click: Timeout 30000ms exceeded.',
        detail: [
          "waiting for getByRole('menuitem', { name: 'Publish now', exact: true })",
          'element is not enabled',
          'at chooseInPublishMenu support/admin-helpers.ts:216:71 ← publishLanguage support/admin-helpers.ts:221:3 ← createProject support/admin-helpers.ts:478:3',
        ],
      },
      { title: 'flow.e2e.test.ts > the next one', error: 'Error: boom', detail: [] },
    ]);
  });

  it('names a test once even when its file ran twice, and none when all passed', () => {
    expect(failedTests(`${failingRun}\n${failingRun}`)).toHaveLength(1);
    expect(failedTests(' ✓ a.test.ts (2 tests) 23ms\n      Tests  2 passed (2)')).toEqual([]);
  });
});

describe('the Database/Storage suite’s summary line', () => {
  const passing = ' ✓ a.test.ts (3 tests) 23ms\n      Tests  39 passed (39)';
  const skipping = '      Tests  29 passed | 10 skipped (39)';

  it('names the tier and the counts of a run that reached its summary', () => {
    expect(suiteSummary({ suite: 'database-storage', tier: 'stand-in', code: 0, output: passing })).toEqual({
      line: 'database-storage: 39 passed (stand-in)',
      ok: true,
    });
    expect(suiteSummary({ suite: 'database-storage', tier: 'stand-in', code: 0, output: skipping }).line).toBe(
      'database-storage: 29 passed, 10 skipped (stand-in)',
    );
    expect(suiteSummary({ suite: 'database-browser', tier: 'java', code: 0, output: '      Tests  3 passed (3)' }).line).toBe(
      'database-browser: 3 passed (Java emulators)',
    );
    expect(suiteSummary({ suite: 'auth', tier: 'auth', code: 0, output: '      Tests  7 passed (7)' }).line).toBe(
      'auth: 7 passed (Auth emulator)',
    );
    expect(suiteSummary({ suite: 'database-storage', tier: 'java', code: 1, output: failingRun })).toEqual({
      line: 'database-storage: 1 passed, 1 failed (Java emulators)',
      ok: false,
    });
  });

  it('fails a run that ended before its summary, even one whose output reads like a download failure', () => {
    const crash = 'Error: download failed: getaddrinfo ENOTFOUND\nUnsupportedClassVersionError';
    for (const code of [1, 0]) {
      const summary = suiteSummary({ suite: 'database-storage', tier: 'java', code, output: crash });
      expect(summary.ok).toBe(false);
      expect(summary.line).toMatch(/^database-storage: FAILED — no test summary/);
      expect(countResults(summary.line)).toEqual({ passed: 0, failed: 0, skipped: 0 });
    }
  });
});
