/**
 * Renders the real route table at a URL, with all providers, a memory router and
 * an in-memory content store (the test fixture tree unless one is given).
 */
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/app-providers';
import { routes } from '../app/router';
import { setContentStore } from '../data/get-content-store';
import { createMemoryContentStore } from '../data/memory-content-store';
import type { ContentStore } from '../data/content-store';
import type { DbTree } from '@portfolio/content/db-mapping';
import { testTree } from './fixtures';

export interface RenderRouteOptions {
  tree?: DbTree;
  store?: ContentStore;
}

export function renderRoute(url: string, options: RenderRouteOptions = {}) {
  const store = options.store ?? createMemoryContentStore(options.tree ?? testTree());
  setContentStore(store);
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const result = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, store };
}

/** Waits for the first-level heading of a page (pages load lazily). */
export const findPageHeading = (name?: string | RegExp) => screen.findByRole('heading', { level: 1, ...(name ? { name } : {}) });
