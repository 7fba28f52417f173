import { useTranslation } from 'react-i18next';
import { formatDate, isoDate } from '../../../utils/dates';
import { revisedDate, type Lang, type PostSummary } from '@portfolio/content/content-types';

/**
 * Date and reading time of a post, in the page language; on the post's own page (`showUpdate`), also the date
 * the owner last marked a change as an update. `shownIn`: the language the post's text is in, when not the page's.
 */
export function PostMeta({
  post,
  lang,
  shownIn = lang,
  showUpdate = false,
}: {
  post: PostSummary;
  lang: Lang;
  shownIn?: Lang;
  showUpdate?: boolean;
}) {
  const { t } = useTranslation('pages');
  const revised = showUpdate ? revisedDate(post) : 0;
  return (
    <p className="post-meta">
      <time dateTime={isoDate(post.publishedAt)}>{formatDate(post.publishedAt, lang)}</time>
      <span aria-hidden="true"> · </span>
      <span>{t('common.readingTime', { count: post.readingMinutes[shownIn] })}</span>
      {revised > 0 ? (
        <>
          <span aria-hidden="true"> · </span>
          <span>
            {t('common.updatedOn')} <time dateTime={isoDate(revised)}>{formatDate(revised, lang)}</time>
          </span>
        </>
      ) : null}
    </p>
  );
}
