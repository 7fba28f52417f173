import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DbTree } from '@portfolio/content/db-mapping';
import { FIXTURE_NOW, testTree } from '../../testing/fixtures';
import { findPageHeading, renderRoute } from '../../testing/render-route';

describe('home page', () => {
  it('shows the hero with calls to action, latest posts and featured projects', async () => {
    renderRoute('/');
    await findPageHeading("Hi, I'm Emi Castellano");
    expect(screen.getByRole('link', { name: 'See my projects' })).toHaveAttribute('href', '/projects');
    expect(screen.getByRole('link', { name: 'Read my CV' })).toHaveAttribute('href', '/c/cv');
    expect(screen.getByRole('link', { name: 'Visit the blog' })).toHaveAttribute('href', '/blog');
    const posts = screen.getByRole('region', { name: 'Latest posts' });
    expect(
      within(posts)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Typed code', 'Only in English', 'Hello world']);
    const projects = screen.getByRole('region', { name: 'Featured projects' });
    expect(
      within(projects)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Portfolio site']);
  });

  it('in Spanish shows only Spanish content and the latest three posts', async () => {
    const tree: DbTree = testTree();
    for (const id of ['extra-one', 'extra-two']) {
      tree.posts!.summaries![id] = {
        ...tree.posts!.summaries!['typed-code'],
        publishedAt: FIXTURE_NOW - 20 * 24 * 3600 * 1000,
        title: { en: id, es: `Extra ${id}` },
      };
    }
    renderRoute('/es', { tree });
    await findPageHeading('Hola, soy Emi Castellano');
    const posts = screen.getByRole('region', { name: 'Últimas entradas' });
    expect(
      within(posts)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Código tipado', 'Hola mundo', 'Extra extra-one']);
    expect(screen.getByRole('link', { name: 'Ver mis proyectos' })).toHaveAttribute('href', '/es/projects');
  });

  it('shows empty states without content', async () => {
    renderRoute('/', { tree: {} });
    await findPageHeading("Hi, I'm Emi Castellano");
    expect(screen.getByText('No posts yet — the first one is on its way.')).toBeInTheDocument();
    expect(screen.getByText('No projects to show yet.')).toBeInTheDocument();
  });
});
