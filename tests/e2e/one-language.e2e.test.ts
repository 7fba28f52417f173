/**
 * No dead end for a reader (docs/decisions.md, "One-language items"), in Chromium on a phone and a desktop: the
 * language picker on an English-only post lands on the same post's Spanish address, which shows the English text
 * (marked `lang="en-US"`) under a notice in Spanish, `noindex` with its canonical at the English page and hreflang
 * for English only; the Spanish page's picker leads back to the same post; the notice passes axe in the four themes.
 *
 * The post: an English-only one of the bundled seed when it has one (a visitor then meets the pages the `pages`
 * function renders, and the server's answers are checked too); otherwise the owner writes one in English only
 * through the admin, into the tab's own copy of the content (bundled mode), and reads it in that tab.
 * And an English-only post its owner lists in the other language's lists: the Spanish blog shows it in English, marked.
 * Run with `node tests/e2e/support/run-e2e.mjs one-language.e2e.test.ts`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { publishLanguage, runSuffix, saveNew, signInAsOwner, waitForPath } from './support/admin-helpers';
import { BASE_URL } from './support/browser';
import { pagePerTest } from './support/page-per-test';
import { OFFERED_THEMES, runAxe, switchTheme, waitForApp, waitForDocumentLang } from './support/site';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const WAIT = { timeout: 30_000 };

interface SeedSummary {
  /** The languages published, each with its moment (docs/data-model.md: the published document). */
  langs?: { en?: { publishedAt?: number }; es?: { publishedAt?: number } };
  title?: { en?: string; es?: string };
  summary?: { en?: string; es?: string };
}

const written = (summary: SeedSummary, lang: 'en' | 'es') => Boolean(summary.title?.[lang]?.trim() && summary.summary?.[lang]?.trim());

/** A published English-only post of the bundled seed (its published document holds English only), if it has one. */
function englishOnlySeedPost(): { id: string; title: string } | null {
  const seed = JSON.parse(
    readFileSync(join(import.meta.dirname, '../../seed/database_export/demo-portfolio-default-rtdb.json'), 'utf8'),
  ) as {
    posts?: { summaries?: Record<string, SeedSummary> };
  };
  const found = Object.entries(seed.posts?.summaries ?? {}).find(
    ([, summary]) =>
      (summary.langs?.en?.publishedAt ?? Infinity) <= Date.now() && !summary.langs?.es && written(summary, 'en') && !written(summary, 'es'),
  );
  return found ? { id: found[0], title: found[1].title!.en! } : null;
}

const seedPost = englishOnlySeedPost();
const open = pagePerTest();

/**
 * The owner writes a post in English only (listed in the Spanish lists too if `listed`), publishes it, and goes to the
 * public blog through the site's own navigation: the tab keeps its copy of the content.
 */
async function writeEnglishOnlyPost(page: Page, title: string, listed = false): Promise<string> {
  await signInAsOwner(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'New post', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'New post' }).waitFor(WAIT);
  await page.getByRole('tab', { name: 'English', exact: true }).click();
  await page.getByLabel('Title (English)', { exact: true }).fill(title);
  await page.getByLabel('Summary (English)', { exact: true }).fill('A post the owner has not translated yet.');
  await page.getByLabel('Body in Markdown (English)', { exact: true }).fill('## First part\n\nWritten in English only.');
  if (listed) {
    await page
      .getByRole('checkbox', { name: 'While it is written in one language only, list it in the other language’s lists too' })
      .check();
  }
  const idField = page.getByLabel('Address (slug)', { exact: true });
  await expect.poll(() => idField.inputValue()).not.toBe('');
  const id = await idField.inputValue();
  await saveNew(page, 'posts', id);
  await publishLanguage(page, 'English');
  await page
    .getByRole('navigation', { name: /^(Main|Principal)$/ })
    .getByRole('link', { name: 'Blog', exact: true })
    .click();
  await waitForPath(page, '/blog');
  // The editor (with its own language picker) can still be on screen for a moment: wait for the blog's heading.
  await page.getByRole('heading', { level: 1, name: 'Blog', exact: true }).waitFor(WAIT);
  return id;
}

/** The owner writes a post in English only and publishes it; the tab then shows its English page. */
async function ownersEnglishOnlyPost(page: Page): Promise<{ id: string; title: string }> {
  const title = `Only in English ${runSuffix()}`;
  const id = await writeEnglishOnlyPost(page, title);
  await page.getByRole('link', { name: title, exact: true }).click();
  return { id, title };
}

for (const [device, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  describe(`an English-only post on a ${device}`, () => {
    it('the picker lands on its Spanish address: English text, a Spanish notice, noindex, canonical; and back again', async () => {
      const { page, problems } = await open({ viewport, reducedMotion: 'reduce' });
      let post: { id: string; title: string };
      if (seedPost) {
        post = seedPost;
        await page.goto(`/blog/${post.id}`);
        await waitForApp(page);
      } else {
        post = await ownersEnglishOnlyPost(page);
      }
      await waitForPath(page, `/blog/${post.id}`);
      await page.getByRole('heading', { level: 1, name: post.title }).waitFor(WAIT);
      // The English page is the post's own: no notice.
      expect(await page.getByRole('note').count()).toBe(0);

      // English interface: the picker goes to the same post in Spanish.
      await page.getByRole('link', { name: /^Español/ }).click();
      await waitForPath(page, `/es/blog/${post.id}`);
      const heading = page.getByRole('heading', { level: 1, name: post.title });
      await heading.waitFor(WAIT);
      // The URL changes as the navigation starts its render, so the English page's heading (same name, no lang) can
      // still be on screen for a moment: wait for the Spanish address's own.
      await expect.poll(() => heading.getAttribute('lang')).toBe('en-US');
      expect(await page.locator('.post-page .markdown').getAttribute('lang')).toBe('en-US');
      const note = page.getByRole('note');
      await expect.poll(() => note.textContent()).toContain('Este artículo aún no está traducido al español');
      expect(await note.getByRole('link', { name: 'Ver los artículos en español' }).getAttribute('href')).toBe('/es/blog');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('es-ES');

      const head = () =>
        page.evaluate(() => ({
          robots: document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
          canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
          alternates: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map(
            (link) => `${link.getAttribute('hreflang')} ${new URL(link.getAttribute('href') ?? '').pathname}`,
          ),
        }));
      await expect.poll(async () => (await head()).robots).toBe('noindex, nofollow');
      const { canonical, alternates } = await head();
      expect(new URL(canonical ?? '').pathname).toBe(`/blog/${post.id}`);
      expect(alternates).toEqual([`en-US /blog/${post.id}`, `x-default /blog/${post.id}`]);

      for (const theme of OFFERED_THEMES) {
        await switchTheme(page, theme);
        expect(await runAxe(page, '.not-translated-note'), theme).toEqual([]);
      }

      // Spanish interface: the picker leads back to the same post, in English.
      await page.getByRole('link', { name: /^English/ }).click();
      await waitForPath(page, `/blog/${post.id}`);
      // As above, the Spanish page (same heading, with its notice) can still be on screen for a moment: wait for
      // the English page's own document language before asserting what it lacks.
      await waitForDocumentLang(page, 'en-US');
      await page.getByRole('heading', { level: 1, name: post.title }).waitFor(WAIT);
      await expect.poll(() => page.getByRole('note').count()).toBe(0);
      await expect.poll(async () => (await head()).robots).toBe(null);
      expect(problems.errors).toEqual([]);
    });
  });
}

describe('an English-only post its owner lists in the Spanish lists', () => {
  it('shows in the Spanish blog in English, marked “(en inglés)” in every theme, and leads to its Spanish address', async () => {
    const { page, problems } = await open({ viewport: DESKTOP, reducedMotion: 'reduce' });
    const title = `Listed in Spanish ${runSuffix()}`;
    const id = await writeEnglishOnlyPost(page, title, true);
    // To the Spanish blog through the language picker.
    await page.getByRole('link', { name: /^Español/ }).click();
    await waitForPath(page, '/es/blog');
    const link = page.getByRole('link', { name: title, exact: true });
    await link.waitFor(WAIT);
    // The English blog's link (same name, no lang) can still be on screen for a moment: wait for the Spanish one.
    await expect.poll(() => link.getAttribute('lang')).toBe('en-US');
    const heading = page.getByRole('heading', { name: `${title} (en inglés)`, exact: true });
    expect(await heading.count()).toBe(1);
    for (const theme of OFFERED_THEMES) {
      await switchTheme(page, theme);
      expect(await runAxe(page, '.post-grid'), theme).toEqual([]);
    }

    await link.click();
    await waitForPath(page, `/es/blog/${id}`);
    await expect.poll(() => page.getByRole('note').textContent()).toContain('Este artículo aún no está traducido al español');
    expect(problems.errors).toEqual([]);
  });
});

// The server's own answers need the post in the content the `pages` function renders: the bundled seed.
describe.runIf(seedPost)('the Spanish address of the seed’s English-only post, as the server answers it', () => {
  it('is a 200 page, noindex, canonical at the English page, with page data in English only; not in the Spanish sitemap', async () => {
    const { id, title } = seedPost!;
    const page = await fetch(`${BASE_URL}/es/blog/${id}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*[^s]/blog/${id}"`));
    expect(html).toContain('Este artículo aún no está traducido al español');
    const data = (await (await fetch(`${BASE_URL}/api/page/es/blog/${id}`)).json()) as {
      status: number;
      loaderData: Record<string, unknown>;
    };
    expect(data.status).toBe(200);
    expect(data.loaderData['post-es']).toMatchObject({
      lang: 'es',
      languages: ['en'],
      shownIn: 'en',
      post: { title: { en: title, es: '' } },
    });
    const sitemap = await (await fetch(`${BASE_URL}/es/sitemap.xml`)).text();
    expect(sitemap).not.toContain(`/es/blog/${id}<`);
  });
});
