/** Structured data (schema.org BlogPosting) for a post page. */
import { paths } from '@portfolio/content/paths';
import { site } from '@portfolio/content/site';
import type { TagLabels } from '../../data/tag-labels';
import { LANGS, isAvailableIn, modifiedDate, type Lang, type Post, type PostSummary } from '@portfolio/content/content-types';
import { LOCALES } from '@portfolio/content/languages';
import { absoluteUrl } from '../../config/absolute-url';

/**
 * `tagLabels`: the tags' names in `lang` (data/tag-labels.tsx), so the keywords are words of the page's language;
 * `original`: where the post was first published, if elsewhere (data/original-address.ts).
 */
export function postJsonLd(post: PostSummary, lang: Lang, tagLabels: TagLabels = {}, original = ''): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title[lang],
    description: post.summary[lang],
    inLanguage: LOCALES[lang].tag,
    datePublished: new Date(post.publishedAt).toISOString(),
    // The last change the owner marked as one readers should know of (a typo fix is not a modification).
    dateModified: new Date(modifiedDate(post)).toISOString(),
    url: absoluteUrl(paths.post(lang, post.id)),
    mainEntityOfPage: absoluteUrl(paths.post(lang, post.id)),
    ...(post.cover ? { image: absoluteUrl(post.cover.url) } : {}),
    ...(post.tags.length > 0 ? { keywords: post.tags.map((tag) => tagLabels[tag] ?? tag).join(', ') } : {}),
    ...(original ? { isBasedOn: original } : {}),
    timeRequired: `PT${post.readingMinutes[lang]}M`,
    author: { '@type': 'Person', name: site.name, url: absoluteUrl(paths.home(lang)) },
  };
}

export const postLanguages = (post: Post): Lang[] => LANGS.filter((lang) => isAvailableIn(post, lang));
