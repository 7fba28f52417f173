/** Pure list logic of the blog pages: tag filter, pagination, neighbours of a post. */
import { paths } from '@portfolio/content/paths';
import type { Lang, PostSummary } from '@portfolio/content/content-types';

const POSTS_PER_PAGE = 10;

/** `?page=N`: a positive integer, 1 when absent; null when malformed (the page answers 404). */
export function parsePage(value: string | null): number | null {
  if (value === null || value === '') return 1;
  if (!/^[1-9]\d{0,5}$/.test(value)) return null;
  return Number(value);
}

export interface BlogPage {
  posts: PostSummary[];
  page: number;
  pageCount: number;
  total: number;
}

/** The page-th slice (1-based); null when the page is past the end. */
export function paginate(posts: PostSummary[], page: number, perPage = POSTS_PER_PAGE): BlogPage | null {
  const pageCount = Math.max(1, Math.ceil(posts.length / perPage));
  if (page > pageCount) return null;
  return { posts: posts.slice((page - 1) * perPage, page * perPage), page, pageCount, total: posts.length };
}

/** Every tag in use, most used first, then alphabetically. */
export function collectTags(posts: PostSummary[]): string[] {
  const counts = new Map<string, number>();
  for (const post of posts) for (const tag of post.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts].sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b)).map(([tag]) => tag);
}

/** The blog list's query (`?tag=x&page=2`; `page` 1 and an empty tag are left out, so each page has one URL), or ''. */
export function blogListSearch(query: { page?: number; tag?: string } = {}): string {
  const params = new URLSearchParams();
  if (query.tag) params.set('tag', query.tag);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The blog list URL with its query (blogListSearch). */
export function blogListHref(lang: Lang, query: { page?: number; tag?: string } = {}): string {
  return `${paths.blog(lang)}${blogListSearch(query)}`;
}

/**
 * The posts around `id` in a newest-first list: `previous` is the older one,
 * `next` the newer one (reading order of a timeline).
 */
export function adjacentPosts(posts: PostSummary[], id: string): { previous: PostSummary | null; next: PostSummary | null } {
  const index = posts.findIndex((post) => post.id === id);
  if (index === -1) return { previous: null, next: null };
  return { previous: posts[index + 1] ?? null, next: posts[index - 1] ?? null };
}

/** How many related posts a post shows at its end. */
const RELATED_POSTS = 3;

/**
 * Posts related to `post`: those sharing at least one of its tags, most shared tags first, then newest first
 * (`posts` is the newest-first list of the page's language, published only), never the post itself. A post with
 * nothing in common gets none rather than unrelated ones (docs/decisions.md, "Related posts").
 */
export function relatedPosts(posts: PostSummary[], post: Pick<PostSummary, 'id' | 'tags'>, limit = RELATED_POSTS): PostSummary[] {
  if (limit <= 0) return [];
  const tags = new Set(post.tags);
  // One pass that keeps the best `limit` so far, allocating nothing per candidate: `posts` is the whole archive,
  // and every post page and its page data walk it (docs/rendering.md, "Caching").
  const best: { candidate: PostSummary; shared: number }[] = [];
  for (const candidate of posts) {
    if (candidate.id === post.id) continue;
    let shared = 0;
    for (const tag of candidate.tags) if (tags.has(tag)) shared += 1;
    if (shared === 0 || (best.length === limit && shared <= best[limit - 1].shared)) continue;
    // After every kept post sharing as many tags: among equals, the newer (earlier in `posts`) stays first.
    let at = best.length;
    while (at > 0 && best[at - 1].shared < shared) at -= 1;
    best.splice(at, 0, { candidate, shared });
    if (best.length > limit) best.pop();
  }
  return best.map(({ candidate }) => candidate);
}
