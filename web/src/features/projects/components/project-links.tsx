import { useTranslation } from 'react-i18next';
import type { ProjectSummary } from '@portfolio/content/content-types';

/** Live site and repository, only when set; both open in a new tab without giving it our window. */
export function ProjectLinks({ project }: { project: ProjectSummary }) {
  const { t } = useTranslation('pages');
  const links = [
    { url: project.liveUrl, label: t('projects.liveSite'), className: 'project-link-primary' },
    { url: project.repoUrl, label: t('projects.repository'), className: '' },
  ].filter((link) => link.url.trim() !== '');
  if (links.length === 0) return null;
  return (
    <ul className="project-links">
      {links.map((link) => (
        <li key={link.url}>
          <a
            className={['project-link', link.className].filter(Boolean).join(' ')}
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
          >
            {link.label}
            <span className="project-visually-hidden"> {t('common.opensInNewTab')}</span>
            <span aria-hidden="true"> ↗</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
