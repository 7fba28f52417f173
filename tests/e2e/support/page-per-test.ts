/**
 * One browser for a suite and one page open at a time, closed after each test, so a failed test never leaves a
 * page (and its signed-in session) to the next. Call once at the top level of a test file; it returns `open`.
 */
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchBrowser, openPage, type OpenedPage, type OpenPageOptions } from './browser';

export function pagePerTest(): (options?: OpenPageOptions) => Promise<OpenedPage> {
  let browser: Browser | undefined;
  let current: OpenedPage | null = null;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await current?.close();
    current = null;
  });
  afterAll(async () => {
    await browser?.close();
  });
  return async (options = {}) => {
    if (!browser) throw new Error('pagePerTest: the browser starts in beforeAll');
    current = await openPage(browser, options);
    return current;
  };
}
