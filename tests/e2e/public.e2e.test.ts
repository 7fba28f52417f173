/**
 * The public site in Chromium, served by the Hosting emulator (real rewrites, 404s and headers) with the
 * bundled content: every page in both languages, the prerendered HTML and the client's takeover, the
 * pickers, the 404 page, keyboard use of the header, and no Firebase SDK code on public pages.
 * Run with `npm run test:e2e` (builds first).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BASE_URL, currentPath } from './support/browser';
import { pagePerTest } from './support/page-per-test';
import {
  DOCUMENT_404_ERROR,
  FIREBASE_SDK_MARKERS,
  OWNER_STYLE_MARKERS,
  PUBLIC_PAGES,
  SAMPLE_POST,
  useTheme,
  waitForApp,
} from './support/site';

const freshPage = pagePerTest();

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** Records, from the first script of the page on, layout shifts and whether React has rendered yet. */
async function watchTakeover(page: Page) {
  await page.addInitScript(() => {
    const record = { shifts: 0, classAtBody: null as string | null, headingBeforeApp: null as string | null };
    (window as unknown as { __takeover: typeof record }).__takeover = record;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) record.shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    // The moment <body> is parsed: the theme boot script in <head> has run, the app's module script has not.
    const observer = new MutationObserver(() => {
      if (!document.body || record.classAtBody !== null) return;
      record.classAtBody = document.documentElement.className;
    });
    observer.observe(document, { childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', () => {
      // Module scripts run before DOMContentLoaded, but the app renders only after its router is ready
      // (lazy modules, loaders), so the heading here is the prerendered one.
      record.headingBeforeApp = document.querySelector('h1')?.textContent ?? null;
      observer.disconnect();
    });
  });
  return () =>
    page.evaluate(
      () =>
        (window as unknown as { __takeover: { shifts: number; classAtBody: string | null; headingBeforeApp: string | null } }).__takeover,
    );
}

describe('public pages (browser, Hosting emulator, bundled content)', () => {
  for (const item of PUBLIC_PAGES) {
    it(`${item.name}: ${item.path} renders its content in its language with a clean console`, async () => {
      const { page, problems } = await freshPage();
      const response = await page.goto(item.path);
      expect(response?.status()).toBe(200);
      await waitForApp(page);
      await expect.poll(() => h1(page).textContent()).toMatch(item.heading);
      await page.waitForLoadState('networkidle');
      expect(await page.locator('html').getAttribute('lang')).toBe(item.lang === 'en' ? 'en-US' : 'es-ES');
      // The login page has no page meta, only noindex (docs/decisions.md, "Titles and meta").
      const canonical = item.name.startsWith('login') ? null : `${BASE_URL}${item.path}`;
      if (canonical) expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toBe(canonical);
      // After the client took over: one of each head tag, not the server's and React's side by side.
      expect(await page.locator('head title').count()).toBe(1);
      expect(await page.locator('head link[rel="canonical"]').count()).toBe(canonical ? 1 : 0);
      expect(await page.locator('head meta[name="description"]').count()).toBeLessThanOrEqual(1);
      expect(await page.locator('main#main').count()).toBe(1);
      expect(problems.errors).toEqual([]);
    });
  }

  for (const item of PUBLIC_PAGES) {
    it(`${item.name}: the HTML itself carries the page and its head (no JavaScript)`, async () => {
      const { page } = await freshPage({ javaScriptEnabled: false });
      await page.goto(item.path);
      await expect.poll(() => h1(page).textContent()).toMatch(item.heading);
      expect(await page.locator('nav[aria-label] a').count()).toBeGreaterThanOrEqual(4);
      expect(await page.locator('html').getAttribute('lang')).toBe(item.lang === 'en' ? 'en-US' : 'es-ES');
      if (!item.name.startsWith('login')) {
        expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toBe(`${BASE_URL}${item.path}`);
        expect(await page.title()).not.toBe('');
        expect(await page.locator('head meta[name="description"]').getAttribute('content')).toBeTruthy();
        expect(await page.locator('head link[rel="alternate"][hreflang]').count()).toBe(3);
        // Posts and projects: the pages function's og:title is the item's own title (og:site_name names the site).
        expect(await page.title()).toContain(await page.locator('head meta[property="og:title"]').getAttribute('content'));
        const feed = item.lang === 'en' ? '/feed.xml' : '/es/feed.xml';
        expect(await page.locator('head link[type="application/rss+xml"]').getAttribute('href')).toBe(`${BASE_URL}${feed}`);
      } else {
        expect(await page.locator('head meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
      }
    });
  }

  it('has JSON-LD for the CV and the home page in the prerendered HTML', async () => {
    for (const path of ['/c/cv', '/es/c/cv']) {
      const html = await (await fetch(`${BASE_URL}${path}`)).text();
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
        (match) => JSON.parse(match[1]) as { '@type': string },
      );
      expect(
        blocks.map((block) => block['@type']),
        path,
      ).toContain('ProfilePage');
    }
  });

  for (const [path, heading] of [
    ['/es/blog', 'Blog'],
    [`/blog/${SAMPLE_POST}`, 'An accessible forms checklist'],
  ]) {
    it(`takes over a prerendered page (${path}) without a layout shift, and the theme is on <html> before the app runs`, async () => {
      const { page, problems } = await freshPage();
      await useTheme(page, 'light-scheme');
      const takeover = await watchTakeover(page);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const record = await takeover();
      expect(record.classAtBody).toBe('light-scheme');
      expect(record.headingBeforeApp).toBe(heading);
      expect(record.shifts).toBeLessThan(0.001);
      // After the takeover: one copy of the page's structured data (the server's, in <head>, gives way to React's).
      expect(await page.locator('script[type="application/ld+json"]').count()).toBe(path.includes('/blog/') ? 1 : 0);
      expect(problems.errors).toEqual([]);
    });
  }

  it('keeps a picked theme across a reload, applied before the first paint', async () => {
    const { page, problems } = await freshPage();
    await page.goto('/');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Theme' }).click();
    await page.getByRole('button', { name: 'Tron' }).click();
    await expect.poll(() => page.locator('html').getAttribute('class')).toBe('tron-legacy-scheme');
    const takeover = await watchTakeover(page);
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect((await takeover()).classAtBody).toBe('tron-legacy-scheme');
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#191b21');
    await page.getByRole('button', { name: 'Theme' }).click();
    expect(await page.getByRole('button', { name: 'Tron' }).getAttribute('aria-pressed')).toBe('true');
    expect(problems.errors).toEqual([]);
  });

  it('switches language on the same page and back', async () => {
    const { page, problems } = await freshPage();
    await page.goto('/projects');
    await waitForApp(page);
    await page.getByRole('link', { name: /Español/ }).click();
    await page.waitForURL((url) => url.pathname === '/es/projects');
    await expect.poll(() => h1(page).textContent()).toBe('Proyectos');
    // react-helmet-async writes <html lang> on the next animation frame after the commit that shows the heading.
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('es-ES');
    await page.getByRole('link', { name: /English/ }).click();
    await page.waitForURL((url) => url.pathname === '/projects');
    await expect.poll(() => h1(page).textContent()).toBe('Projects');
    expect(problems.errors).toEqual([]);
  });

  it('shows a first-time Spanish visitor of the site root the Spanish home from the first paint, never the English one', async () => {
    // Each document records the path it first painted content at; sessionStorage outlives the navigation.
    const recordFirstPaint = () => {
      new PerformanceObserver((list) => {
        if (!list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) return;
        const painted = JSON.parse(sessionStorage.getItem('painted') ?? '[]') as string[];
        sessionStorage.setItem('painted', JSON.stringify([...painted, location.pathname]));
      }).observe({ type: 'paint', buffered: true });
    };
    const spanish = await freshPage({ locale: 'es-ES' });
    await spanish.page.addInitScript(recordFirstPaint);
    await spanish.page.goto('/?ref=card');
    await spanish.page.waitForURL((url) => url.pathname === '/es');
    expect(new URL(spanish.page.url()).search).toBe('?ref=card');
    await waitForApp(spanish.page);
    await expect.poll(() => spanish.page.evaluate(() => sessionStorage.getItem('painted'))).toBe('["/es"]');
    expect(await h1(spanish.page).textContent()).toMatch(/Emi Castellano/);
    expect((await spanish.page.context().cookies()).find((cookie) => cookie.name === 'i18n_redirected')?.value).toBe('es');
    expect(spanish.problems.errors).toEqual([]);

    // The saved choice wins over the browser's languages: this Spanish-speaking visitor picked English before.
    const chose = await freshPage({ locale: 'es-ES' });
    await chose.page.context().addCookies([{ name: 'i18n_redirected', value: 'en', url: BASE_URL }]);
    await chose.page.goto('/');
    await waitForApp(chose.page);
    expect(currentPath(chose.page)).toBe('/');
    expect(await h1(chose.page).textContent()).toBe("Hi, I'm Emi Castellano");
  });

  it('answers an unknown path with status 404 and the error page in the URL language', async () => {
    for (const [path, heading] of [
      ['/no-such-page', 'Page not found'],
      ['/es/no-existe', 'Página no encontrada'],
    ] as const) {
      const { page, problems } = await freshPage({ ignoreErrors: [DOCUMENT_404_ERROR] });
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect.poll(() => h1(page).textContent()).toBe(heading);
      // The page-not-found text names the path ('Page not found: {path}', translated: docs/decisions.md, "Errors").
      expect(await page.locator('main').textContent()).toContain(path);
      expect(await page.locator('head meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
      expect(await page.title()).toMatch(/^Error 404/);
      expect(problems.errors).toEqual([]);
    }
  });

  it('names a drawn link-preview card for a post with no raster cover, and Hosting serves it as a 1200 × 630 PNG', async () => {
    for (const path of [`/blog/${SAMPLE_POST}`, `/es/blog/${SAMPLE_POST}`]) {
      const html = await (await fetch(`${BASE_URL}${path}`)).text();
      const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? '';
      expect(image, path).toMatch(new RegExp(`/og/${path.startsWith('/es') ? 'es' : 'en'}/blog/${SAMPLE_POST}\\.png\\?v=\\d+$`));
      expect(html).toContain(`<meta name="twitter:image" content="${image}"`);
      const response = await fetch(`${BASE_URL}${new URL(image).pathname}${new URL(image).search}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('cache-control')).toMatch(/^public, /);
      const png = Buffer.from(await response.arrayBuffer());
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
      expect(png.length).toBeLessThan(100 * 1024);
    }
  });

  it('answers unknown and draft posts through the pages function with 404', async () => {
    for (const path of ['/blog/no-such-post', '/es/projects/no-such-project', '/blog/core-web-vitals-on-a-budget']) {
      const response = await fetch(`${BASE_URL}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toMatch(/<meta name="robots" content="noindex/);
    }
  });

  it('lets a keyboard user reach the skip link, the nav, the pickers, and follow a link with Enter', async () => {
    const { page, problems } = await freshPage();
    await page.goto('/');
    await waitForApp(page);
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        return element ? (element.getAttribute('aria-label') ?? element.textContent ?? '').trim() : '';
      });
    const seen: string[] = [];
    for (let step = 0; step < 10; step++) {
      await page.keyboard.press('Tab');
      seen.push(await focused());
    }
    expect(seen[0]).toBe('Skip to main content');
    // Text content, not the computed name: the language picker's holds both the long name and the phone's short code.
    const order = ['Emi Castellano', 'Home', 'About me', 'Projects', 'Blog', 'Search', 'Theme', 'Español ES – change language'].map(
      (name) => seen.indexOf(name),
    );
    expect(
      order.every((index) => index > 0),
      JSON.stringify(seen),
    ).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);

    // The skip link moves focus to <main>.
    await page.keyboard.press('Shift+Tab');
    while ((await focused()) !== 'Skip to main content') await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');

    // Enter follows a nav link.
    await page.locator('body').focus();
    await page.keyboard.press('Tab');
    while ((await focused()) !== 'Blog') await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/blog');
    await expect.poll(() => h1(page).textContent()).toBe('Blog');
    expect(currentPath(page)).toBe('/blog');
    expect(problems.errors).toEqual([]);
  });

  it('takes over from the data in the page, and a visitor’s navigation reads /api/page — never the seed chunks or the Firebase SDK', async () => {
    const { page, problems } = await freshPage();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname + new URL(request.url()).search));
    await page.goto('/');
    await waitForApp(page);
    expect(requests.filter((path) => path.startsWith('/api/page'))).toEqual([]);

    await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Blog', exact: true }).click();
    await expect.poll(() => h1(page).textContent()).toBe('Blog');
    await page.getByRole('link', { name: 'An accessible forms checklist', exact: true }).first().click();
    await expect.poll(() => h1(page).textContent()).toBe('An accessible forms checklist');

    expect(requests.filter((path) => path.startsWith('/api/page'))).toEqual(['/api/page/blog', `/api/page/blog/${SAMPLE_POST}`]);
    expect(requests.filter((path) => /\/assets\/(lists|post-bodies|project-details)-/.test(path))).toEqual([]);
    expect(problems.errors).toEqual([]);
  });

  // One test a page: each gets the whole test timeout (all 14 in one test took 59 of its 60 s on a busy machine).
  it.each(PUBLIC_PAGES.map((item) => [item.path, item] as const))(
    'loads no Firebase SDK code and one stylesheet without the owner’s styles on %s (bundled content)',
    async (_path, item) => {
      const { page } = await freshPage();
      const bodies: Promise<string>[] = [];
      const stylesheets: Promise<string>[] = [];
      page.on('response', (response) => {
        const type = response.request().resourceType();
        if (type === 'script') bodies.push(response.text().catch(() => ''));
        if (type === 'stylesheet') stylesheets.push(response.text().catch(() => ''));
      });
      await page.goto(item.path);
      // A prerendered page starts its scripts only after its first paint, which can come after a quiet half
      // second of network: wait for the app itself to have taken over, then for what it loads after that.
      await waitForApp(page);
      await page.waitForLoadState('networkidle');
      const scripts = await Promise.all(bodies);
      expect(scripts.length, item.path).toBeGreaterThan(0);
      expect(
        scripts.filter((body) => FIREBASE_SDK_MARKERS.test(body)).map((body) => body.slice(0, 80)),
        item.path,
      ).toEqual([]);
      // One render-blocking stylesheet, the public one: the admin's styles load with its lazy chunks.
      const styles = await Promise.all(stylesheets);
      expect(styles.length, item.path).toBe(1);
      expect(styles[0], item.path).toMatch(/\.site-header/);
      expect(OWNER_STYLE_MARKERS.exec(styles[0])?.[0], item.path).toBeUndefined();
    },
  );
});

// The seed's demonstration items (seed/database_export; web/src/utils/seed-content.test.ts checks the data itself).
const LONG_POST = 'a-year-building-a-ceramics-shop';
const ENGLISH_ONLY = 'code-reviews-in-a-second-language';

describe('the sample content shows the product', () => {
  /** The posts a blog list page links to, in order. */
  const listedPosts = (page: Page, lang: 'en' | 'es') =>
    page
      .locator(`main a[href^="${lang === 'es' ? '/es' : ''}/blog/"]`)
      .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')!.split('/').pop()!))]);

  it('has a second blog page in both languages, reached by the pagination; the English-only post is in English lists only', async () => {
    const { page, problems } = await freshPage();
    for (const [lang, prefix, next] of [
      ['en', '', 'Next page'],
      ['es', '/es', 'Página siguiente'],
    ] as const) {
      expect((await page.goto(`${prefix}/blog`))?.status()).toBe(200);
      await waitForApp(page);
      const first = await listedPosts(page, lang);
      expect(first).toHaveLength(10);
      await page.getByRole('link', { name: next }).click();
      await page.waitForURL((url) => url.search === '?page=2');
      await expect.poll(() => h1(page).textContent()).toBe('Blog');
      await expect.poll(() => listedPosts(page, lang)).not.toEqual(first);
      const second = await listedPosts(page, lang);
      expect(second.length, lang).toBeGreaterThan(0);
      expect(second.filter((id) => first.includes(id))).toEqual([]);
      expect([...first, ...second].includes(ENGLISH_ONLY), lang).toBe(lang === 'en');
      // Served as its own page too, and the list ends there.
      expect((await fetch(`${BASE_URL}${prefix}/blog?page=2`)).status).toBe(200);
      expect((await fetch(`${BASE_URL}${prefix}/blog?page=3`)).status).toBe(404);
    }
    expect(problems.errors).toEqual([]);
  });

  it('answers the English-only post in English, with no Spanish alternate; its /es address shows it, noindex', async () => {
    const english = await fetch(`${BASE_URL}/blog/${ENGLISH_ONLY}`);
    expect(english.status).toBe(200);
    const html = await english.text();
    expect(html).toContain('Writing code reviews in your second language');
    expect(html).not.toMatch(/hreflang="es/);
    // docs/decisions.md, "One-language items": the other address shows the item under a notice, never indexed.
    const spanish = await fetch(`${BASE_URL}/es/blog/${ENGLISH_ONLY}`);
    expect(spanish.status).toBe(200);
    const spanishHtml = await spanish.text();
    expect(spanishHtml).toMatch(/<meta name="robots" content="noindex/);
    expect(spanishHtml).toContain('Writing code reviews in your second language');
  });

  it('shows the long post with its table of contents and the images in its text, in both languages', async () => {
    for (const [path, toc] of [
      [`/blog/${LONG_POST}`, 'On this page'],
      [`/es/blog/${LONG_POST}`, 'En esta página'],
    ]) {
      const { page, problems } = await freshPage({ viewport: { width: 1440, height: 900 } });
      expect((await page.goto(path))?.status()).toBe(200);
      await waitForApp(page);
      const sections = page.locator('#main .markdown h2[id]');
      const contents = page.getByRole('navigation', { name: toc }).filter({ visible: true });
      await expect.poll(() => contents.getByRole('link').count()).toBe(await sections.count());
      expect(await sections.count()).toBeGreaterThanOrEqual(6);
      const images = page.locator('#main .markdown img');
      expect(await images.count(), path).toBeGreaterThanOrEqual(2);
      for (const image of await images.all()) {
        expect((await image.getAttribute('alt'))?.trim(), path).not.toBe('');
        await image.scrollIntoViewIfNeeded();
        await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
      }
      expect(problems.errors, path).toEqual([]);
    }
  });
});
