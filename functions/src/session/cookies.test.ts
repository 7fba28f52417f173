import { describe, expect, it } from 'vitest';
import { clearedSessionCookie, serializeSessionCookie, sessionCookieFrom } from './cookies.js';

describe('sessionCookieFrom', () => {
  it('reads __session among other cookies, trimming spaces', () => {
    expect(sessionCookieFrom('a=1;  __session=abc.def.ghi ; b=2')).toBe('abc.def.ghi');
    expect(sessionCookieFrom('session=x; __session=y')).toBe('y');
  });
  it('keeps the first of duplicate names, like browsers', () => {
    expect(sessionCookieFrom('__session=first; __session=second')).toBe('first');
  });
  it('keeps "=" inside the value and decodes percent-encoding, tolerating bad encoding', () => {
    expect(sessionCookieFrom('__session=a=b%20c')).toBe('a=b c');
    expect(sessionCookieFrom('__session=%E0%A4%A')).toBe('%E0%A4%A');
  });
  it('treats an empty value, junk and an absent header as no session', () => {
    expect(sessionCookieFrom('__session=')).toBeUndefined();
    expect(sessionCookieFrom('other=1')).toBeUndefined();
    expect(sessionCookieFrom(';;=nameless; flag')).toBeUndefined();
    expect(sessionCookieFrom(undefined)).toBeUndefined();
  });
});

describe('session cookie attributes', () => {
  it('sets HttpOnly, Secure, SameSite=Strict, Path=/ and a 5-day Max-Age', () => {
    const cookie = serializeSessionCookie('v');
    expect(cookie.startsWith('__session=v;')).toBe(true);
    for (const attribute of ['HttpOnly', 'Secure', 'SameSite=Strict', 'Path=/', 'Max-Age=432000']) expect(cookie).toContain(attribute);
  });
  it('clears with Max-Age=0 and the same attributes', () => {
    const cookie = clearedSessionCookie();
    expect(cookie).toMatch(/^__session=;/);
    expect(cookie).toContain('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
    for (const attribute of ['HttpOnly', 'Secure', 'SameSite=Strict', 'Path=/', 'Max-Age=0']) expect(cookie).toContain(attribute);
  });
});
