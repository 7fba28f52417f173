/**
 * What a visitor meets, checked in Chromium on the Hosting emulator with the bundled content: the header at every
 * width, the printed CV, shared links that keep their language, link previews, the project gallery's viewer, the
 * 404 page, search ranking and the redirects (docs/decisions.md, "What a visitor meets").
 * Run with `node tests/e2e/support/run-e2e.mjs visitor.e2e.test.ts`.
 */
import type { Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { BASE_URL, currentPath } from './support/browser';
import { pagePerTest } from './support/page-per-test';
import {
  DOCUMENT_404_ERROR,
  OFFERED_THEMES,
  runAxe,
  SAMPLE_POST,
  SAMPLE_PROJECT,
  switchTheme,
  waitForApp,
  waitForDocumentLang,
} from './support/site';

const freshPage = pagePerTest();

describe('the header at every width', () => {
  // Phones, the iPad held upright (768–820 px), small laptops and desktops.
  const widths = [320, 390, 768, 800, 816, 820, 1024, 1280, 1440];
  for (const path of ['/', '/es']) {
    it(`${path}: no sideways scroll, no clipped control, no wrapped nav label at ${widths.join(', ')} px`, async () => {
      const { page, problems } = await freshPage({ viewport: { width: widths[0], height: 800 } });
      await page.goto(path);
      await waitForApp(page);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        const layout = await page.evaluate(() => {
          const viewport = document.documentElement.clientWidth;
          const controls = [...document.querySelectorAll<HTMLElement>('.site-header a, .site-header button, .site-nav a')]
            .filter((element) => element.offsetParent !== null)
            .map((element) => {
              const box = element.getBoundingClientRect();
              return {
                text: element.innerText.trim(),
                clipped: element.scrollWidth > element.clientWidth + 1 || box.left < 0 || box.right > viewport + 0.5,
              };
            });
          // A label that wraps is drawn as more than one line box.
          const wrapped = [...document.querySelectorAll('.site-nav__link > span')]
            .filter((label) => label.getClientRects().length > 1)
            .map((label) => label.textContent);
          return { scrollWidth: document.documentElement.scrollWidth, viewport, clipped: controls.filter((c) => c.clipped), wrapped };
        });
        expect({ width, ...layout }).toEqual({ width, scrollWidth: layout.viewport, viewport: layout.viewport, clipped: [], wrapped: [] });
      }
      expect(problems.errors).toEqual([]);
    });
  }
});

describe('the printed CV', () => {
  const profiles = ['github.com/emicastellano', 'codepen.io/emicastellano', 'www.youtube.com/@emicastellano', 'giphy.com/emicastellano'];
  for (const path of ['/c/cv', '/es/c/cv']) {
    for (const format of ['A4', 'Letter'] as const) {
      it(`${path} on ${format}: full pages, each profile address once and whole, the site's address, skills in the page's language`, async () => {
        const { page, problems } = await freshPage();
        await page.goto(path);
        await waitForApp(page);
        await expect
          .poll(() => page.getByRole('button', { name: path.startsWith('/es') ? 'Descargar PDF' : 'Download PDF' }).count())
          .toBe(1);
        const pdf = await page.pdf({ format });
        const document = await getDocumentProxy(new Uint8Array(pdf));
        const { text } = await extractText(document, { mergePages: false });
        const pages = text.map((pageText) => pageText.split('\n').filter((line) => line.trim() !== ''));
        // No page after the first carries only a few stray lines: the content fills its pages.
        const lineCounts = pages.map((lines) => lines.length);
        expect(
          lineCounts.slice(1).every((count) => count >= 12),
          JSON.stringify(lineCounts),
        ).toBe(true);
        const all = pages.flat();
        for (const profile of profiles) {
          // Once, and on one line (not cut mid-handle), with no bracketed full URL beside it.
          expect(all.filter((line) => line.includes(profile)).length, profile).toBe(1);
        }
        expect(all.join('\n')).not.toMatch(/\(https?:\/\//);
        const site = `${new URL(BASE_URL).host}${path.startsWith('/es') ? '/es' : '/'}`;
        expect(all.some((line) => line.includes(site))).toBe(true);
        if (path.startsWith('/es')) {
          expect(all.join('\n')).toContain('Rendimiento web');
          expect(all.join('\n')).not.toContain('Web performance');
        }
        expect(problems.errors).toEqual([]);
      });
    }
  }
});

describe('shared links keep their language', () => {
  it('a Spanish reader opening a shared English post stays on it, offered the Spanish twin; dismissed, it stays away', async () => {
    const { page, problems } = await freshPage({ locale: 'es-ES' });
    const response = await page.goto(`/blog/${SAMPLE_POST}`);
    expect(response?.status()).toBe(200);
    await waitForApp(page);
    expect(new URL(page.url()).pathname).toBe(`/blog/${SAMPLE_POST}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('An accessible forms checklist');
    const offer = page.getByRole('complementary', { name: 'Idioma' });
    await expect.poll(() => offer.getByRole('link', { name: 'Leer esto en español' }).getAttribute('href')).toBe(`/es/blog/${SAMPLE_POST}`);
    expect(await offer.getAttribute('lang')).toBe('es-ES');
    for (const theme of OFFERED_THEMES) {
      await switchTheme(page, theme);
      expect(await runAxe(page, '.language-offer'), theme).toEqual([]);
    }
    await offer.getByRole('button', { name: 'Cerrar' }).click();
    await expect.poll(() => offer.count()).toBe(0);
    await page.reload();
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    expect(await offer.count()).toBe(0);
    expect(problems.errors).toEqual([]);
  });

  it('a reader who chose Spanish opens a shared /c/cv in English, and the offer leads to /es/c/cv', async () => {
    const { page, context, problems } = await freshPage({ locale: 'en-US' });
    await context.addCookies([{ name: 'i18n_redirected', value: 'es', url: BASE_URL }]);
    await page.goto('/c/cv');
    await waitForApp(page);
    expect(new URL(page.url()).pathname).toBe('/c/cv');
    await page.getByRole('link', { name: 'Leer esto en español' }).click();
    await page.waitForURL((url) => url.pathname === '/es/c/cv');
    await expect.poll(() => page.getByRole('heading', { level: 2, name: 'Experiencia' }).count()).toBe(1);
    // The offer leaves with the page it was offered on (same commit or the next: poll rather than sample once).
    await expect.poll(() => page.locator('.language-offer').count()).toBe(0);
    // The site root still follows the reader's language.
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/es');
    expect(problems.errors).toEqual([]);
  });

  it('an English reader on a Spanish address is offered the English page', async () => {
    const { page, context } = await freshPage({ locale: 'en-US' });
    await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: BASE_URL }]);
    await page.goto('/es/blog');
    await waitForApp(page);
    expect(new URL(page.url()).pathname).toBe('/es/blog');
    await expect.poll(() => page.getByRole('link', { name: 'Read this in English' }).getAttribute('href')).toBe('/blog');
  });
});

describe('link previews', () => {
  const pages = ['/', '/es', '/blog', '/es/blog', '/c/cv', '/es/c/cv', '/search', '/es/buscar', '/projects', '/es/projects'];
  for (const path of pages) {
    it(`${path} names a PNG og:image that Hosting serves`, async () => {
      const html = await (await fetch(`${BASE_URL}${path}`)).text();
      const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? '';
      expect(image, path).toMatch(/\.png(\?|$)/);
      expect(html).toContain(`<meta name="twitter:image" content="${image}"`);
      const response = await fetch(`${BASE_URL}${new URL(image).pathname}${new URL(image).search}`);
      expect(response.status, image).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      const png = Buffer.from(await response.arrayBuffer());
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    });
  }

  it('describes the home page as a WebSite with its search, by a Person', async () => {
    for (const path of ['/', '/es']) {
      const html = await (await fetch(`${BASE_URL}${path}`)).text();
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
        (match) => JSON.parse(match[1]) as { '@type': string; potentialAction?: { target: string } },
      );
      expect(blocks.map((block) => block['@type']).sort(), path).toEqual(['Person', 'WebSite']);
      expect(blocks.find((block) => block['@type'] === 'WebSite')?.potentialAction?.target).toBe(
        `${BASE_URL}${path === '/' ? '/search' : '/es/buscar'}?q={search_term_string}`,
      );
    }
  });

  it('gives every feed item an image and prints no code-block language labels', async () => {
    for (const path of ['/feed.xml', '/es/feed.xml']) {
      const xml = await (await fetch(`${BASE_URL}${path}`)).text();
      const items = xml.split('<item>').slice(1);
      expect(items.length, path).toBeGreaterThan(0);
      for (const item of items) expect(item, path).toMatch(/<media:content url="[^"]+\.(png|webp|jpe?g)[^"]*" medium="image"/);
      expect(xml).not.toContain('code-block__bar');
    }
  });
});

describe('the project gallery', () => {
  it('opens a full-size view on a phone: focus kept inside, arrows and swipes step, Escape closes and focus returns', async () => {
    const { page, problems } = await freshPage({ viewport: { width: 358, height: 760 }, hasTouch: true });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`/projects/${SAMPLE_PROJECT}`);
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    // The viewer's code is fetched only when someone opens it.
    const before = scripts.length;
    const open = page.getByRole('button', { name: 'View full size' });
    await open.click();
    const viewer = page.getByRole('dialog', { name: 'Full-size image' });
    await expect.poll(() => viewer.isVisible()).toBe(true);
    expect(scripts.slice(before).some((path) => /gallery-viewer/.test(path))).toBe(true);
    const caption = viewer.locator('.gallery-viewer__caption');
    await expect.poll(() => caption.textContent()).toMatch(/^Image 1 of 2/);
    // The full-size image is the largest file, as wide as the phone allows.
    const box = await viewer.getByRole('img').boundingBox();
    expect(box?.width).toBeGreaterThan(320);

    await page.keyboard.press('ArrowRight');
    await expect.poll(() => caption.textContent()).toMatch(/^Image 2 of 2/);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => caption.textContent()).toMatch(/^Image 1 of 2/);
    // A swipe to the left shows the next image.
    const stage = viewer.locator('.gallery-viewer__stage');
    await stage.dispatchEvent('pointerdown', { pointerType: 'touch', clientX: 300, clientY: 300, isPrimary: true });
    await stage.dispatchEvent('pointerup', { pointerType: 'touch', clientX: 120, clientY: 300, isPrimary: true });
    await expect.poll(() => caption.textContent()).toMatch(/^Image 2 of 2/);

    // Tab never leaves the viewer.
    for (let step = 0; step < 6; step++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    }
    for (const theme of OFFERED_THEMES) {
      await switchTheme(page, theme);
      expect(await runAxe(page, '.gallery-viewer'), theme).toEqual([]);
    }

    await page.keyboard.press('Escape');
    await expect.poll(() => viewer.count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('View full size');
    // The page's gallery shows the image the viewer was on.
    expect(await page.locator('.project-gallery-main figcaption').textContent()).toMatch(/^Image 2 of 2/);
    expect(problems.errors).toEqual([]);
  });

  it('steps with the arrow keys on the thumbnails and with a swipe on the large image, in Spanish', async () => {
    const { page } = await freshPage({ viewport: { width: 390, height: 800 }, hasTouch: true });
    await page.goto(`/es/projects/${SAMPLE_PROJECT}`);
    await waitForApp(page);
    const caption = page.locator('.project-gallery-main figcaption');
    await page.getByRole('button', { name: /^Mostrar la imagen 1 de 2/ }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => caption.textContent()).toMatch(/^Imagen 2 de 2/);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(/^Mostrar la imagen 2 de 2/);
    const frame = page.locator('.project-gallery-frame');
    await frame.dispatchEvent('pointerdown', { pointerType: 'touch', clientX: 100, clientY: 200, isPrimary: true });
    await frame.dispatchEvent('pointerup', { pointerType: 'touch', clientX: 300, clientY: 200, isPrimary: true });
    await expect.poll(() => caption.textContent()).toMatch(/^Imagen 1 de 2/);
    expect(await page.getByRole('button', { name: 'Ver a tamaño completo' }).count()).toBe(1);
  });

  /** The thumbnails' strip: its height, how many rows its thumbnails sit on, whether it and the page scroll sideways. */
  const stripLayout = (page: Page) =>
    page.evaluate(() => {
      const strip = document.querySelector<HTMLElement>('.project-gallery-thumbs')!;
      const tops = new Set([...strip.querySelectorAll('li')].map((item) => Math.round(item.getBoundingClientRect().top)));
      return {
        height: strip.getBoundingClientRect().height,
        rows: tops.size,
        scrolls: strip.scrollWidth > strip.clientWidth,
        pageScrollWidth: document.documentElement.scrollWidth,
        viewport: document.documentElement.clientWidth,
      };
    });
  /** Whether the thumbnail with this 1-based number lies wholly inside the strip's visible part. */
  const thumbnailInView = (page: Page, number: number) =>
    page.evaluate((index) => {
      const strip = document.querySelector('.project-gallery-thumbs')!.getBoundingClientRect();
      const thumb = document.querySelectorAll('.project-gallery-thumbs button')[index]!.getBoundingClientRect();
      return thumb.left >= strip.left - 1 && thumb.right <= strip.right + 1;
    }, number - 1);

  it('walks a large gallery (the seed’s Taller Alba, 14 images) on a phone in one strip of thumbnails', async () => {
    const { page, problems } = await freshPage({ viewport: { width: 390, height: 844 }, hasTouch: true });
    await page.goto('/es/projects/taller-alba');
    await waitForApp(page);
    const caption = page.locator('.project-gallery-main figcaption');
    await expect.poll(() => caption.textContent()).toMatch(/^Imagen 1 de 14 · La portada en un portátil/);
    const thumbnails = page.locator('.project-gallery-thumbs button');
    expect(await thumbnails.count()).toBe(14);
    // The 14 thumbnails sit on one row that scrolls sideways, not a wall of rows before the project's text.
    const layout = await stripLayout(page);
    expect(layout).toMatchObject({ rows: 1, scrolls: true, pageScrollWidth: layout.viewport });
    expect(layout.height).toBeLessThan(160);
    // From the first image, ArrowLeft goes round to the last, its thumbnail scrolled into view with focus on it.
    await thumbnails.first().focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => caption.textContent()).toMatch(/^Imagen 14 de 14 · La página de contacto/);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(/^Mostrar la imagen 14 de 14/);
    await expect.poll(() => thumbnailInView(page, 14)).toBe(true);
    await page.keyboard.press('Home');
    await expect.poll(() => caption.textContent()).toMatch(/^Imagen 1 de 14/);
    await expect.poll(() => thumbnailInView(page, 1)).toBe(true);
    await page.keyboard.press('End');
    await expect.poll(() => caption.textContent()).toMatch(/^Imagen 14 de 14/);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(/^Mostrar la imagen 14 de 14/);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => caption.textContent()).toMatch(/^Imagen 1 de 14/);
    // A thumbnail far along the strip shows its own image.
    await thumbnails.nth(8).click();
    await expect.poll(() => caption.textContent()).toMatch(/^Imagen 9 de 14 · Próximos talleres/);
    // A swipe on the large image steps, and the strip follows: the current thumbnail stays in view.
    const frame = page.locator('.project-gallery-frame');
    for (let swipe = 0; swipe < 4; swipe++) {
      await frame.dispatchEvent('pointerdown', { pointerType: 'touch', clientX: 300, clientY: 200, isPrimary: true });
      await frame.dispatchEvent('pointerup', { pointerType: 'touch', clientX: 100, clientY: 200, isPrimary: true });
    }
    await expect.poll(() => caption.textContent()).toMatch(/^Imagen 13 de 14/);
    await expect.poll(() => thumbnailInView(page, 13)).toBe(true);
    // At the narrowest phone and on desktops the page never scrolls sideways; a desktop shows one row too.
    for (const width of [320, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const wide = await stripLayout(page);
      expect({ width, rows: wide.rows, pageScrollWidth: wide.pageScrollWidth }).toEqual({ width, rows: 1, pageScrollWidth: wide.viewport });
    }
    for (const theme of OFFERED_THEMES) {
      await switchTheme(page, theme);
      await thumbnails.nth(12).focus();
      await page.keyboard.press('ArrowRight');
      // The focus ring is drawn whole: the scrolling strip leaves room for it on every side.
      const ring = await page.evaluate(() => {
        const button = document.activeElement as HTMLElement;
        const style = getComputedStyle(button);
        const reach = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
        const box = button.getBoundingClientRect();
        const strip = document.querySelector('.project-gallery-thumbs')!.getBoundingClientRect();
        return { style: style.outlineStyle, fits: box.top - reach >= strip.top && box.bottom + reach <= strip.bottom };
      });
      expect(ring, theme).toEqual({ style: 'solid', fits: true });
      expect(await runAxe(page, '.project-gallery'), theme).toEqual([]);
    }
    expect(problems.errors).toEqual([]);
  });
});

describe('the 404 page', () => {
  it('an unknown post: status 404, one statement, back to the blog, the latest posts, and a search that works', async () => {
    const { page, problems } = await freshPage({ ignoreErrors: [DOCUMENT_404_ERROR] });
    const response = await page.goto('/blog/no-such-post');
    expect(response?.status()).toBe(404);
    await waitForApp(page);
    const main = page.getByRole('main');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
    expect(await main.textContent()).toContain('/blog/no-such-post');
    expect(await main.textContent()).not.toContain('404');
    expect(await main.getByRole('link', { name: 'Back to the blog' }).getAttribute('href')).toBe('/blog');
    const latest = main.getByRole('region', { name: 'Latest posts' });
    await expect.poll(() => latest.getByRole('link').count()).toBe(3);
    for (const theme of OFFERED_THEMES) {
      await switchTheme(page, theme);
      expect(await runAxe(page), theme).toEqual([]);
    }
    await main.getByLabel('Search the posts and projects').fill('forms');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search');
    expect(currentPath(page)).toBe('/search?q=forms');
    expect(problems.errors).toEqual([]);
  });

  it('in Spanish, under the projects: back to the projects', async () => {
    const { page } = await freshPage({ ignoreErrors: [DOCUMENT_404_ERROR] });
    expect((await page.goto('/es/projects/nada'))?.status()).toBe(404);
    await waitForApp(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Página no encontrada');
    expect(await page.getByRole('link', { name: 'Volver a los proyectos' }).getAttribute('href')).toBe('/es/projects');
    await expect.poll(() => page.getByRole('region', { name: 'Últimas entradas' }).getByRole('link').count()).toBe(3);
  });
});

describe('search', () => {
  it('"theme" finds the items about themes, not every item with "them"; a misspelt word still finds its item', async () => {
    const { page } = await freshPage();
    const titles = async (query: string) => {
      await page.goto(`/search?q=${encodeURIComponent(query)}`);
      return page.locator('.search-results li h2, .search-results li h3').allTextContents();
    };
    const theme = await titles('theme');
    expect(theme[0]).toBe('A theme switcher with CSS custom properties');
    expect(theme).not.toContain('Firebase security rules are code: test them');
    expect(theme.length).toBeLessThanOrEqual(3);
    expect(await titles('accesibility')).toContain('An accessible forms checklist');
  });
});

describe('addresses', () => {
  it('redirects a trailing slash once to the address without it, and /cv to the CV (301)', async () => {
    for (const [from, to] of [
      ['/blog/', '/blog'],
      ['/c/cv/', '/c/cv'],
      [`/es/blog/${SAMPLE_POST}/`, `/es/blog/${SAMPLE_POST}`],
      ['/cv', '/c/cv'],
      ['/es/cv', '/es/c/cv'],
    ]) {
      const response = await fetch(`${BASE_URL}${from}`, { redirect: 'manual' });
      expect(response.status, from).toBe(301);
      expect(new URL(response.headers.get('location') ?? '', BASE_URL).pathname, from).toBe(to);
      // Once: the target answers itself.
      expect((await fetch(`${BASE_URL}${to}`, { redirect: 'manual' })).status, to).toBe(200);
    }
    // Only pages are redirected: the home page's data keeps its slash (/api/page + "/").
    expect((await fetch(`${BASE_URL}/api/page/`, { redirect: 'manual' })).status).toBe(200);
  });

  it('serves /favicon.ico and /apple-touch-icon.png, and a robots.txt of rules only', async () => {
    const ico = await fetch(`${BASE_URL}/favicon.ico`);
    expect(ico.status).toBe(200);
    expect([...new Uint8Array(await ico.arrayBuffer()).slice(0, 4)]).toEqual([0, 0, 1, 0]);
    const touch = await fetch(`${BASE_URL}/apple-touch-icon.png`);
    expect(touch.status).toBe(200);
    expect(touch.headers.get('content-type')).toBe('image/png');
    const robots = await (await fetch(`${BASE_URL}/robots.txt`)).text();
    expect(robots.split('\n').filter((line) => line.startsWith('#'))).toEqual([]);
    expect(robots).toContain('User-agent: *');
  });
});

describe('smaller things', () => {
  it('the home page and the footer say how to write to the owner, in both languages', async () => {
    const { page } = await freshPage();
    for (const path of ['/', '/es']) {
      await page.goto(path);
      await waitForApp(page);
      expect(await page.getByRole('main').locator('a[href="mailto:hello@example.com"]').count(), path).toBe(1);
      expect(await page.getByRole('contentinfo').locator('a[href="mailto:hello@example.com"]').count(), path).toBe(1);
    }
    expect(await page.getByRole('main').textContent()).toContain('Escríbeme a');
  });
});

describe('reading a post', () => {
  it('shows the side table of contents from 1280 px, marking the first section before any is scrolled past', async () => {
    const { page } = await freshPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`/blog/${SAMPLE_POST}`);
    await waitForApp(page);
    expect(await page.locator('.toc--aside').isVisible()).toBe(true);
    expect(await page.locator('.toc--inline').isVisible()).toBe(false);
    const aside = page.locator('.toc--aside');
    await expect.poll(() => aside.locator('a[aria-current="location"]').count()).toBe(1);
    expect(await aside.locator('a').first().getAttribute('aria-current')).toBe('location');
    // Beside the text, inside the window.
    const box = await aside.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(1280);
  });

  it('switching language mid-article opens the translation at the same section', async () => {
    const { page, problems } = await freshPage({ viewport: { width: 390, height: 800 } });
    await page.goto(`/blog/${SAMPLE_POST}`);
    await waitForApp(page);
    const headings = page.locator('#main .markdown :is(h2, h3)[id]');
    expect(await headings.count()).toBeGreaterThanOrEqual(3);
    await headings.nth(2).evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
    await page.waitForTimeout(200);
    // From the keyboard: focusing the sticky header's link must not scroll the page first.
    await page.getByRole('link', { name: /Español/ }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === `/es/blog/${SAMPLE_POST}`);
    // The English page (its section already scrolled to the top) can still be on screen for a moment: wait for the
    // Spanish page before measuring where its section is.
    await waitForDocumentLang(page, 'es-ES');
    await expect.poll(() => headings.nth(2).evaluate((heading) => Math.round(heading.getBoundingClientRect().top))).toBeLessThan(200);
    expect(await headings.nth(2).evaluate((heading) => heading.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0);
    expect(problems.errors).toEqual([]);
  });
});

describe('keyboard and touch', () => {
  it('the theme menu takes the arrow keys, Home and End', async () => {
    const { page } = await freshPage();
    await page.goto('/');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Theme' }).click();
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    await page.keyboard.press('ArrowDown');
    const first = await focused();
    await page.keyboard.press('ArrowDown');
    const second = await focused();
    expect(second).not.toBe(first);
    await page.keyboard.press('ArrowUp');
    expect(await focused()).toBe(first);
    await page.keyboard.press('End');
    const last = await focused();
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe(first);
    await page.keyboard.press('ArrowUp');
    expect(await focused()).toBe(last);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('button', { name: 'Theme' }).evaluate((button) => button === document.activeElement)).toBe(true);
  });

  it('keyboard hints are for keyboards: shown on a desktop, not on a touch phone', async () => {
    const desktop = await freshPage();
    await desktop.page.goto('/search');
    expect(await desktop.page.locator('#search-shortcut').isVisible()).toBe(true);
    const phone = await freshPage({ viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true });
    await phone.page.goto('/search');
    await waitForApp(phone.page);
    expect(await phone.page.locator('#search-shortcut').isVisible()).toBe(false);
  });
});

describe('card rows', () => {
  it('never leaves the third related or latest post alone on its row', async () => {
    const { page } = await freshPage({ viewport: { width: 390, height: 800 } });
    for (const [path, list] of [
      ['/blog/theme-switcher-with-css-custom-properties', '.related-posts .post-grid > li'],
      ['/', '.home-page .post-grid > li'],
    ]) {
      await page.goto(path);
      await waitForApp(page);
      for (const width of [390, 768, 1024, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        const tops = await page.locator(list).evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
        expect(tops.length, path).toBe(3);
        // One card a row (a column), or all in one row: never two and one.
        expect(new Set(tops).size === 1 || new Set(tops).size === tops.length, `${path} at ${width}: ${tops.join(', ')}`).toBe(true);
      }
    }
  });
});
