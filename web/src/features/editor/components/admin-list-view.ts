/**
 * What the admin list shows of its items: searched by title, filtered by status, tag and a missing language, sorted,
 * one page at a time (admin-list.tsx). The choices live in the URL's query, so Back, a reload and a shared link
 * keep them. Pure: the list's loader already holds every summary (lists never load bodies).
 */
import {
  isAvailableIn,
  isScheduledOnly,
  statusOf,
  type Lang,
  type PostSummary,
  type ProjectSummary,
} from '@portfolio/content/content-types';

export const PAGE_SIZE = 25;

export const STATUS_FILTERS = ['all', 'draft', 'published', 'scheduled'] as const;
export const SORTS = ['newest', 'oldest', 'title'] as const;

export interface ListQuery {
  q: string;
  status: (typeof STATUS_FILTERS)[number];
  tag: string;
  /** Only items not written in this language. */
  missing: Lang | '';
  sort: (typeof SORTS)[number];
  /** 1-based. */
  page: number;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/** The query from the URL's search parameters (anything unknown falls back to the default). */
export function listQueryFrom(params: URLSearchParams): ListQuery {
  const missing = params.get('missing');
  return {
    q: params.get('q') ?? '',
    status: oneOf(STATUS_FILTERS, params.get('status'), 'all'),
    tag: params.get('tag') ?? '',
    missing: missing === 'en' || missing === 'es' ? missing : '',
    sort: oneOf(SORTS, params.get('sort'), 'newest'),
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
  };
}

/** Search parameters for `query`, defaults left out (a clean URL for the plain list). */
export function listQueryParams(query: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q.trim()) params.set('q', query.q);
  if (query.status !== 'all') params.set('status', query.status);
  if (query.tag) params.set('tag', query.tag);
  if (query.missing) params.set('missing', query.missing);
  if (query.sort !== 'newest') params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** Folds case and accents, so "disenO" finds "Diseño". */
const folded = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

export interface ListView<Summary> {
  rows: Summary[];
  /** Items matching the query, on every page. */
  matching: number;
  pages: number;
  /** The page shown (the query's, kept within the pages there are). */
  page: number;
  /** Every tag the items carry, A–Z: the tag filter's choices. */
  tags: string[];
}

export function listView<Summary extends PostSummary | ProjectSummary>(
  items: readonly Summary[],
  query: ListQuery,
  readAt: number,
  lang: Lang,
): ListView<Summary> {
  const words = folded(query.q).split(/\s+/).filter(Boolean);
  const matches = items.filter((item) => {
    if (query.status === 'draft' && statusOf(item) !== 'draft') return false;
    if (query.status === 'published' && (statusOf(item) !== 'published' || isScheduledOnly(item, readAt))) return false;
    if (query.status === 'scheduled' && !isScheduledOnly(item, readAt)) return false;
    if (query.tag && !item.tags.includes(query.tag)) return false;
    if (query.missing && isAvailableIn(item, query.missing)) return false;
    if (words.length === 0) return true;
    const text = folded(`${item.title.en} ${item.title.es} ${item.id}`);
    return words.every((word) => text.includes(word));
  });
  const titleOf = (item: Summary) => item.title[lang] || item.title.en || item.title.es || item.id;
  const collator = new Intl.Collator(lang === 'es' ? 'es-ES' : 'en-US', { sensitivity: 'base' });
  const sorted = [...matches].sort((a, b) =>
    query.sort === 'title'
      ? collator.compare(titleOf(a), titleOf(b))
      : query.sort === 'oldest'
        ? a.publishedAt - b.publishedAt
        : b.publishedAt - a.publishedAt,
  );
  const pages = Math.max(1, Math.ceil(sorted.length / PAGE_SIZE));
  const page = Math.min(query.page, pages);
  return {
    rows: sorted.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
    matching: sorted.length,
    pages,
    page,
    tags: [...new Set(items.flatMap((item) => item.tags))].sort(),
  };
}
