import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PageSlug } from './route-handle';
import { paths } from '@portfolio/content/paths';
import { site } from '@portfolio/content/site';
import type { Lang } from '@portfolio/content/languages';
import { Icon } from '../ui/icon';
import { SiteNav } from './site-nav';

export interface SiteHeaderProps {
  lang: Lang;
  activeSlug: PageSlug | null;
  /** Theme and language pickers (features, composed by the app layer). */
  tools: ReactNode;
  /** The signed-in user's menu slot. */
  userMenu: ReactNode;
}

export function SiteHeader({ lang, activeSlug, tools, userMenu }: SiteHeaderProps) {
  const { t } = useTranslation('common');
  return (
    <header className="site-header">
      <div className="site-header__inner container">
        <Link className="brand" to={paths.home(lang)}>
          <span className="brand__mark" aria-hidden="true">
            <Icon name="logo" size={18} />
          </span>
          <span className="brand__name">{site.name}</span>
        </Link>
        {activeSlug ? (
          // Small screens show where you are, since the bottom bar only has short labels.
          <p className="site-header__section">{t(`section.${activeSlug}`)}</p>
        ) : null}
        <SiteNav lang={lang} activeSlug={activeSlug} />
        <Link className="tool-button site-header__search" to={paths.search(lang)} aria-keyshortcuts="/">
          <Icon name="search" size={20} />
          <span className="tool-button__label">{t('header.search')}</span>
        </Link>
        <div className="site-header__tools" role="group" aria-label={t('header.tools')}>
          {tools}
          {userMenu}
        </div>
      </div>
    </header>
  );
}
