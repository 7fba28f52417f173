import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGS, type Lang, type Localized } from '@portfolio/content/content-types';

/** database.rules.json limit for alt text, per language. */
export const MAX_ALT_LENGTH = 200;

const LABEL_KEYS: Record<Lang, 'altEn' | 'altEs'> = { en: 'altEn', es: 'altEs' };

export function AltTextInputs({ value, onChange }: { value: Localized; onChange(value: Localized): void }) {
  const { t } = useTranslation('media');
  const id = useId();
  return (
    <div className="alt-text-inputs">
      {LANGS.map((lang) => (
        <div key={lang} className="alt-text-inputs__field">
          <label htmlFor={`${id}-${lang}`}>{t(LABEL_KEYS[lang])}</label>
          <input
            id={`${id}-${lang}`}
            type="text"
            lang={lang}
            maxLength={MAX_ALT_LENGTH}
            value={value[lang]}
            aria-describedby={`${id}-hint`}
            onChange={(event) => onChange({ ...value, [lang]: event.currentTarget.value })}
          />
        </div>
      ))}
      <p id={`${id}-hint`} className="media-hint">
        {t('altHint')}
      </p>
    </div>
  );
}
