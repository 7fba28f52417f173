import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useFetcher } from 'react-router-dom';
import { paths } from '@portfolio/content/paths';
import type { Lang } from '@portfolio/content/languages';
import type { PostSummary } from '@portfolio/content/content-types';

/** How many of the newest posts a missing page offers. */
const LATEST = 3;

/**
 * The newest posts, read through the blog list's loader once the page is in the browser (page data from the server,
 * or the local store on a site without a backend): a missing page still leads somewhere worth reading.
 */
export function LatestPosts({ lang }: { lang: Lang }) {
  const { t } = useTranslation('common');
  const fetcher = useFetcher<{ posts?: PostSummary[] }>();
  const { load } = fetcher;
  const blog = paths.blog(lang);
  useEffect(() => {
    void load(blog);
  }, [load, blog]);
  const posts = (fetcher.data?.posts ?? []).slice(0, LATEST);
  if (posts.length === 0) return null;
  return (
    <section className="error-page__latest" aria-labelledby="error-latest">
      <h2 id="error-latest">{t('error.latestPosts')}</h2>
      <ul>
        {posts.map((post) => (
          <li key={post.id}>
            <Link to={paths.post(lang, post.id)}>{post.title[lang]}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
