import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testTree } from '../../testing/fixtures';
import { findPageHeading, renderRoute } from '../../testing/render-route';

describe('projects list', () => {
  it('shows published projects, featured first, with image, summary and technologies', async () => {
    renderRoute('/projects');
    await findPageHeading('Projects');
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles).toEqual(['Portfolio site', 'Weather app']);
    const card = screen.getByRole('heading', { name: 'Portfolio site' }).closest('article')!;
    expect(within(card).getByText('Featured')).toBeInTheDocument();
    expect(within(card).getByText('This very site.')).toBeInTheDocument();
    // In the owner's order (the slots of tagList), not alphabetical.
    expect(
      within(within(card).getByRole('list', { name: 'Technologies' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['react', 'firebase']);
    expect(card.querySelector('img')).toHaveAttribute('height', '630');
    expect(screen.queryByText('Hidden project')).not.toBeInTheDocument();
  });

  it('in Spanish links to the Spanish pages and hides untranslated projects', async () => {
    const tree = testTree();
    tree.projects!.summaries!['weather-app'].title.es = '';
    renderRoute('/es/projects', { tree });
    await findPageHeading('Proyectos');
    expect(screen.getByRole('link', { name: 'Sitio portfolio' })).toHaveAttribute('href', '/es/projects/portfolio-site');
    expect(screen.queryByText('App del tiempo')).not.toBeInTheDocument();
    expect(screen.getByText('Destacado')).toBeInTheDocument();
  });

  it('shows an empty state', async () => {
    renderRoute('/projects', { tree: {} });
    await findPageHeading('Projects');
    expect(screen.getByText('There are no projects in English yet.')).toBeInTheDocument();
  });
});

describe('project page', () => {
  it('renders body, external links in a new tab and a gallery whose thumbnails switch the image', async () => {
    renderRoute('/projects/portfolio-site');
    await findPageHeading('Portfolio site');
    expect(screen.getByText('React').tagName).toBe('STRONG');

    const live = screen.getByRole('link', { name: /Live site/ });
    expect(live).toHaveAttribute('href', 'https://example.com');
    expect(live).toHaveAttribute('target', '_blank');
    expect(live).toHaveAttribute('rel', 'noopener noreferrer');
    expect(live).toHaveAccessibleName(/opens in a new tab/);
    expect(screen.getByRole('link', { name: /Source code/ })).toHaveAttribute('href', 'https://example.com/repo');

    const gallery = screen.getByRole('region', { name: 'Gallery' });
    expect(within(gallery).getByRole('img', { name: 'portfolio picture' })).toHaveAttribute('width', '1200');
    const second = within(gallery).getByRole('button', { name: 'Show image 2 of 2: portfolio-2 picture' });
    expect(second).toHaveAttribute('aria-pressed', 'false');
    for (const thumb of gallery.querySelectorAll('button img')) expect(thumb).toHaveAttribute('loading', 'lazy');

    await userEvent.click(second);
    expect(second).toHaveAttribute('aria-pressed', 'true');
    expect(within(gallery).getByRole('img', { name: 'portfolio-2 picture' })).toBeInTheDocument();
    expect(within(gallery).getByText(/Image 2 of 2/)).toBeInTheDocument();

    // Home and End on the thumbnails go to the first and the last image, and focus follows.
    const first = within(gallery).getByRole('button', { name: 'Show image 1 of 2: portfolio picture' });
    second.focus();
    await userEvent.keyboard('{Home}');
    expect(first).toHaveAttribute('aria-pressed', 'true');
    expect(first).toHaveFocus();
    expect(within(gallery).getByText(/Image 1 of 2/)).toBeInTheDocument();
    await userEvent.keyboard('{End}');
    expect(second).toHaveAttribute('aria-pressed', 'true');
    expect(second).toHaveFocus();
  });

  it('in Spanish, and without empty links', async () => {
    renderRoute('/es/projects/weather-app');
    await findPageHeading('App del tiempo');
    expect(screen.getByText('Una app del tiempo.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Ver el sitio/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Código fuente/ })).toHaveAttribute('href', 'https://example.com/weather');
    expect(screen.queryByRole('region', { name: 'Galería' })).not.toBeInTheDocument();
  });

  it('describes itself as a CreativeWork', async () => {
    renderRoute('/projects/portfolio-site');
    await findPageHeading('Portfolio site');
    const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map((node) => JSON.parse(node.textContent ?? '{}'));
    expect(jsonLd).toContainEqual(
      expect.objectContaining({ '@type': 'CreativeWork', name: 'Portfolio site', codeRepository: 'https://example.com/repo' }),
    );
  });

  it.each([
    ['a draft', '/projects/hidden-project'],
    ['an unknown id', '/es/projects/nothing-here'],
  ])('answers 404 for %s', async (_name, url) => {
    renderRoute(url);
    expect(await screen.findByRole('heading', { level: 1, name: /^(Page not found|Página no encontrada)$/ })).toBeInTheDocument();
    expect(screen.queryByText(/Hidden project|Proyecto oculto/)).not.toBeInTheDocument();
  });

  it('shows a project not written in the page’s language in the one it is written in, with a notice, never a half translation', async () => {
    const tree = testTree();
    // The Spanish title is typed, the summary not yet: the project is not written in Spanish.
    tree.projects!.summaries!['weather-app'].summary.es = '';
    const { container } = renderRoute('/es/projects/weather-app', { tree });
    expect(await findPageHeading('Weather app')).toHaveAttribute('lang', 'en-US');
    expect(screen.getByText('Forecasts.')).toHaveAttribute('lang', 'en-US');
    expect(container.querySelector('.markdown')).toHaveAttribute('lang', 'en-US');
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('Este proyecto aún no está descrito en español; aquí lo tienes en inglés.');
    expect(within(note).getByRole('link', { name: 'Ver los proyectos en español' })).toHaveAttribute('href', '/es/projects');
    expect(document.body).not.toHaveTextContent('App del tiempo');
    expect(screen.getByRole('link', { name: /^English (EN )?– cambiar idioma$/ })).toHaveAttribute('href', '/projects/weather-app');
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow'));
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/[^s]\/projects\/weather-app$/);
  });

  it('shows a Spanish-only project at its English address with the notice in English', async () => {
    const tree = testTree();
    tree.projects!.summaries!['weather-app'].title.en = '';
    renderRoute('/projects/weather-app', { tree });
    expect(await findPageHeading('App del tiempo')).toHaveAttribute('lang', 'es-ES');
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('This project hasn’t been described in English yet, so here it is in Spanish.');
    expect(within(note).getByRole('link', { name: 'See the projects in English' })).toHaveAttribute('href', '/projects');
  });
});
