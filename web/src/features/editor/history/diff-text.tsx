/** A text's word diff as one paragraph: struck through what went, underlined what came, said in words for screen readers too. */
import { useTranslation } from 'react-i18next';
import type { FieldChange } from './field-diff';

export function DiffText({ parts, lang }: { parts: FieldChange['parts']; lang: string | undefined }) {
  const { t } = useTranslation('admin');
  return (
    <p className="history__text" lang={lang}>
      {parts.map((part, index) =>
        part.change === 'same' ? (
          <span key={index}>{part.text}</span>
        ) : part.change === 'removed' ? (
          <del key={index}>
            <span className="visually-hidden">[{t('history.removedStart')} </span>
            {part.text}
            <span className="visually-hidden"> — {t('history.removedEnd')}]</span>
          </del>
        ) : (
          <ins key={index}>
            <span className="visually-hidden">[{t('history.addedStart')} </span>
            {part.text}
            <span className="visually-hidden"> — {t('history.addedEnd')}]</span>
          </ins>
        ),
      )}
    </p>
  );
}
