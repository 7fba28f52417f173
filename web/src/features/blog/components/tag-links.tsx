import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useTagLabel } from '../../../data/tag-labels';
import type { Lang } from '@portfolio/content/content-types';
import { blogListHref } from '../blog-query';

/** A post's tags, each linking to the blog list filtered by it (named in the page's language, tag-labels.tsx). */
export function TagLinks({ tags, lang }: { tags: string[]; lang: Lang }) {
  const { t } = useTranslation('pages');
  const label = useTagLabel();
  if (tags.length === 0) return null;
  return (
    <ul className="tag-list" aria-label={t('common.tags')}>
      {tags.map((tag) => (
        <li key={tag}>
          <Link className="tag" to={blogListHref(lang, { tag })}>
            {label(tag)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
