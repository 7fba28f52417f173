/**
 * Measured front-end quality through the Hosting emulator (real headers): axe-core on every public page
 * in each offered theme and both languages, Lighthouse accessibility / best practices / SEO = 100 on a few
 * pages (never performance: that is a benchmark, scripts/bench/lighthouse.mjs), and the live response headers.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, CHROMIUM_ARGS, CHROMIUM_PATH, launchBrowser, openPage } from './support/browser';
import { runLighthouse } from './support/lighthouse';
import { OFFERED_THEMES, PUBLIC_PAGES, SAMPLE_POST, SAMPLE_PROJECT, runAxe, switchTheme, useTheme, waitForApp } from './support/site';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('axe-core: no violations on public pages, every offered theme, both languages', () => {
  // Each page is loaded once (in the first theme, applied by the boot script before the first paint), then
  // switched to each other theme the way the picker does it (support/site.ts switchTheme) and checked again: four times fewer page loads than a load per theme.
  // Reduced motion makes the colour transitions instant, so axe reads each theme's final colours.
  it.each(PUBLIC_PAGES.map((item) => [item.path, item] as const))('%s in every theme', async (_path, item) => {
    const [firstTheme, ...otherThemes] = OFFERED_THEMES;
    const { page, problems, close } = await openPage(browser, { reducedMotion: 'reduce' });
    try {
      await useTheme(page, firstTheme);
      await page.goto(item.path, { waitUntil: 'networkidle' });
      await waitForApp(page);
      const found: Record<string, unknown> = {};
      for (const theme of [firstTheme, ...otherThemes]) {
        if (theme !== firstTheme) await switchTheme(page, theme);
        expect(await page.locator('html').getAttribute('class'), `${item.path} ${theme}`).toBe(theme);
        const violations = await runAxe(page);
        if (violations.length > 0) found[theme] = violations;
      }
      expect(found).toEqual({});
      expect(problems.errors, item.path).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('axe-core on a 390 px phone: the header, menus and pickers as a phone shows them', () => {
  // The header swaps labels for short ones (the language picker shows "EN"/"ES") and moves the nav to the bottom
  // under a breakpoint, so a phone has its own markup to check.
  it.each(['/', '/es', `/blog/${SAMPLE_POST}`, `/es/projects/${SAMPLE_PROJECT}`])('%s at 390 px', async (path) => {
    const { page, problems, close } = await openPage(browser, { reducedMotion: 'reduce', viewport: { width: 390, height: 844 } });
    try {
      await page.goto(path, { waitUntil: 'networkidle' });
      await waitForApp(page);
      expect(await runAxe(page)).toEqual([]);
      expect(problems.errors, path).toEqual([]);
    } finally {
      await close();
    }
  });
});

const LIGHTHOUSE_PATHS = ['/', '/es', `/blog/${SAMPLE_POST}`];

describe('Lighthouse (accessibility, best practices, SEO)', () => {
  for (const path of LIGHTHOUSE_PATHS) {
    it(`scores 100 on ${path}`, async () => {
      const result = await runLighthouse(`${BASE_URL}${path}`, 'mobile', {
        chromiumPath: CHROMIUM_PATH,
        chromiumArgs: CHROMIUM_ARGS,
        categories: ['accessibility', 'best-practices', 'seo'],
      });
      expect(result.failing).toEqual([]);
      expect({
        accessibility: result.scores.accessibility,
        bestPractices: result.scores['best-practices'],
        seo: result.scores.seo,
      }).toEqual({
        accessibility: 100,
        bestPractices: 100,
        seo: 100,
      });
    }, 120_000);
  }
});

describe('live response headers (Hosting emulator)', () => {
  const SECURITY = {
    'strict-transport-security': /^max-age=\d{8,}; includeSubDomains/,
    'x-content-type-options': /^nosniff$/,
    'x-frame-options': /^DENY$/,
    'referrer-policy': /^strict-origin-when-cross-origin$/,
    'permissions-policy': /camera=\(\)/,
    'content-security-policy': /script-src 'self' 'sha256-[^']+'(;| )/,
  };
  // The admin shell and static files are revalidated on every load; what a function answers keeps the function's
  // own Cache-Control (Hosting's header rules would override it): public pages and their data are shared-cached
  // for 50 s (+ the instance's 10 s list cache: a change is public within a minute), the session API never.
  const REVALIDATED = 'no-cache';
  const PUBLIC_CONTENT = 'public, max-age=0, s-maxage=25';
  const ROUTES: [string, number, string | null][] = [
    ['/', 200, PUBLIC_CONTENT],
    ['/es', 200, PUBLIC_CONTENT],
    ['/c/cv', 200, PUBLIC_CONTENT],
    ['/es/blog', 200, PUBLIC_CONTENT],
    ['/projects', 200, PUBLIC_CONTENT],
    ['/api/page/es/blog?page=3', 404, PUBLIC_CONTENT],
    ['/api/page/projects', 200, PUBLIC_CONTENT],
    ['/admin/blog', 200, REVALIDATED],
    ['/robots.txt', 200, REVALIDATED],
    // Hosting's own 404 page: its default caching (the path may become a page only with a new deploy).
    ['/no-such-page', 404, null],
    [`/blog/${SAMPLE_POST}`, 200, PUBLIC_CONTENT],
    [`/es/projects/${SAMPLE_PROJECT}`, 200, PUBLIC_CONTENT],
    ['/blog/no-such-post', 404, PUBLIC_CONTENT],
    ['/sitemap.xml', 200, PUBLIC_CONTENT],
    ['/es/feed.xml', 200, PUBLIC_CONTENT],
    ['/api/user/token', 401, 'private, no-store'],
  ];

  for (const [path, status, cacheControl] of ROUTES) {
    it(`${path}: ${status}, security headers, ${cacheControl ?? 'Hosting’s default caching'}`, async () => {
      const response = await fetch(`${BASE_URL}${path}`, { redirect: 'manual' });
      expect(response.status).toBe(status);
      for (const [name, pattern] of Object.entries(SECURITY)) expect(response.headers.get(name), `${path} ${name}`).toMatch(pattern);
      if (cacheControl) expect(response.headers.get('cache-control'), path).toBe(cacheControl);
      else expect(response.headers.get('cache-control'), path).not.toMatch(/s-maxage|immutable/);
    });
  }

  it('serves every asset a page loads with a year of immutable caching', async () => {
    const html = await (await fetch(`${BASE_URL}/`)).text();
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
    expect(assets.length).toBeGreaterThan(2);
    for (const asset of assets) {
      const response = await fetch(`${BASE_URL}${asset}`);
      expect(response.status, asset).toBe(200);
      expect(response.headers.get('cache-control'), asset).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('x-content-type-options'), asset).toBe('nosniff');
    }
  });

  it('names both sitemaps in robots.txt and serves the manifest with its icons', async () => {
    const robots = await (await fetch(`${BASE_URL}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${BASE_URL}/sitemap.xml`);
    expect(robots).toContain(`Sitemap: ${BASE_URL}/es/sitemap.xml`);
    const manifest = (await (await fetch(`${BASE_URL}/manifest.webmanifest`)).json()) as {
      name: string;
      theme_color: string;
      icons: { src: string; sizes: string }[];
    };
    expect(manifest.name).toMatch(/Emi Castellano/);
    expect(manifest.theme_color).toBe('#1F2D3B');
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) expect((await fetch(`${BASE_URL}${icon.src}`)).status, icon.src).toBe(200);
  });
});
