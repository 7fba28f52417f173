import { useTranslation } from 'react-i18next';
import type { Lang, PostSummary } from '@portfolio/content/content-types';
import { PostCard } from './post-card';

/** Up to three posts sharing the post's tags (blog-query.ts relatedPosts), as cards; nothing when there are none. */
export function RelatedPosts({ lang, posts }: { lang: Lang; posts: PostSummary[] }) {
  const { t } = useTranslation('pages');
  if (posts.length === 0) return null;
  return (
    <section className="related-posts" aria-labelledby="related-posts-heading">
      <h2 id="related-posts-heading">{t('blog.relatedPosts')}</h2>
      <ul className="post-grid">
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} lang={lang} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
