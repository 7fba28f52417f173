/**
 * The fields of each kind's form, listed once: every editor list follows from this one, in its order (the focus
 * and error order, the fields written per language, the error summary's labels, the owner's own version after a
 * save conflict, what "ready to publish" asks for). Each field of the content model is named here, so one
 * forgotten fails the typecheck and item-fields.test.ts (docs/adding-a-field.md).
 */
import type { Field, Fields } from '@portfolio/content/content-model';
import { LANGS, type Lang, type Localized } from '@portfolio/content/content-types';
import type { PostDraft, ProjectDraft } from './form-values';
import { POST_FIELDS, PROJECT_FIELDS } from './validation';

/** How the form shows a field. */
interface FormField {
  /** Its label, an admin message key; a language field's takes `{{language}}`. */
  label: string;
  /** Its hint, an admin message key (the inputs the form draws by kind: url). */
  hint?: string;
  /** A language text typed in a box of this many rows (else one line). */
  rows?: number;
  /** The fieldset it sits in with its neighbours of the same group: drawn by the kind's own section of that name
   * (item-kinds.tsx `sections`), else as a fieldset with the legend `{kind}.{group}`. */
  group?: string;
}

/**
 * A kind's form, in the order the owner meets it: `id` (the item's key), then every field of the model, each either
 * shown (FormField) or `null`, set by the editor itself (versions, times, reading minutes).
 */
export type FormFieldList<F extends Fields> = { readonly id: FormField } & EditorOwnFields & { readonly [K in keyof F]: FormField | null };

/**
 * What the form edits beside the model's fields: the one status and date that the editor turns into the item's
 * languages (`langs`, form-values.ts langsFor), and the item's first publication that it keeps.
 */
interface EditorOwnFields {
  readonly status: FormField;
  readonly publishedAt: FormField;
  readonly firstPublishedAt: null;
}

type AnyDraft = PostDraft & ProjectDraft;
/** A field written once per language (`title`, `summary`, `body`…), shown in the language tabs. */
export type LanguageField = { [K in keyof AnyDraft]: AnyDraft[K] extends Localized ? K : never }[keyof AnyDraft];

/** A shown field with its model declaration (none for `id`). */
export interface ShownField {
  name: string;
  form: FormField;
  model?: Field;
}

/** What the editor reads of a kind's field list. */
export interface EditorFields {
  /** The shown fields, in the form's order. */
  shown: readonly ShownField[];
  /** The fields written per language (text and Markdown), in the form's order. */
  language: readonly ShownField[];
  /** The model fields the editor sets itself. */
  setByEditor: readonly string[];
}

const isLanguageKind = (field: Field | undefined) => field?.kind === 'text' || field?.kind === 'markdown';

export function editorFields<F extends Fields>(list: FormFieldList<F>, model: F): EditorFields {
  const entries = Object.entries(list as Record<string, FormField | null>);
  const shown = entries.flatMap(([name, form]) => (form ? [{ name, form, model: model[name] }] : []));
  return {
    shown,
    language: shown.filter((field) => isLanguageKind(field.model)),
    setByEditor: entries.filter(([, form]) => form === null).map(([name]) => name),
  };
}

/** The error paths of a language field, `title.en`…, with its label in each language. */
export const languagePaths = (fields: EditorFields): { path: string; name: string; lang: Lang; label: string }[] =>
  LANGS.flatMap((lang) => fields.language.map(({ name, form }) => ({ path: `${name}.${lang}`, name, lang, label: form.label })));

/** The required language fields: what a language lacks before its page can go out (language-readiness.tsx). */
export const requiredLanguageFields = (fields: EditorFields): LanguageField[] =>
  fields.language
    .filter((field) => field.model && 'required' in field.model && field.model.required)
    .map((field) => field.name as LanguageField);

export const POST_FORM_FIELDS = {
  id: { label: 'form.id' },
  title: { label: 'form.title' },
  summary: { label: 'form.summary', rows: 3 },
  body: { label: 'form.body' },
  tags: { label: 'form.tags' },
  cover: { label: 'posts.cover', group: 'images' },
  status: { label: 'form.status' },
  publishedAt: { label: 'form.publishedAt' },
  listUntranslated: { label: 'form.listUntranslated', hint: 'form.listUntranslatedHint' },
  version: null,
  langs: null,
  createdAt: null,
  updatedAt: null,
  firstPublishedAt: null,
  // Dated by the save when the owner ticks "Show readers this post was updated" (form-values.ts, revisedAtOf).
  revisedAt: null,
  readingMinutes: null,
} as const satisfies FormFieldList<typeof POST_FIELDS>;

const PROJECT_FORM_FIELDS = {
  id: { label: 'form.id' },
  title: { label: 'form.title' },
  summary: { label: 'form.summary', rows: 3 },
  body: { label: 'form.body' },
  tags: { label: 'projects.technologies' },
  liveUrl: { label: 'projects.liveUrl', hint: 'projects.urlHint', group: 'links' },
  repoUrl: { label: 'projects.repoUrl', hint: 'projects.urlHint', group: 'links' },
  featured: { label: 'projects.featured', group: 'display' },
  order: { label: 'projects.order', group: 'display' },
  cover: { label: 'projects.cardImage', group: 'images' },
  gallery: { label: 'projects.gallery', group: 'images' },
  status: { label: 'form.status' },
  publishedAt: { label: 'form.publishedAt' },
  listUntranslated: { label: 'form.listUntranslated', hint: 'form.listUntranslatedHint' },
  version: null,
  langs: null,
  createdAt: null,
  updatedAt: null,
  firstPublishedAt: null,
} as const satisfies FormFieldList<typeof PROJECT_FIELDS>;

export const postFields = editorFields(POST_FORM_FIELDS, POST_FIELDS);
export const projectFields = editorFields(PROJECT_FORM_FIELDS, PROJECT_FIELDS);
