/**
 * The owner's CV editor in Chromium, on a phone (390 px) and a desktop: sign in through the Auth emulator,
 * open /admin/cv from the account menu, check the fields, add and reorder an item with the keyboard and watch
 * the preview follow, save, and see the change on the public CV page on screen and in its print layout; then
 * the Spanish editor at /es/admin/cv. Axe finds nothing on the editor in a dark and a light theme.
 *
 * This build reads the bundled content: a save lives in the tab's in-memory store (as the post editor's does
 * here), so the public page is reached through the editor's own link, client-side.
 *
 *   flock /tmp/emulators.lock env E2E_SKIP_BUILD=true npm run test:e2e -- cv-editor.e2e.test.ts
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pagePerTest } from './support/page-per-test';
import { OWNER, signInAsOwner, waitForPath } from './support/admin-helpers';
import { runAxe, switchTheme } from './support/site';

const FLOW_TIMEOUT = 180_000;
const WAIT = { timeout: 30_000 };

const openTestPage = pagePerTest();

const group = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const preview = (page: Page) => page.getByRole('region', { name: /^(Preview|Vista previa) / });
const announcement = (page: Page) => page.locator('form p.visually-hidden[role="status"]');
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

async function openCvEditorFromMenu(page: Page) {
  const menuButton = page.getByRole('button', { name: new RegExp(`Account menu of ${OWNER.name}`) });
  await menuButton.click();
  const menu = page.locator(`[id="${await menuButton.getAttribute('aria-controls')}"]`);
  await menu.getByRole('link', { name: 'Edit CV', exact: true }).click();
  await waitForPath(page, '/admin/cv');
  await page.getByRole('heading', { level: 1, name: 'Edit CV' }).waitFor(WAIT);
}

describe.each([
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 900 }],
])('the CV editor on a %s (browser, emulators, bundled content)', (_, viewport) => {
  it(
    'edits the CV from the keyboard, previews it, saves, and the public CV shows it on screen and in print',
    async () => {
      const { page, problems } = await openTestPage({ viewport });
      await signInAsOwner(page);
      await openCvEditorFromMenu(page);

      // The stored CV, field by field.
      await expect.poll(() => page.getByLabel('Name', { exact: true }).inputValue()).toBe('Emi Castellano');
      expect(await page.getByLabel('Professional title (English)').inputValue()).toBe('Web Developer');
      expect(await group(page, 'Job 1 of 3').getByLabel('Company or organization').inputValue()).toBe('Northwind Studio');
      expect(await group(page, 'Job 1 of 3').getByLabel('Start').inputValue()).toBe('2022-04');
      expect(await group(page, 'Language 3 of 3').getByLabel('Language (English)').inputValue()).toBe('Valencian');

      // Add a language with the keyboard: focus lands in its first field.
      await page.getByRole('button', { name: 'Add a language' }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => announcement(page).textContent()).toContain('Language 4 added.');
      const added = group(page, 'Language 4 of 4');
      await expect.poll(() => added.getByLabel('Language (English)').evaluate((element) => element === document.activeElement)).toBe(true);
      await page.keyboard.type('Italian');
      expect(await added.getByLabel('Language (English)').inputValue()).toBe('Italian');
      await added.getByLabel('Level (English)').fill('Basic (A2)');
      await page.getByRole('tab', { name: 'Spanish' }).click();
      await group(page, 'Language 4 of 4').getByLabel('Language (Spanish)').fill('Italiano');
      await group(page, 'Language 4 of 4').getByLabel('Level (Spanish)').fill('Básico (A2)');
      await page.getByRole('tab', { name: 'English' }).click();

      // Move it to the top with the keyboard; focus stays on the moved item.
      await group(page, 'Language 4 of 4').getByRole('button', { name: 'Move up' }).focus();
      for (const position of [3, 2, 1]) {
        await page.keyboard.press('Enter');
        await expect.poll(() => announcement(page).textContent()).toContain(`Language moved to position ${position} of 4.`);
      }
      // At the top Move up is disabled, so focus goes to the same item's Move down (after the re-render that
      // disabled it, a moment after the announcement).
      await expect.poll(() => focusedText(page)).toBe('Move down');
      expect(await group(page, 'Language 1 of 4').getByLabel('Language (English)').inputValue()).toBe('Italian');
      const previewLanguages = preview(page).getByRole('region', { name: 'Languages' }).locator('dt');
      await expect.poll(() => previewLanguages.allTextContents()).toEqual(['Italian', 'Spanish', 'English', 'Valencian']);

      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText(/^CV saved: visitors see the change/).waitFor(WAIT);

      // The public CV page (client-side: the bundled store lives in this tab) shows the change…
      await page.getByRole('link', { name: 'View the public CV' }).click();
      await waitForPath(page, '/c/cv');
      // The editor's live preview is the same CV (same heading, same Languages region) and can still be on screen
      // for a moment: wait for the editor to go before reading the public page.
      await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Edit CV' }).count(), WAIT).toBe(0);
      await page.getByRole('heading', { level: 1, name: 'Emi Castellano' }).waitFor(WAIT);
      const publicLanguages = page.getByRole('region', { name: 'Languages' }).locator('dt');
      await expect.poll(() => publicLanguages.allTextContents()).toEqual(['Italian', 'Spanish', 'English', 'Valencian']);
      // …and so does its print layout.
      await page.emulateMedia({ media: 'print' });
      expect(await page.getByText('Basic (A2)').isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Print CV' }).isVisible()).toBe(false);
      await page.emulateMedia({ media: 'screen' });

      expect(problems.errors).toEqual([]);
    },
    FLOW_TIMEOUT,
  );

  it(
    'speaks Spanish at /es/admin/cv, reorders from the keyboard with the preview in Spanish, and axe finds nothing',
    async () => {
      const { page, problems } = await openTestPage({ viewport });
      await signInAsOwner(page);
      await page.goto('/es/admin/cv');
      await page.getByRole('heading', { level: 1, name: 'Editar CV' }).waitFor(WAIT);
      expect(await page.getByRole('tab', { name: 'Español' }).getAttribute('aria-selected')).toBe('true');
      expect(await page.getByLabel('Título profesional (español)').inputValue()).toBe('Desarrollador web');
      expect(await group(page, 'Puesto 1 de 3').getByLabel('Cargo (español)').inputValue()).toBe('Desarrollador frontend sénior');
      expect(await group(page, 'Titulación 1 de 2').getByLabel('Centro o institución').inputValue()).toBe(
        'Universitat Politècnica de València',
      );

      await group(page, 'Grupo de habilidades 3 de 3').getByRole('button', { name: 'Subir' }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => announcement(page).textContent()).toContain('Grupo de habilidades: ahora en la posición 2 de 3.');
      const previewGroups = preview(page).getByRole('region', { name: 'Habilidades' }).getByRole('heading', { level: 3 });
      await expect.poll(() => previewGroups.allTextContents()).toEqual(['Frontend', 'Calidad', 'Backend y nube']);

      for (const theme of ['dark-scheme', 'light-scheme'] as const) {
        await switchTheme(page, theme);
        // The editor and its preview (the page frame has its own checks in quality.e2e.test.ts).
        expect(await runAxe(page, 'main'), theme).toEqual([]);
      }
      expect(problems.errors).toEqual([]);
    },
    FLOW_TIMEOUT,
  );
});
