import { defineString } from 'firebase-functions/params';
import { LOCAL_SITE_URL } from '@portfolio/content/site-url';

/**
 * Deploy-time configuration. Local values for the demo project live in functions/.env.demo-portfolio, so the
 * emulator never prompts for them; a real project sets its own (.env.<project-id> or at the deploy prompt).
 */
export const ALLOWED_ORIGINS = defineString('ALLOWED_ORIGINS', {
  description: 'Comma-separated origins allowed to POST /api/user/login (the site itself, e.g. https://example.com)',
  default: `${LOCAL_SITE_URL},http://localhost:5000,http://127.0.0.1:5173,http://localhost:5173`,
});

export const SITE_URL = defineString('SITE_URL', {
  description: 'Absolute base URL of the site, for sitemaps, feeds, canonicals and Open Graph URLs',
  default: LOCAL_SITE_URL,
});

/**
 * bundled | database. A plain environment variable rather than a param on purpose: the emulator writes resolved
 * params over the process environment, and the local start script must be able to pick "bundled" per run
 * (the Database emulator cannot run everywhere). In production set it in functions/.env (default database).
 */
export type ContentSourceKind = 'bundled' | 'database';
export function contentSourceKind(env: NodeJS.ProcessEnv = process.env): ContentSourceKind {
  return env.CONTENT_SOURCE === 'bundled' ? 'bundled' : 'database';
}
