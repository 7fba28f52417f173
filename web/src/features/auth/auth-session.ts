/**
 * The one auth state of the app, kept outside React so route loaders (the admin
 * guard, the login redirect) can read it too. AuthProvider/useAuth subscribe to it.
 * The user is fetched once if not yet known; before each login/logout the
 * error is cleared; the loading flag covers the attempt; failures store a message.
 */
import { hasBackend } from '../../config/env';
import type { AuthClient } from './api/auth-client';
import { createBackendAuthClient } from './api/create-backend-auth-client';
import type { AuthState, AuthUser } from './types';

const NO_ERROR = { status: false, message: '' } as const;

type Listener = () => void;

let client: AuthClient | null = hasBackend ? createBackendAuthClient() : null;
let state: AuthState = initialState();
let userRequest: Promise<AuthUser | null> | null = null;
const listeners = new Set<Listener>();

function initialState(): AuthState {
  return { user: null, loading: false, error: NO_ERROR, enabled: client !== null, known: client === null };
}

function update(patch: Partial<AuthState>): void {
  state = { ...state, ...patch };
  listeners.forEach((listener) => listener());
}

export const authSession = {
  getState: (): AuthState => state,

  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  /** The signed-in user, asking the server only the first time (bundled mode: always null, no request). */
  ensureUser(): Promise<AuthUser | null> {
    if (state.known || !client) return Promise.resolve(state.user);
    const current = client;
    userRequest ??= current.fetchCurrentUser().then((user) => {
      // A login or logout that finished meanwhile knows better than this older answer.
      if (client === current && !state.known) update({ user, known: true });
      return state.user;
    });
    return userRequest;
  },

  async login(email: string, password: string): Promise<boolean> {
    if (!client) return fail(new Error('errors.noBackend'));
    update({ loading: true, error: NO_ERROR });
    try {
      const user = await client.signIn(email, password);
      update({ user, known: true, loading: false });
      return true;
    } catch (error) {
      return fail(error);
    }
  },

  async logout(): Promise<boolean> {
    if (!client) return fail(new Error('errors.noBackend'));
    update({ loading: true, error: NO_ERROR });
    try {
      // Unsaved editor work kept in this browser stays: it is offered back at the next sign-in (docs/decisions.md,
      // "Nothing typed is lost").
      await client.signOut();
      update({ user: null, known: true, loading: false });
      return true;
    } catch (error) {
      // A failed logout keeps the user.
      return fail(error);
    }
  },

  clearError(): void {
    if (state.error.status) update({ error: NO_ERROR });
  },
};

/**
 * Whether this tab reads the public pages' content from the server (app/page-data.ts): anyone but the owner on
 * a site with a backend. The owner's tab reads live content through the content store instead (the owner sees
 * an edit at once, even in the bundled admin whose edits live in the tab); a signed-in account that is not the
 * owner is a visitor (the rules let only the owner list content); a site with no backend has no server to
 * ask. Asks the server only in a browser that signed in (sessionHint).
 */
export async function visitorOfSiteWithBackend(): Promise<boolean> {
  if (!client) return false;
  return (await authSession.ensureUser())?.owner !== true;
}

/**
 * Whether the signed-in owner is looking (docs/decisions.md, "Draft preview"): only then may a public page's loader show
 * a draft. False on the server (it knows no visitor, entry-server.tsx), for visitors and on a site with no backend.
 */
export async function ownerSignedIn(): Promise<boolean> {
  if (!client) return false;
  return (await authSession.ensureUser())?.owner === true;
}

/** Records a failed sign-in or sign-out. The messages' table loads only then: a visitor's page never needs it. */
async function fail(error: unknown): Promise<false> {
  console.error('Authentication failed', error);
  const { authErrorMessage } = await import('./api/auth-errors');
  update({ loading: false, error: { status: true, message: authErrorMessage(error) } });
  return false;
}

/**
 * Puts a client in place and forgets everything known (tests; null = bundled mode).
 * `undefined` restores the default for this build.
 */
export function setAuthClient(next: AuthClient | null | undefined): void {
  client = next === undefined ? (hasBackend ? createBackendAuthClient() : null) : next;
  userRequest = null;
  state = initialState();
  listeners.forEach((listener) => listener());
}
