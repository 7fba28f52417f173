/**
 * Starting a translation from the other language, in Chromium, on a phone and a desktop in both admin languages
 * (docs/decisions.md, "Start a translation from the other language"): the Spanish fields filled from the English
 * only after asking when they hold text, what is left by hand listed, undo, and the English shown beside the fields
 * on a wide screen or in their place on a phone. Axe-clean in the four themes.
 *
 * The seed's sample post is edited by URL (bundled content: a reload starts from the seed again).
 *
 *   flock /tmp/emulators.lock node tests/e2e/support/run-e2e.mjs translation-desk.e2e.test.ts
 */
import { describe, expect, it } from 'vitest';
import { pagePerTest } from './support/page-per-test';
import { signInAsOwner } from './support/admin-helpers';
import { OFFERED_THEMES, runAxe, SAMPLE_POST, switchTheme } from './support/site';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const WAIT = { timeout: 30_000 };

const TEXT = {
  en: {
    prefix: '',
    start: 'Start from the English text',
    title: 'Title (Spanish)',
    summary: 'Summary (Spanish)',
    body: 'Body in Markdown (Spanish)',
    dialog: 'Replace the Spanish text?',
    asks: 'Title (Spanish) and Body in Markdown (Spanish) already have text.',
    cancel: 'Cancel',
    fillEmpty: 'Fill only the empty fields',
    replace: 'Replace',
    undo: 'Undo the copy',
    filled: /^Copied from the English text: /,
    todo: /Still to do by hand:|Nothing else to do by hand/,
    show: 'Show the English text',
    source: 'Title (English)',
  },
  es: {
    prefix: '/es',
    start: 'Empezar desde el texto en inglés',
    title: 'Título (español)',
    summary: 'Resumen (español)',
    body: 'Cuerpo en Markdown (español)',
    dialog: '¿Reemplazar el texto en español?',
    asks: 'Título (español) y Cuerpo en Markdown (español) ya tienen texto.',
    cancel: 'Cancelar',
    fillEmpty: 'Rellenar solo los vacíos',
    replace: 'Reemplazar',
    undo: 'Deshacer la copia',
    filled: /^Copiado del texto en inglés: /,
    todo: /Queda por hacer a mano:|No queda nada por hacer a mano/,
    show: 'Ver el texto en inglés',
    source: 'Título (inglés)',
  },
} as const;

const openTestPage = pagePerTest();

describe('starting the Spanish from the English', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    for (const lang of ['en', 'es'] as const) {
      it(`fills, asks before replacing, lists what is left and undoes, at ${viewport.width} px in the ${lang} admin`, async () => {
        const text = TEXT[lang];
        const { page } = await openTestPage({ viewport });
        await signInAsOwner(page);
        await page.goto(`${text.prefix}/admin/blog/editar/${SAMPLE_POST}?tab=es`);
        await page.locator('form.editor').waitFor(WAIT);
        const english = {
          title: await page.locator('#field-title-en').inputValue(),
          summary: await page.locator('#field-summary-en').inputValue(),
          body: await page.locator('#field-body-en').inputValue(),
        };
        const title = page.getByLabel(text.title, { exact: true });
        const summary = page.getByLabel(text.summary, { exact: true });
        const body = page.getByLabel(text.body, { exact: true });
        const spanishTitle = await title.inputValue();
        expect(spanishTitle).not.toBe('');
        expect(spanishTitle).not.toBe(english.title);
        await summary.fill('');

        // Text typed in Spanish is never replaced without asking: Cancel keeps it.
        const start = page.getByRole('button', { name: text.start, exact: true });
        await start.click();
        const dialog = page.getByRole('dialog', { name: text.dialog });
        await dialog.waitFor(WAIT);
        expect(await dialog.textContent()).toContain(text.asks);
        await dialog.getByRole('button', { name: text.cancel, exact: true }).click();
        await dialog.waitFor({ state: 'detached', ...WAIT });
        expect(await title.inputValue()).toBe(spanishTitle);
        expect(await summary.inputValue()).toBe('');

        // Only the empty ones: the summary takes the English, the typed title stays; focus on what was filled.
        await start.click();
        await dialog.getByRole('button', { name: text.fillEmpty, exact: true }).click();
        await expect.poll(() => summary.inputValue()).toBe(english.summary);
        expect(await title.inputValue()).toBe(spanishTitle);
        await expect.poll(() => summary.evaluate((element) => element === document.activeElement)).toBe(true);
        const notice = page.getByRole('status').filter({ hasText: text.filled });
        await expect.poll(() => notice.count(), WAIT).toBe(1);
        expect(await notice.textContent()).toMatch(text.todo);

        // Replace: everything as the English says it (code blocks, images and links kept), then undo.
        await start.click();
        await dialog.getByRole('button', { name: text.replace, exact: true }).click();
        await expect.poll(() => title.inputValue()).toBe(english.title);
        expect(await body.inputValue()).toBe(english.body);
        await page.screenshot({ path: `/tmp/translate-start-${lang}-${viewport.width}.png`, fullPage: true });
        expect(await runAxe(page)).toEqual([]);
        await notice.getByRole('button', { name: text.undo, exact: true }).click();
        await expect.poll(() => title.inputValue()).toBe(spanishTitle);
        expect(await summary.inputValue()).toBe(english.summary);

        // The English read-only: beside each field on a desktop, instead of the fields on a phone.
        const show = page.getByRole('button', { name: text.show, exact: true });
        await show.click();
        expect(await show.getAttribute('aria-pressed')).toBe('true');
        const source = page.getByRole('group', { name: text.source, exact: true });
        await source.waitFor(WAIT);
        expect(await source.textContent()).toContain(english.title);
        if (viewport === DESKTOP) {
          const [left, right] = [await source.boundingBox(), await title.boundingBox()];
          expect(right!.x).toBeGreaterThan(left!.x + left!.width);
          expect(Math.abs(right!.y - left!.y)).toBeLessThan(60);
        } else {
          expect(await title.isVisible()).toBe(false);
        }
        expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        await page.screenshot({ path: `/tmp/translate-beside-${lang}-${viewport.width}.png`, fullPage: true });
        for (const theme of OFFERED_THEMES) {
          await switchTheme(page, theme);
          expect(await runAxe(page), theme).toEqual([]);
        }
        await show.click();
        expect(await title.isVisible()).toBe(true);
      });
    }
  }
});
