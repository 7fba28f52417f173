import { useTranslation } from 'react-i18next';
import { formatDate, isoDate } from '../../../utils/dates';
import type { Lang, PostSummary } from '../../content/types';

/** Date and reading time of a post, in the page language. */
export function PostMeta({ post, lang }: { post: PostSummary; lang: Lang }) {
  const { t } = useTranslation('pages');
  return (
    <p className="post-meta">
      <time dateTime={isoDate(post.publishedAt)}>{formatDate(post.publishedAt, lang)}</time>
      <span aria-hidden="true"> · </span>
      <span>{t('common.readingTime', { count: post.readingMinutes[lang] })}</span>
    </p>
  );
}
