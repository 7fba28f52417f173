import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findPageHeading, renderRoute } from '../testing/render-route';

const nav = () => screen.getByRole('navigation', { name: /main|principal/i });
// Pages may have their own <header>s; the site banner is the first one.
const banner = () => screen.getAllByRole('banner')[0];
// Some pages render a second level-1 heading from Markdown; waiting for any is enough here.
const pageReady = () => screen.findAllByRole('heading', { level: 1 });

describe('public frame', () => {
  it('renders the landmarks, the skip link and the nav in English', async () => {
    renderRoute('/blog');
    await findPageHeading();
    expect(banner()).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
    const links = within(nav()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['About me', '/c/cv'],
      ['Projects', '/projects'],
      ['Blog', '/blog'],
    ]);
    expect(within(nav()).getByRole('link', { name: 'About me' })).toHaveAttribute('rel', 'nofollow');
  });

  it('builds every nav link for the current language under /es', async () => {
    renderRoute('/es/projects');
    await findPageHeading();
    const links = within(nav()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Inicio', '/es'],
      ['Sobre mí', '/es/c/cv'],
      ['Proyectos', '/es/projects'],
      ['Blog', '/es/blog'],
    ]);
    expect(screen.getByRole('link', { name: 'Saltar al contenido principal' })).toBeInTheDocument();
  });

  it.each([
    ['/', 'Home', 'Home'],
    ['/c/cv', 'About me', 'About me / CV'],
    ['/projects', 'Projects', 'Projects'],
    ['/projects/portfolio-site', 'Projects', 'Projects'],
    ['/blog', 'Blog', 'Blog'],
    ['/blog/hello-world', 'Blog', 'Blog'],
    ['/es/blog/hello-world', 'Blog', 'Blog'],
    ['/es/c/cv', 'Sobre mí', 'Sobre mí / CV'],
  ])('marks the active section on %s', async (url, linkName, section) => {
    renderRoute(url);
    await pageReady();
    const current = within(nav())
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual([linkName]);
    // The section title shown in the bar on small screens.
    expect(within(banner()).getByText(section, { selector: 'p' })).toBeInTheDocument();
  });

  it('has no active link on a page outside the nav (login)', async () => {
    renderRoute('/emi-lgn');
    await findPageHeading();
    expect(
      within(nav())
        .queryAllByRole('link')
        .filter((link) => link.hasAttribute('aria-current')),
    ).toEqual([]);
  });

  it('navigates between sections with the nav and moves the active state', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/');
    await findPageHeading();
    await user.click(within(nav()).getByRole('link', { name: 'Blog' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/blog'));
    await waitFor(() => expect(within(nav()).getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page'));
    expect(within(nav()).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('shows the footer: copyright years linking home, the logo, the language’s RSS feed and the four profiles in new tabs', async () => {
    renderRoute('/es/blog');
    await findPageHeading();
    const footer = screen.getByRole('contentinfo');
    const year = new Date().getFullYear();
    expect(within(footer).getByRole('link', { name: `© 2019–${year} Emi Castellano` })).toHaveAttribute('href', '/es');
    expect(within(footer).getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/es');
    expect(within(footer).getByRole('link', { name: 'Canal RSS' })).toHaveAttribute('href', '/es/feed.xml');
    const profiles = within(within(footer).getByRole('list', { name: 'Perfiles' })).getAllByRole('link');
    expect(profiles.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['GitHub (se abre en una pestaña nueva)', 'https://github.com/emicastellano'],
      ['CodePen (se abre en una pestaña nueva)', 'https://codepen.io/emicastellano'],
      ['YouTube (se abre en una pestaña nueva)', 'https://www.youtube.com/@emicastellano'],
      ['GIPHY (se abre en una pestaña nueva)', 'https://giphy.com/emicastellano'],
    ]);
    for (const link of profiles) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('offers the theme and language pickers on every page', async () => {
    renderRoute('/projects');
    await findPageHeading();
    expect(within(banner()).getByRole('button', { name: 'Theme' })).toBeInTheDocument();
    expect(within(banner()).getByRole('link', { name: /^Español (ES )?– change language$/ })).toBeInTheDocument();
  });

  it.each([
    ['/blog', 'en-US'],
    ['/es/blog', 'es-ES'],
    ['/emi-lgn', 'en-US'],
    ['/es/emi-lgn', 'es-ES'],
  ])('sets <html lang> on %s', async (url, lang) => {
    renderRoute(url);
    await findPageHeading();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', lang));
  });
});
