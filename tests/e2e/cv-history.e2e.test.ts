/**
 * The CV's history in Chromium, on a phone (390 px) and a desktop: edit and save the CV twice, open History, see
 * three versions and the words changed, restore the first version (confirmed), find the CV restored and the
 * restore listed as a fourth version. Axe finds nothing on the open history in the four offered themes; then the
 * same in Spanish. Screenshots of the viewport go to /tmp/cv-history-*.png.
 *
 * This build reads the bundled content: saves and their history live in the tab's in-memory store, so the test
 * never reloads the page after signing in.
 *
 *   flock /tmp/emulators.lock env E2E_SKIP_BUILD=true npm run test:e2e -- cv-history.e2e.test.ts
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pagePerTest } from './support/page-per-test';
import { signInAsOwner } from './support/admin-helpers';
import { OFFERED_THEMES, runAxe, switchTheme } from './support/site';

const FLOW_TIMEOUT = 240_000;
const WAIT = { timeout: 30_000 };

const openTestPage = pagePerTest();

const texts = {
  en: {
    path: '/admin/cv',
    heading: 'Edit CV',
    summary: 'Summary (English)',
    role: 'Professional title (English)',
    save: 'Save',
    saved: /^CV saved: visitors see the change/,
    history: 'History',
    dialog: 'History of the CV',
    versions: 'Versions, newest first',
    version: (n: number) => new RegExp(`^Version ${n}`),
    compared: 'Version 1 compared with the current one',
    restore: 'Restore version 1',
    confirm: 'Restore version 1?',
    restored: 'Version 1 restored as version 4: visitors see it within a minute.',
    restoredFrom: 'Restored from version 1',
    added: 'added:',
  },
  es: {
    path: '/es/admin/cv',
    heading: 'Editar CV',
    summary: 'Resumen (español)',
    role: 'Título profesional (español)',
    save: 'Guardar',
    saved: /^CV guardado/,
    history: 'Historial',
    dialog: 'Historial del CV',
    versions: 'Versiones, de la más reciente a la más antigua',
    version: (n: number) => new RegExp(`^Versión ${n}`),
    compared: 'Versión 1 comparada con la actual',
    restore: 'Restaurar la versión 1',
    confirm: '¿Restaurar la versión 1?',
    restored: 'Versión 1 restaurada como versión 4: los visitantes la verán en menos de un minuto.',
    restoredFrom: 'Restaurada desde la versión 1',
    added: 'añadido:',
  },
};

async function saveWith(page: Page, t: (typeof texts)['en'], label: string, value: string) {
  await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: t.save, exact: true }).click();
  await page.getByText(t.saved).waitFor(WAIT);
}

describe.each([
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 900 }],
])('the CV history on a %s (browser, emulators, bundled content)', (_, viewport) => {
  it.each(['en', 'es'] as const)(
    'in %s: two saves, the words changed, and a restore of the first version as a fourth',
    async (lang) => {
      const t = texts[lang];
      const { page, problems } = await openTestPage({ viewport });
      await signInAsOwner(page);
      await page.goto(t.path);
      await page.getByRole('heading', { level: 1, name: t.heading }).waitFor(WAIT);
      const summary = page.getByLabel(t.summary, { exact: true });
      await expect.poll(() => summary.inputValue(), WAIT).not.toBe('');
      const firstSummary = await summary.inputValue();
      const firstRole = await page.getByLabel(t.role, { exact: true }).inputValue();

      await saveWith(page, t, t.summary, `${firstSummary} Kept in history.`);
      await saveWith(page, t, t.role, `${firstRole} Plus`);

      const open = page.getByRole('button', { name: t.history, exact: true });
      await open.click();
      const dialog = page.getByRole('dialog', { name: t.dialog });
      await dialog.waitFor(WAIT);
      const versions = dialog.getByRole('region', { name: t.versions });
      await expect.poll(() => versions.getByRole('listitem').count(), WAIT).toBe(3);
      await versions.getByRole('button', { name: t.version(1) }).click();
      const compared = dialog.getByRole('heading', { level: 3, name: t.compared });
      await compared.waitFor(WAIT);
      await expect.poll(() => compared.evaluate((element) => element === document.activeElement)).toBe(true);
      // The words added since version 1, marked, and said in words for screen readers.
      const added = await dialog.locator('ins').allTextContents();
      expect(added.join(' ')).toContain('Kept in history.');
      expect(added.join(' ')).toContain('Plus');
      expect(added[0]).toContain(t.added);
      await page.screenshot({ path: `/tmp/cv-history-compare-${lang}-${viewport.width}.png` });

      for (const theme of OFFERED_THEMES) {
        await switchTheme(page, theme);
        expect(await runAxe(page, 'dialog.history'), theme).toEqual([]);
      }
      await switchTheme(page, 'light-scheme');

      // Restore, confirmed from the keyboard.
      await dialog.getByRole('button', { name: t.restore }).click();
      const ask = page.getByRole('dialog', { name: t.confirm });
      await ask.waitFor(WAIT);
      await page.screenshot({ path: `/tmp/cv-history-confirm-${lang}-${viewport.width}.png` });
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await page.getByText(t.restored).waitFor(WAIT);
      // The dialog's closing and the form's new values may render a moment after the status: poll, not sample.
      await expect.poll(() => dialog.count(), WAIT).toBe(0);
      await expect.poll(() => summary.inputValue(), WAIT).toBe(firstSummary);
      await expect.poll(() => page.getByLabel(t.role, { exact: true }).inputValue(), WAIT).toBe(firstRole);
      await expect.poll(() => open.evaluate((element) => element === document.activeElement)).toBe(true);

      await open.click();
      await dialog.waitFor(WAIT);
      await expect.poll(() => versions.getByRole('listitem').count(), WAIT).toBe(4);
      expect(await versions.getByRole('listitem').first().textContent()).toContain(t.restoredFrom);
      await page.screenshot({ path: `/tmp/cv-history-after-${lang}-${viewport.width}.png` });
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);
      expect(problems.errors).toEqual([]);
    },
    FLOW_TIMEOUT,
  );
});
