import type { AuthClient } from './auth-client';
import { fetchCurrentUser } from './session-api';

/** The real client: plain fetch for the session check, Firebase loaded on demand for sign-in/out. */
export function createBackendAuthClient(): AuthClient {
  const firebase = () => import('./firebase-sign-in');
  return {
    signIn: async (email, password) => (await firebase()).signIn(email, password),
    signOut: async () => (await firebase()).signOut(),
    fetchCurrentUser,
  };
}
