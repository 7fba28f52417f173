import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/app-providers';
import { env } from '../../config/env';
import { langFromPath } from '@portfolio/content/paths';
import { ensureLanguage } from '../../lib/i18n';
import { Seo, type SeoProps } from './seo';

function renderSeo(url: string, props: SeoProps) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        HydrateFallback: () => null,
        loader: async ({ request }) => {
          await ensureLanguage(langFromPath(new URL(request.url).pathname));
          return null;
        },
        Component: () => (
          <>
            <Seo {...props} />
            <h1>page</h1>
          </>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return screen.findByRole('heading', { level: 1 });
}

const head = (selector: string) => document.head.querySelector(selector);
const meta = (key: string) => head(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');
const alternates = () =>
  Array.from(document.head.querySelectorAll('link[rel="alternate"][hreflang]')).map((link) => [
    link.getAttribute('hreflang'),
    link.getAttribute('href'),
  ]);

describe('Seo', () => {
  it('writes title, description, canonical, hreflang alternates, feed and html lang (English)', async () => {
    await renderSeo('/blog/hello-world', { title: 'Hello world', description: 'The first post.' });
    await waitFor(() => expect(document.title).toBe('Hello world — Emi Castellano'));
    expect(document.documentElement).toHaveAttribute('lang', 'en-US');
    expect(meta('description')).toBe('The first post.');
    expect(head('link[rel="canonical"]')).toHaveAttribute('href', `${env.siteUrl}/blog/hello-world`);
    expect(alternates()).toEqual([
      ['en-US', `${env.siteUrl}/blog/hello-world`],
      ['es-ES', `${env.siteUrl}/es/blog/hello-world`],
      ['x-default', `${env.siteUrl}/blog/hello-world`],
    ]);
    expect(head('link[type="application/rss+xml"]')).toHaveAttribute('href', `${env.siteUrl}/feed.xml`);
    expect(meta('og:locale')).toBe('en_US');
    expect(meta('og:locale:alternate')).toBe('es_ES');
    expect(meta('og:title')).toBe('Hello world — Emi Castellano');
    expect(meta('og:url')).toBe(`${env.siteUrl}/blog/hello-world`);
    expect(meta('twitter:card')).toBe('summary');
    expect(meta('robots')).toBeUndefined();
  });

  it('uses the Spanish default title, locale and feed on /es pages', async () => {
    await renderSeo('/es', {});
    await waitFor(() => expect(document.title).toBe('Emi Castellano — Desarrollador web'));
    expect(document.documentElement).toHaveAttribute('lang', 'es-ES');
    expect(head('link[rel="canonical"]')).toHaveAttribute('href', `${env.siteUrl}/es`);
    expect(meta('og:locale')).toBe('es_ES');
    expect(meta('description')).toMatch(/desarrollador web/);
    expect(head('link[type="application/rss+xml"]')).toHaveAttribute('href', `${env.siteUrl}/es/feed.xml`);
  });

  it('lists only the languages a page exists in', async () => {
    await renderSeo('/blog/only-english', { title: 'Only in English', languages: ['en'] });
    await waitFor(() => expect(document.title).toBe('Only in English — Emi Castellano'));
    expect(alternates()).toEqual([
      ['en-US', `${env.siteUrl}/blog/only-english`],
      ['x-default', `${env.siteUrl}/blog/only-english`],
    ]);
    expect(meta('og:locale:alternate')).toBeUndefined();
  });

  it('writes an absolute og:image with its size and alt, article dates, noindex and JSON-LD', async () => {
    await renderSeo('/es/blog/hello-world', {
      title: 'Hola mundo',
      type: 'article',
      image: { url: '/images/seed/hello.svg', width: 1200, height: 630, alt: 'imagen' },
      publishedTime: '2026-06-05T00:00:00.000Z',
      noindex: true,
      jsonLd: [{ '@context': 'https://schema.org', '@type': 'BlogPosting', headline: '</script><b>' }],
    });
    await waitFor(() => expect(document.title).toBe('Hola mundo — Emi Castellano'));
    expect(meta('og:type')).toBe('article');
    expect(meta('og:image')).toBe(`${env.siteUrl}/images/seed/hello.svg`);
    expect(meta('og:image:width')).toBe('1200');
    expect(meta('og:image:height')).toBe('630');
    expect(meta('og:image:alt')).toBe('imagen');
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('article:published_time')).toBe('2026-06-05T00:00:00.000Z');
    expect(meta('robots')).toBe('noindex, nofollow');
    // React 19 hoists title/meta/link into <head> but leaves inline scripts where they render.
    const script = document.querySelector('script[type="application/ld+json"]');
    expect(script?.innerHTML).not.toContain('</script>');
    expect(JSON.parse(script!.textContent!)).toMatchObject({ '@type': 'BlogPosting', headline: '</script><b>' });
  });
});
