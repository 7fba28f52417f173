/**
 * What a visitor meets, checked in Chromium on the Hosting emulator with the bundled content: the header at every
 * width, the printed CV, shared links that keep their language, link previews, the project gallery's viewer, the
 * 404 page, search ranking and the redirects (docs/decisions.md, "What a visitor meets").
 * Run with `node tests/e2e/support/run-e2e.mjs visitor.e2e.test.ts`.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, type OpenedPage, type OpenPageOptions } from './support/browser';
import { waitForApp } from './support/site';

let browser: Browser;
const opened: OpenedPage[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await Promise.all(opened.map((item) => item.close()));
  await browser?.close();
});

async function freshPage(options: OpenPageOptions = {}): Promise<OpenedPage> {
  const item = await openPage(browser, options);
  opened.push(item);
  return item;
}

describe('the header at every width', () => {
  // Phones, the iPad held upright (768–820 px), small laptops and desktops.
  const widths = [320, 390, 768, 800, 816, 820, 1024, 1280, 1440];
  for (const path of ['/', '/es']) {
    it(`${path}: no sideways scroll, no clipped control, no wrapped nav label at ${widths.join(', ')} px`, async () => {
      const { page, problems } = await freshPage({ viewport: { width: widths[0], height: 800 } });
      await page.goto(path);
      await waitForApp(page);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        const layout = await page.evaluate(() => {
          const viewport = document.documentElement.clientWidth;
          const controls = [...document.querySelectorAll<HTMLElement>('.site-header a, .site-header button, .site-nav a')]
            .filter((element) => element.offsetParent !== null)
            .map((element) => {
              const box = element.getBoundingClientRect();
              return {
                text: element.innerText.trim(),
                clipped: element.scrollWidth > element.clientWidth + 1 || box.left < 0 || box.right > viewport + 0.5,
              };
            });
          // A label that wraps is drawn as more than one line box.
          const wrapped = [...document.querySelectorAll('.site-nav__link > span')]
            .filter((label) => label.getClientRects().length > 1)
            .map((label) => label.textContent);
          return { scrollWidth: document.documentElement.scrollWidth, viewport, clipped: controls.filter((c) => c.clipped), wrapped };
        });
        expect({ width, ...layout }).toEqual({ width, scrollWidth: layout.viewport, viewport: layout.viewport, clipped: [], wrapped: [] });
      }
      expect(problems.errors).toEqual([]);
    });
  }
});
