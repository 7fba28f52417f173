import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { findPageHeading, renderRoute } from '../../testing/render-route';

describe('CV page', () => {
  it('shows profile, experience, education, skills, languages and links in English', async () => {
    renderRoute('/c/cv');
    await findPageHeading('Test Owner');
    expect(screen.getByText('Web Developer')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'owner@example.com' })).toHaveAttribute('href', 'mailto:owner@example.com');
    expect(screen.getByText('I build websites.')).toBeInTheDocument();
    const experience = screen.getByRole('region', { name: 'Experience' });
    expect(within(experience).getByRole('heading', { level: 3, name: 'Frontend developer at Acme' })).toBeInTheDocument();
    expect(
      within(experience)
        .getByText(/Mar 2021/)
        .closest('p'),
    ).toHaveTextContent('Mar 2021 – Present');
    expect(within(experience).getByText('Shipped things')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Education' }))
        .getByText(/Sep 2014/)
        .closest('p'),
    ).toHaveTextContent('Sep 2014 – Jun 2018');
    expect(within(screen.getByRole('region', { name: 'Skills' })).getByText('TypeScript')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Languages' })).getByText('Native')).toBeInTheDocument();
    const github = within(screen.getByRole('region', { name: 'Links' })).getByRole('link', { name: /GitHub/ });
    expect(github).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the Spanish CV under /es', async () => {
    renderRoute('/es/c/cv');
    await findPageHeading('Test Owner');
    const experience = screen.getByRole('region', { name: 'Experiencia' });
    expect(within(experience).getByRole('heading', { name: 'Desarrollador frontend en Acme' })).toBeInTheDocument();
    expect(within(experience).getByText(/2021/).closest('p')).toHaveTextContent(/Actualidad$/);
    expect(screen.getByText('Entregué cosas')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Formación' })).toHaveTextContent('Informática');
    expect(screen.getByRole('region', { name: 'Idiomas' })).toHaveTextContent('Nativo');
    // Skills are written per language: the Spanish CV shows the Spanish ones.
    const skills = screen.getByRole('region', { name: 'Habilidades' });
    expect(within(skills).getByText('Rendimiento web')).toBeInTheDocument();
    expect(within(skills).queryByText('Web performance')).toBeNull();
    // The site's own address, so a printed copy leads back to it.
    expect(screen.getByRole('link', { name: '127.0.0.1:5000/es' })).toHaveAttribute('href', 'http://127.0.0.1:5000/es');
  });

  it('prints from the Download PDF button (the browser saves the page as a PDF)', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderRoute('/c/cv');
    await findPageHeading('Test Owner');
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(print).toHaveBeenCalledOnce();
    print.mockRestore();
  });

  it('describes the owner as a ProfilePage about a Person', async () => {
    renderRoute('/c/cv');
    await findPageHeading('Test Owner');
    const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map((node) => JSON.parse(node.textContent ?? '{}'));
    expect(jsonLd).toContainEqual(
      expect.objectContaining({ '@type': 'ProfilePage', mainEntity: expect.objectContaining({ '@type': 'Person', name: 'Test Owner' }) }),
    );
  });

  it('answers 404 when there is no CV', async () => {
    renderRoute('/c/cv', { tree: {} });
    expect(await screen.findByRole('heading', { level: 1, name: /^(Page not found|Página no encontrada)$/ })).toBeInTheDocument();
  });
});
