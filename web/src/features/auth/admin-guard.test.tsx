import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuthClient } from './auth-session';
import { createFakeAuthClient, OWNER, VISITOR } from './testing/fake-auth-client';
import { findPageHeading, renderRoute } from '../../testing/render-route';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('admin guard', () => {
  it('sends a signed-out visitor to the login page with ?next=', async () => {
    setAuthClient(createFakeAuthClient());
    const { router } = renderRoute('/admin/proyectos/crear');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/emi-lgn');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/admin/proyectos/crear');
  });

  it('keeps the language on the way to the login page', async () => {
    setAuthClient(createFakeAuthClient());
    const { router } = renderRoute('/es/admin/blog');
    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/es/emi-lgn?next=%2Fes%2Fadmin%2Fblog');
  });

  it('answers 403 to a signed-in user without the owner claim', async () => {
    setAuthClient(createFakeAuthClient({ user: VISITOR }));
    renderRoute('/admin/blog');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeInTheDocument();
    expect(screen.getByText('403')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(/noindex/));
  });

  it('answers the 403 in Spanish on a Spanish path', async () => {
    setAuthClient(createFakeAuthClient({ user: VISITOR }));
    renderRoute('/es/admin/proyectos');
    expect(await screen.findByRole('heading', { level: 1, name: 'Acceso denegado' })).toBeInTheDocument();
  });

  it('lets the owner in, with the admin sub-nav', async () => {
    setAuthClient(createFakeAuthClient({ user: OWNER }));
    const { router } = renderRoute('/es/admin/proyectos');
    const nav = await screen.findByRole('navigation', { name: 'Administración' });
    expect(nav).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Nuevo proyecto' })).toHaveAttribute('href', '/es/admin/proyectos/crear');
    expect(within(nav).getByRole('link', { name: 'Proyectos' })).toHaveAttribute('aria-current', 'page');
    expect(router.state.location.pathname).toBe('/es/admin/proyectos');
  });

  it('tells the owner when edits only live in this tab (no database connected)', async () => {
    // The test build has no Firebase settings, so the content is the bundled seed in memory.
    setAuthClient(createFakeAuthClient({ user: OWNER }));
    renderRoute('/admin/blog');
    expect(await screen.findByRole('note')).toHaveTextContent('this browser tab only');
  });

  it('sends /admin on to the post list', async () => {
    setAuthClient(createFakeAuthClient({ user: OWNER }));
    const { router } = renderRoute('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/blog'));
  });

  it('asks the server only once who is signed in', async () => {
    const fake = createFakeAuthClient({ user: OWNER });
    setAuthClient(fake);
    const { router } = renderRoute('/admin/blog');
    await screen.findByRole('navigation', { name: 'Admin' });
    await router.navigate('/admin/proyectos');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/proyectos'));
    expect(fake.calls.fetchCurrentUser).toBe(1);
  });

  it('fetches nothing in bundled mode and still guards the admin', async () => {
    setAuthClient(null);
    const { router } = renderRoute('/admin/blog');
    await waitFor(() => expect(router.state.location.pathname).toBe('/emi-lgn'));
  });

  it('leaves no Back-button trap after signing out: the guard replaces the admin entry with the sign-in page', async () => {
    const fake = createFakeAuthClient({ user: OWNER });
    setAuthClient(fake);
    const { router } = renderRoute('/es/blog');
    await findPageHeading('Blog');
    await router.navigate('/es/admin/blog');
    await screen.findByRole('navigation', { name: 'Administración' });

    // A sign-out that takes a moment, as over the network: home shows before the owner is signed out.
    fake.nextSignOut = () => new Promise((resolve) => setTimeout(resolve, 200));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Emi Owner/ }));
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    await findPageHeading(/Emi/);
    expect(router.state.location.pathname).toBe('/es');
    // Signed out: the owner's menu is gone from the header.
    await waitFor(() => expect(screen.queryByRole('button', { name: /Emi Owner/ })).not.toBeInTheDocument());

    // Back: the admin URL, now guarded, becomes the sign-in page in place.
    await router.navigate(-1);
    await findPageHeading('Iniciar sesión');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/es/emi-lgn?next=%2Fes%2Fadmin%2Fblog');
    // Back again leaves it, to the page before the admin.
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/blog'));
    await findPageHeading('Blog');
  });

  it('replaces a sign-in URL opened while signed in with the admin page (Back does not return to it)', async () => {
    setAuthClient(createFakeAuthClient({ user: OWNER }));
    const { router } = renderRoute('/emi-lgn?next=%2Fadmin%2Fproyectos');
    await screen.findByRole('navigation', { name: 'Admin' });
    expect(router.state.location.pathname).toBe('/admin/proyectos');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
