/**
 * A single project: gallery, links, Markdown body; for a project not written in the page's language, in the language
 * it is written in with a notice (docs/decisions.md, "One-language items"). Drafts answer 404.
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
import { itemOriginalAddress } from '@portfolio/content/original-address';
import { loadTagNames, tagLabelsFor, TagLabelsProvider } from '../../data/tag-labels';
import { ProjectGallery } from '../../features/projects/components/project-gallery';
import { ProjectLinks } from '../../features/projects/components/project-links';
import { TechTags } from '../../features/projects/components/tech-tags';
import { projectJsonLd, projectLanguages } from '../../features/projects/project-json-ld';
import { NotTranslatedNote } from '../../features/language/components/not-translated-note';
import { notFound } from '../http-errors';
import type { RouteHandle } from '../../components/layout/route-handle';
import { DraftPreviewBanner, hiddenFromVisitors, OwnerEditLinks } from '../../features/auth/components/owner-edit-links';
import { ownerSignedIn } from '../../features/auth/auth-session';
import { ownerOrVisitorView, previewsChanges } from '../page-data';
import { ensureLanguage } from '../../lib/i18n';

export const handle: RouteHandle = { slug: 'Portfolio' };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  const lang = langFromPath(pathname);
  const store = await getContentStore();
  // The signed-in owner previews a draft or a scheduled item at its public address, and sees a live one as visitors
  // do unless the address asks for the staged changes (docs/decisions.md, "Draft preview"); everyone else gets the 404.
  const preview = await ownerSignedIn();
  const changes = previewsChanges(new URL(request.url));
  const [project, tagNames] = await Promise.all([
    ownerOrVisitorView((options) => store.getProject(params.id ?? '', options), preview, changes),
    loadTagNames(store),
  ]);
  if (!project) throw notFound(pathname);
  const languages = projectLanguages(project);
  // The language the project is shown in: the page's, else one it is public in. Only that language's text is sent
  // (inLanguage), so a half-written translation never shows.
  const shownIn = languages.includes(lang) ? lang : languages[0];
  if (!shownIn) throw notFound(pathname);
  // Hidden from visitors (a draft, or scheduled for later: docs/decisions.md, "Scheduled publishing"), or the staged
  // changes asked for: only the owner's store returns one, so only the owner's tab asks (and loads the owner's tools).
  const hidden = preview ? await hiddenFromVisitors(project, Date.now(), { lang: shownIn, changes }) : null;
  // The preview's banner speaks the owner's messages ('auth', loaded for a signed-in user only).
  if (hidden) await ensureLanguage(lang, ['auth']);
  const tagLabels = tagLabelsFor(tagNames, project.tags, lang);
  const bodyHtml = await markdownToHtml(project.body[shownIn]);
  // What the page shows, in one language only (data/in-language.ts): the page data is public and kept by the CDN.
  // Named by the server only, as on a post's page (post.tsx).
  return {
    lang,
    languages,
    shownIn,
    project: inLanguage(project, shownIn),
    bodyHtml,
    tagLabels,
    hidden,
    ...(import.meta.env.SSR && { original: itemOriginalAddress('project', project) }),
  };
}

export function Component() {
  const { lang, languages, shownIn, project, bodyHtml, tagLabels, hidden, original } = useLoaderData<typeof loader>();
  const { t } = useTranslation('pages');
  // Shown in another language: its text is marked as such, and search engines are sent to its own page.
  const fallback = shownIn !== lang;
  const textLang = fallback ? LOCALES[shownIn].tag : undefined;
  const images = project.gallery.length > 0 ? project.gallery : project.cover ? [project.cover] : [];
  const preview = images[0];

  return (
    <TagLabelsProvider labels={tagLabels}>
      <article className="content-page project-page">
        <Seo
          title={project.title[shownIn]}
          description={project.summary[shownIn]}
          image={linkPreviewImage(preview ?? null, {
            section: 'projects',
            id: project.id,
            lang: shownIn,
            title: project.title[shownIn],
            updatedAt: project.updatedAt,
          })}
          languages={languages}
          canonicalPath={original || (fallback ? paths.project(shownIn, project.id) : undefined)}
          noindex={fallback}
          jsonLd={fallback ? [] : [projectJsonLd(project, lang, tagLabels, original)]}
        />
        {hidden ? <DraftPreviewBanner kind="project" id={project.id} preview={hidden} lang={lang} /> : null}
        <OwnerEditLinks kind="project" id={project.id} lang={lang} languages={languages} />
        <Link className="back-link" to={paths.projects(lang)}>
          {t('projects.backToProjects')}
        </Link>
        {fallback ? <NotTranslatedNote kind="project" lang={lang} /> : null}
        <header className="content-page-header">
          <h1 lang={textLang}>{project.title[shownIn]}</h1>
          <p className="content-page-intro" lang={textLang}>
            {project.summary[shownIn]}
          </p>
          <TechTags tags={project.tags} />
          <ProjectLinks project={project} />
        </header>
        <ProjectGallery images={images} lang={shownIn} headingId={`gallery-${project.id}`} />
        <RenderedMarkdown html={bodyHtml} lang={textLang} />
      </article>
    </TagLabelsProvider>
  );
}
