/**
 * The owner's preview of staged changes at the public address (docs/decisions.md, "Draft preview"), in Chromium on
 * a 390 px phone: the owner edits a live seed post's title in each language and saves; "Preview changes on the site"
 * opens its public address showing the saved working copy under a banner, kept out of search engines, with links
 * back to the editor and to the published version. A visitor's fresh context asking the same address with
 * `?preview` gets the published post, kept by the CDN as any public page is.
 *
 * This build reads the bundled content: the saves live in the tab's in-memory store, so the preview is reached
 * client-side in the same tab.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSuffix, signInAsOwner, waitForPath } from './support/admin-helpers';
import { launchBrowser, openPage, type OpenedPage } from './support/browser';
import { runAxe, SAMPLE_POST } from './support/site';

const PHONE = { width: 390, height: 844 };
const WAIT = { timeout: 30_000 };
const ADDRESS = { en: `/blog/${SAMPLE_POST}`, es: `/es/blog/${SAMPLE_POST}` };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();
const scrollWidth = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth);
const robots = (page: Page) => page.evaluate(() => document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null);

/** Saves the form and waits for it to say that visitors still see the published version. */
async function saveStaged(page: Page, saved: string) {
  await page.getByRole('button', { name: /^(Save|Guardar)$/ }).click();
  await page.getByRole('status').filter({ hasText: saved }).first().waitFor(WAIT);
}

describe('preview of staged changes', () => {
  it('shows the owner the saved changes at the public address in both languages; a visitor gets the published post', async () => {
    const opened: OpenedPage[] = [];
    try {
      const owner = await openPage(browser, { viewport: PHONE, reducedMotion: 'reduce' });
      opened.push(owner);
      const { page, problems } = owner;
      await signInAsOwner(page);
      await page.goto(`/admin/blog/editar/${SAMPLE_POST}`);
      await page.getByRole('heading', { level: 1, name: /^Edit post:/ }).waitFor(WAIT);
      const suffix = runSuffix();
      const titleEn = page.getByLabel('Title (English)', { exact: true });
      const published = { en: await titleEn.inputValue(), es: '' };
      const staged = { en: `${published.en} (staged ${suffix})`, es: '' };
      await titleEn.fill(staged.en);
      await saveStaged(page, 'Saved. Visitors still see the published version.');

      // English: the staged title under the banner, out of search engines; the published one a link away.
      await page.getByRole('link', { name: 'Preview changes on the site (English)', exact: true }).click();
      await waitForPath(page, ADDRESS.en);
      expect(new URL(page.url()).search).toBe('?preview');
      await expect.poll(() => heading(page), WAIT).toBe(staged.en);
      const banner = page.getByRole('note').filter({ hasText: /^Unpublished changes — only you can see this\./ });
      await banner.waitFor(WAIT);
      await expect.poll(() => robots(page), WAIT).toBe('noindex');
      expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
      expect(await runAxe(page)).toEqual([]);
      await banner.getByRole('link', { name: 'See the published version', exact: true }).click();
      await expect.poll(() => heading(page), WAIT).toBe(published.en);
      expect(new URL(page.url()).search).toBe('');
      expect(await page.getByRole('note').filter({ hasText: 'Unpublished changes' }).count()).toBe(0);

      // Back to the editor from the banner, on the Spanish tab this time.
      await page.goBack();
      await expect.poll(() => heading(page), WAIT).toBe(staged.en);
      await banner.getByRole('link', { name: 'Back to the editor', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: /^Edit post:/ }).waitFor(WAIT);
      await page.getByRole('tab', { name: 'Spanish', exact: true }).click();
      const titleEs = page.getByLabel('Title (Spanish)', { exact: true });
      published.es = await titleEs.inputValue();
      staged.es = `${published.es} (en espera ${suffix})`;
      await titleEs.fill(staged.es);
      await saveStaged(page, 'Saved. Visitors still see the published version.');

      // Spanish: the Spanish address shows the Spanish staged title, in Spanish.
      await page.getByRole('link', { name: 'Preview changes on the site (Spanish)', exact: true }).click();
      await waitForPath(page, ADDRESS.es);
      await expect.poll(() => heading(page), WAIT).toBe(staged.es);
      const bannerEs = page.getByRole('note').filter({ hasText: /^Cambios sin publicar: solo los ves tú\./ });
      await bannerEs.waitFor(WAIT);
      expect(await bannerEs.getByRole('link', { name: 'Ver la versión publicada', exact: true }).count()).toBe(1);
      await expect.poll(() => robots(page), WAIT).toBe('noindex');
      expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
      expect(await runAxe(page)).toEqual([]);
      expect(problems.errors).toEqual([]);

      // A visitor asking the same addresses gets the published post, no banner, cached as the plain address is.
      const visitor = await openPage(browser, { viewport: PHONE, reducedMotion: 'reduce' });
      opened.push(visitor);
      for (const lang of ['en', 'es'] as const) {
        const plain = await visitor.page.goto(ADDRESS[lang]);
        const response = await visitor.page.goto(`${ADDRESS[lang]}?preview`);
        expect(response?.status()).toBe(200);
        expect(response?.headers()['cache-control']).toBe(plain?.headers()['cache-control']);
        await expect.poll(() => heading(visitor.page), WAIT).toBe(published[lang]);
        // Once the tab has taken over, it still shows the published post.
        await visitor.page.waitForTimeout(1000);
        expect(await heading(visitor.page)).toBe(published[lang]);
        expect(await visitor.page.getByText(staged[lang]).count()).toBe(0);
        expect(
          await visitor.page
            .getByRole('note')
            .filter({ hasText: /Unpublished changes|Cambios sin publicar/ })
            .count(),
        ).toBe(0);
        expect((await robots(visitor.page)) ?? '').not.toContain('noindex');
      }
      expect(visitor.problems.errors).toEqual([]);
    } finally {
      await Promise.all(opened.map((each) => each.close()));
    }
  }, 240_000);
});
