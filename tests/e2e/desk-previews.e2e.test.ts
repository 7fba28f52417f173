/**
 * The editor's search and link preview in Chromium: it follows the typing in each language, says where a result cuts
 * a long title, opens and closes by keyboard, fits a phone and a desktop in both interface languages and is
 * axe-clean in every offered theme. And the media library: an image uploaded for one post goes into a second post's
 * body and cover. Screenshots land in /tmp/desk-preview-*.png and /tmp/desk-library-*.png.
 *
 *   flock /tmp/emulators.lock node tests/e2e/support/run-e2e.mjs desk-previews.e2e.test.ts
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pagePerTest } from './support/page-per-test';
import { openAdminList, pngFile, signInAsOwner, waitForUploads } from './support/admin-helpers';
import { OFFERED_THEMES, runAxe, SAMPLE_POST, switchTheme } from './support/site';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const WAIT = { timeout: 30_000 };

const openTestPage = pagePerTest();

const WORDS = {
  en: {
    toggle: (language: string) => `Search and link preview (${language})`,
    languages: { en: 'English', es: 'Spanish' },
    title: 'Title',
  },
  es: {
    toggle: (language: string) => `Vista previa en buscadores y al compartir (${language})`,
    languages: { en: 'inglés', es: 'español' },
    title: 'Título',
  },
} as const;
const TABS = { en: { en: 'English', es: 'Spanish' }, es: { en: 'Inglés', es: 'Español' } } as const;

async function editSamplePost(page: Page, lang: 'en' | 'es') {
  await signInAsOwner(page);
  await page.goto(`${lang === 'es' ? '/es' : ''}/admin/blog/editar/${SAMPLE_POST}`);
  await page.locator('form.editor').waitFor(WAIT);
}

describe('the search and link preview', () => {
  it('follows the title in each language, says where it is cut, on a phone and a desktop, in both languages', async () => {
    for (const ui of ['en', 'es'] as const) {
      for (const viewport of [PHONE, DESKTOP]) {
        const { page } = await openTestPage({ viewport });
        await editSamplePost(page, ui);
        const words = WORDS[ui];
        for (const itemLang of ['en', 'es'] as const) {
          await page.getByRole('tab', { name: TABS[ui][itemLang], exact: true }).click();
          const panel = page.getByRole('tabpanel', { name: TABS[ui][itemLang], exact: true });
          const toggle = panel.getByRole('button', { name: words.toggle(words.languages[itemLang]) });
          // Closed on a phone (below a long form), open beside the fields on a desktop.
          expect(await toggle.getAttribute('aria-expanded'), `${ui} ${viewport.width}`).toBe(viewport === PHONE ? 'false' : 'true');
          if (viewport === PHONE) {
            await toggle.focus();
            await page.keyboard.press('Enter');
          }
          const result = panel.getByTestId(`search-result-${itemLang}`);
          const card = panel.getByTestId(`share-card-${itemLang}`);
          await result.waitFor(WAIT);
          // The seed post's cover is an SVG, which link previews ignore: the card is the drawn one.
          expect(await card.getByRole('img').count()).toBe(1);
          expect(await card.locator('.drawn-card').count()).toBe(1);

          const typed =
            itemLang === 'es'
              ? 'Lista de comprobación para formularios accesibles que reviso antes de cada publicación'
              : 'An accessible forms checklist I run on every form before it ships to real people';
          const title = panel.getByLabel(`${words.title} (${words.languages[itemLang]})`, { exact: true });
          await title.fill(typed);
          await expect.poll(() => card.locator('.drawn-card').textContent(), WAIT).toContain(typed);
          await expect.poll(() => result.locator('.search-result__title').textContent(), WAIT).toMatch(/…$/);
          expect(await panel.locator('.share-preview__hints').textContent()).toMatch(
            ui === 'es' ? /se corta después de «/ : /it is cut after “/,
          );
          expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
          await panel.locator('.share-preview').scrollIntoViewIfNeeded();
          await panel.locator('.share-preview').screenshot({ path: `/tmp/desk-preview-${ui}-${itemLang}-${viewport.width}.png` });
        }
        for (const theme of OFFERED_THEMES) {
          await switchTheme(page, theme);
          expect(await runAxe(page), `${ui} ${viewport.width} ${theme}`).toEqual([]);
        }
        await page.screenshot({ path: `/tmp/desk-preview-page-${ui}-${viewport.width}.png`, fullPage: viewport === PHONE });
        await page.context().close();
      }
    }
  }, 300_000);
});

const SECOND_POST = { id: 'small-git-habits', title: 'Small Git habits that save me an afternoon a month' };
const LIBRARY = {
  en: { open: 'Choose from the library', title: 'Media library' },
  es: { open: 'Elegir de la biblioteca', title: 'Biblioteca de imágenes' },
};

describe('the media library', () => {
  it('puts an image uploaded for one post into a second post’s body and cover, with its description', async () => {
    const { page } = await openTestPage({ viewport: DESKTOP });
    await editSamplePost(page, 'en');
    // A new cover for the first post, uploaded and described.
    const firstCover = page.getByRole('group', { name: 'Cover image', exact: true });
    await firstCover.getByLabel('Replace image', { exact: true }).setInputFiles(pngFile('harbour.png', 1600, 900, [30, 110, 160]));
    await waitForUploads(firstCover);
    await firstCover.getByLabel('Alt text (English)', { exact: true }).fill('A harbour at dawn');
    await firstCover.getByLabel('Alt text (Spanish)', { exact: true }).fill('Un puerto al amanecer');
    const uploadedUrl = await firstCover.locator('img').getAttribute('src');
    expect(uploadedUrl).toBeTruthy();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Saved. Visitors still see the published version.' }).first().waitFor(WAIT);

    // The second post, reached in the same tab (the bundled store keeps this tab's saves).
    await openAdminList(page, 'posts');
    await page.getByRole('link', { name: SECOND_POST.title, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: `Edit post: ${SECOND_POST.title}` }).waitFor(WAIT);

    // Into the body: the library's tile, then the Insert dialog with its description offered.
    await page.getByRole('button', { name: 'From the library', exact: true }).first().click();
    const library = page.getByRole('dialog', { name: 'Media library' });
    await library.locator('.media-library__tile').first().waitFor(WAIT);
    // Named by its own words: the description, the size and the post that uses it.
    const names = await library.locator('.media-library__tile').evaluateAll((tiles) => tiles.map((tile) => tile.textContent ?? ''));
    expect(
      names.filter((name) => name.includes('A harbour at dawn')),
      names.join(' | '),
    ).toEqual(['A harbour at dawn, 1600 × 900 px, Used in: An accessible forms checklist']);
    const tile = library.getByRole('button', { name: /^A harbour at dawn\s*,\s*1600 × 900 px/ });
    await library.screenshot({ path: '/tmp/desk-library-en-1280.png' });
    expect(await runAxe(page)).toEqual([]);
    await tile.click();
    const insert = page.getByRole('dialog', { name: 'Insert an image' });
    await insert.waitFor(WAIT);
    expect(await insert.getByLabel('Alt text (English)', { exact: true }).inputValue()).toBe('A harbour at dawn');
    await insert.getByRole('button', { name: 'Insert', exact: true }).click();
    const body = page.getByLabel('Body in Markdown (English)', { exact: true });
    await expect.poll(() => body.inputValue()).toContain(`![A harbour at dawn](${uploadedUrl})`);
    // The live preview shows it.
    await expect.poll(() => page.locator(`.markdown-field__preview img[src="${uploadedUrl}"]`).count(), WAIT).toBe(1);

    // As the cover: the same files, the descriptions in both languages.
    const cover = page.getByRole('group', { name: 'Cover image', exact: true });
    await cover.getByRole('button', { name: 'Choose from the library', exact: true }).click();
    await tile.click();
    await expect.poll(() => cover.locator('img').getAttribute('src'), WAIT).toBe(uploadedUrl);
    expect(await cover.getByLabel('Alt text (Spanish)', { exact: true }).inputValue()).toBe('Un puerto al amanecer');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Saved. Visitors still see the published version.' }).first().waitFor(WAIT);
    expect(await page.getByRole('alert').count()).toBe(0);
  }, 180_000);

  it('opens as a grid on a phone and a desktop, in both languages, by keyboard, axe-clean in every theme', async () => {
    for (const ui of ['en', 'es'] as const) {
      for (const viewport of [PHONE, DESKTOP]) {
        const { page } = await openTestPage({ viewport });
        await editSamplePost(page, ui);
        const open = page.getByRole('button', { name: LIBRARY[ui].open, exact: true });
        await open.focus();
        await page.keyboard.press('Enter');
        const library = page.getByRole('dialog', { name: LIBRARY[ui].title });
        // Focus starts on the first image; Tab goes on to the next.
        await expect.poll(() => page.evaluate(() => document.activeElement?.className), WAIT).toBe('media-library__tile');
        expect(await library.locator('.media-library__tile').count()).toBeGreaterThan(5);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await page.screenshot({ path: `/tmp/desk-library-${ui}-${viewport.width}.png` });
        for (const theme of OFFERED_THEMES) {
          await switchTheme(page, theme);
          expect(await runAxe(page), `${ui} ${viewport.width} ${theme}`).toEqual([]);
        }
        await page.keyboard.press('Escape');
        await library.waitFor({ state: 'detached', ...WAIT });
        // Focus goes back once the dialog has gone: poll rather than sample the moment it leaves the page.
        await expect.poll(() => open.evaluate((element) => element === document.activeElement), WAIT).toBe(true);
        await page.context().close();
      }
    }
  }, 300_000);
});
