/**
 * Browser helpers for the e2e suites: Debian's Chromium driven by playwright-core,
 * launched with CHROMIUM_ARGS (chromium.mjs) so nothing leaves loopback.
 * Each page collects its console errors and uncaught exceptions, so a suite can
 * assert a clean console as well as what the user sees.
 */
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

// Where Chromium is and how it is started: one list for every browser run (chromium.mjs).
export { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

/** The site under test (Firebase Hosting emulator by default). */
export const BASE_URL = (process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5000').replace(/\/+$/, '');

/** playwright-core gives every launch a fresh temporary profile (the fresh user-data-dir the docs ask for). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

interface PageProblems {
  /** console.error messages and uncaught exceptions, in order. */
  errors: string[];
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  problems: PageProblems;
  close(): Promise<void>;
}

export interface OpenPageOptions extends BrowserContextOptions {
  /** Console messages matching one of these are expected (e.g. a deliberate 401) and not collected. */
  ignoreErrors?: RegExp[];
}

/** A fresh context (own cookies and storage) with one page that records console errors. */
export async function openPage(browser: Browser, options: OpenPageOptions = {}): Promise<OpenedPage> {
  const { ignoreErrors = [], ...contextOptions } = options;
  const context = await browser.newContext({ baseURL: BASE_URL, ...contextOptions });
  const page = await context.newPage();
  // README, "Tests": a slower page widens the window of any race between a test and the app.
  const throttle = Number(process.env.E2E_CPU_THROTTLE ?? 0);
  if (throttle > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: throttle });
  const problems: PageProblems = { errors: [] };
  const record = (text: string) => {
    if (!ignoreErrors.some((pattern) => pattern.test(text))) problems.errors.push(text);
  };
  page.on('console', (message) => {
    if (message.type() === 'error') record(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => record(`pageerror: ${error.message}`));
  return { context, page, problems, close: () => context.close() };
}

/** The path + search of a page's current URL (what the router sees). */
export function currentPath(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}
