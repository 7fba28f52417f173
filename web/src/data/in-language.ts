/**
 * An item as a public page in one language shows it (docs/security.md, "What a page carries"): every text in the
 * page's language only — the other language's left blank, so an unfinished translation never reaches a reader of
 * this one — and no Markdown (the page carries its body as sanitised HTML). Whether the item exists in the other
 * language is the page's `languages`, not its texts. The content routes' loaders send only this: their data is
 * embedded in the page and answered at `/api/page/…`, and the CDN keeps both.
 */
import { LANGS, type ContentImage, type Lang, type Localized } from '@portfolio/content/content-types';

/** `value` in `lang`, every other language blank (`''`, `0`, `[]`: the same blank as "not written"). */
function only<T>(value: Localized<T>, lang: Lang, blank: T): Localized<T> {
  return Object.fromEntries(LANGS.map((code) => [code, code === lang ? value[lang] : blank])) as Localized<T>;
}

const isLocalized = (value: object): value is Localized<unknown> =>
  !Array.isArray(value) && Object.keys(value).length === LANGS.length && LANGS.every((code) => code in value);

const isImage = (value: object): value is ContentImage => 'url' in value && 'alt' in value;

/** A value in `lang`: a text (or a count, or a list) in that language only; images and nested entries likewise. */
function valueIn(value: unknown, lang: Lang): unknown {
  if (Array.isArray(value)) return value.map((entry) => valueIn(entry, lang));
  if (typeof value !== 'object' || value === null) return value;
  if (isImage(value)) return { ...value, alt: valueIn(value.alt, lang) };
  if (isLocalized(value)) {
    const own = value[lang];
    return only(value, lang, typeof own === 'number' ? 0 : Array.isArray(own) ? [] : '');
  }
  return inLanguage(value, lang);
}

/** `item` in `lang` (see above): its Markdown `body` left out, every other field in `lang` only. */
export function inLanguage<T extends object>(item: T, lang: Lang): Omit<T, 'body'> {
  const fields = Object.entries(item).filter(([name]) => name !== 'body');
  return Object.fromEntries(fields.map(([name, value]) => [name, valueIn(value, lang)])) as Omit<T, 'body'>;
}
