/**
 * Publication per language and staged edits (docs/decisions.md, "What a saved version of an item is"), in Chromium
 * on a 390 px phone and a desktop: the owner writes a post in both languages, publishes English only, and the
 * public Spanish address shows the English post with its notice, never the Spanish draft; publishes Spanish; edits
 * the live English title and saves: the public page is unchanged until Publish changes. Unpublish asks first,
 * saying what visitors lose. In Spanish, the same menu and question on a seed post.
 *
 * This build reads the bundled content: the saves live in the tab's in-memory store, so the public pages are
 * reached client-side in the same tab (and Back returns to the editor).
 * Run with `node tests/e2e/support/run-e2e.mjs publish-desk.e2e.test.ts`.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseInPublishMenu, publishLanguage, runSuffix, saveNew, signInAsOwner, waitForPath } from './support/admin-helpers';
import { pagePerTest } from './support/page-per-test';
import { runAxe, SAMPLE_POST } from './support/site';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const WAIT = { timeout: 30_000 };
const open = pagePerTest();

const scrollWidth = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth);
const statesLine = (page: Page) => page.locator('.editor__lang-states');

/** From the editor to the item's public page through the save status's link, then back (client-side). */
async function publicTitle(page: Page, link: string, path: string): Promise<string> {
  await page.getByRole('link', { name: link }).first().click();
  await waitForPath(page, path);
  // The editor (whose own heading is level 1 too) can still be on screen for a moment: read the public post's.
  const heading = page.getByRole('article').getByRole('heading', { level: 1 });
  await heading.waitFor(WAIT);
  const title = (await heading.textContent()) ?? '';
  return title;
}

async function backToEditor(page: Page, id: string) {
  await page.goBack();
  await waitForPath(page, `/admin/blog/editar/${id}`);
  await page.getByRole('heading', { level: 1, name: /^Edit post:/ }).waitFor(WAIT);
}

for (const [device, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  describe(`publishing each language on a ${device}`, () => {
    it('publishes English alone, stages an edit of the live title, and publishes it when asked', async () => {
      const { page, problems } = await open({ viewport, reducedMotion: 'reduce' });
      await signInAsOwner(page);
      const suffix = runSuffix();
      const title = { en: `Staged edits ${suffix}`, es: `Cambios en espera ${suffix}` };
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'New post', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'New post' }).waitFor(WAIT);
      for (const [lang, language] of [
        ['en', 'English'],
        ['es', 'Spanish'],
      ] as const) {
        await page.getByRole('tab', { name: language, exact: true }).click();
        await page.getByLabel(`Title (${language})`, { exact: true }).fill(title[lang]);
        await page.getByLabel(`Summary (${language})`, { exact: true }).fill(lang === 'en' ? 'A first summary.' : 'Un primer resumen.');
        await page.getByLabel(`Body in Markdown (${language})`, { exact: true }).fill(lang === 'en' ? 'Some text.' : 'Algo de texto.');
      }
      const idField = page.getByLabel('Address (slug)', { exact: true });
      await expect.poll(() => idField.inputValue(), WAIT).not.toBe('');
      const id = await idField.inputValue();
      // A new item has nothing to publish yet: Save makes it a draft.
      expect(await page.getByRole('button', { name: /^Publishing options/ }).count()).toBe(0);
      await saveNew(page, 'posts', id);
      await expect.poll(() => statesLine(page).textContent(), WAIT).toBe('EN draft · ES draft');

      // English only: Spanish stays a draft, and each tab says its language's state.
      await publishLanguage(page, 'English');
      await expect.poll(() => statesLine(page).textContent(), WAIT).toBe('EN published · ES draft');
      const spanishTab = page.getByRole('tab', { name: 'Spanish', exact: true });
      expect(await spanishTab.evaluate((tab) => document.getElementById(tab.getAttribute('aria-describedby') ?? '')?.textContent)).toBe(
        'draft',
      );
      expect(await scrollWidth(page)).toBeLessThanOrEqual(viewport.width);
      expect(await runAxe(page)).toEqual([]);

      // The public Spanish address shows the English post with its notice: never the Spanish draft.
      await publicTitle(page, 'View on site (English)', `/blog/${id}`);
      await page.getByRole('link', { name: /^Español/ }).click();
      await waitForPath(page, `/es/blog/${id}`);
      await expect.poll(() => page.getByRole('note').textContent(), WAIT).toContain('aún no está traducido al español');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(title.en);
      expect(await page.getByText(title.es).count()).toBe(0);
      await page.goBack();
      await backToEditor(page, id);

      await publishLanguage(page, 'Spanish');
      await expect.poll(() => statesLine(page).textContent(), WAIT).toBe('EN published · ES published');

      // An edit of the live English title is staged: Save leaves visitors the published one.
      await page.getByRole('tab', { name: 'English', exact: true }).click();
      const edited = `${title.en} (revised)`;
      await page.getByLabel('Title (English)', { exact: true }).fill(edited);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect
        .poll(() => page.getByRole('status').filter({ hasText: 'Saved. Visitors still see the published version.' }).count(), WAIT)
        .toBe(1);
      await expect.poll(() => statesLine(page).textContent(), WAIT).toBe('EN published, changes not published · ES published');
      expect(await publicTitle(page, 'View on site (English)', `/blog/${id}`)).toBe(title.en);
      await backToEditor(page, id);

      // Publish changes: now visitors get the new title.
      await chooseInPublishMenu(page, 'English', 'Publish changes');
      await expect
        .poll(
          () =>
            page
              .getByRole('status')
              .filter({ hasText: /^Changes to the English version published/ })
              .count(),
          WAIT,
        )
        .toBe(1);
      await expect.poll(() => statesLine(page).textContent(), WAIT).toBe('EN published · ES published');
      expect(await publicTitle(page, 'View on site (English)', `/blog/${id}`)).toBe(edited);
      await backToEditor(page, id);

      // Unpublish asks, saying what visitors lose; Cancel (here by keyboard: Escape) changes nothing.
      const menuButton = page.getByRole('button', { name: 'Publishing options (Spanish)', exact: true });
      await menuButton.focus();
      await page.keyboard.press('Enter');
      await expect
        .poll(
          () => page.getByRole('menuitem', { name: 'Unpublish…', exact: true }).evaluate((item) => item === document.activeElement),
          WAIT,
        )
        .toBe(true);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Unpublish the Spanish version?' });
      await dialog.waitFor(WAIT);
      expect(await dialog.textContent()).toContain('Visitors will no longer see the Spanish version of this post; the English one stays.');
      expect(await runAxe(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);
      await expect.poll(() => menuButton.evaluate((button) => button === document.activeElement)).toBe(true);
      expect(await statesLine(page).textContent()).toBe('EN published · ES published');

      // Confirmed, the Spanish version goes; the English one stays.
      await chooseInPublishMenu(page, 'Spanish', 'Unpublish…');
      await dialog.getByRole('button', { name: 'Unpublish', exact: true }).click();
      await expect.poll(() => statesLine(page).textContent(), WAIT).toBe('EN published · ES draft');
      expect(problems.errors).toEqual([]);
    }, 240_000);
  });
}

describe('in Spanish', () => {
  for (const [device, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`says each language's state and asks before unpublishing, on a ${device}`, async () => {
      const { page, problems } = await open({ viewport, reducedMotion: 'reduce' });
      await signInAsOwner(page);
      await page.goto(`/es/admin/blog/editar/${SAMPLE_POST}`);
      await page.getByRole('heading', { level: 1, name: /^Editar entrada/ }).waitFor(WAIT);
      await expect.poll(() => statesLine(page).textContent(), WAIT).toBe('EN publicado · ES publicado');
      // The tab keeps the language's name; its state is its description.
      expect(await page.getByRole('tab', { name: 'Español', exact: true }).count()).toBe(1);

      const title = page.getByLabel('Título (español)', { exact: true });
      await page.getByRole('tab', { name: 'Español', exact: true }).click();
      await title.fill(`${await title.inputValue()} (revisado)`);
      await page.getByRole('button', { name: 'Guardar', exact: true }).click();
      await expect
        .poll(
          () => page.getByRole('status').filter({ hasText: 'Guardado. Los visitantes siguen viendo la versión publicada.' }).count(),
          WAIT,
        )
        .toBe(1);
      await expect.poll(() => statesLine(page).textContent(), WAIT).toBe('EN publicado · ES publicado, con cambios sin publicar');

      await page.getByRole('button', { name: 'Opciones de publicación (Español)', exact: true }).click();
      await expect
        .poll(() => page.getByRole('menuitem').allTextContents(), WAIT)
        .toEqual(['Publicar los cambios', 'Descartar los cambios…', 'Dejar de publicar…']);
      await page.getByRole('menuitem', { name: 'Dejar de publicar…', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: '¿Dejar de publicar la versión en español?' });
      await dialog.waitFor(WAIT);
      expect(await dialog.textContent()).toContain(
        'Los visitantes dejarán de ver la versión en español de esta entrada; la de inglés se mantiene.',
      );
      expect(await scrollWidth(page)).toBeLessThanOrEqual(viewport.width);
      expect(await runAxe(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Cancelar', exact: true }).click();

      await page.getByRole('button', { name: 'Opciones de publicación (Español)', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Publicar los cambios', exact: true }).click();
      await expect
        .poll(
          () =>
            page
              .getByRole('status')
              .filter({ hasText: /^Cambios de la versión en español publicados/ })
              .count(),
          WAIT,
        )
        .toBe(1);
      await expect.poll(() => statesLine(page).textContent(), WAIT).toBe('EN publicado · ES publicado');
      expect(problems.errors).toEqual([]);
    }, 120_000);
  }
});
