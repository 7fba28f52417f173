import { describe, expect, it } from 'vitest';
import type { PostSummary } from '@portfolio/content/content-types';
import { makePostSummary, publishedIn } from '../../../testing/factories';
import { listQueryFrom, listQueryParams, listView, PAGE_SIZE } from './admin-list-view';

const NOW = Date.UTC(2026, 5, 1);
const DAY = 86_400_000;

const post = (n: number, patch: Partial<PostSummary> = {}): PostSummary =>
  makePostSummary({
    id: `post-${n}`,
    createdAt: NOW - n * DAY,
    updatedAt: NOW - n * DAY,
    publishedAt: NOW - n * DAY,
    firstPublishedAt: NOW - n * DAY,
    langs: publishedIn(['en', 'es'], NOW - n * DAY),
    title: { en: `Post ${n}`, es: `Entrada ${n}` },
    summary: { en: 'S', es: 'R' },
    tags: n % 2 ? ['odd'] : ['even'],
    readingMinutes: { en: 1, es: 1 },
    ...patch,
  });

const query = (search: string) => listQueryFrom(new URLSearchParams(search));

describe('the admin list’s view', () => {
  const items = [
    ...Array.from({ length: 60 }, (_, index) => post(index + 1)),
    post(100, { langs: {}, title: { en: 'Diseño web', es: '' }, summary: { en: 'S', es: '' } }),
    post(101, { publishedAt: NOW + DAY, langs: publishedIn(['en', 'es'], NOW + DAY), title: { en: 'Later', es: 'Más tarde' } }),
  ];

  it('pages the newest first, 25 at a time, keeping the page within the pages there are', () => {
    const first = listView(items, query(''), NOW, 'en');
    expect(first.matching).toBe(62);
    expect(first.pages).toBe(3);
    expect(first.rows).toHaveLength(PAGE_SIZE);
    expect(first.rows[0].id).toBe('post-101');
    expect(listView(items, query('page=3'), NOW, 'en').rows).toHaveLength(12);
    expect(listView(items, query('page=9'), NOW, 'en').page).toBe(3);
  });

  it('searches titles in both languages and the address, ignoring case and accents', () => {
    expect(listView(items, query('q=DISENO'), NOW, 'en').rows.map((item) => item.id)).toEqual(['post-100']);
    expect(listView(items, query('q=entrada 12'), NOW, 'es').rows.map((item) => item.id)).toEqual(['post-12']);
  });

  it('filters by status (scheduled apart from published), tag and a missing language, and sorts', () => {
    expect(listView(items, query('status=draft'), NOW, 'en').matching).toBe(1);
    expect(listView(items, query('status=scheduled'), NOW, 'en').rows.map((item) => item.id)).toEqual(['post-101']);
    expect(listView(items, query('status=published'), NOW, 'en').matching).toBe(60);
    expect(listView(items, query('tag=odd'), NOW, 'en').matching).toBe(31);
    expect(listView(items, query('missing=es'), NOW, 'en').rows.map((item) => item.id)).toEqual(['post-100']);
    expect(listView(items, query('sort=oldest'), NOW, 'en').rows[0].id).toBe('post-100');
    // By the title in the list's language, else the other one: "Diseño web" (English only) before "Entrada 1".
    expect(
      listView(items, query('sort=title'), NOW, 'es')
        .rows.slice(0, 2)
        .map((item) => item.id),
    ).toEqual(['post-100', 'post-1']);
  });

  it('reads unknown values as the defaults and writes only what differs from them', () => {
    expect(query('status=nope&sort=x&page=-2&missing=fr')).toEqual({ q: '', status: 'all', tag: '', missing: '', sort: 'newest', page: 1 });
    expect(listQueryParams(query('q=a&status=draft&page=2')).toString()).toBe('q=a&status=draft&page=2');
    expect(listQueryParams(query('')).toString()).toBe('');
  });
});
