/**
 * Autosave (docs/decisions.md, "Nothing typed is lost"), in Chromium on a 390 px phone and a desktop: the owner
 * types into the live sample post and stops; the indicator beside Save says "Saved"; leaving asks nothing; the
 * editor opened again holds the typed title, read from the store, while the public page still shows the published
 * one.
 *
 * This build reads the bundled content: saves live in the tab's in-memory store and a reload starts from the seed
 * again, so the editor and the public page are reached again client-side in the same tab rather than by a reload.
 *
 *   flock /tmp/emulators.lock node tests/e2e/support/run-e2e.mjs autosave.e2e.test.ts
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openAdminList, signInAsOwner, waitForPath } from './support/admin-helpers';
import { pagePerTest } from './support/page-per-test';
import { runAxe, SAMPLE_POST } from './support/site';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const WAIT = { timeout: 30_000 };
const open = pagePerTest();

const EDITOR = `/admin/blog/editar/${SAMPLE_POST}`;
const indicator = (page: Page) => page.locator('.editor__autosave');
/** What the indicator shows (its live region, hidden, says only the outcome). */
const shown = (page: Page) => indicator(page).locator('[aria-hidden="true"]').textContent();

/** A navigation inside the app, as a link would make it (the tab's store, and so its saves, stay). */
async function goClientSide(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await waitForPath(page, path);
}

for (const [device, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  describe(`autosave on a ${device}`, () => {
    it('saves the typing of a live post by itself, into the working copy only', async () => {
      const { page, problems } = await open({ viewport, reducedMotion: 'reduce' });
      await signInAsOwner(page);
      await page.goto(EDITOR);
      await page.getByRole('heading', { level: 1, name: /^Edit post:/ }).waitFor(WAIT);
      await expect.poll(() => shown(page), WAIT).toMatch(/^Saved /);

      const title = page.getByLabel('Title (English)', { exact: true });
      const published = await title.inputValue();
      await title.click();
      await page.keyboard.press('End');
      await title.pressSequentially(' (autosaved)');
      // "Saved just now", then "Saved 5 seconds ago" and on: the poll may look after the first moments.
      await expect.poll(() => shown(page), WAIT).toMatch(/^Saved (just now|\d+ seconds ago)$/);
      expect(await indicator(page).isVisible()).toBe(true);
      // Said once in the live region, without the time going by.
      expect(await indicator(page).getByRole('status').textContent()).toBe('Saved');
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      expect(await runAxe(page)).toEqual([]);

      // Saved: leaving asks nothing.
      await openAdminList(page, 'posts');
      expect(await page.getByRole('dialog').count()).toBe(0);

      // Visitors still get the published title.
      await goClientSide(page, `/blog/${SAMPLE_POST}`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), WAIT).toBe(published);

      // The editor, opened again, reads the working copy: the typed title is there.
      await goClientSide(page, EDITOR);
      await page.getByRole('heading', { level: 1, name: /^Edit post:/ }).waitFor(WAIT);
      await expect.poll(() => page.getByLabel('Title (English)', { exact: true }).inputValue(), WAIT).toBe(`${published} (autosaved)`);
      expect(await page.locator('.editor__lang-states').textContent()).toContain('EN published, changes not published');
      expect(problems.errors).toEqual([]);
    }, 180_000);
  });
}
