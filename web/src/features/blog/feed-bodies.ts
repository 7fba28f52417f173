/**
 * The full text of posts for the RSS feeds (functions/src/seo/feed.ts builds them; the `pages` function calls
 * this through the server renderer, docs/rendering.md): each post's body in the feed's language as the same
 * sanitised HTML its page shows (components/markdown), made to stand on its own in a feed reader — site paths
 * and the headings' "#" links absolute, the anchors' decorative "#" marks and the code blocks' language bars
 * left out.
 */
import { markdownToHtml } from '../../components/markdown/markdown-html';
import { env } from '../../config/env';
import { paths } from '@portfolio/content/paths';
import type { ContentStore } from '../../data/content-store';
import { isAvailableIn, type Lang } from '@portfolio/content/content-types';

const ANCHOR_MARK = /<span class="heading-anchor-mark" aria-hidden="true">#<\/span>/g;
/** A code block's bar (its language label and, on the page, the copy button): a stray line in a feed reader. */
const CODE_BAR = /<div class="code-block__bar">(?:<span class="code-block__language">[^<]*<\/span>)?<\/div>/g;
const SITE_LINK = /\s(href|src)="(\/(?!\/)[^"]*|#[^"]*)"/g;

/** Sanitised body HTML whose links and images work outside the site (`postUrl` resolves "#section" links). */
export function standaloneHtml(html: string, siteUrl: string, postUrl: string): string {
  return html
    .replace(ANCHOR_MARK, '')
    .replace(CODE_BAR, '')
    .replace(SITE_LINK, (_, attribute: string, url: string) => ` ${attribute}="${url.startsWith('#') ? postUrl : siteUrl}${url}"`);
}

/**
 * The bodies of the posts `ids` in `lang`, by id. A post the store does not give (a draft: the server store is
 * published-only), or not written in `lang`, is left out: the feed then carries its summary only.
 */
export async function feedBodies(store: ContentStore, ids: string[], lang: Lang, siteUrl = env.siteUrl): Promise<Record<string, string>> {
  const bodies: Record<string, string> = {};
  // The reads at once (a feed is ≤ 50 posts); sanitising is synchronous, so sharing its window is safe.
  const posts = await Promise.all(ids.map((id) => store.getPost(id)));
  for (const post of posts) {
    if (!post || !isAvailableIn(post, lang) || post.body[lang].trim() === '') continue;
    bodies[post.id] = standaloneHtml(await markdownToHtml(post.body[lang]), siteUrl, `${siteUrl}${paths.post(lang, post.id)}`);
  }
  return bodies;
}
