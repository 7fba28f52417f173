/** Which error the owner meets first, and which language tabs hold errors: pure, for the form's error summary. */
import { LANGS, type Lang } from '@portfolio/content/content-types';
import type { EditorFields } from '../item-fields';
import type { FieldErrors } from '../validation';

const isLanguageField = (fields: EditorFields, head: string) => fields.language.some((field) => field.name === head);

/**
 * The paths of `errors` in the order the owner meets them: the visible language tab first, then by field in the
 * form's order (the kind's field list, item-fields.ts).
 */
export function sortedErrorPaths(errors: FieldErrors, tab: Lang, fields: EditorFields): string[] {
  const order = fields.shown.map((field) => field.name);
  const rank = (path: string) => {
    const [head, second] = path.split('.');
    const langRank = LANGS.includes(second as Lang) ? (second === tab ? 0 : 1) : 0;
    // Language fields sort by tab first (the visible tab wins), then by field.
    return (isLanguageField(fields, head) ? 1 + langRank * 10 : 0) * 100 + order.indexOf(head);
  };
  // A stable sort keeps gallery images (same rank) in their order.
  return Object.keys(errors).sort((a, b) => rank(a) - rank(b));
}

/** The language tab a field path is shown in, if it is a language field ("summary.es" → es). */
export function tabOfField(path: string, fields: EditorFields): Lang | undefined {
  const [head, lang] = path.split('.');
  return isLanguageField(fields, head) && LANGS.includes(lang as Lang) ? (lang as Lang) : undefined;
}

/** Whether each language tab holds an error (image alt texts end in a language too, but sit outside the tabs). */
export function invalidTabsOf(errors: FieldErrors, fields: EditorFields): Record<Lang, boolean> {
  const inTab = (lang: Lang) => Object.keys(errors).some((path) => tabOfField(path, fields) === lang);
  return { en: inTab('en'), es: inTab('es') };
}
