import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@portfolio/content/content-types';
import { blogListHref } from '../blog-query';

export interface PaginationProps {
  lang: Lang;
  page: number;
  pageCount: number;
  tag: string;
}

/** Links to every page of the list (the blog never has so many that a window is needed). */
export function Pagination({ lang, page, pageCount, tag }: PaginationProps) {
  const { t } = useTranslation('pages');
  if (pageCount <= 1) return null;
  const href = (target: number) => blogListHref(lang, { page: target, tag });
  return (
    <nav className="pagination" aria-label={t('blog.pagination')}>
      <ul>
        {page > 1 && (
          <li>
            <Link to={href(page - 1)} rel="prev">
              {t('blog.previousPage')}
            </Link>
          </li>
        )}
        {Array.from({ length: pageCount }, (_, index) => index + 1).map((number) => (
          <li key={number}>
            <Link to={href(number)} aria-current={number === page ? 'page' : undefined} aria-label={t('blog.page', { page: number })}>
              {number}
            </Link>
          </li>
        ))}
        {page < pageCount && (
          <li>
            <Link to={href(page + 1)} rel="next">
              {t('blog.nextPage')}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
