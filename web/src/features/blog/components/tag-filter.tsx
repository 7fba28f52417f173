import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useTagLabel } from '../../../data/tag-labels';
import type { Lang } from '@portfolio/content/content-types';
import { blogListHref } from '../blog-query';

/** Tag filter as plain links (shareable URLs, works without JavaScript state). */
export function TagFilter({ lang, tags, current }: { lang: Lang; tags: string[]; current: string }) {
  const { t } = useTranslation('pages');
  const label = useTagLabel();
  if (tags.length === 0) return null;
  return (
    <nav className="tag-filter" aria-label={t('blog.filterByTag')}>
      <ul className="tag-list">
        <li>
          <Link className="tag" to={blogListHref(lang)} aria-current={current === '' ? 'page' : undefined}>
            {t('blog.allTags')}
          </Link>
        </li>
        {tags.map((tag) => (
          <li key={tag}>
            <Link className="tag" to={blogListHref(lang, { tag })} aria-current={tag === current ? 'page' : undefined}>
              {label(tag)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
