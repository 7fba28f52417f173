/**
 * /emi-lgn: the owner's sign-in. No page meta, only noindex (docs/decisions.md, "Titles and meta"). A visitor
 * who is already signed in goes straight on; without a backend there is nothing
 * to sign in to, and the page says so.
 */
import { useTranslation } from 'react-i18next';
import { Link, replace, useLoaderData, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { langFromPath, paths } from '@portfolio/content/paths';
import { afterLoginPath, authSession, LoginForm, NoIndex } from '../../features/auth';
import { ensureLanguage } from '../../lib/i18n';
import type { RouteHandle } from '../../components/layout/route-handle';

export const handle: RouteHandle = { slug: null };

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const [user] = await Promise.all([authSession.ensureUser(), ensureLanguage(lang, ['common', 'auth'])]);
  // Replace, as the admin guard does: Back to a sign-in URL must not push the admin page on again.
  if (user) throw replace(afterLoginPath(url.searchParams, lang));
  return { lang, enabled: authSession.getState().enabled };
}

export function Component() {
  const { lang, enabled } = useLoaderData<typeof loader>();
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();

  return (
    <section className="login-page" aria-labelledby="login-title">
      <NoIndex />
      {enabled ? (
        <>
          <h1 id="login-title">{t('login.title')}</h1>
          <p>{t('login.intro')}</p>
          <LoginForm onSignedIn={() => navigate(afterLoginPath(searchParams, lang), { replace: true })} />
        </>
      ) : (
        <>
          <h1 id="login-title">{t('login.noBackendTitle')}</h1>
          <p>{t('login.noBackend')}</p>
          <Link to={paths.home(lang)}>{t('login.backHome')}</Link>
        </>
      )}
    </section>
  );
}
