/** The blog list: newest first, 10 a page (?page=N), filterable by tag (?tag=x). */
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Seo } from '../../components/seo/seo';
import { sectionPreviewImage } from '../../components/seo/link-preview-image';
import { Icon } from '../../components/ui/icon';
import { langFromPath, paths } from '@portfolio/content/paths';
import { getContentStore } from '../../data/get-content-store';
import { cardIn, listedLanguage } from '../../data/list-cards';
import { LANGS, type Lang } from '@portfolio/content/content-types';
import { loadTagNames, tagLabelsFor, TagLabelsProvider } from '../../data/tag-labels';
import { blogListHref, blogListSearch, collectTags, paginate, parsePage } from '../../features/blog/blog-query';
import { Pagination } from '../../features/blog/components/pagination';
import { PostCard } from '../../features/blog/components/post-card';
import { TagFilter } from '../../features/blog/components/tag-filter';
import { notFound } from '../http-errors';
import type { RouteHandle } from '../../components/layout/route-handle';

export const handle: RouteHandle = { slug: 'Blog' };

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const tag = url.searchParams.get('tag')?.trim().toLowerCase() ?? '';
  const page = parsePage(url.searchParams.get('page'));
  if (page === null) throw notFound(url.pathname + url.search);

  const store = await getContentStore();
  const [all, tagNames] = await Promise.all([store.listPosts(), loadTagNames(store)]);
  const listIn = (code: Lang) => {
    const posts = all.filter((post) => listedLanguage(post, code) !== null);
    const listed = tag ? posts.filter((post) => post.tags.includes(tag)) : posts;
    // A tag no live post in this language carries is no page (a 404, noindex): it names nothing stored, and no
    // text typed into `?tag=` becomes a page of the site (docs/security.md, "What a page carries").
    return { posts, slice: tag && listed.length === 0 ? null : paginate(listed, page) };
  };
  const { posts, slice } = listIn(lang);
  if (!slice) throw notFound(url.pathname + url.search);
  // The same list page in another language exists only if that language has as many pages (hreflang, Seo).
  const languages = LANGS.filter((code) => code === lang || listIn(code).slice !== null);
  const tags = collectTags(posts);
  // The filter shows every tag, the one in the URL among them.
  const tagLabels = tagLabelsFor(tagNames, tags, lang);
  // The cards' texts in the language each is shown in only (data/in-language.ts).
  return { lang, tag, tags, tagLabels, languages, ...slice, posts: slice.posts.map((post) => cardIn(post, lang)) };
}

export function Component() {
  const { lang, tag, tags, tagLabels, languages, posts, page, pageCount, total } = useLoaderData<typeof loader>();
  const { t } = useTranslation('pages');
  const tagName = tagLabels[tag] ?? tag;
  const title = tag ? t('blog.titleTag', { tag: tagName }) : page > 1 ? t('blog.titlePage', { page }) : t('blog.title');

  return (
    <TagLabelsProvider labels={tagLabels}>
      <div className="content-page blog-page">
        {/* Each page of the list and each tag is a page of its own: its canonical URL keeps its query. */}
        <Seo
          title={title}
          description={t('blog.metaDescription')}
          search={blogListSearch({ page, tag })}
          languages={languages}
          image={sectionPreviewImage('blog', lang, t('blog.title'))}
        />
        <header className="content-page-header">
          <h1>{t('blog.title')}</h1>
          <p className="content-page-intro">{t('blog.intro')}</p>
          <p className="blog-feed">
            <a href={paths.feed(lang)} type="application/rss+xml">
              <Icon name="rss" size={16} />
              {t('blog.followFeed')}
            </a>
          </p>
        </header>

        <TagFilter lang={lang} tags={tags} current={tag} />

        {tag && (
          <div className="blog-filter-status">
            <h2>{t('blog.taggedWith', { tag: tagName })}</h2>
            <p>{t('blog.count', { count: total })}</p>
            <Link to={blogListHref(lang)}>{t('blog.clearFilter')}</Link>
          </div>
        )}

        {pageCount > 1 && <p className="post-meta">{t('blog.pageOf', { page, count: pageCount })}</p>}

        {posts.length === 0 ? (
          <p className="empty-state">{tag ? t('blog.emptyTag', { tag: tagName }) : t('blog.empty')}</p>
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
    </TagLabelsProvider>
  );
}
