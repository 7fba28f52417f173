import { describe, expect, it } from 'vitest';
import { clearedSessionCookie, parseCookies, serializeSessionCookie, sessionCookieFrom } from './cookies.js';

describe('parseCookies', () => {
  it('reads name=value pairs, trimming spaces', () => {
    const cookies = parseCookies('a=1;  __session=abc.def.ghi ; b=2');
    expect(cookies.get('__session')).toBe('abc.def.ghi');
    expect(cookies.get('a')).toBe('1');
    expect(cookies.get('b')).toBe('2');
  });
  it('keeps the first of duplicate names, like browsers', () => {
    expect(parseCookies('__session=first; __session=second').get('__session')).toBe('first');
  });
  it('keeps "=" inside values and decodes percent-encoding, tolerating bad encoding', () => {
    expect(parseCookies('x=a=b%20c').get('x')).toBe('a=b c');
    expect(parseCookies('x=%E0%A4%A').get('x')).toBe('%E0%A4%A');
  });
  it('ignores junk and handles absent headers', () => {
    expect(parseCookies(undefined).size).toBe(0);
    expect(parseCookies(';;=nameless; flag').size).toBe(0);
  });
  it('sessionCookieFrom treats an empty value as absent', () => {
    expect(sessionCookieFrom('__session=')).toBeUndefined();
    expect(sessionCookieFrom('other=1')).toBeUndefined();
    expect(sessionCookieFrom('session=x; __session=y')).toBe('y');
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
    for (const attribute of ['HttpOnly', 'Secure', 'SameSite=Strict', 'Path=/', 'Max-Age=0']) expect(cookie).toContain(attribute);
  });
});
