/**
 * Session cookie helpers. Hosting forwards only the cookie named __session to functions, so that is the
 * only name that works in production (docs/firebase-local.md).
 */
export const SESSION_COOKIE = '__session';
/** 5 days: long enough for an owner's working week, far below the 14-day maximum of createSessionCookie. */
export const SESSION_MAX_AGE_SECONDS = 5 * 24 * 60 * 60;

/** Parses a Cookie header (v2 functions have no cookie parser). The first occurrence of a name wins, as in browsers. */
export function parseCookies(headerValue: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!headerValue) return cookies;
  for (const part of headerValue.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    if (!name || cookies.has(name)) continue;
    try {
      cookies.set(name, decodeURIComponent(value));
    } catch {
      cookies.set(name, value);
    }
  }
  return cookies;
}

export const sessionCookieFrom = (headerValue: string | undefined): string | undefined => {
  const value = parseCookies(headerValue).get(SESSION_COOKIE);
  return value ? value : undefined;
};

// Strict: the cookie is only needed on same-site requests, and it keeps cross-site forms from using it.
const ATTRIBUTES = 'Path=/; HttpOnly; Secure; SameSite=Strict';

export function serializeSessionCookie(value: string, maxAgeSeconds = SESSION_MAX_AGE_SECONDS): string {
  return `${SESSION_COOKIE}=${value}; Max-Age=${maxAgeSeconds}; ${ATTRIBUTES}`;
}

export function clearedSessionCookie(): string {
  return `${SESSION_COOKIE}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; ${ATTRIBUTES}`;
}
