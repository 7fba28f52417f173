/**
 * The admin as the owner uses it day to day, on a 390 px phone and on a desktop: nothing wider
 * than the screen, list actions reachable without a sideways scroll, one line of actions per row on a desktop in
 * Spanish too, and image controls drawn with the theme's colours (axe-clean in every theme, visible focus, the card
 * image named in words).
 *
 * The seed's items are edited by URL (bundled content: a reload starts from the seed again, which is all a layout
 * check needs): a post with a cover and a project with a two-image gallery.
 *
 *   flock /tmp/emulators.lock env E2E_SKIP_BUILD=true npm run test:e2e -- admin-layout.e2e.test.ts
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pagePerTest } from './support/page-per-test';
import { pngFile, signInAsOwner, waitForUploads } from './support/admin-helpers';
import { OFFERED_THEMES, runAxe, SAMPLE_POST, SAMPLE_PROJECT, switchTheme } from './support/site';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const WAIT = { timeout: 30_000 };

const openTestPage = pagePerTest();

async function signedIn(viewport: { width: number; height: number }): Promise<Page> {
  // Reduced motion: theme colours switch at once, so axe reads each theme's own colours.
  const { page } = await openTestPage({ viewport, reducedMotion: 'reduce' });
  await signInAsOwner(page);
  return page;
}

const prefix = (lang: 'en' | 'es') => (lang === 'es' ? '/es' : '');

async function openList(page: Page, lang: 'en' | 'es', kind: 'posts' | 'projects') {
  await page.goto(`${prefix(lang)}${kind === 'posts' ? '/admin/blog' : '/admin/proyectos'}`);
  await page.getByRole('table').waitFor(WAIT);
}

async function openEditor(page: Page, lang: 'en' | 'es', kind: 'posts' | 'projects') {
  await page.goto(`${prefix(lang)}${kind === 'posts' ? `/admin/blog/editar/${SAMPLE_POST}` : `/admin/proyectos/editar/${SAMPLE_PROJECT}`}`);
  await page.locator('form.editor img').first().waitFor(WAIT);
  // Images decoded: their size is part of the layout being measured.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('form.editor img')].every((image) => (image as HTMLImageElement).complete),
  );
}

const scrollWidth = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth);

/** Every row's title and actions, with their boxes, as the screen shows them. */
const rowBoxes = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('table.admin-list tbody tr')].map((row) => {
      const box = (element: Element) => {
        const rect = element.getBoundingClientRect();
        return { left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom };
      };
      return {
        title: box(row.querySelector('th')!),
        actions: [...row.querySelectorAll('.admin-list__actions > :is(a, button)')].map((action) => ({
          name: action.textContent ?? '',
          ...box(action),
        })),
      };
    }),
  );

describe('admin layout', () => {
  it('fits a 390 px phone: lists and editors (with a cover, with a gallery), in English and Spanish', async () => {
    const page = await signedIn(PHONE);
    const widths: Record<string, number> = {};
    for (const lang of ['en', 'es'] as const) {
      for (const kind of ['posts', 'projects'] as const) {
        await openList(page, lang, kind);
        widths[`${lang} ${kind} list`] = await scrollWidth(page);
        // Each card shows its title and all its actions inside the screen, without scrolling sideways.
        const rows = await rowBoxes(page);
        expect(rows.length).toBeGreaterThan(0);
        for (const row of rows) {
          expect(row.title.left).toBeGreaterThanOrEqual(0);
          expect(row.title.right).toBeLessThanOrEqual(PHONE.width);
          expect(row.actions.length).toBeGreaterThanOrEqual(3);
          for (const action of row.actions) {
            expect(action.left, `${lang} ${kind} ${action.name}`).toBeGreaterThanOrEqual(0);
            expect(action.right, `${lang} ${kind} ${action.name}`).toBeLessThanOrEqual(PHONE.width);
            // Finger-sized.
            expect(action.bottom - action.top).toBeGreaterThanOrEqual(44);
          }
        }

        await openEditor(page, lang, kind);
        widths[`${lang} ${kind} editor`] = await scrollWidth(page);
      }
    }
    // All eight screens measured, none wider than the phone.
    expect(Object.keys(widths)).toHaveLength(8);
    expect(Object.entries(widths).filter(([, width]) => width > PHONE.width)).toEqual([]);
  });

  it('styles each admin screen from its first render, opened by address: its CSS comes with its lazy chunk', async () => {
    const page = await signedIn(DESKTOP);
    // The moment the screen's element enters the document, the look its stylesheet gives it (editor.css: the form is a
    // grid, the list's table collapses its borders); unstyled, they would read `block` and `separate`.
    await page.context().addInitScript(() => {
      const seen: Record<string, string> = {};
      (window as unknown as { firstLook: Record<string, string> }).firstLook = seen;
      new MutationObserver(() => {
        const form = document.querySelector('form.editor');
        const list = document.querySelector('table.admin-list');
        if (form && !seen.form) seen.form = getComputedStyle(form).display;
        if (list && !seen.list) seen.list = getComputedStyle(list).borderCollapse;
      }).observe(document, { childList: true, subtree: true });
    });
    const firstLook = () => page.evaluate(() => (window as unknown as { firstLook: Record<string, string> }).firstLook);
    await openEditor(page, 'es', 'posts');
    expect(await firstLook()).toEqual({ form: 'grid' });
    await page.goto('/admin/blog');
    await page.locator('table.admin-list').waitFor(WAIT);
    expect(await firstLook()).toEqual({ list: 'collapse' });
  });

  it('keeps each row’s actions on one line on a desktop, in Spanish too', async () => {
    const page = await signedIn(DESKTOP);
    for (const lang of ['es', 'en'] as const) {
      for (const kind of ['posts', 'projects'] as const) {
        await openList(page, lang, kind);
        expect(await scrollWidth(page)).toBeLessThanOrEqual(DESKTOP.width);
        for (const row of await rowBoxes(page)) {
          // One line: every action's middle at the same height (links and buttons differ in height, not in line).
          const middles = row.actions.map((action) => (action.top + action.bottom) / 2);
          const names = row.actions.map((action) => action.name).join(' | ');
          expect(Math.max(...middles) - Math.min(...middles), `${lang} ${kind}: ${names}`).toBeLessThan(4);
        }
      }
    }
  });

  it('draws the image controls with the theme: axe-clean in every theme, visible focus, the card image named in words', async () => {
    const page = await signedIn(DESKTOP);
    for (const kind of ['projects', 'posts'] as const) {
      await openEditor(page, 'en', kind);
      for (const theme of OFFERED_THEMES) {
        await switchTheme(page, theme);
        const violations = await runAxe(page);
        expect(violations, `${kind} ${theme}`).toEqual([]);

        // Buttons look like the form's: the theme's surface and text, rounded corners (not the browser's grey).
        const remove = page.getByRole('button', { name: 'Remove image' }).first();
        const look = await remove.evaluate((button) => {
          const style = getComputedStyle(button);
          const probe = document.createElement('span');
          probe.style.color = 'var(--color-surface)';
          button.append(probe);
          const surface = getComputedStyle(probe).color;
          probe.remove();
          return { background: style.backgroundColor, surface, radius: parseFloat(style.borderTopLeftRadius) };
        });
        expect(look.background, `${kind} ${theme}`).toBe(look.surface);
        expect(look.radius).toBeGreaterThan(0);

        // Keyboard focus: from an alt text input, Tab reaches the next image control, which shows the theme's ring.
        const altInputs = page.getByLabel('Alt text (Spanish)', { exact: true });
        await altInputs.first().focus();
        await page.keyboard.press('Tab');
        // Every property eases in over 0.01 ms under reduced motion (global.css), outline-color too: read the ring
        // once that has run.
        await page.waitForFunction(() =>
          document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState === 'finished'),
        );
        const ring = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement;
          const style = getComputedStyle(element);
          const probe = document.createElement('span');
          probe.style.color = 'var(--color-focus)';
          document.body.append(probe);
          const focus = getComputedStyle(probe).color;
          probe.remove();
          return {
            tag: element.tagName,
            style: style.outlineStyle,
            width: parseFloat(style.outlineWidth),
            color: style.outlineColor,
            focus,
          };
        });
        expect(ring.tag).toMatch(/^(BUTTON|INPUT)$/);
        expect(ring).toMatchObject({ style: 'solid', color: ring.focus });
        expect(ring.width).toBeGreaterThanOrEqual(2);
      }
    }

    // The project's card image: its item says so in words, and only that one.
    await openEditor(page, 'en', 'projects');
    const items = page.getByRole('group', { name: /^Image \d+ of \d+$/ });
    await expect.poll(() => items.count()).toBe(2);
    for (const index of [0, 1]) {
      const item = items.nth(index);
      const pressed = (await item.getByRole('button', { name: 'Use as card image' }).getAttribute('aria-pressed')) === 'true';
      expect(await item.getByText('Card image', { exact: true }).count()).toBe(pressed ? 1 : 0);
    }
    await items.nth(1).getByRole('button', { name: 'Use as card image' }).click();
    await expect.poll(() => items.nth(1).getByText('Card image', { exact: true }).count()).toBe(1);
    expect(await items.nth(0).getByText('Card image', { exact: true }).count()).toBe(0);
  });

  it('inserts an uploaded image into a body at the caret, on lines of its own, on a phone, in Spanish', async () => {
    const page = await signedIn(PHONE);
    await openEditor(page, 'es', 'posts');
    const body = page.getByLabel('Cuerpo en Markdown (español)', { exact: true });
    // The help tied to the body says which images work, and why others do not.
    const hintIds = ((await body.getAttribute('aria-describedby')) ?? '').split(' ');
    const hints = await Promise.all(hintIds.map((id) => page.locator(`[id="${id}"]`).textContent()));
    expect(hints.join(' ')).toMatch(/las de otros sitios las bloquea la política de seguridad del sitio/);
    const before = await body.inputValue();
    // The caret after the first line.
    const caret = before.indexOf('\n') + 1;
    await body.evaluate((element: HTMLTextAreaElement, position) => {
      element.focus();
      element.setSelectionRange(position, position);
    }, caret);

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Insertar imagen', exact: true }).click();
    const image = pngFile('grafico.png', 600, 400, [200, 120, 30]);
    await (await chooser).setFiles({ name: image.name, mimeType: image.mimeType, buffer: image.buffer });
    const dialog = page.getByRole('dialog', { name: 'Insertar una imagen' });
    await dialog.waitFor(WAIT);
    await waitForUploads(dialog);
    expect(await dialog.getByRole('alert').count()).toBe(0);
    // Asked in the body's language, with the focus already there.
    const alt = dialog.getByLabel('Texto alternativo (español)', { exact: true });
    await expect.poll(() => alt.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    expect(await runAxe(page)).toEqual([]);
    await alt.fill('Un gráfico naranja');
    await dialog.getByRole('button', { name: 'Insertar', exact: true }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    // The image's line may land a moment after the dialog goes: wait for it, then check exactly where it went.
    await expect.poll(() => body.inputValue(), WAIT).toMatch(/!\[Un gráfico naranja\]\(/);
    const after = await body.inputValue();
    const inserted = /!\[Un gráfico naranja\]\(([^)\s]+)\)/.exec(after);
    expect(inserted, after).not.toBeNull();
    // On lines of its own, between the paragraph and the heading after it (which stays a heading): the caret was
    // on the blank line between them, so one line break goes before the image and one after.
    expect(before.slice(caret).startsWith('\n## ')).toBe(true);
    expect(after).toBe(`${before.slice(0, caret)}\n${inserted![0]}\n${before.slice(caret)}`);
    // Typing goes on right after the image.
    await expect
      .poll(() => body.evaluate((element: HTMLTextAreaElement) => [element === document.activeElement, element.selectionStart]))
      .toEqual([true, caret + 1 + inserted![0].length]);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
  });

  it('names tags in each language on a phone, in Spanish: fits, axe-clean in every theme, saved with a status', async () => {
    const page = await signedIn(PHONE);
    await page.goto('/es/admin/etiquetas');
    await page.getByRole('heading', { level: 1, name: 'Nombres de las etiquetas' }).waitFor(WAIT);
    const tag = page.getByRole('group', { name: 'accessibility' });
    // The seed's names (bundled content: the published items' tags; drafts are never bundled, seed/published-only.mjs).
    expect(await tag.getByLabel('Nombre en español').inputValue()).toBe('accesibilidad');
    expect(await page.getByRole('group', { name: 'react', exact: true }).getByLabel('Nombre en inglés').inputValue()).toBe('React');
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    for (const theme of OFFERED_THEMES) {
      await switchTheme(page, theme);
      expect(await runAxe(page), theme).toEqual([]);
    }
    await tag.getByLabel('Nombre en español').fill('accesibilidad web');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Guardado el nombre de 1 etiqueta' }).count(), WAIT).toBe(1);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
  });

  it('gives the signed-in owner “Edit” on a public post, on a phone, in Spanish; the served HTML has none of it', async () => {
    const page = await signedIn(PHONE);
    const response = await page.goto(`/es/blog/${SAMPLE_POST}`);
    // The server renders for visitors: it reads no cookie, so its HTML never carries the owner's links.
    expect(await response!.text()).not.toMatch(/class="owner-edit|Herramientas del dueño|Editar esta entrada/);
    const tools = page.getByRole('navigation', { name: 'Herramientas del dueño' });
    await tools.waitFor(WAIT);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    for (const theme of OFFERED_THEMES) {
      await switchTheme(page, theme);
      expect(await runAxe(page), theme).toEqual([]);
    }
    await tools.getByRole('link', { name: 'Editar esta entrada' }).click();
    await page.getByRole('heading', { level: 1, name: /^Editar entrada/ }).waitFor(WAIT);
    expect(new URL(page.url()).pathname).toBe(`/es/admin/blog/editar/${SAMPLE_POST}`);
  });
});
