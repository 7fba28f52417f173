/**
 * What a reader does on a post beyond reading (Chromium, Hosting emulator, bundled content): copying a code block
 * with the real clipboard, by pointer and keyboard, in both languages, with axe clean in every offered theme.
 */
import { describe, expect, it } from 'vitest';
import { pagePerTest } from './support/page-per-test';
import { OFFERED_THEMES, runAxe, switchTheme, useTheme, waitForApp } from './support/site';
import { BASE_URL } from './support/browser';

const CODE_POST = 'theme-switcher-with-css-custom-properties';
const open = pagePerTest();

describe('code blocks on a post', () => {
  it('copies a block to the clipboard and announces it; the Spanish page says it in Spanish', async () => {
    for (const [path, name, copied, announced] of [
      [`/blog/${CODE_POST}`, 'Copy css code', 'Copied', 'Code copied to the clipboard'],
      [`/es/blog/${CODE_POST}`, 'Copiar código css', 'Copiado', 'Código copiado al portapapeles'],
    ]) {
      const { page, context, problems } = await open();
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto(path);
      await waitForApp(page);
      const button = page.getByRole('button', { name });
      await button.click();
      await expect.poll(() => button.textContent(), { timeout: 10_000 }).toBe(copied);
      const code = await page.locator('.code-block', { has: button }).locator('pre code').textContent();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
      await expect.poll(() => page.getByRole('status').filter({ hasText: announced }).count()).toBe(1);
      expect(problems.errors, path).toEqual([]);
    }
  });

  it('reaches every copy button by keyboard and copies with Enter', async () => {
    const { page, context } = await open();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/blog/${CODE_POST}`);
    await waitForApp(page);
    const target = page.getByRole('button', { name: 'Copy ts code' });
    for (let presses = 0; presses < 80 && !(await target.evaluate((element) => element === document.activeElement)); presses++) {
      await page.keyboard.press('Tab');
    }
    await expect.poll(() => target.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('const');
  });

  it('has no axe violations on a post with code blocks, in every offered theme', async () => {
    const { page } = await open({ reducedMotion: 'reduce' });
    const [firstTheme, ...otherThemes] = OFFERED_THEMES;
    await useTheme(page, firstTheme);
    await page.goto(`/es/blog/${CODE_POST}`, { waitUntil: 'networkidle' });
    await waitForApp(page);
    await page.getByRole('button', { name: 'Copiar código css' }).waitFor();
    const found: Record<string, unknown> = {};
    for (const theme of [firstTheme, ...otherThemes]) {
      if (theme !== firstTheme) await switchTheme(page, theme);
      const violations = await runAxe(page);
      if (violations.length > 0) found[theme] = violations;
    }
    expect(found).toEqual({});
  });
});

describe('table of contents', () => {
  it('follows the reader beside the text on a wide screen, marking the section being read', async () => {
    const { page, problems } = await open({ viewport: { width: 1440, height: 900 } });
    await page.goto(`/blog/${CODE_POST}`);
    await waitForApp(page);
    const aside = page.getByRole('navigation', { name: 'On this page' });
    await expect.poll(() => aside.isVisible()).toBe(true);
    const headingIds = await aside.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')!.slice(1)));
    expect(headingIds.length).toBeGreaterThanOrEqual(3);
    const last = headingIds[headingIds.length - 1];
    await page.locator(`[id="${last}"]`).scrollIntoViewIfNeeded();
    await page.evaluate((id) => window.scrollTo(0, document.getElementById(id)!.getBoundingClientRect().top + window.scrollY - 80), last);
    await expect.poll(() => aside.locator('a[aria-current="location"]').getAttribute('href')).toBe(`#${last}`);
    // Sticky: the marked link is on screen, far down the post.
    const marked = await aside.locator('a[aria-current="location"]').boundingBox();
    expect(marked !== null && marked.y >= 0 && marked.y < 900).toBe(true);
    expect(problems.errors).toEqual([]);
  });

  it('is collapsed above the body on a phone, and its links go to their sections', async () => {
    const { page } = await open({ viewport: { width: 390, height: 844 } });
    await page.goto(`/es/blog/${CODE_POST}`);
    await waitForApp(page);
    const toc = page.getByRole('navigation', { name: 'En esta página' });
    const first = toc.getByRole('link').first();
    expect(await first.isVisible()).toBe(false);
    await toc.getByText('En esta página').click();
    const target = (await first.getAttribute('href'))!;
    await first.click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe(target);
    await expect.poll(() => page.locator(target).evaluate((heading) => Math.round(heading.getBoundingClientRect().top) < 200)).toBe(true);
  });
});

describe('tags in the reader’s language', () => {
  it('names a Spanish post’s tags in Spanish, in the served HTML and in the app, linking by the one slug', async () => {
    const { page } = await open({ viewport: { width: 390, height: 844 } });
    const response = await page.goto('/es/blog/accessible-forms-checklist');
    // Served whole by the renderer: the names are there before any script runs.
    const html = (await response!.text()).replace(/<!-- -->/g, '');
    expect(html).toMatch(/<a class="tag" href="\/es\/blog\?tag=accessibility"[^>]*>accesibilidad<\/a>/);
    await waitForApp(page);
    // The post's own tags (its related posts' cards carry theirs too).
    const tags = page.locator('.post-header').getByRole('list', { name: 'Etiquetas' });
    expect(await tags.getByRole('link').allTextContents()).toEqual(['accesibilidad', 'HTML', 'formularios']);
    await tags.getByRole('link', { name: 'formularios' }).click();
    await expect.poll(() => page.evaluate(() => location.pathname + location.search)).toBe('/es/blog?tag=forms');
    // The filtered list is titled with the name too, in the tab and above its posts.
    // The post's own title also says "formularios": wait for the list's title, not any match.
    await expect.poll(() => page.title()).toMatch(/etiqueta «formularios»/);
    await expect.poll(() => page.getByRole('heading', { level: 2, name: /etiqueta «formularios»/ }).count()).toBe(1);
  });
});

describe('dates that tell the truth', () => {
  it('shows the seed post’s “updated” date beside its publication date, in the served HTML, in both languages', async () => {
    const { page } = await open({ viewport: { width: 390, height: 844 } });
    for (const [path, words] of [
      ['/blog/firebase-security-rules-as-code', 'Updated February 3, 2025'],
      ['/es/blog/firebase-security-rules-as-code', 'Actualizada el 3 de febrero de 2025'],
    ]) {
      const html = (await (await page.goto(path))!.text()).replace(/<!-- -->/g, '');
      expect(html).toMatch(/<time datetime="2025-02-03">/i);
      await waitForApp(page);
      expect(await page.locator('header .post-meta').textContent()).toContain(words);
    }
  });
});

describe('feeds with the whole post', () => {
  it('carry each post’s full text in the feed’s language, sanitised, with absolute links', async () => {
    const xml = await (await fetch(`${BASE_URL}/es/feed.xml`)).text();
    const item = xml.split('<item>').find((entry) => entry.includes('/es/blog/accessible-forms-checklist'))!;
    const content = /<content:encoded>([\s\S]*?)<\/content:encoded>/.exec(item)?.[1] ?? '';
    // Escaped HTML of the Spanish body: its text and its headings' anchors, absolute.
    expect(content).toContain('Las instrucciones van antes del campo');
    expect(content).toContain(
      `href=&quot;${BASE_URL}/es/blog/accessible-forms-checklist#user-content-cada-campo-tiene-una-etiqueta-visible&quot;`,
    );
    expect(content).not.toMatch(/&lt;script|heading-anchor-mark/);
    expect(xml).not.toContain('core-web-vitals-on-a-budget');
  });
});
