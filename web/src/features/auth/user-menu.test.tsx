import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/app-providers';
import { ensureLanguage } from '../../lib/i18n';
import type { Lang } from '@portfolio/content/content-types';
import { setAuthClient } from './auth-session';
import { UserMenu } from './components/user-menu';
import { codedError, createFakeAuthClient, OWNER, type FakeAuthClient } from './testing/fake-auth-client';

/** The menu in a minimal frame (the real nav belongs to the layout): a page heading per path. */
async function renderMenu(url: string, lang: Lang = 'en') {
  await ensureLanguage(lang);
  const page = (name: string) => (
    <>
      <header>
        <UserMenu />
      </header>
      <h1>{name}</h1>
      <a href="#after">After the menu</a>
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/', element: page('Home') },
      { path: '/es', element: page('Inicio') },
      { path: '/blog', element: page('Blog') },
      { path: '/es/blog', element: page('Blog ES') },
      { path: '*', element: page('Elsewhere') },
    ],
    { initialEntries: [url] },
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

let fake: FakeAuthClient;

beforeEach(() => {
  fake = createFakeAuthClient({ user: OWNER });
  setAuthClient(fake);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('user menu', () => {
  it('is absent for a visitor', async () => {
    setAuthClient(createFakeAuthClient({ user: null }));
    await renderMenu('/blog');
    await screen.findByRole('heading', { name: 'Blog' });
    await waitFor(() => expect(fake.calls.fetchCurrentUser).toBe(0));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the signed-in user name and opens with the keyboard', async () => {
    await renderMenu('/blog');
    const button = await screen.findByRole('button', { name: /Emi Owner/ });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const user = userEvent.setup();

    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'New project' })).toHaveAttribute('href', '/admin/proyectos/crear');
    expect(within(panel).getByRole('link', { name: 'New post' })).toHaveAttribute('href', '/admin/blog/crear');
    expect(within(panel).getByRole('link', { name: 'Projects' })).toHaveAttribute('href', '/admin/proyectos');
    expect(within(panel).getByRole('link', { name: 'Blog posts' })).toHaveAttribute('href', '/admin/blog');
    expect(within(panel).getByRole('link', { name: 'Edit CV' })).toHaveAttribute('href', '/admin/cv');
    expect(within(panel).getByRole('link', { name: 'Tag names' })).toHaveAttribute('href', '/admin/etiquetas');

    await user.keyboard('{ArrowDown}');
    expect(within(panel).getByRole('link', { name: 'Blog posts' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(within(panel).getByRole('button', { name: 'Sign out' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
    expect(button).toHaveFocus();
  });

  it('carries the Spanish prefix in its links', async () => {
    await renderMenu('/es/blog', 'es');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Emi Owner/ }));
    expect(screen.getByRole('link', { name: 'Nueva entrada' })).toHaveAttribute('href', '/es/admin/blog/crear');
    expect(screen.getByRole('link', { name: 'Nombres de las etiquetas' })).toHaveAttribute('href', '/es/admin/etiquetas');
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
  });

  it('signs out: clears the user and goes home in the page language', async () => {
    const router = await renderMenu('/es/blog', 'es');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Emi Owner/ }));
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/es');
    // Home arrives first, then the sign-out (useSignOutOnArrival): the menu goes once it has answered.
    await waitFor(() => expect(screen.queryByRole('button', { name: /Emi Owner/ })).not.toBeInTheDocument());
    expect(fake.calls.signOut).toBe(1);
  });

  it('keeps the user when signing out fails, and says why in the menu, open again on the home page', async () => {
    fake.nextSignOut = () => Promise.reject(codedError('auth/network-request-failed'));
    const router = await renderMenu('/blog');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Emi Owner/ }));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/network error/i);
    // Leaving comes first (an editor may ask), then the sign-out, which failed: still signed in.
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('button', { name: /Emi Owner/ })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows the spinner overlay while signing out', async () => {
    let finish: () => void = () => undefined;
    fake.nextSignOut = () => new Promise<void>((resolve) => (finish = resolve));
    await renderMenu('/blog');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Emi Owner/ }));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('status')).toBeInTheDocument();
    finish();
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('closes when a click lands outside it', async () => {
    await renderMenu('/blog');
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: /Emi Owner/ });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('heading', { name: 'Blog' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when one of its links is followed', async () => {
    const router = await renderMenu('/blog');
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: /Emi Owner/ });
    await user.click(button);
    await user.click(screen.getByRole('link', { name: 'New post' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/blog/crear');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when focus moves past its last item', async () => {
    await renderMenu('/blog');
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: /Emi Owner/ });
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // Eight links (the Trash, then export and import last) and Sign out, then out of the menu.
    for (let step = 0; step < 10; step++) await user.tab();
    expect(screen.getByRole('link', { name: 'After the menu' })).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
