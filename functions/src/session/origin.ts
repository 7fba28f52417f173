/** The allowed origins as configured: a comma-separated list (ALLOWED_ORIGINS). */
export function parseOrigins(list: string): Set<string> {
  return new Set(
    list
      .split(',')
      .map((origin) => normalizeOrigin(origin))
      .filter((origin) => origin !== ''),
  );
}

const normalizeOrigin = (origin: string): string => origin.trim().toLowerCase().replace(/\/+$/, '');

/**
 * Login-CSRF guard: a browser always sends Origin on a cross-site POST, so a present Origin must be one of
 * the site's own. An absent Origin (curl, server-to-server) carries no ambient cookies and is allowed, unless
 * Fetch Metadata says the request came from another site.
 */
export function isAllowedOrigin(origin: string | undefined, allowed: Set<string>, secFetchSite?: string): boolean {
  if (origin === undefined) return secFetchSite !== 'cross-site';
  return allowed.has(normalizeOrigin(origin));
}
