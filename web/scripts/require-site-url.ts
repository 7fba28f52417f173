import type { Plugin } from 'vite';
import { resolveSiteUrl } from '@portfolio/content/site-url';

/**
 * Refuses to build for a real Firebase project (VITE_FIREBASE_PROJECT_ID not starting with `demo-`) without
 * VITE_SITE_URL, before anything is built: the first thing the developer sees is what to set, not a site whose
 * canonicals, sitemaps and feeds point at http://127.0.0.1:5000. The app checks the same at start (env.ts).
 */
export function requireSiteUrl(): Plugin {
  return {
    name: 'require-site-url',
    apply: 'build',
    configResolved(config) {
      try {
        resolveSiteUrl(config.env.VITE_SITE_URL, config.env.VITE_FIREBASE_PROJECT_ID);
      } catch (error) {
        throw new Error(`Build refused: ${(error as Error).message}`);
      }
    },
  };
}
