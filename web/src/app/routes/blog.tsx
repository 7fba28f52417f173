/** The blog list: newest first, 10 a page (?page=N), filterable by tag (?tag=x). */
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Seo } from '../../components/seo/seo';
import { langFromPath } from '../../config/paths';
import { getContentStore } from '../../features/content/api/get-content-store';
import { isAvailableIn } from '../../features/content/types';
import { blogListHref, collectTags, paginate, parsePage } from '../../features/blog/blog-query';
import { Pagination } from '../../features/blog/components/pagination';
import { PostCard } from '../../features/blog/components/post-card';
import { TagFilter } from '../../features/blog/components/tag-filter';
import '../../features/blog/blog.css';
import { notFound } from '../http-errors';
import type { RouteHandle } from '../route-handle';

export const handle: RouteHandle = { slug: 'Blog' };

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const tag = url.searchParams.get('tag')?.trim().toLowerCase() ?? '';
  const page = parsePage(url.searchParams.get('page'));
  if (page === null) throw notFound(url.pathname + url.search);

  const store = await getContentStore();
  const posts = (await store.listPosts()).filter((post) => isAvailableIn(post, lang));
  const filtered = tag ? posts.filter((post) => post.tags.includes(tag)) : posts;
  const slice = paginate(filtered, page);
  if (!slice) throw notFound(url.pathname + url.search);
  return { lang, tag, tags: collectTags(posts), ...slice };
}

export function Component() {
  const { lang, tag, tags, posts, page, pageCount, total } = useLoaderData<typeof loader>();
  const { t } = useTranslation('pages');
  const title = tag ? t('blog.titleTag', { tag }) : page > 1 ? t('blog.titlePage', { page }) : t('blog.title');

  return (
    <div className="content-page blog-page">
      <Seo title={title} description={t('blog.metaDescription')} />
      <header className="content-page-header">
        <h1>{t('blog.title')}</h1>
        <p className="content-page-intro">{t('blog.intro')}</p>
      </header>

      <TagFilter lang={lang} tags={tags} current={tag} />

      {tag && (
        <div className="blog-filter-status">
          <h2>{t('blog.taggedWith', { tag })}</h2>
          <p>{t('blog.count', { count: total })}</p>
          <Link to={blogListHref(lang)}>{t('blog.clearFilter')}</Link>
        </div>
      )}

      {pageCount > 1 && <p className="post-meta">{t('blog.pageOf', { page, count: pageCount })}</p>}

      {posts.length === 0 ? (
        <p className="empty-state">{tag ? t('blog.emptyTag', { tag }) : t('blog.empty')}</p>
      ) : (
        <ul className="post-grid">
          {posts.map((post, index) => (
            <li key={post.id}>
              <PostCard post={post} lang={lang} headingLevel={tag ? 3 : 2} eagerImage={index < 2} />
            </li>
          ))}
        </ul>
      )}

      <Pagination lang={lang} page={page} pageCount={pageCount} tag={tag} />
    </div>
  );
}
