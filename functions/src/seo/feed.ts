import { paths } from '@portfolio/content/paths';
import { feedDescription, site } from '@portfolio/content/site';
import { absoluteUrl } from '@portfolio/content/site-url';
import { tagLabel, type TagNames } from '@portfolio/content/content-types';
import { byNewest } from '@portfolio/content/db-mapping';
import { LOCALES, type Lang } from '@portfolio/content/languages';
import { isPublicIn, type ItemSummary } from '../content/types.js';
import { escapeXml, rfc822Date } from './escape.js';

/** Readers poll often; a feed of the latest posts is what they need, not the archive. */
const FEED_LIMIT = 50;

/** The posts a feed in `lang` lists: published, written in `lang`, the newest FEED_LIMIT. */
export function feedItems(lang: Lang, posts: ItemSummary[]): ItemSummary[] {
  return posts
    .filter((post) => isPublicIn(post, lang))
    .sort(byNewest)
    .slice(0, FEED_LIMIT);
}

/**
 * The image a feed reader shows beside a post: the page's link-preview image (web/src/components/seo/
 * link-preview-image.ts), i.e. its raster cover, else the card the `ogImages` function draws (no SVG: most
 * readers and the social sites they share to do not show it).
 */
function feedImage(post: ItemSummary, lang: Lang, siteUrl: string): { url: string; width: number; height: number } {
  const cover = post.cover;
  if (cover && !/\.svg(?:[?#]|$)/i.test(cover.url)) {
    const url = absoluteUrl(cover.url, siteUrl);
    return { url, width: cover.width, height: cover.height };
  }
  return { url: absoluteUrl(`/og/${lang}/blog/${encodeURIComponent(post.id)}.png?v=${post.updatedAt}`, siteUrl), width: 1200, height: 630 };
}

/**
 * RSS 2.0 of the published posts written in `lang`, newest first: each with its summary as the description, its
 * whole text (`bodies`: sanitised HTML by id, from the web app's renderer) as `content:encoded` where given, and
 * its tags as categories, named in `lang`, and its image as Media RSS `media:content`.
 */
export function buildFeed(
  lang: Lang,
  siteUrl: string,
  posts: ItemSummary[],
  tagNames: TagNames = {},
  bodies: Record<string, string> = {},
): string {
  const items = feedItems(lang, posts);
  const blogUrl = absoluteUrl(paths.blog(lang), siteUrl);
  const selfUrl = absoluteUrl(paths.feed(lang), siteUrl);
  const lastBuild = items.length > 0 ? Math.max(...items.map((item) => item.updatedAt)) : 0;
  const channelTitle = `${site.name} — Blog`;

  const renderItem = (post: ItemSummary): string => {
    const link = absoluteUrl(paths.post(lang, post.id), siteUrl);
    const image = feedImage(post, lang, siteUrl);
    return [
      '    <item>',
      `      <title>${escapeXml(post.title[lang])}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${rfc822Date(post.publishedAt)}</pubDate>`,
      `      <description>${escapeXml(post.summary[lang])}</description>`,
      // Escaped rather than CDATA: no text of the post can end the element early.
      ...(bodies[post.id] ? [`      <content:encoded>${escapeXml(bodies[post.id])}</content:encoded>`] : []),
      ...post.tags.map((tag) => `      <category>${escapeXml(tagLabel(tagNames, tag, lang))}</category>`),
      `      <media:content url="${escapeXml(image.url)}" medium="image" width="${image.width}" height="${image.height}"/>`,
      '    </item>',
    ].join('\n');
  };

  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:media="http://search.yahoo.com/mrss/">',
    '  <channel>',
    `    <title>${escapeXml(channelTitle)}</title>`,
    `    <link>${escapeXml(blogUrl)}</link>`,
    `    <description>${escapeXml(feedDescription[lang])}</description>`,
    `    <language>${LOCALES[lang].tag}</language>`,
    `    <atom:link href="${escapeXml(selfUrl)}" rel="self" type="application/rss+xml"/>`,
    ...(lastBuild > 0 ? [`    <lastBuildDate>${rfc822Date(lastBuild)}</lastBuildDate>`] : []),
    ...items.map(renderItem),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
