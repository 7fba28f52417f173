/**
 * An in-memory AuthClient for screen tests: one owner account, a configurable
 * current session, and hooks to make sign-in/out fail or hang.
 * Use: `setAuthClient(createFakeAuthClient({ user: OWNER }))` before rendering.
 */
import type { AuthClient } from '../api/auth-client';
import type { AuthUser } from '../types';

export const OWNER: AuthUser = { uid: 'owner-uid', name: 'Emi Owner', email: 'owner@example.com', owner: true };
export const VISITOR: AuthUser = { uid: 'visitor-uid', name: 'Val Visitor', email: 'visitor@example.com', owner: false };
export const OWNER_PASSWORD = 'owner-password-123';

export interface FakeAuthClient extends AuthClient {
  /** The server session's user. */
  user: AuthUser | null;
  calls: { signIn: number; signOut: number; fetchCurrentUser: number };
  /** When set, the next sign-in/out runs this instead (throw or hang from it). */
  nextSignIn?: () => Promise<AuthUser>;
  nextSignOut?: () => Promise<void>;
}

/** A Firebase-like coded error. */
export const codedError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

export function createFakeAuthClient(
  options: { user?: AuthUser | null; accounts?: Record<string, { password: string; user: AuthUser }> } = {},
): FakeAuthClient {
  const accounts = options.accounts ?? { [OWNER.email]: { password: OWNER_PASSWORD, user: OWNER } };
  const fake: FakeAuthClient = {
    user: options.user ?? null,
    calls: { signIn: 0, signOut: 0, fetchCurrentUser: 0 },
    async signIn(email, password) {
      fake.calls.signIn += 1;
      const override = fake.nextSignIn;
      fake.nextSignIn = undefined;
      if (override) return (fake.user = await override());
      const account = accounts[email];
      if (!account) throw codedError('auth/user-not-found');
      if (account.password !== password) throw codedError('auth/wrong-password');
      fake.user = account.user;
      return account.user;
    },
    async signOut() {
      fake.calls.signOut += 1;
      const override = fake.nextSignOut;
      fake.nextSignOut = undefined;
      if (override) await override();
      fake.user = null;
    },
    async fetchCurrentUser() {
      fake.calls.fetchCurrentUser += 1;
      return fake.user;
    },
  };
  return fake;
}
