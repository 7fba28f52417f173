import { header, methodNotAllowed, sendError, sendJson, type HttpRequest, type HttpResponse } from '../http/http-types.js';
import { clearedSessionCookie, serializeSessionCookie, sessionCookieFrom, SESSION_MAX_AGE_SECONDS } from './cookies.js';
import { isAllowedOrigin, isSameOriginFetch } from './origin.js';

/** The claims the handlers read from a verified ID token or session cookie. */
export interface VerifiedClaims {
  uid: string;
  auth_time: number;
  email?: string;
  name?: string;
  owner?: unknown;
}

/** The firebase-admin Auth methods used; the real Auth object satisfies it. */
export interface SessionAuth {
  verifyIdToken(idToken: string, checkRevoked?: boolean): Promise<VerifiedClaims>;
  createSessionCookie(idToken: string, options: { expiresIn: number }): Promise<string>;
  verifySessionCookie(cookie: string, checkRevoked?: boolean): Promise<VerifiedClaims>;
  revokeRefreshTokens(uid: string): Promise<void>;
}

export interface SessionDeps {
  auth: SessionAuth;
  allowedOrigins: Set<string>;
  /** Seconds since epoch; injectable so the recency rule can be tested. */
  now?: () => number;
  logError?: (message: string, error: unknown) => void;
}

interface SessionUser {
  uid: string;
  name: string;
  email: string;
  owner: boolean;
}

/** An ID token is exchanged for a session only within 300 s of the sign-in (docs/security.md, "Session and pages"). */
const MAX_AUTH_AGE_SECONDS = 300;
const MAX_BODY_BYTES = 10 * 1024;
const MAX_TOKEN_LENGTH = 8 * 1024;

const userFromClaims = (claims: VerifiedClaims): SessionUser => ({
  uid: claims.uid,
  name: claims.name || claims.email || '',
  email: claims.email ?? '',
  owner: claims.owner === true,
});

/** Auth error codes from firebase-admin → the message the client gets. Anything else is our failure (5xx). */
const AUTH_ERRORS: Record<string, string> = {
  'auth/id-token-expired': 'ID token expired',
  'auth/id-token-revoked': 'ID token revoked',
  'auth/invalid-id-token': 'Invalid ID token',
  'auth/argument-error': 'Invalid token',
  'auth/session-cookie-expired': 'Session expired',
  'auth/session-cookie-revoked': 'Session revoked',
  'auth/invalid-session-cookie-duration': 'Invalid session duration',
  'auth/user-disabled': 'User disabled',
  'auth/user-not-found': 'User not found',
  'auth/invalid-argument': 'Invalid token',
};

/** The client's message for a token the Auth service refused; undefined when the failure is the service's (→ 503). */
function authErrorMessage(error: unknown): string | undefined {
  // firebase-admin lets a JSON SyntaxError escape when a JWT's payload does not decode: that is bad input too.
  if (error instanceof SyntaxError) return 'Invalid token';
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  if (typeof code !== 'string' || code === 'auth/internal-error') return undefined;
  return AUTH_ERRORS[code] ?? (code.startsWith('auth/') ? 'Invalid token' : undefined);
}

function failAuth(res: HttpResponse, error: unknown, deps: SessionDeps, fallback: string): void {
  const message = authErrorMessage(error);
  if (message) {
    sendError(res, 401, message);
    return;
  }
  deps.logError?.(fallback, error);
  sendError(res, 503, 'Authentication service unavailable');
}

type ParsedBody = { ok: true; value: Record<string, unknown> } | { ok: false; status: number; error: string };

/**
 * Reads the login body. v2 parses JSON before the handler runs (and leaves an unparsable body as {} or
 * a string), so the raw body, when present, is the authority.
 */
function parseJsonBody(req: HttpRequest): ParsedBody {
  const declaredLength = Number(header(req, 'content-length') ?? '0');
  const rawLength = req.rawBody?.length ?? 0;
  if (declaredLength > MAX_BODY_BYTES || rawLength > MAX_BODY_BYTES) {
    return { ok: false, status: 413, error: `Body too large; the limit is ${MAX_BODY_BYTES} bytes` };
  }
  const contentType = (header(req, 'content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (contentType !== 'application/json') {
    return { ok: false, status: 415, error: 'Content-Type must be application/json' };
  }
  let value: unknown = req.body;
  if (req.rawBody !== undefined) {
    const raw = req.rawBody.toString('utf8');
    if (raw.trim() === '') return { ok: false, status: 400, error: 'Missing JSON body' };
    try {
      value = JSON.parse(raw);
    } catch {
      return { ok: false, status: 400, error: 'Malformed JSON body' };
    }
  } else if (declaredLength === 0 && header(req, 'transfer-encoding') === undefined) {
    // Without the raw body, Express's parsed {} for an empty request is indistinguishable from "{}".
    return { ok: false, status: 400, error: 'Missing JSON body' };
  } else if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return { ok: false, status: 400, error: 'Malformed JSON body' };
    }
  }
  if (value === undefined || value === null) return { ok: false, status: 400, error: 'Missing JSON body' };
  if (typeof value !== 'object' || Array.isArray(value)) return { ok: false, status: 400, error: 'JSON body must be an object' };
  return { ok: true, value: value as Record<string, unknown> };
}

/** POST /api/user/login {token}: exchanges a fresh ID token for the __session cookie. */
export async function handleLogin(req: HttpRequest, res: HttpResponse, deps: SessionDeps): Promise<void> {
  if (req.method !== 'POST') return methodNotAllowed(res, ['POST']);
  const body = parseJsonBody(req);
  if (!body.ok) return sendError(res, body.status, body.error);
  const token = body.value.token;
  if (typeof token !== 'string' || token.trim() === '') return sendError(res, 400, 'Missing token');
  if (token.length > MAX_TOKEN_LENGTH) return sendError(res, 400, 'Token too long');

  if (!isAllowedOrigin(header(req, 'origin'), deps.allowedOrigins, header(req, 'sec-fetch-site'))) {
    return sendError(res, 403, 'Origin not allowed');
  }

  let claims: VerifiedClaims;
  try {
    claims = await deps.auth.verifyIdToken(token, true);
  } catch (error) {
    return failAuth(res, error, deps, 'verifyIdToken failed');
  }
  const now = deps.now ? deps.now() : Math.floor(Date.now() / 1000);
  if (typeof claims.auth_time !== 'number' || now - claims.auth_time > MAX_AUTH_AGE_SECONDS) {
    return sendError(res, 401, 'Recent sign-in required');
  }

  let cookie: string;
  try {
    cookie = await deps.auth.createSessionCookie(token, { expiresIn: SESSION_MAX_AGE_SECONDS * 1000 });
  } catch (error) {
    return failAuth(res, error, deps, 'createSessionCookie failed');
  }
  // private is what lets a Set-Cookie through Hosting's CDN.
  res.setHeader('Set-Cookie', serializeSessionCookie(cookie));
  sendJson(res, 200, userFromClaims(claims));
}

/** GET /api/user/token: the signed-in user of the __session cookie. */
export async function handleToken(req: HttpRequest, res: HttpResponse, deps: SessionDeps): Promise<void> {
  if (req.method !== 'GET') return methodNotAllowed(res, ['GET']);
  const cookie = sessionCookieFrom(header(req, 'cookie'));
  if (!cookie) return sendError(res, 401, 'Not signed in');
  try {
    const claims = await deps.auth.verifySessionCookie(cookie, true);
    sendJson(res, 200, userFromClaims(claims));
  } catch (error) {
    failAuth(res, error, deps, 'verifySessionCookie failed');
  }
}

/**
 * GET /api/user/logout: clears the cookie and ends every session of the user. Idempotent.
 * It is a GET (docs/security.md, "Session and pages"), so any page could trigger it (an image at /api/user/logout in a post, a link
 * from another site): it acts only for a same-origin fetch() by Fetch Metadata, and otherwise answers 403
 * with no side effect, the cookie left in place.
 */
export async function handleLogout(req: HttpRequest, res: HttpResponse, deps: SessionDeps): Promise<void> {
  if (req.method !== 'GET') return methodNotAllowed(res, ['GET']);
  if (!isSameOriginFetch(header(req, 'sec-fetch-site'), header(req, 'sec-fetch-mode'))) {
    return sendError(res, 403, 'Sign out from the site: only its own fetch() may end the session');
  }
  res.setHeader('Set-Cookie', clearedSessionCookie());
  const cookie = sessionCookieFrom(header(req, 'cookie'));
  let revoked = false;
  if (cookie) {
    let uid: string | undefined;
    try {
      uid = (await deps.auth.verifySessionCookie(cookie, true)).uid;
    } catch {
      // An invalid, expired or already revoked cookie: the visitor is signed out either way.
    }
    if (uid) {
      try {
        await deps.auth.revokeRefreshTokens(uid);
        revoked = true;
      } catch (error) {
        deps.logError?.('revokeRefreshTokens failed', error);
        return sendError(res, 503, 'Could not end the session; try again');
      }
    }
  }
  sendJson(res, 200, { signedOut: true, revoked });
}
