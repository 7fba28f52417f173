/**
 * No draft ever leaves the owner (docs/decisions.md, "Drafts never leave the owner"): neither what the build produced for the public
 * (web/dist is served as it is, web/dist-pages and functions/lib are deployed) nor any public response of the
 * running site — pages, their page data, sitemaps, feeds, the search index and results, the draft's own URL — holds a
 * draft's id or its text. The drafts are
 * read from the seed itself, so a draft added to the seed is checked too.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { draftsOf } from '../../seed/published-only.mjs';
import { BASE_URL } from './support/browser';
import { PUBLIC_PAGES } from './support/site';

const root = join(import.meta.dirname, '..', '..');
const seed = JSON.parse(readFileSync(join(root, 'seed/database_export/demo-portfolio-default-rtdb.json'), 'utf8')) as Record<
  string,
  unknown
>;
const drafts = draftsOf(seed);

/** Every file under a folder (the build's output is a few hundred files). */
function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((name) => join(folder, name))
    .filter((file) => statSync(file).isFile());
}

/**
 * What of a text is a draft's: its id, or one of its texts. On the draft's own URL the 404 page may name the
 * path the visitor asked for (its language links do), so there only the draft's texts count.
 */
function draftTraces(text: string, requestedPath = ''): string[] {
  return drafts.flatMap(({ id, idIsPublic, texts }) =>
    [...(idIsPublic || requestedPath.endsWith(`/${id}`) ? [] : [id]), ...texts]
      .filter((needle) => text.includes(needle))
      .map((needle) => `${id}: “${needle}”`),
  );
}

describe('drafts stay with the owner', () => {
  it('the seed has a draft to look for', () => {
    expect(drafts.length).toBeGreaterThan(0);
    expect(drafts.every((draft) => draft.texts.length > 0)).toBe(true);
  });

  it('no built file for the public holds a draft’s id or text', () => {
    const folders = ['web/dist', 'web/dist-pages', 'functions/lib'].map((folder) => join(root, folder));
    const files = folders.flatMap(filesUnder).filter((file) => !/\.(png|jpe?g|webp|avif|gif|ico|woff2?|br|gz)$/.test(file));
    expect(files.length).toBeGreaterThan(20);
    const found = files.flatMap((file) => draftTraces(readFileSync(file, 'utf8')).map((trace) => `${relative(root, file)} — ${trace}`));
    expect(found).toEqual([]);
  });

  it('no public response holds a draft’s id or text', async () => {
    const pages = PUBLIC_PAGES.map((page) => page.path);
    const paths = [
      ...pages,
      // The page data client-side navigation reads (docs/rendering.md); the login page reads no content, so has none.
      ...PUBLIC_PAGES.filter((page) => !page.name.startsWith('login')).map((page) => `/api/page${page.path}`),
      '/sitemap.xml',
      '/es/sitemap.xml',
      '/feed.xml',
      '/es/feed.xml',
      // The search index, and a search for a word of the seed's draft ("Core Web Vitals con poco presupuesto").
      '/api/search/en.json',
      '/api/search/es.json',
      '/api/search/en.quick.json',
      '/api/search/es.quick.json',
      '/es/buscar?q=presupuesto',
      '/api/page/es/buscar?q=presupuesto',
      '/search?q=budget',
      ...drafts.flatMap(({ id }) => [`/blog/${id}`, `/es/blog/${id}`, `/projects/${id}`, `/api/page/blog/${id}`]),
      // Link-preview cards are drawn for published items only (functions/src/og).
      ...drafts.flatMap(({ id }) => [`/og/en/blog/${id}.png`, `/og/es/blog/${id}.png`, `/og/en/projects/${id}.png`]),
    ];
    const found: string[] = [];
    for (const path of paths) {
      const response = await fetch(`${BASE_URL}${path}`);
      const body = await response.text();
      // The draft's own URL must be a plain 404, whose body (the shell) names nothing of the draft.
      if (drafts.some(({ id }) => path.endsWith(`/${id}`) || path.endsWith(`/${id}.png`))) expect(response.status, path).toBe(404);
      else expect(response.status, path).toBe(200);
      found.push(...draftTraces(body, path).map((trace) => `${path} — ${trace}`));
    }
    expect(found).toEqual([]);
  });

  it('answers 404 page data for a path that is no content page, and 404 for a tag no live post carries', async () => {
    for (const path of [
      '/api/page/emi-lgn',
      '/api/page/admin/blog',
      '/api/page/no-such-page',
      '/blog?tag=no-such-tag',
      '/api/page/blog?tag=no-such-tag',
    ]) {
      const response = await fetch(`${BASE_URL}${path}`);
      expect(response.status, path).toBe(404);
    }
  });
});
