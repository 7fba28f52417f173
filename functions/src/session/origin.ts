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

/**
 * Fetch Metadata check for side effects reachable by GET (GET /api/user/logout): true only for a fetch()
 * from a page of this very origin. Browsers set these headers themselves and no page can forge them:
 * an <img src> or CSS url() sends Sec-Fetch-Mode: no-cors, a link or a typed URL sends navigate, and a
 * request from another site says cross-site or same-site. A request without them (curl, a browser older
 * than 2023) is refused too: it is not the site's own client, which always sends them.
 */
export function isSameOriginFetch(secFetchSite: string | undefined, secFetchMode: string | undefined): boolean {
  return secFetchSite === 'same-origin' && (secFetchMode === 'cors' || secFetchMode === 'same-origin');
}
