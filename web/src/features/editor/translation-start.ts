/**
 * "Start from the other language" (docs/decisions.md, "Start a translation from the other language"): the texts of
 * one language copied into the other's fields as they are — code blocks, image references and links kept — for the
 * owner to translate over, and what a copy cannot do for them (the alt texts, the tags' names in that language).
 */
import type { ContentImage, Lang, Localized } from '@portfolio/content/content-types';
import type { EditorFields, LanguageField } from './item-fields';

export const otherLang = (lang: Lang): Lang => (lang === 'en' ? 'es' : 'en');

type Texts = Partial<Record<LanguageField, Localized>>;

const textOf = (draft: Texts, field: LanguageField, lang: Lang): string => draft[field]?.[lang] ?? '';
const written = (value: string) => value.trim() !== '';

/** The language fields of `fields`, in the form's order (item-fields.ts). */
const languageFields = (fields: EditorFields): LanguageField[] => fields.language.map(({ name }) => name as LanguageField);

/** Whether `lang` has any text to start another language from. */
export const hasTextIn = (draft: Texts, fields: EditorFields, lang: Lang): boolean =>
  languageFields(fields).some((field) => written(textOf(draft, field, lang)));

/** The fields of `target` a copy from the other language would change: those already written there, and the empty ones. */
export function copyTargets(draft: Texts, fields: EditorFields, target: Lang): { replaced: LanguageField[]; empty: LanguageField[] } {
  const source = otherLang(target);
  // A field the source leaves empty has nothing to copy.
  const copied = languageFields(fields).filter((field) => written(textOf(draft, field, source)));
  return {
    replaced: copied.filter(
      (field) => written(textOf(draft, field, target)) && textOf(draft, field, target) !== textOf(draft, field, source),
    ),
    empty: copied.filter((field) => !written(textOf(draft, field, target))),
  };
}

/** One copied field: its text before, to undo the copy. */
export interface CopiedField {
  field: LanguageField;
  before: string;
  after: string;
}

/** The copy of `fields` from the other language into `target`, each with the text it replaces. */
export const copyFromOther = (draft: Texts, target: Lang, fields: readonly LanguageField[]): CopiedField[] =>
  fields.map((field) => ({ field, before: textOf(draft, field, target), after: textOf(draft, field, otherLang(target)) }));

/** A Markdown image (its alt text in brackets, brackets inside escaped, as markdownImage writes them). */
const MARKDOWN_IMAGE = /!\[(?:\\.|[^\]\\])*\]\(/g;

export interface TranslationTodo {
  /** Cover and gallery images (each once) with no alt text in the target language. */
  imageAlt: number;
  /** Images in the target's text: a copied text's are still described in the source language. */
  bodyImages: number;
  /** The item's tags with no name in the target language (`/tags`). */
  tags: string[];
}

/** What is left to translate by hand after a copy into `target`. */
export function translationTodo(
  item: { body: Localized; cover: ContentImage | null; gallery?: ContentImage[]; tags: string[] },
  target: Lang,
  tagName: (tag: string, lang: Lang) => string,
): TranslationTodo {
  const images = [item.cover, ...(item.gallery ?? [])].filter((image): image is ContentImage => image !== null);
  // A project's card image is a copy of a gallery image: count each image once.
  const distinct = [...new Map(images.map((image) => [image.url, image])).values()];
  return {
    imageAlt: distinct.filter((image) => !written(image.alt[target])).length,
    bodyImages: [...item.body[target].matchAll(MARKDOWN_IMAGE)].length,
    tags: item.tags.filter((tag) => !written(tagName(tag, target))),
  };
}
