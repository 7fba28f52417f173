import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LOCALES } from '@portfolio/content/languages';
import { paths } from '@portfolio/content/paths';
import type { Lang, PostSummary } from '@portfolio/content/content-types';
import { responsiveImage } from '../../../utils/responsive-image';
import { PostMeta } from './post-meta';
import { TagLinks } from './tag-links';

export interface PostCardProps {
  /** `shownIn`: the language its text is in, when a list shows it untranslated (data/list-cards.ts). */
  post: PostSummary & { shownIn?: Lang };
  lang: Lang;
  /** The card title's level, so the page keeps a correct heading outline. */
  headingLevel?: 2 | 3;
  /** Cards near the top of the page load their image eagerly. */
  eagerImage?: boolean;
}

export function PostCard({ post, lang, headingLevel = 2, eagerImage = false }: PostCardProps) {
  const { t } = useTranslation('pages');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const shownIn = post.shownIn ?? lang;
  // The language tag of a text in another language than the page's (as the one-language page marks it).
  const textLang = shownIn === lang ? undefined : LOCALES[shownIn].tag;
  return (
    <article className="post-card">
      {post.cover && (
        <img
          className="post-card-image"
          src={post.cover.url}
          {...responsiveImage(post.cover, 'postCard')}
          alt=""
          width={post.cover.width}
          height={post.cover.height}
          loading={eagerImage ? 'eager' : 'lazy'}
          decoding="async"
        />
      )}
      <div className="post-card-body">
        <Heading className="post-card-title">
          {/* The title link is the card's one link to the post; the image is decorative next to it. */}
          <Link to={paths.post(lang, post.id)} lang={textLang}>
            {post.title[shownIn]}
          </Link>
          {/* "(en inglés)": an untranslated item in another language's list (data/list-cards.ts). */}
          {textLang ? <span className="lang-mark"> {t('common.inOtherLanguage')}</span> : null}
        </Heading>
        <PostMeta post={post} lang={lang} shownIn={shownIn} />
        <p className="post-card-summary" lang={textLang}>
          {post.summary[shownIn]}
        </p>
        <TagLinks tags={post.tags} lang={lang} />
      </div>
    </article>
  );
}
