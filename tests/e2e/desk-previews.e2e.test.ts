/**
 * The editor's search and link preview in Chromium: it follows the typing in each language, says where a result cuts
 * a long title, opens and closes by keyboard, fits a phone and a desktop in both interface languages and is
 * axe-clean in every offered theme. Screenshots land in /tmp/desk-preview-*.png.
 *
 *   flock /tmp/emulators.lock node tests/e2e/support/run-e2e.mjs desk-previews.e2e.test.ts
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pagePerTest } from './support/page-per-test';
import { signInAsOwner } from './support/admin-helpers';
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
