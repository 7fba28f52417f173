/**
 * After a deploy, a tab opened on the previous build asks for route chunks by their old hashed names, which
 * Hosting no longer has (404). The takeover (web/src/client/take-over.tsx) installs the chunk-reload guard (docs/decisions.md, "Errors"): the next
 * navigation loads the page it was going to afresh, once, instead of showing a 500 with "Failed to fetch
 * dynamically imported module". Here the blog chunk answers 404 once, as a removed file would.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentPath, launchBrowser, openPage } from './support/browser';
import { DOCUMENT_404_ERROR, waitForApp } from './support/site';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const BLOG_CHUNK = /\/assets\/blog-[\w-]+\.js$/;

describe('a route chunk missing after a deploy', () => {
  it.each([
    ['/', '/blog'],
    ['/es', '/es/blog'],
  ])('on %s, following the Blog link reloads once and arrives at %s', async (start, target) => {
    // The failed chunk itself is logged by Chrome (a 404 resource) before the guard reloads.
    const { page, problems, close } = await openPage(browser, { ignoreErrors: [DOCUMENT_404_ERROR] });
    try {
      await page.goto(start, { waitUntil: 'networkidle' });
      await waitForApp(page);

      const chunkRequests: number[] = [];
      await page.route(
        BLOG_CHUNK,
        (route) => {
          chunkRequests.push(404);
          return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
        },
        { times: 1 },
      );
      page.on('response', (response) => {
        if (BLOG_CHUNK.test(new URL(response.url()).pathname) && response.status() === 200) chunkRequests.push(200);
      });
      // A mark on this document: a reload replaces the window, and the mark with it.
      await page.evaluate(() => ((window as unknown as { __oldBuild: boolean }).__oldBuild = true));

      await page.locator(`header a[href="${target}"]`).first().click();

      await expect.poll(() => page.evaluate(() => (window as unknown as { __oldBuild?: boolean }).__oldBuild ?? false)).toBe(false);
      await expect.poll(() => currentPath(page)).toBe(target);
      await waitForApp(page);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Blog');
      expect(await page.locator('body').textContent()).not.toMatch(/dynamically imported module|something went wrong|algo salió mal/i);
      // One failed request (the old build's file), then the reloaded page's successful one.
      expect(chunkRequests).toEqual([404, 200]);
      expect(problems.errors.filter((error) => !/404/.test(error))).toEqual([]);
    } finally {
      await close();
    }
  });
});
