import { describe, expect, it } from 'vitest';
import { isAllowedOrigin, isSameOriginFetch, parseOrigins } from './origin.js';

const allowed = parseOrigins(' http://127.0.0.1:5000, https://Example.com/ ,,');

describe('isAllowedOrigin', () => {
  it('accepts the configured origins, case- and trailing-slash-insensitively', () => {
    expect(allowed.size).toBe(2);
    expect(isAllowedOrigin('http://127.0.0.1:5000', allowed)).toBe(true);
    expect(isAllowedOrigin('https://example.com', allowed)).toBe(true);
  });
  it('refuses other origins, other ports and schemes, and the opaque "null" origin', () => {
    for (const origin of ['https://evil.example', 'http://127.0.0.1:5001', 'http://example.com', 'null', '']) {
      expect(isAllowedOrigin(origin, allowed)).toBe(false);
    }
  });
  it('allows an absent Origin unless Fetch Metadata says cross-site', () => {
    expect(isAllowedOrigin(undefined, allowed)).toBe(true);
    expect(isAllowedOrigin(undefined, allowed, 'same-origin')).toBe(true);
    expect(isAllowedOrigin(undefined, allowed, 'cross-site')).toBe(false);
  });
});

describe('isSameOriginFetch', () => {
  it('is true only for a same-origin fetch in cors or same-origin mode', () => {
    expect(isSameOriginFetch('same-origin', 'cors')).toBe(true);
    expect(isSameOriginFetch('same-origin', 'same-origin')).toBe(true);
    for (const [site, mode] of [
      ['same-origin', 'no-cors'],
      ['same-origin', 'navigate'],
      ['same-origin', 'websocket'],
      ['same-origin', undefined],
      ['same-site', 'cors'],
      ['cross-site', 'cors'],
      ['none', 'navigate'],
      [undefined, 'cors'],
      [undefined, undefined],
    ]) {
      expect(isSameOriginFetch(site, mode), `${site} ${mode}`).toBe(false);
    }
  });
});
