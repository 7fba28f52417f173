/**
 * One browser for a test file, and the pages a test opens closed after it, so a failed test never leaves a page (and
 * its signed-in session) to the next, and a long file never keeps dozens of pages alive at once. Call once at the
 * top level of a test file; it returns `open`, which a test may call more than once (two visitors, two tabs).
 */
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchBrowser, openPage, type OpenedPage, type OpenPageOptions } from './browser';

export function pagePerTest(defaults: OpenPageOptions = {}): (options?: OpenPageOptions) => Promise<OpenedPage> {
  let browser: Browser | undefined;
  const pages: OpenedPage[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await Promise.all(pages.splice(0).map((item) => item.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return async (options = {}) => {
    if (!browser) throw new Error('pagePerTest: the browser starts in beforeAll');
    const item = await openPage(browser, { ...defaults, ...options });
    pages.push(item);
    return item;
  };
}
