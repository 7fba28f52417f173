import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@portfolio/content/paths';
import type { Lang } from '@portfolio/content/content-types';

type Kind = 'post' | 'project';

export interface NotTranslatedNoteProps {
  kind: Kind;
  /** The page's language, which the item is not written in. */
  lang: Lang;
}

/**
 * On an item's page in a language it is not written in (docs/decisions.md, "One-language items"): says, in the
 * page's language, that what follows is in the other one, and links to this language's section.
 */
export function NotTranslatedNote({ kind, lang }: NotTranslatedNoteProps) {
  const { t } = useTranslation('pages');
  const section = kind === 'post' ? 'blog' : 'projects';
  return (
    <p className="not-translated-note" role="note">
      {t(`${section}.notTranslated`)}{' '}
      <Link to={kind === 'post' ? paths.blog(lang) : paths.projects(lang)}>{t(`${section}.notTranslatedLink`)}</Link>
    </p>
  );
}
