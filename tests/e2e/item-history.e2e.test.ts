/**
 * A post's history in Chromium, on a phone (390 px) and a desktop, in English and Spanish: edit and save a post
 * twice (one editing session: one version), open History, see it and the published version it was written over with
 * the words changed, restore the first version (confirmed) into the working copy, find the form holding it and the
 * restore listed as the newest version. Axe finds nothing on the open
 * history. Screenshots of the viewport go to /tmp/item-history-*.png.
 *
 * This build reads the bundled content: saves and their history live in the tab's in-memory store, so the test
 * never reloads the page after its first save.
 *
 *   flock /tmp/emulators.lock node tests/e2e/support/run-e2e.mjs item-history.e2e.test.ts
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pagePerTest } from './support/page-per-test';
import { signInAsOwner } from './support/admin-helpers';
import { runAxe } from './support/site';

const FLOW_TIMEOUT = 240_000;
const WAIT = { timeout: 30_000 };
const POST = 'what-goes-in-my-readme';

const openTestPage = pagePerTest();

const texts = {
  en: {
    path: `/admin/blog/editar/${POST}`,
    heading: 'Edit post: What goes in every README I write',
    summary: 'Summary (English)',
    title: 'Title (English)',
    save: 'Save',
    saved: 'Saved. Visitors still see the published version.',
    history: 'History',
    // Named by the title as saved: the second save added "Plus" to it.
    dialog: 'History of “What goes in every README I write Plus”',
    dialogRestored: 'History of “What goes in every README I write”',
    versions: 'Versions, newest first',
    version: (n: number) => new RegExp(`^Version ${n}`),
    compared: 'Version 1 compared with the current one',
    restore: 'Restore version 1',
    confirm: 'Restore version 1?',
    restored: 'Version 1 restored into the working copy as version 4. Visitors see it only once you publish it.',
    restoredKind: 'Restored from an earlier version',
    added: 'added:',
  },
  es: {
    path: `/es/admin/blog/editar/${POST}`,
    heading: 'Editar entrada: Lo que pongo en cada README',
    summary: 'Resumen (español)',
    title: 'Título (español)',
    save: 'Guardar',
    saved: 'Guardado. Los visitantes siguen viendo la versión publicada.',
    history: 'Historial',
    dialog: 'Historial de «Lo que pongo en cada README Plus»',
    dialogRestored: 'Historial de «Lo que pongo en cada README»',
    versions: 'Versiones, de la más reciente a la más antigua',
    version: (n: number) => new RegExp(`^Versión ${n}`),
    compared: 'Versión 1 comparada con la actual',
    restore: 'Restaurar la versión 1',
    confirm: '¿Restaurar la versión 1?',
    restored: 'Versión 1 restaurada en la copia de trabajo como versión 4. Los visitantes solo la verán cuando la publiques.',
    restoredKind: 'Restaurada desde una versión anterior',
    added: 'añadido:',
  },
};

async function saveWith(page: Page, t: (typeof texts)['en'], label: string, value: string) {
  await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: t.save, exact: true }).click();
  await page.getByText(t.saved).first().waitFor(WAIT);
}

describe.each([
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 900 }],
])('a post’s history on a %s (browser, emulators, bundled content)', (_, viewport) => {
  it.each(['en', 'es'] as const)(
    'in %s: two saves, the words changed, and a restore of the first version into the working copy',
    async (lang) => {
      const t = texts[lang];
      const { page, problems } = await openTestPage({ viewport });
      await signInAsOwner(page);
      await page.goto(t.path);
      await page.getByRole('heading', { level: 1, name: t.heading }).waitFor(WAIT);
      const summary = page.getByLabel(t.summary, { exact: true });
      await expect.poll(() => summary.inputValue(), WAIT).not.toBe('');
      const firstSummary = await summary.inputValue();
      const title = page.getByLabel(t.title, { exact: true });
      const firstTitle = await title.inputValue();

      await saveWith(page, t, t.summary, `${firstSummary} Kept in history.`);
      await saveWith(page, t, t.title, `${firstTitle} Plus`);

      const open = page.getByRole('button', { name: t.history, exact: true });
      await open.click();
      const dialog = page.getByRole('dialog', { name: t.dialog });
      await dialog.waitFor(WAIT);
      const versions = dialog.getByRole('region', { name: t.versions });
      // Two saves of the working copy within ten minutes are one editing session: one version, naming both
      // changes, and the published version 1 they were written over kept.
      await expect.poll(() => versions.getByRole('listitem').count(), WAIT).toBe(2);
      const current = await versions.getByRole('listitem').first().textContent();
      expect(current).toContain(t.title);
      expect(current).toContain(t.summary);
      await versions.getByRole('button', { name: t.version(1) }).click();
      const compared = dialog.getByRole('heading', { level: 3, name: t.compared });
      await compared.waitFor(WAIT);
      await expect.poll(() => compared.evaluate((element) => element === document.activeElement)).toBe(true);
      // The words added since version 1, marked, and said in words for screen readers.
      const added = await dialog.locator('ins').allTextContents();
      expect(added.join(' ')).toContain('Kept in history.');
      expect(added.join(' ')).toContain('Plus');
      expect(added[0]).toContain(t.added);
      await page.screenshot({ path: `/tmp/item-history-compare-${lang}-${viewport.width}.png` });
      expect(await runAxe(page, 'dialog.history')).toEqual([]);

      // Restore, confirmed from the keyboard.
      await dialog.getByRole('button', { name: t.restore }).click();
      const ask = page.getByRole('dialog', { name: t.confirm });
      await ask.waitFor(WAIT);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await page.getByText(t.restored).waitFor(WAIT);
      // The dialog's closing and the form's new values may render a moment after the status: poll, not sample.
      await expect.poll(() => dialog.count(), WAIT).toBe(0);
      await expect.poll(() => summary.inputValue(), WAIT).toBe(firstSummary);
      await expect.poll(() => title.inputValue(), WAIT).toBe(firstTitle);
      await expect.poll(() => open.evaluate((element) => element === document.activeElement)).toBe(true);

      // Named by the restored title now.
      await open.click();
      const reopened = page.getByRole('dialog', { name: t.dialogRestored });
      await reopened.waitFor(WAIT);
      const listed = reopened.getByRole('region', { name: t.versions });
      await expect.poll(() => listed.getByRole('listitem').count(), WAIT).toBe(3);
      expect(await listed.getByRole('listitem').first().textContent()).toContain(t.restoredKind);
      await page.screenshot({ path: `/tmp/item-history-after-${lang}-${viewport.width}.png` });
      await page.keyboard.press('Escape');
      await expect.poll(() => reopened.count()).toBe(0);
      expect(problems.errors).toEqual([]);
    },
    FLOW_TIMEOUT,
  );
});
