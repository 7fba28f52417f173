import { useTranslation } from 'react-i18next';

/** The technologies of a project (not links: projects have no tag filter). */
export function TechTags({ tags }: { tags: string[] }) {
  const { t } = useTranslation('pages');
  if (tags.length === 0) return null;
  return (
    <ul className="tech-tags" aria-label={t('projects.technologies')}>
      {tags.map((tag) => (
        <li key={tag}>{tag}</li>
      ))}
    </ul>
  );
}
