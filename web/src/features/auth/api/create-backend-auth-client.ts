import type { AuthClient } from './auth-client';
import { sessionHint } from './session-hint';

/**
 * The real client: plain fetch for the session check, Firebase loaded on demand for sign-in/out. The session API's
 * code loads only in a browser that signed in (sessionHint), so a visitor's page never downloads it (docs/quality.md).
 */
export function createBackendAuthClient(): AuthClient {
  const firebase = () => import('./firebase-sign-in');
  return {
    async signIn(email, password) {
      const user = await (await firebase()).signIn(email, password);
      sessionHint.set(true);
      return user;
    },
    async signOut() {
      await (await firebase()).signOut();
      sessionHint.set(false);
    },
    async fetchCurrentUser() {
      // Visitors who never signed in here have no session: don't call the function for them.
      if (!sessionHint.isSet()) return null;
      const { fetchCurrentUser } = await import('./session-api');
      const user = await fetchCurrentUser();
      // Only the server's "nobody" ends the note: a check that failed (a page left mid-request) says nothing, and
      // forgetting the note would send the signed-in owner to the sign-in page on the next load.
      if (user === null) sessionHint.set(false);
      return user ?? null;
    },
  };
}
