/**
 * Route-loader helpers: the admin guard and the login page's redirect. The
 * database rules are the real access control; this only spares the owner's
 * visitors a broken screen.
 */
import { data, replace } from 'react-router-dom';
import { langFromPath, paths, unlocalize } from '@portfolio/content/paths';
import type { Lang } from '@portfolio/content/content-types';
import { authSession } from './auth-session';
import type { AuthUser } from './types';

const NEXT_PARAM = 'next';
/** The 403's message: a key of the 'auth' namespace. */
const FORBIDDEN_MESSAGE = 'forbidden.message';

/** `next` only when it is a same-site admin path (never an open redirect), in its own language. */
function safeNextPath(next: string | null): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(next, 'http://same.site');
  } catch {
    return null;
  }
  if (url.origin !== 'http://same.site') return null;
  const bare = unlocalize(url.pathname);
  if (bare !== '/admin' && !bare.startsWith('/admin/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where the login page sends a signed-in user. */
export function afterLoginPath(search: string | URLSearchParams, lang: Lang): string {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return safeNextPath(params.get(NEXT_PARAM)) ?? paths.admin.posts(lang);
}

function loginPathWithNext(lang: Lang, next: string): string {
  return `${paths.login(lang)}?${new URLSearchParams({ [NEXT_PARAM]: next })}`;
}

/**
 * For the admin layout's loader: signed-out → the login page with ?next=; signed in
 * without the owner claim → a 403; the owner → the user. `/admin` alone → the post list.
 */
export async function requireOwner(request: Request): Promise<AuthUser> {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const user = await authSession.ensureUser();
  // Redirects replace the entry: a pushed one would leave the admin URL behind the sign-in page, and Back
  // would run this guard again and push the sign-in page again (a Back-button trap after signing out).
  if (!user) throw replace(loginPathWithNext(lang, `${url.pathname}${url.search}`));
  // Same shape as app/http-errors (features do not import the app layer); the admin layout's boundary renders it.
  if (!user.owner) throw data({ message: FORBIDDEN_MESSAGE }, { status: 403 });
  if (unlocalize(url.pathname).replace(/\/+$/, '') === '/admin') throw replace(paths.admin.posts(lang));
  return user;
}
