/**
 * Stale translations, in Chromium, on a phone and a desktop in both admin languages (docs/decisions.md, "What a
 * saved version of an item is": stale translations): a post published in English, then Spanish, from the publish
 * menu; its English changed, saved and its changes published; the Spanish is then marked out of date in the list, on its tab and in the editor, the
 * English changes since are shown word by word, and "Mark as up to date" clears every mark. Axe-clean.
 *
 * Bundled content: the store lives in the tab, so after the first page only client-side navigation.
 *
 *   flock /tmp/emulators.lock node tests/e2e/support/run-e2e.mjs stale-translations.e2e.test.ts
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { pagePerTest } from './support/page-per-test';
import { runSuffix, signInAsOwner, waitForPath } from './support/admin-helpers';
import { runAxe } from './support/site';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const WAIT = { timeout: 30_000 };

const TEXT = {
  en: {
    prefix: '',
    tabs: { en: 'English', es: 'Spanish' },
    field: (name: 'Title' | 'Summary' | 'Body', language: string) =>
      name === 'Body' ? `Body in Markdown (${language})` : `${name} (${language})`,
    save: 'Save',
    created: /^Post created as a draft/,
    menu: { en: 'Publishing options (English)', es: 'Publishing options (Spanish)' },
    publish: 'Publish now',
    publishChanges: 'Publish changes',
    published: /version published/,
    updated: /^Changes to the English version published/,
    listMark: 'ES out of date',
    badge: 'Out of date',
    description: 'English changed since the Spanish was last updated',
    notice: /^English changed since the Spanish was last updated on .+: 1 paragraph$/,
    show: 'Show the changes to the English',
    hide: 'Hide the changes',
    mark: 'Mark as up to date',
    marked: 'The Spanish is marked as up to date.',
    back: 'Back to the posts',
  },
  es: {
    prefix: '/es',
    tabs: { en: 'Inglés', es: 'Español' },
    field: (name: 'Title' | 'Summary' | 'Body', language: string) =>
      `${{ Title: 'Título', Summary: 'Resumen', Body: 'Cuerpo en Markdown' }[name]} (${language})`,
    save: 'Guardar',
    created: /^Entrada creada como borrador/,
    menu: { en: 'Opciones de publicación (Inglés)', es: 'Opciones de publicación (Español)' },
    publish: 'Publicar ahora',
    publishChanges: 'Publicar los cambios',
    published: /^Versión en .+ publicada/,
    updated: /^Cambios de la versión en .+ publicados/,
    listMark: 'ES desactualizado',
    badge: 'Desactualizado',
    description: 'El inglés ha cambiado desde que actualizaste el español por última vez',
    notice: /^El inglés ha cambiado desde que actualizaste el español por última vez, el .+: 1 párrafo$/,
    show: 'Ver los cambios en el inglés',
    hide: 'Ocultar los cambios',
    mark: 'Marcar como actualizado',
    marked: 'El español está marcado como actualizado.',
    back: 'Volver a las entradas',
  },
} as const;

const openTestPage = pagePerTest();

/** The language names the field labels use in each admin ("Title (English)", "Título (inglés)"). */
const LABEL_LANGUAGE = { en: { en: 'English', es: 'Spanish' }, es: { en: 'inglés', es: 'español' } } as const;

async function fillLanguage(page: Page, admin: 'en' | 'es', lang: 'en' | 'es', texts: { title: string; summary: string; body: string }) {
  const text = TEXT[admin];
  const language = LABEL_LANGUAGE[admin][lang];
  await page.getByRole('tab', { name: text.tabs[lang], exact: true }).click();
  await page.getByLabel(text.field('Title', language), { exact: true }).fill(texts.title);
  await page.getByLabel(text.field('Summary', language), { exact: true }).fill(texts.summary);
  await page.getByLabel(text.field('Body', language), { exact: true }).fill(texts.body);
}

const statusWith = (page: Page, text: RegExp | string) => page.getByRole('status').filter({ hasText: text });

/** A tab's accessible description: the texts its aria-describedby names (its state, and a stale mark). */
const descriptionOf = (tab: Locator) =>
  tab.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );

/** Picks `operation` in a language's publish menu, and waits for the form's status to say `done`. */
async function publishFromMenu(page: Page, admin: 'en' | 'es', lang: 'en' | 'es', operation: string, done: RegExp) {
  await page.getByRole('button', { name: TEXT[admin].menu[lang], exact: true }).click();
  await page.getByRole('menuitem', { name: operation, exact: true }).click();
  await expect.poll(() => statusWith(page, done).count(), WAIT).toBeGreaterThan(0);
}

describe('a Spanish translation left behind by its English', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    for (const admin of ['en', 'es'] as const) {
      it(`is marked in the list, the tab and the editor, shows the changes and is marked up to date, at ${viewport.width} px in the ${admin} admin`, async () => {
        const text = TEXT[admin];
        const { page } = await openTestPage({ viewport });
        await signInAsOwner(page);
        const suffix = runSuffix();
        await page.goto(`${text.prefix}/admin/blog/crear`);
        await page.locator('form.editor').waitFor(WAIT);

        // Saved, then published in English and, a moment later, in Spanish: the Spanish is the translation.
        await fillLanguage(page, admin, 'en', {
          title: `Stale test ${suffix}`,
          summary: 'A post to translate.',
          body: 'The first paragraph.\n\nThe second paragraph.',
        });
        await fillLanguage(page, admin, 'es', {
          title: `Prueba ${suffix}`,
          summary: 'Una entrada para traducir.',
          body: 'El primer párrafo.\n\nEl segundo párrafo.',
        });
        await page.getByRole('button', { name: text.save, exact: true }).click();
        await waitForPath(page, new RegExp('/admin/blog/editar/'));
        await expect.poll(() => statusWith(page, text.created).count(), WAIT).toBe(1);
        await publishFromMenu(page, admin, 'en', text.publish, text.published);
        await publishFromMenu(page, admin, 'es', text.publish, text.published);
        const spanishTab = page.getByRole('tab', { name: new RegExp(`^${text.tabs.es}`) });
        expect(await descriptionOf(spanishTab)).not.toContain(text.description);

        // The English changes and is published again.
        const englishBody = page.getByLabel(text.field('Body', LABEL_LANGUAGE[admin].en), { exact: true });
        await page.getByRole('tab', { name: text.tabs.en, exact: true }).click();
        await englishBody.fill('The first paragraph.\n\nThe second paragraph, now longer and clearer.');
        await page.getByRole('button', { name: text.save, exact: true }).click();
        await publishFromMenu(page, admin, 'en', text.publishChanges, text.updated);

        // The tab: a badge, and its description for screen readers (after its state).
        await expect.poll(() => descriptionOf(spanishTab), WAIT).toContain(text.description);
        expect(await spanishTab.textContent()).toContain(text.badge);

        // The notice in the Spanish tab, with the English changes since then.
        await spanishTab.click();
        const panel = page.getByRole('tabpanel', { name: new RegExp(`^${text.tabs.es}`) });
        const notice = panel.locator('.stale-notice');
        await expect.poll(() => notice.locator('.stale-notice__message').textContent(), WAIT).toMatch(text.notice);
        const show = notice.getByRole('button', { name: text.show, exact: true });
        expect(await show.getAttribute('aria-expanded')).toBe('false');
        await show.click();
        const hide = notice.getByRole('button', { name: text.hide, exact: true });
        expect(await hide.getAttribute('aria-expanded')).toBe('true');
        const added = notice.locator('ins');
        await added.first().waitFor(WAIT);
        expect((await added.allTextContents()).join(' ')).toMatch(/longer and clearer/);
        expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        await page.screenshot({ path: `/tmp/stale-notice-${admin}-${viewport.width}.png`, fullPage: true });
        expect(await runAxe(page)).toEqual([]);

        // The list marks it too (client-side: the store lives in the tab).
        const title = `Stale test ${suffix}`;
        const listTitle = admin === 'es' ? `Prueba ${suffix}` : title;
        await page.getByRole('link', { name: text.back, exact: true }).click();
        const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: listTitle, exact: true }) });
        await row.waitFor(WAIT);
        await expect.poll(() => row.getByText(text.listMark, { exact: true }).count(), WAIT).toBe(1);
        expect(await runAxe(page)).toEqual([]);

        // Marked up to date: the notice gives way to a status that has the focus, and every mark goes.
        await row.getByRole('link', { name: listTitle, exact: true }).click();
        await page.locator('form.editor').waitFor(WAIT);
        const tabAgain = page.getByRole('tab', { name: new RegExp(`^${text.tabs.es}`) });
        await tabAgain.click();
        const panelAgain = page.getByRole('tabpanel', { name: new RegExp(`^${text.tabs.es}`) });
        await panelAgain.getByRole('button', { name: text.mark, exact: true }).click();
        const marked = panelAgain.getByText(text.marked, { exact: true });
        await marked.waitFor(WAIT);
        await expect.poll(() => marked.evaluate((element) => element === document.activeElement), WAIT).toBe(true);
        await expect.poll(() => descriptionOf(tabAgain), WAIT).not.toContain(text.description);
        await expect.poll(() => tabAgain.textContent(), WAIT).not.toContain(text.badge);
        await page.getByRole('link', { name: text.back, exact: true }).click();
        await row.waitFor(WAIT);
        await expect.poll(() => row.getByText(text.listMark, { exact: true }).count(), WAIT).toBe(0);
        expect(await row.textContent()).toContain('ES');
      }, 180_000);
    }
  }
});
