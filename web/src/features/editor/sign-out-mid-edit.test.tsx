/**
 * Signing out from the account menu while an editor holds unsaved work: leaving is asked first, the sign-out
 * happens only once the owner has left, and work kept in the browser survives it (docs/decisions.md, "Nothing
 * typed is lost").
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuthClient } from '../auth';
import { createFakeAuthClient, OWNER, type FakeAuthClient } from '../auth/testing/fake-auth-client';
import { readKeptWork, unsavedWorkKey } from '../../lib/unsaved-work';
import { findPageHeading, renderRoute } from '../../testing/render-route';
import { spiedStore } from './testing/render-admin';

let auth: FakeAuthClient;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  auth = createFakeAuthClient({ user: OWNER });
  setAuthClient(auth);
});

async function signOutFromMenu(user: ReturnType<typeof userEvent.setup>, menuName: RegExp, signOut: string) {
  await user.click(screen.getByRole('button', { name: menuName }));
  await user.click(screen.getByRole('button', { name: signOut }));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('signing out mid-edit', () => {
  it('asks first; Stay keeps the owner signed in on the form; Leave signs out; other kept work survives', async () => {
    // Offline, the form cannot save itself (use-autosave.ts): what is typed stays unsaved however long this takes.
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const user = userEvent.setup({ delay: null });
    const otherKey = unsavedWorkKey('projects', 'portfolio-site');
    const other = { draft: { title: { en: 'Kept elsewhere' } }, baseVersion: 1, keptAt: Date.now() };
    localStorage.setItem(otherKey, JSON.stringify(other));
    const { router } = renderRoute('/admin/blog/editar/typed-code', { store: spiedStore() });
    await findPageHeading('Edit post: Typed code');
    await user.type(screen.getByLabelText('Title (English)'), '!');

    await signOutFromMenu(user, /Emi Owner/, 'Sign out');
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    // Nothing is signed out while the question is open.
    expect(auth.calls.signOut).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Stay on the form' }));
    expect(router.state.location.pathname).toBe('/admin/blog/editar/typed-code');
    expect(screen.getByLabelText('Title (English)')).toHaveValue('Typed code!');
    expect(auth.calls.signOut).toBe(0);
    expect(screen.getByRole('button', { name: /Emi Owner/ })).toBeInTheDocument();

    await signOutFromMenu(user, /Emi Owner/, 'Sign out');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(auth.calls.signOut).toBe(1));
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() => expect(screen.queryByRole('button', { name: /Emi Owner/ })).not.toBeInTheDocument());
    expect(readKeptWork(otherKey)).toEqual(other);
    // Back to the home page's history entry does not sign out again (it is signed out already; nothing asks twice).
    expect(router.state.location.state).toBeNull();
  });

  it('says in the menu, in Spanish too, that signing out ends every device', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoute('/es/admin/blog', { store: spiedStore() });
    await findPageHeading('Entradas del blog');
    await user.click(screen.getByRole('button', { name: /Emi Owner/ }));
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toHaveAccessibleDescription(
      'Cierra tu sesión en todos tus dispositivos.',
    );
  });
});
