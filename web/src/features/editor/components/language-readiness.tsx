/**
 * "Ready to publish?" per language (docs/decisions.md, "Ready to publish, per language"), beside the publication fields: what each language still lacks
 * before its page can go out — title, summary, text, the images' alt texts — as the owner types, before pressing
 * Save. The same conditions the validation enforces (validation.ts), said in words rather than found field by field,
 * and one it does not: images in the text written without alt text (`![](…)`), which Save lets through (a picture
 * may be decoration) but which the owner should see before publishing.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGS, type ContentImage, type Lang, type Localized } from '@portfolio/content/content-types';
import type { LanguageField } from '../item-fields';

export type ReadinessInput = Partial<Record<LanguageField, Localized>> & {
  body: Localized;
  cover: ContentImage | null;
  gallery?: ContentImage[];
};

export type LanguageReadiness =
  { state: 'ready' } | { state: 'empty' } | { state: 'missing'; fields: LanguageField[]; alt: number; bodyAlt: number };

/** A Markdown image's alt text (brackets inside escaped, as markdownImage writes them). */
const MARKDOWN_IMAGE = /!\[((?:\\.|[^\]\\])*)\]\(/g;

/** How many images in `markdown` have no alt text. */
function imagesWithoutAlt(markdown: string): number {
  return [...markdown.matchAll(MARKDOWN_IMAGE)].filter((match) => match[1].trim() === '').length;
}

/**
 * What `lang` lacks of the `required` language fields (item-fields.ts, requiredLanguageFields) and alt texts:
 * nothing (ready), everything (not written: the item simply has no page in it), or a list.
 */
export function languageReadiness(item: ReadinessInput, lang: Lang, required: readonly LanguageField[]): LanguageReadiness {
  const fields = required.filter((field) => (item[field]?.[lang] ?? '').trim() === '');
  const images = [item.cover, ...(item.gallery ?? [])].filter((image): image is ContentImage => image !== null);
  // A project's card image is a copy of a gallery image: count each image once.
  const distinct = [...new Map(images.map((image) => [image.url, image])).values()];
  const alt = distinct.filter((image) => image.alt[lang].trim() === '').length;
  const bodyAlt = imagesWithoutAlt(item.body[lang]);
  if (fields.length === required.length) return { state: 'empty' };
  if (fields.length === 0 && alt === 0 && bodyAlt === 0) return { state: 'ready' };
  return { state: 'missing', fields, alt, bodyAlt };
}

/** A language's readiness in words ("Spanish: still needs the summary and the text."). */
export function useReadinessSentence() {
  const { t } = useTranslation('admin');
  return (readiness: LanguageReadiness, lang: Lang) => {
    const language = t(`tabs.${lang}`);
    if (readiness.state === 'ready') return t('readiness.ready', { language });
    if (readiness.state === 'empty') return t('readiness.empty', { language });
    const parts = [
      ...readiness.fields.map((field) => t(`readiness.fields.${field}`)),
      ...(readiness.alt > 0 ? [t('readiness.alt', { count: readiness.alt })] : []),
      ...(readiness.bodyAlt > 0 ? [t('readiness.bodyAlt', { count: readiness.bodyAlt })] : []),
    ];
    const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} ${t('readiness.and')} ${parts.at(-1)}` : parts[0];
    return t('readiness.missing', { language, list, count: parts.length });
  };
}

export function LanguageReadinessList({ item, required }: { item: ReadinessInput; required: readonly LanguageField[] }) {
  const { t } = useTranslation('admin');
  const headingId = useId();
  const said = useReadinessSentence();
  const sentence = (lang: Lang) => said(languageReadiness(item, lang, required), lang);
  return (
    // A section of the page (h2): the live preview beside the body is no part of the outline (it is inert).
    <section className="readiness" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('readiness.title')}</h2>
      <ul>
        {LANGS.map((lang) => {
          const state = languageReadiness(item, lang, required).state;
          return (
            <li key={lang} className={`readiness__item readiness__item--${state}`}>
              <span aria-hidden="true" className="readiness__mark">
                {state === 'ready' ? '✓' : state === 'empty' ? '–' : '!'}
              </span>
              {sentence(lang)}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
