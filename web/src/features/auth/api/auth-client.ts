import type { AuthUser } from '../types';

/**
 * Everything the auth feature needs from the outside world. The real one
 * (create-backend-auth-client.ts) talks to Firebase Auth and /api/user/*;
 * tests inject a fake through setAuthClient().
 */
export interface AuthClient {
  /** Signs in with the identity provider, opens the server session and returns the user. Throws on failure. */
  signIn(email: string, password: string): Promise<AuthUser>;
  /** Signs out of the identity provider and closes the server session. Throws on failure. */
  signOut(): Promise<void>;
  /** The user of the current server session, or null. Never throws (failures are only logged). */
  fetchCurrentUser(): Promise<AuthUser | null>;
}
