import { describe, expect, it } from 'vitest';
import { createTreeContentSource, fixtureTree, T0 } from '../testing/fixture-tree.js';
import { parseXml } from '../testing/xml.js';
import { escapeXml, rfc822Date, w3cDate } from './escape.js';
import { buildFeed } from './feed.js';
import { buildSitemap } from './sitemap.js';
import { PUBLIC_ROUTES } from '@portfolio/content/paths';

const SITE = 'https://site.example/';
const content = createTreeContentSource(async () => fixtureTree);

interface SitemapUrl {
  loc: string;
  lastmod?: string;
  'xhtml:link'?: { '@hreflang': string; '@href': string }[];
}

async function sitemapUrls(lang: 'en' | 'es'): Promise<SitemapUrl[]> {
  const xml = buildSitemap(lang, SITE, await content.listPostSummaries(), await content.listProjectSummaries());
  const doc = parseXml(xml) as { urlset: { url: SitemapUrl[]; '@xmlns': string; '@xmlns:xhtml': string } };
  expect(doc.urlset['@xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  expect(doc.urlset['@xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml');
  return doc.urlset.url;
}

/**
 * The one-page public routes the sitemaps list, in the route table's order: every one but sign-in and search, so a
 * new public page is listed with no edit here.
 */
const STATIC_PAGES = Object.values(PUBLIC_ROUTES)
  .map((route) => route.path)
  .filter((path) => !path.includes(':') && path !== PUBLIC_ROUTES.login.path && path !== PUBLIC_ROUTES.search.path)
  .map((path) => `https://site.example${path === '/' ? '/' : path}`);

const hreflangs = (url: SitemapUrl | undefined) => (url?.['xhtml:link'] ?? []).map((link) => `${link['@hreflang']} ${link['@href']}`);

describe('escape helpers', () => {
  it('escapes the five XML specials and drops forbidden control characters', () => {
    expect(escapeXml(`a & b < c > d " e ' f\u0001`)).toBe('a &amp; b &lt; c &gt; d &quot; e &apos; f');
  });
  it('formats W3C and RFC 822 dates', () => {
    expect(w3cDate(T0)).toBe('2024-01-15T10:30:00Z');
    expect(rfc822Date(T0)).toBe('Mon, 15 Jan 2024 10:30:00 GMT');
  });
});

describe('buildSitemap', () => {
  it('lists the static pages and the English items, never drafts, login or admin', async () => {
    const urls = await sitemapUrls('en');
    expect(STATIC_PAGES.slice(0, 4)).toEqual([
      'https://site.example/',
      'https://site.example/c/cv',
      'https://site.example/blog',
      'https://site.example/projects',
    ]);
    expect(urls.map((url) => url.loc)).toEqual([
      ...STATIC_PAGES,
      'https://site.example/blog/english-only',
      'https://site.example/blog/both-langs',
      'https://site.example/projects/portfolio-site',
    ]);
  });
  it('lists the Spanish items under /es, leaving out items not written in Spanish', async () => {
    const locs = (await sitemapUrls('es')).map((url) => url.loc);
    expect(locs).toContain('https://site.example/es');
    expect(locs).toContain('https://site.example/es/blog/spanish-only');
    expect(locs).toContain('https://site.example/es/blog/both-langs');
    // title-no-summary has a Spanish summary and title → listed in Spanish but not English
    expect(locs).toContain('https://site.example/es/blog/title-no-summary');
    expect(locs).not.toContain('https://site.example/es/blog/english-only');
    expect(locs.some((loc) => /draft|emi-lgn|admin/.test(loc))).toBe(false);
  });
  it('gives hreflang alternates only for the languages an item exists in', async () => {
    const urls = await sitemapUrls('en');
    expect(hreflangs(urls.find((url) => url.loc.endsWith('/blog/both-langs')))).toEqual([
      'en https://site.example/blog/both-langs',
      'es https://site.example/es/blog/both-langs',
      'x-default https://site.example/blog/both-langs',
    ]);
    expect(hreflangs(urls.find((url) => url.loc.endsWith('/blog/english-only')))).toEqual([
      'en https://site.example/blog/english-only',
      'x-default https://site.example/blog/english-only',
    ]);
    const es = await sitemapUrls('es');
    expect(hreflangs(es.find((url) => url.loc.endsWith('/blog/spanish-only')))).toEqual([
      'es https://site.example/es/blog/spanish-only',
      'x-default https://site.example/es/blog/spanish-only',
    ]);
    expect(hreflangs(urls[0])).toEqual(['en https://site.example/', 'es https://site.example/es', 'x-default https://site.example/']);
  });
  it('gives each item its updatedAt as a W3C lastmod', async () => {
    const urls = await sitemapUrls('en');
    expect(urls.find((url) => url.loc.endsWith('/blog/both-langs'))?.lastmod).toBe('2024-01-16T10:30:00Z');
    expect(urls.find((url) => url.loc.endsWith('/blog'))?.lastmod).toBe('2024-01-17T10:30:00Z');
  });
  it('stays well-formed with no content at all', () => {
    const doc = parseXml(buildSitemap('en', SITE, [], [])) as { urlset: { url: SitemapUrl[] } };
    expect(doc.urlset.url).toHaveLength(STATIC_PAGES.length);
  });
});

interface FeedItem {
  title: string;
  link: string;
  guid: { '#text': string; '@isPermaLink': string };
  pubDate: string;
  description: string;
  category?: string[];
  'media:content'?: { '@url': string; '@medium': string; '@width': string; '@height': string };
}

async function feed(lang: 'en' | 'es') {
  const xml = buildFeed(lang, SITE, await content.listPostSummaries());
  const doc = parseXml(xml) as {
    rss: { '@version': string; channel: { item?: FeedItem[]; 'atom:link': { '@href': string; '@rel': string }; language: string } };
  };
  return { xml, rss: doc.rss };
}

describe('buildFeed', () => {
  it('gives each item an image: its raster cover, else its drawn link-preview card', async () => {
    const { xml, rss } = await feed('en');
    expect(xml).toContain('xmlns:media="http://search.yahoo.com/mrss/"');
    const images = Object.fromEntries((rss.channel.item ?? []).map((item) => [item.link, item['media:content']]));
    expect(images['https://site.example/blog/both-langs']).toEqual({
      '@url': 'https://site.example/images/both.png',
      '@medium': 'image',
      '@width': '1200',
      '@height': '630',
    });
    expect(images['https://site.example/blog/english-only']?.['@url']).toMatch(
      /^https:\/\/site\.example\/og\/en\/blog\/english-only\.png\?v=\d+$/,
    );
  });

  it('is RSS 2.0 with an atom self link and the language', async () => {
    const { rss } = await feed('es');
    expect(rss['@version']).toBe('2.0');
    expect(rss.channel['atom:link']).toMatchObject({ '@href': 'https://site.example/es/feed.xml', '@rel': 'self' });
    expect(rss.channel.language).toBe('es-ES');
  });
  it('lists published English posts newest first, never drafts or untranslated posts', async () => {
    const { rss } = await feed('en');
    expect(rss.channel.item?.map((item) => item.link)).toEqual([
      'https://site.example/blog/english-only',
      'https://site.example/blog/both-langs',
    ]);
  });
  it('lists in Spanish only posts written in Spanish: an English-only post’s Spanish address is never an item', async () => {
    const { rss } = await feed('es');
    const links = rss.channel.item?.map((item) => item.link) ?? [];
    expect(links).toContain('https://site.example/es/blog/spanish-only');
    expect(links).not.toContain('https://site.example/es/blog/english-only');
  });
  it('escapes & < > " \' in titles and descriptions, and they parse back to the original text', async () => {
    const { xml, rss } = await feed('en');
    expect(xml).toContain('Tips &amp; &lt;Tricks&gt; &quot;quoted&quot; it&apos;s');
    expect(xml).not.toContain('</script>');
    const item = rss.channel.item?.find((entry) => entry.link.endsWith('both-langs'));
    expect(item?.title).toBe('Tips & <Tricks> "quoted" it\'s');
    expect(item?.description).toBe('Summary with </script> & more');
    expect(item?.category).toEqual(['react', 'web-dev']);
    expect(item?.pubDate).toBe('Mon, 15 Jan 2024 10:30:00 GMT');
    expect(item?.guid['#text']).toBe(item?.link);
  });
  it('lists categories in the owner’s tag order (the slots of tagList; a tag without a slot follows)', async () => {
    const tree = structuredClone(fixtureTree);
    // As the database returns them: the set's keys sorted, the slots as an array (dense index keys).
    Object.assign(tree.posts!.summaries!['both-langs'] as object, {
      tags: { older: true, react: true, 'web-dev': true },
      tagList: ['web-dev', 'react'],
    });
    const xml = buildFeed('en', SITE, await createTreeContentSource(async () => tree).listPostSummaries());
    const doc = parseXml(xml) as { rss: { channel: { item?: FeedItem[] } } };
    const item = doc.rss.channel.item?.find((entry) => entry.link.endsWith('both-langs'));
    expect(item?.category).toEqual(['web-dev', 'react', 'older']);
  });
  it('names the categories in the feed’s language (`/tags`), the slug where no name is written', async () => {
    const tree = {
      ...structuredClone(fixtureTree),
      tags: { 'web-dev': { en: 'web development', es: 'desarrollo web' }, react: { en: 'React', es: '' } },
    };
    const source = createTreeContentSource(async () => tree);
    const categories = async (lang: 'en' | 'es') => {
      const xml = buildFeed(lang, SITE, await source.listPostSummaries(), await source.getTagNames());
      const doc = parseXml(xml) as { rss: { channel: { item?: FeedItem[] } } };
      return doc.rss.channel.item?.find((entry) => entry.link.endsWith('both-langs'))?.category;
    };
    expect(await categories('en')).toEqual(['React', 'web development']);
    expect(await categories('es')).toEqual(['react', 'desarrollo web']);
  });
});
