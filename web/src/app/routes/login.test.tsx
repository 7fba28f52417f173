import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthFlowError } from '../../features/auth/api/auth-errors';
import { setAuthClient } from '../../features/auth/auth-session';
import { codedError, createFakeAuthClient, OWNER, OWNER_PASSWORD, type FakeAuthClient } from '../../features/auth/testing/fake-auth-client';
import { renderRoute } from '../../testing/render-route';

let fake: FakeAuthClient;

beforeEach(() => {
  fake = createFakeAuthClient();
  setAuthClient(fake);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

async function signIn(email: string, password: string, labels = { email: /email/i, password: /password/i, submit: /sign in/i }) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(labels.email), email);
  await user.type(screen.getByLabelText(labels.password), password);
  await user.click(screen.getByRole('button', { name: labels.submit }));
  return user;
}

const SPANISH = { email: /correo electrónico/i, password: /contraseña/i, submit: /entrar/i };

describe('login page', () => {
  it('signs the owner in and lands on the admin post list', async () => {
    const { router } = renderRoute('/emi-lgn');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    await signIn(OWNER.email, OWNER_PASSWORD);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/blog'));
    expect(fake.calls.signIn).toBe(1);
  });

  it('lands on a same-site admin ?next= path, and ignores any other', async () => {
    const first = renderRoute('/es/emi-lgn?next=%2Fes%2Fadmin%2Fproyectos');
    await signIn(OWNER.email, OWNER_PASSWORD, SPANISH);
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/es/admin/proyectos'));
    first.unmount();

    setAuthClient(createFakeAuthClient());
    const second = renderRoute('/emi-lgn?next=https%3A%2F%2Fevil.example%2Fadmin');
    await signIn(OWNER.email, OWNER_PASSWORD);
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/admin/blog'));
  });

  it('shows the wrong-password message in English', async () => {
    const { router } = renderRoute('/emi-lgn');
    await signIn(OWNER.email, 'not-the-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong email or password.');
    expect(router.state.location.pathname).toBe('/emi-lgn');
  });

  it('shows the wrong-password message in Spanish', async () => {
    renderRoute('/es/emi-lgn');
    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
    await signIn(OWNER.email, 'not-the-password', SPANISH);
    expect(await screen.findByRole('alert')).toHaveTextContent('Correo electrónico o contraseña incorrectos.');
  });

  it('shows the unknown-error text when the failure is not an error object', async () => {
    fake.nextSignIn = () => Promise.reject('boom');
    renderRoute('/es/emi-lgn');
    await signIn(OWNER.email, OWNER_PASSWORD, SPANISH);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error desconocido');
  });

  it.each([
    ['/emi-lgn', undefined, 'Unknown error'],
    ['/es/emi-lgn', SPANISH, 'Error desconocido'],
  ])(
    '%s: a failure with only a raw English message shows the translated unknown error, the detail in the console',
    async (url, labels, text) => {
      const log = vi.mocked(console.error);
      fake.nextSignIn = () => Promise.reject(new Error('Firebase: internal assertion failed.'));
      renderRoute(url);
      await signIn(OWNER.email, OWNER_PASSWORD, labels);
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      expect(screen.queryByText(/internal assertion/)).not.toBeInTheDocument();
      await waitFor(() => expect(log).toHaveBeenCalledWith('Sign-in error:', expect.stringMatching(/internal assertion failed/)));
    },
  );

  it('names a token failure and a missing user', async () => {
    fake.nextSignIn = () => Promise.reject(new AuthFlowError('token-unavailable', 'x'));
    renderRoute('/es/emi-lgn');
    const user = await signIn(OWNER.email, OWNER_PASSWORD, SPANISH);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al obtener el token de autenticación');

    fake.nextSignIn = () => Promise.reject(new AuthFlowError('no-user', 'x'));
    await user.click(screen.getByRole('button', { name: SPANISH.submit }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('No hay usuario autenticado'));
  });

  it('maps other provider codes to human messages', async () => {
    fake.nextSignIn = () => Promise.reject(codedError('auth/too-many-requests'));
    renderRoute('/emi-lgn');
    await signIn(OWNER.email, OWNER_PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent(/too many attempts/i);
  });

  it('shows the spinner overlay while signing in and clears the old error first', async () => {
    let finish: (value: typeof OWNER) => void = () => undefined;
    renderRoute('/emi-lgn');
    const user = await signIn(OWNER.email, 'wrong');
    expect(await screen.findByRole('alert')).toBeInTheDocument();

    fake.nextSignIn = () => new Promise((resolve) => (finish = resolve));
    await user.click(screen.getByRole('button', { name: /sign in/i }));
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /signing in/i })).toBeDisabled();

    finish(OWNER);
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });

  it('sends a signed-in visitor straight on to the admin', async () => {
    setAuthClient(createFakeAuthClient({ user: OWNER }));
    const { router } = renderRoute('/emi-lgn?next=/admin/proyectos/crear');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/proyectos/crear'));
  });

  it('is kept out of search results', async () => {
    renderRoute('/emi-lgn');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex'));
  });

  it('explains in bundled mode (no backend) that sign-in needs Firebase, without a form', async () => {
    setAuthClient(null);
    renderRoute('/es/emi-lgn');
    expect(await screen.findByRole('heading', { level: 1, name: 'El inicio de sesión no está disponible' })).toBeInTheDocument();
    expect(screen.getByText(/servidor de Firebase/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/contraseña/i)).not.toBeInTheDocument();
  });
});
