/**
 * The admin area's guard and shell. Signed out → the login page with ?next=;
 * signed in without the owner claim → 403; the owner → a sub-nav and the screen.
 * The database rules are the real access control; this guard is courtesy.
 */
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, NavLink, Outlet, useLoaderData, useRouteError, type LoaderFunctionArgs } from 'react-router-dom';
import { env } from '../../../config/env';
import { langFromPath } from '@portfolio/content/paths';
import { ADMIN_SCREENS, ForbiddenPage, NoIndex, requireOwner, useAuth } from '../../../features/auth';
import { ensureLanguage } from '../../../lib/i18n';
import type { RouteHandle } from '../../../components/layout/route-handle';
import { RouteErrorBoundary } from '../../route-error-boundary';
import './admin-layout.css';

export const handle: RouteHandle = { slug: null };

export async function loader({ request }: LoaderFunctionArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  // The 403 page needs its messages too, so load them before the guard decides.
  await ensureLanguage(lang, ['common', 'auth']);
  const user = await requireOwner(request);
  return { lang, uid: user.uid };
}

export function Component() {
  const { lang } = useLoaderData<typeof loader>();
  const { t } = useTranslation('auth');
  const { user } = useAuth();
  const links = ADMIN_SCREENS.map((screen) => ({ to: screen.path(lang), label: t(`screens.${screen.key}`) }));
  return (
    <div className="admin-shell">
      <NoIndex />
      <nav className="admin-shell__nav" aria-label={t('admin.navLabel')}>
        <ul>
          {links.map((link) => (
            <li key={link.to}>
              {/* `end`: the list link must not stay active on its create/edit screens. */}
              <NavLink to={link.to} end>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        {user && <p className="admin-shell__user">{t('admin.signedInAs', { name: user.name })}</p>}
      </nav>
      {/* Without the Database emulator (or any database), edits go to the in-memory store of this tab: say so. */}
      {env.contentSource === 'bundled' && (
        <p className="admin-shell__notice" role="note">
          {t('admin.bundledNotice')}
        </p>
      )}
      {/* On the local stand-in (npm start without Java 21), edits last as long as the process: say so. */}
      {env.contentSource === 'database' && env.standIn && (
        <p className="admin-shell__notice" role="note">
          {t('admin.standInNotice')}
        </p>
      )}
      <Outlet />
    </div>
  );
}

/** The guard's 403 is ours to render; anything else gets the app's error page. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 403) return <ForbiddenPage />;
  return <RouteErrorBoundary />;
}
