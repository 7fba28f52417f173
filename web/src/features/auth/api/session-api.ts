/**
 * The server half of the session (docs/security.md, "Session and pages"): plain fetch, no Firebase code, so
 * public pages can ask who is signed in without downloading the SDK.
 * The session lives in the `__session` cookie set by POST /api/user/login.
 */
import type { AuthUser } from '../types';
import { AuthFlowError } from './auth-errors';

const SESSION_ENDPOINTS = {
  login: '/api/user/login',
  logout: '/api/user/logout',
  token: '/api/user/token',
} as const;

/** Reads a user object from the token endpoint's answer; null when it does not look like one. */
export function parseAuthUser(body: unknown): AuthUser | null {
  if (typeof body !== 'object' || body === null) return null;
  // Accept `{ user: {...} }` as well as the bare object, so a wrapped answer does not sign the owner out.
  const candidate = 'user' in body && typeof (body as { user: unknown }).user === 'object' ? (body as { user: unknown }).user : body;
  if (typeof candidate !== 'object' || candidate === null) return null;
  const { uid, name, email, owner } = candidate as Record<string, unknown>;
  if (typeof uid !== 'string' || !uid) return null;
  const mail = typeof email === 'string' ? email : '';
  return {
    uid,
    name: typeof name === 'string' && name.trim() ? name : mail || uid,
    email: mail,
    owner: owner === true,
  };
}

async function request(path: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(path, { credentials: 'same-origin', cache: 'no-store', ...init });
  } catch (error) {
    throw new AuthFlowError('network', `Request to ${path} failed: ${String(error)}`);
  }
}

/** POST the identity token; the server answers with the session cookie (the body is not read). */
export async function openServerSession(token: string): Promise<void> {
  const response = await request(SESSION_ENDPOINTS.login, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  if (!response.ok) throw new AuthFlowError('server-rejected', `Login answered ${response.status}`);
}

/** Closes the server session (the body is not read). */
export async function closeServerSession(): Promise<void> {
  const response = await request(SESSION_ENDPOINTS.logout);
  if (!response.ok) throw new AuthFlowError('server-rejected', `Logout answered ${response.status}`);
}

/** The session's user, strictly: throws when there is none (used right after signing in). */
export async function requireSessionUser(): Promise<AuthUser> {
  const response = await request(SESSION_ENDPOINTS.token);
  if (response.status === 401 || response.status === 403) throw new AuthFlowError('no-user', 'No session after login');
  if (!response.ok) throw new AuthFlowError('server-rejected', `Token answered ${response.status}`);
  const user = parseAuthUser(await response.json().catch(() => null));
  if (!user) throw new AuthFlowError('server-rejected', 'Token answer is not a user');
  return user;
}

/**
 * Who is signed in: null when the server says nobody is; undefined when it did not say (the request failed or was
 * cut short by leaving the page, or the server erred), which is only logged: that is no news about the session.
 */
export async function fetchCurrentUser(): Promise<AuthUser | null | undefined> {
  try {
    const response = await fetch(SESSION_ENDPOINTS.token, { credentials: 'same-origin', cache: 'no-store' });
    // 401/403, 204 or a JSON null all mean "nobody": a server may prefer a 2xx so visitors' consoles stay clean.
    if (response.status === 401 || response.status === 403 || response.status === 204) return null;
    if (!response.ok) {
      console.error(`Could not fetch the current user: ${response.status}`);
      return undefined;
    }
    const body: unknown = await response.json();
    if (body === null || (typeof body === 'object' && 'user' in body && body.user === null)) return null;
    const user = parseAuthUser(body);
    if (!user) console.error('Could not fetch the current user: unexpected answer');
    return user ?? undefined;
  } catch (error) {
    console.error('Could not fetch the current user', error);
    return undefined;
  }
}
