import { absoluteAssetUrl, absoluteUrl, LOCALE, OG_LOCALE, SITE_NAME, sitePaths } from '../config/site.js';
import { availableLangs, type ItemSummary, type Lang } from '../content/types.js';
import { alternatesFor } from '../seo/sitemap.js';
import { escapeHtml, jsonForScript, w3cDate } from '../seo/escape.js';

/** Used when the built web app is not there (unit tests, a functions-only build). */
export const FALLBACK_SHELL =
  '<!doctype html>\n<html lang="en">\n<head>\n<meta charset="UTF-8" />\n<meta name="viewport" content="width=device-width, initial-scale=1.0" />\n<title>' +
  `${SITE_NAME} — Web Developer` +
  '</title>\n</head>\n<body>\n<div id="root"></div>\n</body>\n</html>\n';

/**
 * Head tags this module owns. Any the shell already has are removed first, so a page never carries two
 * titles, descriptions or canonicals (crawlers take the first one, which would be the generic one).
 */
const OWNED_TAGS: RegExp[] = [
  /<title\b[^>]*>[\s\S]*?<\/title>\s*/gi,
  /<meta\s[^>]*name=["'](?:description|robots|twitter:[^"']*)["'][^>]*>\s*/gi,
  /<meta\s[^>]*property=["'](?:og:[^"']*|article:[^"']*)["'][^>]*>\s*/gi,
  /<link\s[^>]*rel=["']canonical["'][^>]*>\s*/gi,
  /<link\s[^>]*rel=["']alternate["'][^>]*hreflang=[^>]*>\s*/gi,
  /<link\s[^>]*hreflang=[^>]*rel=["']alternate["'][^>]*>\s*/gi,
  /<script\s[^>]*type=["']application\/ld\+json["'][^>]*>[\s\S]*?<\/script>\s*/gi,
];

/** Puts `tags` into the shell's head, replacing the owned tags there, and sets <html lang> (en-US / es-ES, as the app does). */
export function injectHead(shell: string, lang: Lang, tags: string[]): string {
  const headEnd = shell.search(/<\/head>/i);
  if (headEnd < 0) return shell;
  let head = shell.slice(0, headEnd);
  const rest = shell.slice(headEnd);
  for (const pattern of OWNED_TAGS) head = head.replace(pattern, '');
  head = setHtmlLang(head, lang);
  return `${head}${tags.map((tag) => `    ${tag}\n`).join('')}${rest}`;
}

function setHtmlLang(html: string, lang: Lang): string {
  return html.replace(/<html\b([^>]*)>/i, (_match, attrs: string) => {
    const withoutLang = attrs.replace(/\s+lang=(?:"[^"]*"|'[^']*'|[^\s>]+)/i, '');
    return `<html lang="${LOCALE[lang]}"${withoutLang}>`;
  });
}

export interface HeadConfig {
  siteUrl: string;
}

export const itemPath = (item: ItemSummary, lang: Lang): string =>
  item.kind === 'post' ? sitePaths.post(lang, item.id) : sitePaths.project(lang, item.id);

/** The head of a post or project page in one language: title, description, canonical, alternates, Open Graph, Twitter, JSON-LD. */
export function itemHeadTags(item: ItemSummary, lang: Lang, config: HeadConfig): string[] {
  const e = escapeHtml;
  const title = item.title[lang];
  const description = item.summary[lang];
  const url = absoluteUrl(config.siteUrl, itemPath(item, lang));
  const langs = availableLangs(item);
  const tags = [
    `<title>${e(`${title} — ${SITE_NAME}`)}</title>`,
    `<meta name="description" content="${e(description)}" />`,
    `<link rel="canonical" href="${e(url)}" />`,
    ...alternatesFor(config.siteUrl, langs, (l) => itemPath(item, l)).map(
      (alt) => `<link rel="alternate" hreflang="${e(alt.hreflang)}" href="${e(alt.href)}" />`,
    ),
    `<meta property="og:site_name" content="${e(SITE_NAME)}" />`,
    `<meta property="og:title" content="${e(title)}" />`,
    `<meta property="og:description" content="${e(description)}" />`,
    `<meta property="og:url" content="${e(url)}" />`,
    `<meta property="og:type" content="article" />`,
    `<meta property="og:locale" content="${OG_LOCALE[lang]}" />`,
    ...langs.filter((l) => l !== lang).map((l) => `<meta property="og:locale:alternate" content="${OG_LOCALE[l]}" />`),
  ];
  const image = item.cover ? absoluteAssetUrl(config.siteUrl, item.cover.url) : undefined;
  if (item.cover && image) {
    tags.push(`<meta property="og:image" content="${e(image)}" />`);
    if (item.cover.width > 0) tags.push(`<meta property="og:image:width" content="${item.cover.width}" />`);
    if (item.cover.height > 0) tags.push(`<meta property="og:image:height" content="${item.cover.height}" />`);
    const alt = item.cover.alt[lang] || title;
    tags.push(`<meta property="og:image:alt" content="${e(alt)}" />`);
  }
  tags.push(
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${e(title)}" />`,
    `<meta name="twitter:description" content="${e(description)}" />`,
  );
  if (image) tags.push(`<meta name="twitter:image" content="${e(image)}" />`);
  if (item.publishedAt > 0) tags.push(`<meta property="article:published_time" content="${w3cDate(item.publishedAt)}" />`);
  if (item.updatedAt > 0) tags.push(`<meta property="article:modified_time" content="${w3cDate(item.updatedAt)}" />`);
  for (const tag of item.tags) tags.push(`<meta property="article:tag" content="${e(tag)}" />`);
  tags.push(`<script type="application/ld+json">${jsonForScript(structuredData(item, lang, url, image))}</script>`);
  return tags;
}

function structuredData(item: ItemSummary, lang: Lang, url: string, image: string | undefined): Record<string, unknown> {
  const author = { '@type': 'Person', name: SITE_NAME };
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': item.kind === 'post' ? 'BlogPosting' : 'CreativeWork',
    [item.kind === 'post' ? 'headline' : 'name']: item.title[lang],
    description: item.summary[lang],
    url,
    mainEntityOfPage: url,
    inLanguage: lang,
    author,
  };
  if (item.publishedAt > 0) data.datePublished = w3cDate(item.publishedAt);
  if (item.updatedAt > 0) data.dateModified = w3cDate(item.updatedAt);
  if (image) data.image = image;
  if (item.tags.length > 0) data.keywords = item.tags.join(', ');
  if (item.kind === 'post') data.publisher = author;
  return data;
}

/** The head of a missing page: the client renders the error page; crawlers must not index it. */
export function errorHeadTags(status: number): string[] {
  return [`<title>${escapeHtml(`Error ${status} — ${SITE_NAME}`)}</title>`, '<meta name="robots" content="noindex" />'];
}
