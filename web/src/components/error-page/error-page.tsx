import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { langFromPath, paths, switchLanguage } from '../../config/paths';
import type { Lang } from '../../config/languages';
import { LOCALES } from '../../config/languages';
import { Seo } from '../seo/seo';
import { Icon } from '../ui/icon';
import { errorMessage } from './error-message';

export interface ErrorPageProps {
  statusCode: number;
  /** Raw message: see errorMessage() for how it is shown. */
  message: string;
  /** What the visitor reads when the message is not a translation key (default: the unknown-error text). */
  fallbackKey?: string;
  /** A page missing in the URL's language only: the languages it exists in, linked. */
  availableIn?: Lang[];
}

/** The error screen's content (the caller provides the <main> landmark). */
export function ErrorPage({ statusCode, message, fallbackKey, availableIn = [] }: ErrorPageProps) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const lang = langFromPath(pathname);
  const versions = availableIn.filter((code) => code !== lang);
  return (
    <section className="error-page container" aria-labelledby="error-heading">
      <Seo title={t('error.title', { status: statusCode })} noindex />
      <p className="error-page__code" aria-hidden="true">
        {statusCode}
      </p>
      <p className="error-page__status">{t('error.status', { status: statusCode })}</p>
      <h1 id="error-heading" className="error-page__heading">
        {t('error.heading')}
      </h1>
      <p className="error-page__message">{errorMessage(message, t, fallbackKey)}</p>
      {versions.map((code) => (
        <p key={code} className="error-page__message">
          {t('error.otherLanguage', { language: t(`language.names.${code}`) })}{' '}
          <Link to={switchLanguage(pathname, code)} hrefLang={LOCALES[code].tag}>
            {t('error.readIn', { language: t(`language.names.${code}`) })}
          </Link>
        </p>
      ))}
      <Link className="btn btn--primary" to={paths.home(lang)}>
        <Icon name="arrow-left" />
        {t('error.backHome')}
      </Link>
    </section>
  );
}
