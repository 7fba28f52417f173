/**
 * Session cookie helpers. Hosting forwards only the cookie named __session to functions, so that is the
 * only name that works in production (docs/security.md, "Session and pages").
 */
import { parseCookie, stringifySetCookie } from 'cookie';

const SESSION_COOKIE = '__session';
/** 5 days: long enough for an owner's working week, far below the 14-day maximum of createSessionCookie. */
export const SESSION_MAX_AGE_SECONDS = 5 * 24 * 60 * 60;

/**
 * The session cookie's value from a Cookie header, or undefined (absent or empty). v2 functions have no cookie
 * parser; the `cookie` package (Express's) reads the header: the first occurrence of a name wins, as in browsers,
 * and percent-encoding is decoded, a bad one left as it is.
 */
export const sessionCookieFrom = (headerValue: string | undefined): string | undefined =>
  parseCookie(headerValue ?? '')[SESSION_COOKIE] || undefined;

// Strict: the cookie is only needed on same-site requests, and it keeps cross-site forms from using it.
const ATTRIBUTES = { path: '/', httpOnly: true, secure: true, sameSite: 'strict' } as const;

export function serializeSessionCookie(value: string, maxAgeSeconds = SESSION_MAX_AGE_SECONDS): string {
  return stringifySetCookie(SESSION_COOKIE, value, { ...ATTRIBUTES, maxAge: maxAgeSeconds });
}

export function clearedSessionCookie(): string {
  return stringifySetCookie(SESSION_COOKIE, '', { ...ATTRIBUTES, maxAge: 0, expires: new Date(0) });
}
