import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@portfolio/content/paths';
import { site } from '@portfolio/content/site';
import type { Lang } from '@portfolio/content/languages';
import { Icon } from '../ui/icon';
import type { IconName } from '../ui/icons';

const PROFILES: { key: keyof typeof site.social; icon: IconName }[] = [
  { key: 'codeHosting', icon: 'github' },
  { key: 'codePlayground', icon: 'codepen' },
  { key: 'video', icon: 'youtube' },
  { key: 'gif', icon: 'giphy' },
];

export function SiteFooter({ lang, year = new Date().getFullYear() }: { lang: Lang; year?: number }) {
  const { t } = useTranslation('common');
  return (
    <footer className="site-footer">
      <div className="site-footer__inner container">
        <Link className="site-footer__logo" to={paths.home(lang)}>
          <Icon name="logo" size={28} title={t('header.goHome')} />
        </Link>
        <p className="site-footer__copyright">
          <Link to={paths.home(lang)}>
            {t('footer.copyright', { start: site.copyrightStartYear, end: year })} {site.name}
          </Link>
        </p>
        <p className="site-footer__contact">
          <a href={`mailto:${site.email}`}>
            <Icon name="mail" size={18} />
            {site.email}
          </a>
        </p>
        {/* The feed is XML from the api function, not a page of the app: a plain link (docs/rendering.md). */}
        <a className="site-footer__feed" href={paths.feed(lang)} type="application/rss+xml">
          <Icon name="rss" size={18} />
          {t('footer.feed')}
        </a>
        <ul className="site-footer__profiles" aria-label={t('footer.profiles')}>
          {PROFILES.map(({ key, icon }) => {
            const profile = site.social[key];
            return (
              <li key={key}>
                <a
                  className="icon-link"
                  href={profile.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('footer.profileLink', { name: profile.label })}
                  title={profile.label}
                >
                  <Icon name={icon} size={22} />
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </footer>
  );
}
