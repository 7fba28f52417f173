import { Link } from 'react-router-dom';
import { paths } from '@portfolio/content/paths';
import type { Lang } from '@portfolio/content/content-types';
import { LOCALES, otherLanguage } from '@portfolio/content/languages';

type Kind = 'post' | 'project';

/**
 * Written for the readers of the OTHER language, so they are here rather than in the page language's
 * messages (which are the only ones a page loads): a Spanish reader who follows a link to an English-only
 * post reads, in Spanish, that it has no Spanish version and where the Spanish ones are.
 */
const NOTE: Record<Lang, Record<Kind, { text: string; link: string }>> = {
  en: {
    post: { text: 'This article is only available in Spanish.', link: 'See the blog in English' },
    project: { text: 'This project is only described in Spanish.', link: 'See the projects in English' },
  },
  es: {
    post: { text: 'Este artículo solo está disponible en inglés.', link: 'Ver el blog en español' },
    project: { text: 'Este proyecto solo está descrito en inglés.', link: 'Ver los proyectos en español' },
  },
};

export interface OnlyInLanguageNoteProps {
  kind: Kind;
  /** The page's language. */
  lang: Lang;
  /** The languages the item is written in. */
  languages: Lang[];
}

/** On an item written in one language only: says so in the other language, and links to that language's section. */
export function OnlyInLanguageNote({ kind, lang, languages }: OnlyInLanguageNoteProps) {
  const reader = otherLanguage(lang);
  if (languages.includes(reader)) return null;
  const note = NOTE[reader][kind];
  return (
    <p className="only-language-note" lang={LOCALES[reader].tag}>
      {note.text}{' '}
      <Link to={kind === 'post' ? paths.blog(reader) : paths.projects(reader)} hrefLang={LOCALES[reader].tag}>
        {note.link}
      </Link>
    </p>
  );
}
