/**
 * The project showcase: featured first (the store orders them), those written in the page language and those its
 * owner lists here untranslated (docs/decisions.md, "One-language items").
 */
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Seo } from '../../components/seo/seo';
import { sectionPreviewImage } from '../../components/seo/link-preview-image';
import { langFromPath } from '@portfolio/content/paths';
import { getContentStore } from '../../data/get-content-store';
import { cardIn, listedLanguage } from '../../data/list-cards';
import { loadTagNames, tagLabelsFor, TagLabelsProvider } from '../../data/tag-labels';
import { ProjectCard } from '../../features/projects/components/project-card';
import type { RouteHandle } from '../../components/layout/route-handle';

export const handle: RouteHandle = { slug: 'Portfolio' };

export async function loader({ request }: LoaderFunctionArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const store = await getContentStore();
  const [all, tagNames] = await Promise.all([store.listProjects(), loadTagNames(store)]);
  const projects = all.filter((project) => listedLanguage(project, lang) !== null);
  return {
    lang,
    // The cards' texts in the language each is shown in only (data/in-language.ts).
    projects: projects.map((project) => cardIn(project, lang)),
    tagLabels: tagLabelsFor(
      tagNames,
      projects.flatMap((project) => project.tags),
      lang,
    ),
  };
}

export function Component() {
  const { lang, projects, tagLabels } = useLoaderData<typeof loader>();
  const { t } = useTranslation('pages');
  const cover = projects.find((project) => project.cover)?.cover;

  return (
    <TagLabelsProvider labels={tagLabels}>
      <div className="content-page projects-page">
        <Seo
          title={t('projects.title')}
          description={t('projects.metaDescription')}
          image={sectionPreviewImage('projects', lang, t('projects.title'), cover ?? null)}
        />
        <header className="content-page-header">
          <h1>{t('projects.title')}</h1>
          <p className="content-page-intro">{t('projects.intro')}</p>
        </header>
        {projects.length === 0 ? (
          <p className="empty-state">{t('projects.empty')}</p>
        ) : (
          <ul className="project-grid">
            {projects.map((project, index) => (
              <li key={project.id}>
                <ProjectCard project={project} lang={lang} eagerImage={index < 2} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </TagLabelsProvider>
  );
}
