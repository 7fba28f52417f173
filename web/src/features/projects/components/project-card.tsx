import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LOCALES } from '@portfolio/content/languages';
import { paths } from '@portfolio/content/paths';
import type { Lang, ProjectSummary } from '@portfolio/content/content-types';
import { responsiveImage } from '../../../utils/responsive-image';
import { TechTags } from './tech-tags';

export interface ProjectCardProps {
  /** `shownIn`: the language its text is in, when a list shows it untranslated (data/list-cards.ts). */
  project: ProjectSummary & { shownIn?: Lang };
  lang: Lang;
  headingLevel?: 2 | 3;
  eagerImage?: boolean;
}

export function ProjectCard({ project, lang, headingLevel = 2, eagerImage = false }: ProjectCardProps) {
  const { t } = useTranslation('pages');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const shownIn = project.shownIn ?? lang;
  // The language tag of a text in another language than the page's (as the one-language page marks it).
  const textLang = shownIn === lang ? undefined : LOCALES[shownIn].tag;
  return (
    <article className="project-card">
      {project.cover && (
        <img
          className="project-card-image"
          src={project.cover.url}
          {...responsiveImage(project.cover, 'projectCard')}
          alt=""
          width={project.cover.width}
          height={project.cover.height}
          loading={eagerImage ? 'eager' : 'lazy'}
          decoding="async"
        />
      )}
      <div className="project-card-body">
        {project.featured && <p className="project-badge">{t('projects.featured')}</p>}
        <Heading className="project-card-title">
          <Link to={paths.project(lang, project.id)} lang={textLang}>
            {project.title[shownIn]}
          </Link>
          {/* "(en inglés)": an untranslated item in another language's list (data/list-cards.ts). */}
          {textLang ? <span className="lang-mark"> {t('common.inOtherLanguage')}</span> : null}
        </Heading>
        <p lang={textLang}>{project.summary[shownIn]}</p>
        <TechTags tags={project.tags} />
      </div>
    </article>
  );
}
