/**
 * The site's absolute origin (canonical URLs, hreflang, feeds, link previews). Only a local build may go
 * without one: one with no Firebase project (`npm run start:static`) or for a `demo-` project, which can only
 * ever reach the emulators. A build for a real project without VITE_SITE_URL is refused, or every canonical,
 * sitemap and feed would point at the developer's machine. Kept free of `import.meta.env` so the Vite config
 * (web/scripts/require-site-url.ts) checks it before building.
 */
export const LOCAL_SITE_URL = 'http://127.0.0.1:5000';

const isLocalProject = (projectId: string) => projectId === '' || projectId.startsWith('demo-');

export function resolveSiteUrl(siteUrl: string | undefined, projectId: string | undefined): string {
  const value = (siteUrl ?? '').trim().replace(/\/+$/, '');
  const project = (projectId ?? '').trim();
  if (value) {
    if (!/^https?:\/\/[^/\s]+$/.test(value)) {
      throw new Error(`VITE_SITE_URL must be the site's origin, like https://example.com (no path), not "${value}"`);
    }
    // A real project's site is public: https, on a host that is not this machine.
    if (!isLocalProject(project) && !/^https:\/\/(?!(localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0)(:\d+)?$)/i.test(value)) {
      throw new Error(`VITE_SITE_URL must be the site's public https origin for the Firebase project "${project}", not "${value}"`);
    }
    return value;
  }
  if (!isLocalProject(project)) {
    throw new Error(
      `VITE_SITE_URL is not set, but this build is for the Firebase project "${project}": canonical URLs, ` +
        `sitemaps, feeds and link previews would point at ${LOCAL_SITE_URL}. Set VITE_SITE_URL=https://your-domain ` +
        `in web/.env.production.local (README, "Deploying to your own Firebase project", step 3).`,
    );
  }
  return LOCAL_SITE_URL;
}

/** `url` as it must appear outside the site (feeds, sitemaps, structured data): absolute, on `siteUrl`. */
export const absoluteUrl = (url: string, siteUrl: string): string =>
  /^https?:\/\//.test(url) ? url : `${siteUrl.replace(/\/+$/, '')}${url.startsWith('/') ? '' : '/'}${url}`;
