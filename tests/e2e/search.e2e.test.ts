/**
 * Site search (docs/decisions.md, "Search") in Chromium on the Hosting emulator (bundled seed content): the
 * server-rendered results page without JavaScript, the search index endpoints (the full index and its quick tier),
 * typing and the keyboard-only path with the app (/, typing, the arrow keys, Esc, Enter), and axe on the results and
 * the empty state in every offered theme.
 */
import { describe, expect, it } from 'vitest';
import { BASE_URL } from './support/browser';
import { pagePerTest } from './support/page-per-test';
import { OFFERED_THEMES, runAxe, switchTheme, useTheme, waitForApp } from './support/site';

const open = pagePerTest();
// "Lista de comprobación para formularios accesibles": found without its accent.
const POST = 'accessible-forms-checklist';
const DRAFT = 'core-web-vitals-on-a-budget';

describe('search', () => {
  it('answers /es/buscar?q= with the results in the HTML itself, without JavaScript', async () => {
    const { page } = await open({ javaScriptEnabled: false });
    const response = await page.goto('/es/buscar?q=comprobacion');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toBe('public, max-age=0, s-maxage=25');
    expect(await page.locator('h1').textContent()).toBe('Buscar');
    expect(await page.getByRole('status').textContent()).toMatch(/^\d+ resultados? para «comprobacion»$/);
    const link = page.locator(`main a[href="/es/blog/${POST}"]`);
    expect(await link.textContent()).toBe('Lista de comprobación para formularios accesibles');
    expect(await link.locator('mark').allTextContents()).toEqual(['comprobación']);
    expect(await page.locator('head meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
    expect(await page.locator('html').getAttribute('lang')).toBe('es-ES');

    // The form works without scripts: a GET to the same page.
    await page.getByRole('searchbox', { name: 'Buscar entradas y proyectos' }).fill('bilingue');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.waitForURL('**/es/buscar?q=bilingue');
    expect(await page.locator('main h2 a').allTextContents()).toEqual(
      expect.arrayContaining(['Publicar una web bilingüe sin duplicarla', 'Portfolio y blog bilingüe']),
    );
  });

  it('serves the search index of each language and its quick tier from the pages function, cached like page data, without drafts', async () => {
    for (const path of ['en.json', 'es.json', 'en.quick.json', 'es.quick.json']) {
      const response = await fetch(`${BASE_URL}/api/search/${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toMatch(/^application\/json/);
      expect(response.headers.get('cache-control'), path).toBe('public, max-age=0, s-maxage=25');
      const text = await response.text();
      expect(text, path).toContain(POST);
      expect(text, path).not.toContain(DRAFT);
    }
    expect((await fetch(`${BASE_URL}/api/search/fr.json`)).status).toBe(404);
    expect((await fetch(`${BASE_URL}/api/search/fr.quick.json`)).status).toBe(404);
  });

  it('opens with / from any page and follows typing without a reload; keyboard only: arrows, Esc and Enter', async () => {
    const { page, problems } = await open();
    await page.goto('/es/blog');
    await waitForApp(page);
    // The shortcut's listener is an effect of the first render, which a busy machine may run a moment after the
    // page is taken over: if the first press finds none, press again (after waiting long enough that a second
    // press never cuts short a navigation the first one started).
    for (let attempt = 0; attempt < 3 && new URL(page.url()).pathname !== '/es/buscar'; attempt++) {
      await page.keyboard.press('/');
      await page.waitForURL('**/es/buscar', { timeout: 10_000 }).catch(() => undefined);
    }
    expect(new URL(page.url()).pathname).toBe('/es/buscar');
    const field = page.getByRole('searchbox', { name: 'Buscar entradas y proyectos' });
    await expect.poll(() => field.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await field.inputValue()).toBe('');
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    await page.keyboard.type('comprobacion');
    await expect.poll(() => page.getByRole('status').textContent()).toMatch(/resultados? para «comprobacion»/);
    await expect.poll(() => new URL(page.url()).search).toBe('?q=comprobacion');
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    const result = page.locator(`main a[href="/es/blog/${POST}"]`);
    expect(await result.locator('mark').allTextContents()).toEqual(['comprobación']);

    // Esc in the field clears the query (and ?q=); then a query with two results for the arrows.
    await page.keyboard.press('Escape');
    expect(await field.inputValue()).toBe('');
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await page.keyboard.type('bilingue');
    await expect.poll(() => page.getByRole('status').textContent()).toBe('2 resultados para «bilingue»');
    const links = page.locator('main ol a');
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? null);
    const [first, second] = await links.allTextContents();

    // ArrowDown from the field to the first result, between results, ArrowUp back to the field; each result shows
    // the site's focus ring (--color-focus) on its link and on its card.
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe(first);
    const ring = await links.first().evaluate((element) => {
      const style = getComputedStyle(element);
      const focus = getComputedStyle(document.documentElement).getPropertyValue('--color-focus').trim();
      const probe = document.createElement('span');
      probe.style.color = focus;
      document.body.append(probe);
      const focusColor = getComputedStyle(probe).color;
      probe.remove();
      return {
        outline: style.outlineStyle,
        width: style.outlineWidth,
        matchesFocus: style.outlineColor === focusColor,
        card: getComputedStyle(element.closest('li')!).borderTopColor === focusColor,
      };
    });
    expect(ring).toEqual({ outline: 'solid', width: '3px', matchesFocus: true, card: true });
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe(second);
    await page.keyboard.press('ArrowUp');
    expect(await focused()).toBe(first);
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => field.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await field.inputValue()).toBe('bilingue');
    // Esc on a result returns to the field, the query kept.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await expect.poll(() => field.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await field.inputValue()).toBe('bilingue');
    // Enter on a result follows it.
    const secondHref = await links.nth(1).getAttribute('href');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${secondHref}`);
    expect(problems.errors).toEqual([]);
  });

  it('on a phone, a result reached with the arrows shows whole, above the bottom navigation and below the header', async () => {
    const { page, problems } = await open({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
    await page.goto('/es/buscar?q=bilingue');
    await waitForApp(page);
    await page.getByRole('searchbox', { name: 'Buscar entradas y proyectos' }).focus();
    await expect.poll(() => page.getByRole('status').textContent()).toBe('2 resultados para «bilingue»');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const place = () =>
      page.evaluate(() => {
        const card = document.activeElement!.closest('li')!.getBoundingClientRect();
        const nav = document.querySelector('.site-nav')!.getBoundingClientRect();
        const header = document.querySelector('.site-header')!.getBoundingClientRect();
        return { aboveNav: card.bottom <= nav.top, belowHeader: card.top >= header.bottom, navFixedAtBottom: nav.bottom === innerHeight };
      });
    await expect.poll(place).toEqual({ aboveNav: true, belowHeader: true, navFixedAtBottom: true });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe((await page.locator('main ol a').allTextContents())[1]);
    expect(problems.errors).toEqual([]);
  });

  it('links to the search from the header, and has no axe violations on results or the empty state, in every offered theme', async () => {
    const { page } = await open({ reducedMotion: 'reduce' });
    const [firstTheme, ...otherThemes] = OFFERED_THEMES;
    await useTheme(page, firstTheme);
    await page.goto('/');
    await waitForApp(page);
    expect(await page.getByRole('banner').getByRole('link', { name: 'Search' }).getAttribute('href')).toBe('/search');
    const found: Record<string, unknown> = {};
    for (const path of ['/es/buscar?q=comprobacion', '/search?q=zzzzqqq']) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await waitForApp(page);
      for (const theme of [firstTheme, ...otherThemes]) {
        if (theme !== firstTheme) await switchTheme(page, theme);
        const violations = await runAxe(page);
        if (violations.length > 0) found[`${path} ${theme}`] = violations;
      }
      if (path.startsWith('/search')) {
        expect(await page.getByRole('status').textContent()).toBe('No results for “zzzzqqq”. Try another word or check the spelling.');
      }
      await switchTheme(page, firstTheme);
    }
    expect(found).toEqual({});
  });
});
