import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { langFromPath, paths } from '@portfolio/content/paths';
import { Seo } from '../../../components/seo/seo';

/** The 403 for a signed-in user without the owner claim. */
export function ForbiddenPage() {
  const { t } = useTranslation('auth');
  const lang = langFromPath(useLocation().pathname);
  return (
    <section className="forbidden-page" aria-labelledby="forbidden-title">
      <Seo title={t('forbidden.title')} noindex />
      <p className="forbidden-page__status">403</p>
      <h1 id="forbidden-title">{t('forbidden.title')}</h1>
      <p>{t('forbidden.message')}</p>
      <Link className="btn" to={paths.home(lang)}>
        {t('forbidden.backHome')}
      </Link>
    </section>
  );
}
