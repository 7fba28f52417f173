/**
 * A non-secret note in localStorage that this browser signed in. The session cookie
 * is HttpOnly, so scripts cannot see it; without this note every visitor's page load
 * would ask /api/user/token (a function call answered 401, logged by the browser as
 * an error). Only a browser that signed in asks the server who it is; the server's
 * answer stays the authority.
 */
const KEY = 'session-hint';

export const sessionHint = {
  isSet(): boolean {
    try {
      return localStorage.getItem(KEY) === '1';
    } catch {
      return false;
    }
  },
  set(present: boolean): void {
    try {
      if (present) localStorage.setItem(KEY, '1');
      else localStorage.removeItem(KEY);
    } catch {
      /* storage unavailable (private mode): every visit is a signed-out one */
    }
  },
};
