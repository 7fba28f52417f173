/**
 * Measured front-end quality through the Hosting emulator (real headers): axe-core on every public page
 * in each offered theme and both languages, Lighthouse accessibility / best practices / SEO = 100 on a few
 * pages (never performance: that is a benchmark, scripts/lighthouse.mjs), and the live response headers.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, CHROMIUM_ARGS, CHROMIUM_PATH, launchBrowser, openPage } from './support/browser';
import { runLighthouse } from './support/lighthouse';
import { OFFERED_THEMES, PUBLIC_PAGES, SAMPLE_POST, SAMPLE_PROJECT, runAxe, useTheme, waitForApp } from './support/site';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('axe-core: no violations on public pages, every offered theme, both languages', () => {
  for (const theme of OFFERED_THEMES) {
    it(`${theme}`, async () => {
      const found: Record<string, unknown> = {};
      for (const item of PUBLIC_PAGES) {
        const { page, problems, close } = await openPage(browser);
        try {
          await useTheme(page, theme);
          await page.goto(item.path, { waitUntil: 'networkidle' });
          await waitForApp(page);
          expect(await page.locator('html').getAttribute('class'), item.path).toBe(theme);
          const violations = await runAxe(page);
          if (violations.length > 0) found[item.path] = violations;
          expect(problems.errors, item.path).toEqual([]);
        } finally {
          await close();
        }
      }
      expect(found).toEqual({});
    }, 180_000);
  }
});

describe('Lighthouse (accessibility, best practices, SEO)', () => {
  for (const path of ['/', '/es', `/blog/${SAMPLE_POST}`]) {
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
  // Static pages, the plain shell, a 404, the pages function (hit and miss), the api function.
  const ROUTES: [string, number][] = [
    ['/', 200],
    ['/es', 200],
    ['/c/cv', 200],
    ['/es/blog', 200],
    ['/projects', 200],
    ['/admin/blog', 200],
    ['/no-such-page', 404],
    [`/blog/${SAMPLE_POST}`, 200],
    [`/es/projects/${SAMPLE_PROJECT}`, 200],
    ['/blog/no-such-post', 404],
    ['/sitemap.xml', 200],
    ['/es/feed.xml', 200],
    ['/robots.txt', 200],
  ];

  for (const [path, status] of ROUTES) {
    it(`${path}: ${status}, security headers, revalidated`, async () => {
      const response = await fetch(`${BASE_URL}${path}`, { redirect: 'manual' });
      expect(response.status).toBe(status);
      for (const [name, pattern] of Object.entries(SECURITY)) expect(response.headers.get(name), `${path} ${name}`).toMatch(pattern);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
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
