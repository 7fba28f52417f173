/**
 * The editor by keyboard, in Chromium (what jsdom cannot show: a modal dialog makes the page behind it inert, and
 * `inert` takes content out of the Tab order): closing the Insert-image dialog gives focus back to its button,
 * removing a tag keeps focus in the tags field, and the live preview's links and Copy buttons are no Tab stops.
 * Long words wrap everywhere a title shows, on a phone and a desktop.
 *
 * The seed's sample post is edited by URL (bundled content: a reload starts from the seed again).
 *
 *   flock /tmp/emulators.lock node tests/e2e/support/run-e2e.mjs writing-desk.e2e.test.ts
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pagePerTest } from './support/page-per-test';
import { chooseInPublishMenu, pngFile, signInAsOwner, waitForUploads } from './support/admin-helpers';
import { OFFERED_THEMES, runAxe, SAMPLE_POST, switchTheme } from './support/site';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const WAIT = { timeout: 30_000 };

const openTestPage = pagePerTest();

async function editSamplePost(viewport: { width: number; height: number }, lang: 'en' | 'es' = 'en'): Promise<Page> {
  const { page } = await openTestPage({ viewport });
  await signInAsOwner(page);
  await page.goto(`${lang === 'es' ? '/es' : ''}/admin/blog/editar/${SAMPLE_POST}`);
  await page.locator('form.editor').waitFor(WAIT);
  return page;
}

/** What has the focus, described: its accessible name (or text) and whether it is inside the preview. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return {
      tag: element?.tagName.toLowerCase() ?? '',
      name: element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '',
      inPreview: element?.closest('.markdown-field__preview') !== null,
    };
  });

describe('the editor by keyboard', () => {
  it('closes the Insert-image dialog (Escape, Cancel) back to its button', async () => {
    const page = await editSamplePost(DESKTOP);
    const button = page.getByRole('button', { name: 'Insert image', exact: true }).first();
    const file = pngFile('dialog.png', 320, 200, [40, 120, 200]);
    for (const close of ['Escape', 'Cancel'] as const) {
      await button.focus();
      // The button opens the system file dialog; the test hands the file to the input it opens.
      await button.locator('xpath=following-sibling::input[@type="file"]').setInputFiles(file);
      const dialog = page.getByRole('dialog', { name: 'Insert an image' });
      await dialog.waitFor(WAIT);
      await expect.poll(() => focused(page)).toMatchObject({ tag: 'input' });
      if (close === 'Escape') await page.keyboard.press('Escape');
      else await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached', ...WAIT });
      // Focus goes back once the dialog has gone: poll rather than sample the moment it leaves the page.
      await expect.poll(() => focused(page), { message: close, ...WAIT }).toMatchObject({ tag: 'button', name: 'Insert image' });
    }
  });

  it('keeps focus in the tags field as tags are removed, and Backspace reaches them', async () => {
    const page = await editSamplePost(DESKTOP);
    const input = page.getByLabel('Tags', { exact: true });
    await input.fill('alpha');
    await input.press('Enter');
    await input.fill('beta');
    await input.press('Enter');
    // Focus moves once the removed tag has left the page: poll rather than sample.
    await page.getByRole('button', { name: 'Remove tag alpha' }).press('Enter');
    await expect.poll(() => focused(page), WAIT).toMatchObject({ tag: 'button', name: 'Remove tag beta' });
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page), WAIT).toMatchObject({ tag: 'input' });
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Tag beta removed.' }).count()).toBe(1);
    // Backspace in the empty field goes to the last tag left.
    await page.keyboard.press('Backspace');
    await expect.poll(async () => (await focused(page)).name, WAIT).toMatch(/^Remove tag /);
  });

  it('leaves the live preview out of the Tab order: from the body, Tab goes past it', async () => {
    const page = await editSamplePost(DESKTOP);
    const body = page.getByLabel('Body in Markdown (English)', { exact: true });
    await body.fill('A [link](https://example.com) and code:\n\n```js\nconst x = 1;\n```\n\nAnother [link](https://example.org).');
    const preview = page.getByRole('region', { name: 'Preview (English)' });
    await preview.getByText('Another').waitFor(WAIT);
    await page.locator('.markdown-field').first().screenshot({ path: '/tmp/writing-editor-field-1280.png' });
    await body.focus();
    const stops: { name: string; inPreview: boolean }[] = [];
    for (let step = 0; step < 3; step++) {
      await page.keyboard.press('Tab');
      stops.push(await focused(page));
    }
    // The body's image tool, then whatever follows the preview: never a link or button inside it.
    expect(stops[0].name).toBe('Insert image');
    expect(stops.filter((stop) => stop.inPreview)).toEqual([]);
    expect(await runAxe(page)).toEqual([]);
  });
});

describe('images by paste and drop', () => {
  /** Sends a paste or a drop of one PNG (made here, decoded by the browser) to the element `selector` matches. */
  async function sendImage(page: Page, selector: string, kind: 'paste' | 'drop') {
    const png = pngFile('pasted.png', 320, 200, [30, 160, 90]);
    await page.evaluate(
      ({ selector, kind, bytes }) => {
        const target = document.querySelector(selector)!;
        const transfer = new DataTransfer();
        transfer.items.add(new File([new Uint8Array(bytes)], 'pasted.png', { type: 'image/png' }));
        const init = { bubbles: true, cancelable: true };
        target.dispatchEvent(
          kind === 'paste'
            ? new ClipboardEvent('paste', { ...init, clipboardData: transfer })
            : new DragEvent('drop', { ...init, dataTransfer: transfer }),
        );
      },
      { selector, kind, bytes: [...png.buffer] },
    );
  }

  it('pastes an image into the body through Insert image (progress, alt text, its own lines), in Spanish', async () => {
    const page = await editSamplePost(PHONE, 'es');
    const body = page.getByLabel('Cuerpo en Markdown (español)', { exact: true });
    await body.focus();
    await body.evaluate((element: HTMLTextAreaElement) => element.setSelectionRange(0, 0));
    await sendImage(page, '#field-body-es', 'paste');
    const dialog = page.getByRole('dialog', { name: 'Insertar una imagen' });
    await dialog.waitFor(WAIT);
    expect(await dialog.getByText('Archivo: pasted.png').count()).toBe(1);
    await waitForUploads(dialog);
    const alt = dialog.getByLabel('Texto alternativo (español)', { exact: true });
    await alt.fill('Un gráfico verde');
    // Enter in the alt text inserts (keyboard alone).
    await alt.press('Enter');
    await dialog.waitFor({ state: 'detached', ...WAIT });
    await expect.poll(() => body.inputValue(), WAIT).toMatch(/^!\[Un gráfico verde\]\([^)]+\)\n\n/);
    await page.locator('.markdown-field', { has: body }).screenshot({ path: '/tmp/writing-editor-field-390.png' });
  });

  it('drops an image on the cover field: uploaded as if chosen, replacing the cover', async () => {
    const page = await editSamplePost(DESKTOP);
    const cover = page.locator('.image-field').first();
    const before = await cover.locator('img').first().getAttribute('src');
    await sendImage(page, '.image-field .media-file', 'drop');
    await expect.poll(() => cover.locator('img').first().getAttribute('src'), WAIT).not.toBe(before);
    await expect.poll(() => cover.getByRole('progressbar').count(), WAIT).toBe(0);
    expect(await cover.getByRole('alert').count()).toBe(0);
  });
});

describe('the Spanish admin', () => {
  it('shows its file controls in Spanish, not the browser’s “Choose File / No file chosen”, with a visible focus', async () => {
    const page = await editSamplePost(DESKTOP, 'es');
    const input = page.getByLabel('Reemplazar imagen', { exact: true });
    // The browser's own control is out of sight; the label, in Spanish, is the button the owner sees.
    const inputBox = await input.boundingBox();
    expect(inputBox!.width).toBeLessThanOrEqual(1);
    const label = page.locator('.media-file > label', { hasText: 'Reemplazar imagen' });
    expect(await label.isVisible()).toBe(true);
    await input.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    expect(await label.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');
    await page.screenshot({ path: '/tmp/writing-es-file-control.png' });
  });
});

describe('the publication date', () => {
  it('speaks the admin’s language in an en-US browser: dd/mm/aaaa and 24 h in Spanish, mm/dd/yyyy in English', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      for (const lang of ['es', 'en'] as const) {
        // Reduced motion: theme colours switch at once, so axe reads each theme's own colours.
        const { page } = await openTestPage({ viewport, locale: 'en-US', reducedMotion: 'reduce' });
        expect(await page.evaluate(() => navigator.language)).toBe('en-US');
        await signInAsOwner(page);
        await page.goto(`${lang === 'es' ? '/es' : ''}/admin/blog/editar/${SAMPLE_POST}`);
        await page.locator('form.editor').waitFor(WAIT);
        // The date is asked by a language's Schedule (its publish menu): the live English version is taken off first.
        const es = lang === 'es';
        const menuButton = page.getByRole('button', {
          name: es ? 'Opciones de publicación (Inglés)' : 'Publishing options (English)',
          exact: true,
        });
        await menuButton.click();
        await page.getByRole('menuitem', { name: es ? 'Dejar de publicar…' : 'Unpublish…', exact: true }).click();
        await page
          .getByRole('dialog')
          .getByRole('button', { name: es ? 'Dejar de publicar' : 'Unpublish', exact: true })
          .click();
        await expect.poll(() => page.locator('.editor__lang-states').textContent(), WAIT).toMatch(es ? /^EN borrador/ : /^EN draft/);
        await menuButton.click();
        await page.getByRole('menuitem', { name: es ? 'Programar…' : 'Schedule…', exact: true }).click();
        // No browser date control on the page: its format would be the browser's (mm/dd/yyyy, --:-- --).
        expect(await page.locator('input[type="date"], input[type="time"], input[type="datetime-local"]').count()).toBe(0);
        const date = page.getByLabel(lang === 'es' ? 'Fecha de publicación' : 'Publication date', { exact: true });
        const time = page.getByLabel(lang === 'es' ? 'Hora de publicación' : 'Publication time', { exact: true });
        expect(await date.getAttribute('placeholder')).toBe(lang === 'es' ? 'dd/mm/aaaa' : 'mm/dd/yyyy');
        expect(await date.inputValue()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
        expect(await time.inputValue()).toMatch(lang === 'es' ? /^\d{2}:\d{2}$/ : /^\d{1,2}:\d{2} [AP]M$/);

        // By keyboard: typed loosely, read in the admin's order, tidied on Tab. 13-3-26 is only a date day first.
        await date.focus();
        await page.keyboard.press('ControlOrMeta+A');
        await page.keyboard.type('13-3-26');
        await page.keyboard.press('Tab');
        expect(await time.evaluate((element) => element === document.activeElement)).toBe(true);
        await page.keyboard.press('ControlOrMeta+A');
        await page.keyboard.type('21h05');
        await page.keyboard.press('Tab');
        if (lang === 'es') {
          expect(await date.inputValue()).toBe('13/03/2026');
          expect(await time.inputValue()).toBe('21:05');
        } else {
          // There is no 13th month: the field says how to write the date, in English.
          expect(await time.inputValue()).toBe('9:05 PM');
          expect(await date.getAttribute('aria-invalid')).toBe('true');
          expect(await time.getAttribute('aria-invalid')).toBeNull();
          await page.getByText('Write the date as mm/dd/yyyy, for example 11/26/2026.').waitFor(WAIT);
        }
        const box = page.locator('.editor__when');
        await box.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `/tmp/writing-date-${lang}-${viewport.width}.png` });
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        for (const theme of OFFERED_THEMES) {
          await switchTheme(page, theme);
          expect(await runAxe(page), `${lang} ${viewport.width} ${theme}`).toEqual([]);
        }
        await page.context().close();
      }
    }
  }, 240_000);
});

describe('the lists', () => {
  it('search, filter and sort on a phone and a desktop, in Spanish: nothing sideways, axe-clean', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page } = await openTestPage({ viewport });
      await signInAsOwner(page);
      await page.goto('/es/admin/blog');
      await page.getByRole('table').waitFor(WAIT);
      const search = page.getByRole('searchbox', { name: 'Buscar en los títulos' });
      await search.fill('formularios');
      await expect.poll(() => page.url()).toContain('q=formularios');
      await page.getByRole('combobox', { name: 'Ordenar por' }).selectOption('title');
      await expect.poll(() => page.url()).toContain('sort=title');
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth), `${viewport.width}`).toBeLessThanOrEqual(viewport.width);
      expect(await runAxe(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/writing-list-${viewport.width}.png`, fullPage: true });
      await page.close();
    }
  });
});

describe('long words', () => {
  const WORD = 'Supercalifragilistic'.repeat(5);

  it('wrap in the editor, the admin list and the public page, on a phone and a desktop', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await editSamplePost(viewport);
      const pageWidth = () => page.evaluate(() => document.scrollingElement!.scrollWidth);
      await page.getByLabel('Title (English)').fill(WORD);
      // Publish changes saves the edit and puts it live (Save alone stages it: the public page would keep the old title).
      await chooseInPublishMenu(page, 'English', 'Publish changes');
      await page
        .getByRole('status')
        .filter({ hasText: /^Changes to the English version published/ })
        .waitFor(WAIT);
      // The public page, from the save's own link (the owner's tab reads the content it edits).
      const view = page.getByRole('link', { name: 'View on site (English)' }).first();
      await view.waitFor(WAIT);
      expect(await pageWidth(), `editor ${viewport.width}`).toBeLessThanOrEqual(viewport.width);
      await view.click();
      // Exact: the editor's own heading ("Edit post: …") holds the word too, and can still be on screen for a moment.
      await page.getByRole('heading', { level: 1, name: WORD, exact: true }).waitFor(WAIT);
      expect(await pageWidth(), `public page ${viewport.width}`).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({ path: `/tmp/writing-long-word-page-${viewport.width}.png` });
      await page.goBack();
      await page.getByRole('link', { name: 'Back to the posts' }).click();
      await page.getByRole('link', { name: WORD, exact: true }).waitFor(WAIT);
      expect(await pageWidth(), `list ${viewport.width}`).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({ path: `/tmp/writing-long-word-list-${viewport.width}.png` });
      await page.close();
    }
  });
});
