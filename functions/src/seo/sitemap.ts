import { localize, paths, PUBLIC_ROUTES, type PublicRouteName } from '@portfolio/content/paths';
import { absoluteUrl } from '@portfolio/content/site-url';
import { LANGS, type Lang } from '@portfolio/content/languages';
import { itemOriginalAddress } from '@portfolio/content/original-address';
import { availableLangs, isPublicIn, type ItemSummary } from '../content/types.js';
import { escapeXml, w3cDate } from './escape.js';

interface Alternate {
  hreflang: string;
  href: string;
}

interface UrlEntry {
  loc: string;
  lastmod?: number;
  alternates: Alternate[];
}

/** hreflang links for the languages a page exists in; x-default is English when present (the unprefixed site). */
function alternatesFor(siteUrl: string, langs: Lang[], pathFor: (lang: Lang) => string): Alternate[] {
  if (langs.length === 0) return [];
  const links = langs.map((lang) => ({ hreflang: lang, href: absoluteUrl(pathFor(lang), siteUrl) }));
  const fallback = langs.includes('en') ? 'en' : langs[0];
  return [...links, { hreflang: 'x-default', href: absoluteUrl(pathFor(fallback), siteUrl) }];
}

/** Public pages that are not for search results (docs/decisions.md, "Titles and meta": `noindex`). */
const UNLISTED: readonly PublicRouteName[] = ['login', 'search'];

const newest = (items: ItemSummary[]): number | undefined =>
  items.length === 0 ? undefined : Math.max(...items.map((item) => item.updatedAt));

function renderEntry(entry: UrlEntry): string {
  const lines = [`  <url>`, `    <loc>${escapeXml(entry.loc)}</loc>`];
  if (entry.lastmod && entry.lastmod > 0) lines.push(`    <lastmod>${w3cDate(entry.lastmod)}</lastmod>`);
  for (const alt of entry.alternates) {
    lines.push(`    <xhtml:link rel="alternate" hreflang="${escapeXml(alt.hreflang)}" href="${escapeXml(alt.href)}"/>`);
  }
  lines.push(`  </url>`);
  return lines.join('\n');
}

/**
 * The sitemap of one language: the public static pages and every published item written in that language.
 * Login and admin pages are left out on purpose: they are not for search results.
 */
export function buildSitemap(lang: Lang, siteUrl: string, posts: ItemSummary[], projects: ItemSummary[]): string {
  // A page whose canonical URL is elsewhere (first published there) is not this site's to list.
  const listed = (item: ItemSummary) => isPublicIn(item, lang) && !itemOriginalAddress(item.kind, item);
  const visiblePosts = posts.filter(listed);
  const visibleProjects = projects.filter(listed);
  // A page's last change: the newest item it lists (the home page lists both kinds).
  const lastmods: Partial<Record<PublicRouteName, number | undefined>> = {
    home: newest([...visiblePosts, ...visibleProjects]),
    blog: newest(visiblePosts),
    projects: newest(visibleProjects),
  };
  // Every page of the route table that is one page (no `:id`), in its order.
  const staticPages = (Object.keys(PUBLIC_ROUTES) as PublicRouteName[])
    .filter((name) => !PUBLIC_ROUTES[name].path.includes(':') && !UNLISTED.includes(name))
    .map((name): UrlEntry => {
      const pathFor = (l: Lang) => localize(PUBLIC_ROUTES[name].path, l);
      return { loc: absoluteUrl(pathFor(lang), siteUrl), lastmod: lastmods[name], alternates: alternatesFor(siteUrl, [...LANGS], pathFor) };
    });
  const itemEntry = (item: ItemSummary): UrlEntry => {
    const pathFor = (l: Lang) => (item.kind === 'post' ? paths.post(l, item.id) : paths.project(l, item.id));
    return {
      loc: absoluteUrl(pathFor(lang), siteUrl),
      lastmod: item.updatedAt,
      alternates: alternatesFor(siteUrl, availableLangs(item), pathFor),
    };
  };
  const entries: UrlEntry[] = [
    ...staticPages,
    ...visiblePosts.sort((a, b) => b.publishedAt - a.publishedAt).map(itemEntry),
    ...visibleProjects.sort((a, b) => b.publishedAt - a.publishedAt).map(itemEntry),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries.map(renderEntry),
    '</urlset>',
    '',
  ].join('\n');
}
