/**
 * The posts list at 1,000 posts: what the list screen costs to draw (a page of 25 rows, in jsdom) and what one
 * search keystroke costs (filter, sort and page the summaries the loader holds). Run: npx vitest bench --run web/src/features/editor/admin-list.bench.tsx
 * Numbers, not assertions: timings belong in a bench, not in unit tests.
 */
import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { bench, describe } from 'vitest';
import type { PostSummary } from '@portfolio/content/content-types';
import { ensureLanguage } from '../../lib/i18n';
import { AdminList } from './components/admin-list';
import { listQueryFrom, listView, PAGE_SIZE } from './components/admin-list-view';
import { postKind } from './item-kinds';
import { makePostSummary, publishedIn } from '../../testing/factories';

const NOW = Date.UTC(2026, 5, 1);
const COUNT = 1000;

const items: PostSummary[] = Array.from({ length: COUNT }, (_, index) =>
  makePostSummary({
    id: `post-${index}`,
    langs: index % 4 === 0 ? {} : publishedIn(['en'], NOW - index * 3_600_000),
    createdAt: NOW - index * 3_600_000,
    updatedAt: NOW - index * 3_600_000,
    publishedAt: NOW - index * 3_600_000,
    title: { en: `A post about subject number ${index}`, es: index % 5 === 0 ? '' : `Una entrada sobre el tema ${index}` },
    summary: { en: 'A summary.', es: index % 5 === 0 ? '' : 'Un resumen.' },
    tags: [`tag-${index % 30}`],
    readingMinutes: { en: 3, es: 3 },
  }),
);

await ensureLanguage('en', ['common', 'admin']);

function drawList(shown: PostSummary[], url: string) {
  const router = createMemoryRouter(
    [{ path: '/admin/blog', element: <AdminList kind={postKind} items={shown} lang="en" loadError={null} readAt={NOW} /> }],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  cleanup();
}

describe(`posts list, ${COUNT.toLocaleString('en-US')} posts`, () => {
  bench('draw the list screen (first page)', () => drawList(items, '/admin/blog'));
  bench('draw a search result ("subject 99")', () => drawList(items, '/admin/blog?q=subject+99'));
  bench('draw the last page', () => drawList(items, `/admin/blog?page=${COUNT / PAGE_SIZE}`));
  bench('a search keystroke: filter, sort and page the summaries', () => {
    listView(items, listQueryFrom(new URLSearchParams('q=subject 12&sort=title')), NOW, 'en');
  });
});
