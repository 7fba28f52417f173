import { useTranslation } from 'react-i18next';
import type { Lang } from '@portfolio/content/content-types';

/**
 * After a card's title in a list of another language: "(en inglés)" / "(in Spanish)", in the page's language, for
 * an item its owner lists there untranslated (docs/decisions.md, "One-language items"). Nothing otherwise.
 */
export function LangMark({ shownIn }: { shownIn: Lang | undefined }) {
  const { t } = useTranslation('pages');
  return shownIn ? <span className="lang-mark"> {t(`common.writtenIn.${shownIn}`)}</span> : null;
}
