import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';
import { LOCAL_SITE_URL, resolveSiteUrl } from '@portfolio/content/site-url';

const realProject = {
  VITE_FIREBASE_API_KEY: 'AIza-public-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'emi-site.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'emi-site',
  VITE_FIREBASE_STORAGE_BUCKET: 'emi-site.firebasestorage.app',
  VITE_FIREBASE_APP_ID: '1:2:web:3',
  VITE_FIREBASE_DATABASE_URL: 'https://emi-site-default-rtdb.firebaseio.com',
};

describe('the site URL a build needs', () => {
  it('is refused for a real project without VITE_SITE_URL, saying what to set', () => {
    expect(() => resolveSiteUrl('', 'emi-site')).toThrow(
      /VITE_SITE_URL is not set.*"emi-site".*127\.0\.0\.1:5000.*web\/\.env\.production\.local/,
    );
    expect(() => resolveSiteUrl('  ', 'emi-site')).toThrow(/VITE_SITE_URL is not set/);
    expect(() => parseEnv(realProject)).toThrow(/VITE_SITE_URL is not set/);
  });

  it('falls back to the local origin only for a demo- project or a build without a project', () => {
    expect(resolveSiteUrl('', 'demo-portfolio')).toBe(LOCAL_SITE_URL);
    expect(resolveSiteUrl(undefined, undefined)).toBe(LOCAL_SITE_URL);
    expect(parseEnv({}).siteUrl).toBe(LOCAL_SITE_URL);
  });

  it('takes the configured origin, without a trailing slash', () => {
    expect(resolveSiteUrl('https://emi.dev/', 'emi-site')).toBe('https://emi.dev');
    expect(parseEnv({ ...realProject, VITE_SITE_URL: 'https://emi.dev' }).siteUrl).toBe('https://emi.dev');
  });

  it('refuses a value that is not an origin', () => {
    expect(() => resolveSiteUrl('emi.dev', 'emi-site')).toThrow(/must be the site's origin/);
    expect(() => resolveSiteUrl('https://emi.dev/blog', 'emi-site')).toThrow(/must be the site's origin/);
  });

  it('refuses plain http and this machine for a real project, and lets a local build keep them', () => {
    for (const local of ['http://emi.dev', 'https://localhost:5000', 'https://127.0.0.1', 'https://[::1]:5000']) {
      expect(() => resolveSiteUrl(local, 'emi-site'), local).toThrow(/must be the site's public https origin/);
    }
    expect(resolveSiteUrl('http://127.0.0.1:5000', 'demo-portfolio')).toBe('http://127.0.0.1:5000');
    expect(resolveSiteUrl('https://localhost.emi.dev', 'emi-site')).toBe('https://localhost.emi.dev');
  });
});
