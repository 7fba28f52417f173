/**
 * Export and import from the admin (docs/export-format.md, "From the admin"), in bundled mode: the screen works on
 * the tab's in-memory store, so everything here is one page with client-side navigation. The owner downloads the
 * sample site as a zip, picks it again, sees the dry run (everything exists, so it is skipped; with "Replace", it
 * would be replaced and a copy of the current site is offered), applies it and reads the report; a broken zip gets a
 * clear error. The screen is axe-clean in the four themes with the dry run shown.
 *
 *   flock /tmp/emulators.lock node tests/e2e/support/run-e2e.mjs site-transfer.e2e.test.ts
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pagePerTest } from './support/page-per-test';
import { signInAsOwner } from './support/admin-helpers';
import { OFFERED_THEMES, runAxe, SAMPLE_POST, SAMPLE_PROJECT, switchTheme } from './support/site';

const WAIT = { timeout: 30_000 };
const openTestPage = pagePerTest();

async function openTransferScreen(page: Page) {
  await signInAsOwner(page);
  // Client-side, from the admin's navigation: a reload would start the in-memory store from the seed again.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Export and import', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Export and import' }).waitFor(WAIT);
}

async function exportZip(page: Page, button = page.getByRole('button', { name: 'Download the whole site' })): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download', WAIT), button.click()]);
  const path = join(mkdtempSync(join(tmpdir(), 'site-transfer-')), download.suggestedFilename());
  await download.saveAs(path);
  return path;
}

describe('Export and import in the admin', () => {
  it('exports the sample site as a zip and re-imports it after a dry run', async () => {
    const { page, problems } = await openTestPage({ acceptDownloads: true });
    await openTransferScreen(page);

    const zipPath = await exportZip(page);
    expect(zipPath).toMatch(/-\d{4}-\d{2}-\d{2}\.zip$/);
    await expect
      .poll(() => page.getByRole('region', { name: 'Export the site' }).getByRole('status').textContent(), WAIT)
      .toMatch(/The zip is ready \(\d+ files and \d+ images\)/);
    const entries = unzipSync(readFileSync(zipPath));
    expect(Object.keys(entries)).toEqual(
      expect.arrayContaining([
        'site.yaml',
        'cv.yaml',
        'tags.yaml',
        `posts/${SAMPLE_POST}.en.md`,
        `posts/${SAMPLE_POST}.es.md`,
        `projects/${SAMPLE_PROJECT}.en.md`,
      ]),
    );
    expect(strFromU8(entries[`posts/${SAMPLE_POST}.en.md`])).toMatch(
      new RegExp(`^---\\nid: ${SAMPLE_POST}\\nlang: en\\nstatus: published\\ntranslations:`),
    );

    // The same zip back: every item exists, so the dry run skips it and says why; nothing is written.
    await page.getByLabel('A zip, or one or more Markdown files').setInputFiles(zipPath);
    const table = page.getByRole('table', { name: /What the import would do/ });
    await table.waitFor(WAIT);
    const row = (id: string) => table.getByRole('row').filter({ hasText: id });
    await expect.poll(() => row(SAMPLE_POST).textContent(), WAIT).toContain('Skip');
    expect(await row(SAMPLE_POST).textContent()).toContain('Already on the site');
    // Each language's state once imported (docs/export-format.md): both languages of the sample post are live.
    expect(await row(SAMPLE_POST).getByRole('cell').nth(2).textContent()).toBe('EN published · ES published');
    expect(await page.getByRole('button', { name: /^Import \d+ items?$/ }).isDisabled()).toBe(true);

    // Replacing: the plan says which version each item replaces and offers the current site's zip first.
    await page.getByLabel(/Replace posts and projects that already exist/).check();
    await expect.poll(() => row(SAMPLE_POST).textContent(), WAIT).toMatch(/Replace.*Replaces version 1/);
    const keepCopy = page.getByRole('button', { name: 'Download the current site first' });
    const backup = await exportZip(page, keepCopy);
    expect(Object.keys(unzipSync(readFileSync(backup)))).toContain(`posts/${SAMPLE_POST}.en.md`);

    for (const theme of OFFERED_THEMES) {
      await switchTheme(page, theme);
      expect(await runAxe(page), theme).toEqual([]);
    }

    const apply = page.getByRole('button', { name: /^Import \d+ items?$/ });
    const planned = Number((await apply.textContent())!.match(/\d+/)![0]);
    expect(planned).toBeGreaterThan(1);
    await apply.click();
    const report = page.getByRole('heading', { name: 'Import report' });
    await report.waitFor(WAIT);
    await expect
      .poll(() => page.getByRole('region', { name: 'Import' }).getByRole('status').textContent(), WAIT)
      .toBe(`Import finished: ${planned} items written, 0 failed.`);
    expect(await page.locator('.transfer__report').textContent()).toContain(`${planned} items replaced`);

    // The replaced post is still the same post, one version on.
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Blog posts', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Blog posts' }).waitFor(WAIT);
    expect(problems.errors).toEqual([]);
  });

  it('refuses a broken zip with a clear error and changes nothing', async () => {
    const { page } = await openTestPage();
    await openTransferScreen(page);
    const broken = join(mkdtempSync(join(tmpdir(), 'site-transfer-')), 'broken.zip');
    writeFileSync(broken, 'PK\u0003\u0004 not really a zip');
    await page.getByLabel('A zip, or one or more Markdown files').setInputFiles(broken);
    const alert = page.getByRole('alert').filter({ hasText: 'This file is not a zip that can be read' });
    await alert.waitFor(WAIT);
    expect(await alert.textContent()).toContain('Nothing was imported.');
    expect(await page.getByRole('table').count()).toBe(0);
  });

  it('reads as Exportar e importar in Spanish', async () => {
    const { page } = await openTestPage();
    await signInAsOwner(page);
    await page.goto('/es/admin/exportar');
    await page.getByRole('heading', { level: 1, name: 'Exportar e importar' }).waitFor(WAIT);
    expect(await page.getByRole('button', { name: 'Descargar el sitio entero' }).isVisible()).toBe(true);
    expect(await page.getByLabel('Un zip, o uno o varios archivos Markdown').count()).toBe(1);
  });
});
