import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@portfolio/content/paths';
import type { Lang, PostSummary } from '@portfolio/content/content-types';

/** Older and newer posts in the same language. */
export function PostNavigation({ lang, previous, next }: { lang: Lang; previous: PostSummary | null; next: PostSummary | null }) {
  const { t } = useTranslation('pages');
  if (!previous && !next) return null;
  return (
    <nav className="post-navigation" aria-label={t('blog.postNavigation')}>
      {previous && (
        <Link className="post-navigation-link post-navigation-previous" to={paths.post(lang, previous.id)} rel="prev">
          <span className="post-navigation-label">{t('blog.previousPost')}</span>
          <span className="post-navigation-title">{previous.title[lang]}</span>
        </Link>
      )}
      {next && (
        <Link className="post-navigation-link post-navigation-next" to={paths.post(lang, next.id)} rel="next">
          <span className="post-navigation-label">{t('blog.nextPost')}</span>
          <span className="post-navigation-title">{next.title[lang]}</span>
        </Link>
      )}
    </nav>
  );
}
