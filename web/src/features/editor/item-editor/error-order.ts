/** Which error the owner meets first, and which language tabs hold errors: pure, for the form's error summary. */
import { LANGS, type Lang } from '@portfolio/content/content-types';
import type { FieldErrors } from '../validation';

/** Visual order of the fields, to focus the first error. */
const FIELD_ORDER = ['id', 'title', 'summary', 'body', 'tags', 'liveUrl', 'repoUrl', 'order', 'cover', 'gallery', 'status', 'publishedAt'];

/** The fields written once per language, each shown in its language's tab. */
const LANG_FIELDS = ['title', 'summary', 'body'];

/** The paths of `errors` in the order the owner meets them: the visible language tab first, then by field. */
export function sortedErrorPaths(errors: FieldErrors, tab: Lang): string[] {
  const rank = (path: string) => {
    const [head, second] = path.split('.');
    const langRank = LANGS.includes(second as Lang) ? (second === tab ? 0 : 1) : 0;
    // Language fields sort by tab first (the visible tab wins), then by field.
    const isLangField = LANG_FIELDS.includes(head);
    return (isLangField ? 1 + langRank * 10 : 0) * 100 + FIELD_ORDER.indexOf(head);
  };
  // A stable sort keeps gallery images (same rank) in their order.
  return Object.keys(errors).sort((a, b) => rank(a) - rank(b));
}

/** The language tab a field path is shown in, if it is a language field ("summary.es" → es). */
export function tabOfField(path: string): Lang | undefined {
  const [head, lang] = path.split('.');
  return LANG_FIELDS.includes(head) && (lang === 'en' || lang === 'es') ? lang : undefined;
}

/** Whether each language tab holds an error (image alt texts end in a language too, but sit outside the tabs). */
export function invalidTabsOf(errors: FieldErrors): Record<Lang, boolean> {
  const inTab = (lang: Lang) =>
    Object.keys(errors).some((path) => path.endsWith(`.${lang}`) && !path.startsWith('cover') && !path.startsWith('gallery'));
  return { en: inTab('en'), es: inTab('es') };
}
