import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { langFromPath, paths, unlocalize } from '@portfolio/content/paths';
import type { Lang } from '@portfolio/content/languages';
import { Seo } from '../seo/seo';
import { Icon } from '../ui/icon';
import { errorMessage } from './error-message';

export interface ErrorPageProps {
  statusCode: number;
  /** Raw message: see errorMessage() for how it is shown. */
  message: string;
  /** What the visitor reads when the message is not a translation key (default: the unknown-error text). */
  fallbackKey?: string;
}

/** The way back from a missing page: the section it is under (an unknown post → the blog), else home. */
function sectionLink(pathname: string, lang: Lang): { to: string; key: string } {
  const [section] = unlocalize(pathname).split('/').filter(Boolean);
  if (section === 'blog') return { to: paths.blog(lang), key: 'error.backToBlog' };
  if (section === 'projects') return { to: paths.projects(lang), key: 'error.backToProjects' };
  return { to: paths.home(lang), key: 'error.backHome' };
}

// The newest posts a missing page offers: their own chunk, fetched by the rare visitor who meets a 404
// (docs/quality.md, "JavaScript before interaction").
const LatestPosts = lazy(() => import('./latest-posts').then((module) => ({ default: module.LatestPosts })));

/** The error screen's content (the caller provides the <main> landmark). */
export function ErrorPage({ statusCode, message, fallbackKey }: ErrorPageProps) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const lang = langFromPath(pathname);
  // A missing page says so once, in words (docs/decisions.md, "Errors"); other errors keep their status code.
  const missing = statusCode === 404;
  const back = missing ? sectionLink(pathname, lang) : { to: paths.home(lang), key: 'error.backHome' };
  return (
    <section className="error-page container" aria-labelledby="error-heading">
      <Seo title={t('error.title', { status: statusCode })} noindex />
      {missing ? null : (
        <>
          <p className="error-page__code" aria-hidden="true">
            {statusCode}
          </p>
          <p className="error-page__status">{t('error.status', { status: statusCode })}</p>
        </>
      )}
      <h1 id="error-heading" className="error-page__heading">
        {missing ? t('error.notFoundHeading') : t('error.heading')}
      </h1>
      <p className="error-page__message">{errorMessage(message, t, fallbackKey)}</p>
      <Link className="btn btn--primary" to={back.to}>
        <Icon name="arrow-left" />
        {t(back.key)}
      </Link>
      {missing ? (
        <>
          {/* A plain GET form: it works before the app runs, and a 404 need not keep its state. */}
          <form className="error-page__search" role="search" method="get" action={paths.search(lang)}>
            <label htmlFor="error-search">{t('error.searchLabel')}</label>
            <div className="error-page__search-row">
              <input id="error-search" name="q" type="search" className="error-page__search-input" />
              <button type="submit" className="btn">
                {t('error.searchSubmit')}
              </button>
            </div>
          </form>
          <Suspense fallback={null}>
            <LatestPosts lang={lang} />
          </Suspense>
        </>
      ) : null}
    </section>
  );
}
