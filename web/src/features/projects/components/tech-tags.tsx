import { useTranslation } from 'react-i18next';
import { useTagLabel } from '../../../data/tag-labels';

/** The technologies of a project (not links: projects have no tag filter). */
export function TechTags({ tags }: { tags: string[] }) {
  const { t } = useTranslation('pages');
  const label = useTagLabel();
  if (tags.length === 0) return null;
  return (
    <ul className="tech-tags" aria-label={t('projects.technologies')}>
      {tags.map((tag) => (
        <li key={tag}>{label(tag)}</li>
      ))}
    </ul>
  );
}
