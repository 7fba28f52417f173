import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PageSlug } from './route-handle';
import type { Lang } from '@portfolio/content/languages';
import { Icon } from '../ui/icon';
import { NAV_ITEMS } from './nav-items';

/** One nav landmark: a row in the header on wide screens, a fixed bottom tab bar on small ones (CSS). */
export function SiteNav({ lang, activeSlug }: { lang: Lang; activeSlug: PageSlug | null }) {
  const { t } = useTranslation('common');
  return (
    <nav className="site-nav" aria-label={t('nav.label')}>
      <ul className="site-nav__list">
        {NAV_ITEMS.map((item) => {
          const active = item.slug === activeSlug;
          return (
            <li key={item.slug}>
              <Link
                className={active ? 'site-nav__link is-active' : 'site-nav__link'}
                to={item.href(lang)}
                rel={item.rel}
                aria-current={active ? 'page' : undefined}
              >
                <Icon name={item.icon} className="site-nav__icon" />
                <span>{t(`nav.${item.label}`)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
