/**
 * A single blog post in the page's language, or, for a post not written in it, in the language it is written in with
 * a notice (docs/decisions.md, "One-language items"); drafts answer 404.
 */
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { markdownToHtml } from '../../components/markdown/markdown-html';
import { RenderedMarkdown } from '../../components/markdown/rendered-markdown';
import { linkPreviewImage } from '../../components/seo/link-preview-image';
import { Seo } from '../../components/seo/seo';
import { langFromPath, paths } from '@portfolio/content/paths';
import { LOCALES } from '@portfolio/content/languages';
import { getContentStore } from '../../data/get-content-store';
import { inLanguage } from '../../data/in-language';
import { isAvailableIn, modifiedDate } from '@portfolio/content/content-types';
import { itemOriginalAddress } from '@portfolio/content/original-address';
import { loadTagNames, tagLabelsFor, TagLabelsProvider } from '../../data/tag-labels';
import { adjacentPosts, relatedPosts } from '../../features/blog/blog-query';
import { PostMeta } from '../../features/blog/components/post-meta';
import { PostNavigation } from '../../features/blog/components/post-navigation';
import { RelatedPosts } from '../../features/blog/components/related-posts';
import { TableOfContents } from '../../features/blog/components/table-of-contents';
import { tableOfContents } from '../../features/blog/table-of-contents';
import { TagLinks } from '../../features/blog/components/tag-links';
import { postJsonLd, postLanguages } from '../../features/blog/post-json-ld';
import { NotTranslatedNote } from '../../features/language/components/not-translated-note';
import { notFound } from '../http-errors';
import type { RouteHandle } from '../../components/layout/route-handle';
import { DraftPreviewBanner, hiddenFromVisitors, OwnerEditLinks } from '../../features/auth/components/owner-edit-links';
import { ownerSignedIn } from '../../features/auth/auth-session';
import { ownerOrVisitorView, previewsChanges } from '../page-data';
import { ensureLanguage } from '../../lib/i18n';
import { responsiveImage } from '../../utils/responsive-image';

export const handle: RouteHandle = { slug: 'Blog' };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  const lang = langFromPath(pathname);
  const store = await getContentStore();
  // The signed-in owner previews a draft or a scheduled item at its public address, and sees a live one as visitors
  // do unless the address asks for the staged changes (docs/decisions.md, "Draft preview"); everyone else gets the 404.
  const preview = await ownerSignedIn();
  const changes = previewsChanges(new URL(request.url));
  const [post, list, tagNames] = await Promise.all([
    ownerOrVisitorView((options) => store.getPost(params.id ?? '', options), preview, changes),
    store.listPosts(),
    loadTagNames(store),
  ]);
  if (!post) throw notFound(pathname);
  const languages = postLanguages(post);
  // The language the post is shown in: the page's, else one it is public in. Only that language's text is sent
  // (inLanguage), so a half-written translation never shows.
  const shownIn = languages.includes(lang) ? lang : languages[0];
  if (!shownIn) throw notFound(pathname);
  // Hidden from visitors (a draft, or scheduled for later: docs/decisions.md, "Scheduled publishing"), or the staged
  // changes asked for: only the owner's store returns one, so only the owner's tab asks (and loads the owner's tools).
  const hidden = preview ? await hiddenFromVisitors(post, Date.now(), { lang: shownIn, changes }) : null;
  // The preview's banner speaks the owner's messages ('auth', loaded for a signed-in user only).
  if (hidden) await ensureLanguage(lang, ['auth']);
  const written = list.filter((item) => isAvailableIn(item, lang));
  // A post shown in another language has no place in this language's list: no previous or next.
  const { previous, next } = adjacentPosts(written, post.id);
  const related = relatedPosts(written, post);
  const bodyHtml = await markdownToHtml(post.body[shownIn]);
  const tagLabels = tagLabelsFor(
    tagNames,
    [post, ...related].flatMap((item) => item.tags),
    lang,
  );
  // What the page shows, in its language only (data/in-language.ts): the page data is public and kept by the CDN.
  return {
    lang,
    languages,
    shownIn,
    post: inLanguage(post, shownIn),
    previous: previous && inLanguage(previous, lang),
    next: next && inLanguage(next, lang),
    related: related.map((item) => inLanguage(item, lang)),
    bodyHtml,
    toc: tableOfContents(bodyHtml),
    tagLabels,
    hidden,
    // Where the post was first published, for its canonical URL: named by the server only, which crawlers read and
    // whose page data visitors' tabs take over, so the content model stays out of visitors' pages (docs/adding-a-field.md).
    ...(import.meta.env.SSR && { original: itemOriginalAddress('post', post) }),
  };
}

export function Component() {
  const { lang, languages, shownIn, post, previous, next, related, bodyHtml, toc, tagLabels, hidden, original } =
    useLoaderData<typeof loader>();
  const { t } = useTranslation('pages');
  // Shown in another language: its text is marked as such, and search engines are sent to its own page.
  const fallback = shownIn !== lang;
  const textLang = fallback ? LOCALES[shownIn].tag : undefined;

  return (
    <TagLabelsProvider labels={tagLabels}>
      <article className="content-page post-page">
        <Seo
          title={post.title[shownIn]}
          description={post.summary[shownIn]}
          image={linkPreviewImage(post.cover, {
            section: 'blog',
            id: post.id,
            lang: shownIn,
            title: post.title[shownIn],
            updatedAt: post.updatedAt,
          })}
          type="article"
          publishedTime={new Date(post.publishedAt).toISOString()}
          modifiedTime={new Date(modifiedDate(post)).toISOString()}
          languages={languages}
          canonicalPath={original || (fallback ? paths.post(shownIn, post.id) : undefined)}
          noindex={fallback}
          jsonLd={fallback ? [] : [postJsonLd(post, lang, tagLabels, original)]}
        />
        {hidden ? <DraftPreviewBanner kind="post" id={post.id} preview={hidden} lang={lang} /> : null}
        <OwnerEditLinks kind="post" id={post.id} lang={lang} languages={languages} />
        <Link className="back-link" to={paths.blog(lang)}>
          {t('blog.backToBlog')}
        </Link>
        {fallback ? <NotTranslatedNote kind="post" lang={lang} /> : null}
        <header className="content-page-header post-header">
          <h1 lang={textLang}>{post.title[shownIn]}</h1>
          <PostMeta post={post} lang={lang} shownIn={shownIn} showUpdate />
          <TagLinks tags={post.tags} lang={lang} />
        </header>
        {post.cover && (
          <img
            className="post-cover"
            src={post.cover.url}
            {...responsiveImage(post.cover, 'postCover')}
            alt={post.cover.alt[shownIn]}
            lang={textLang}
            width={post.cover.width}
            height={post.cover.height}
            fetchPriority="high"
          />
        )}
        <TableOfContents entries={toc} lang={textLang} />
        <RenderedMarkdown html={bodyHtml} lang={textLang} />
        <RelatedPosts lang={lang} posts={related} />
        <PostNavigation lang={lang} previous={previous} next={next} />
      </article>
    </TagLabelsProvider>
  );
}
