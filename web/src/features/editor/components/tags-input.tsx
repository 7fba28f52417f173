import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS, validateTag } from '../validation';
import { describedBy, FieldMessages, useErrorText } from './fields';

export interface TagsInputProps {
  id: string;
  label: string;
  value: string[];
  onChange(value: string[]): void;
  /** The error of the whole list (from validation). */
  error?: string;
}

/**
 * Tags typed one at a time: Enter or a comma adds the tag (lower-cased), each
 * tag has its own remove button. A tag the database would refuse is never
 * added; the reason shows next to the input instead.
 */
export function TagsInput({ id, label, value, onChange, error }: TagsInputProps) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const [text, setText] = useState('');
  const [entryError, setEntryError] = useState<string | undefined>();

  const add = (): boolean => {
    const tag = text.trim().toLowerCase();
    if (tag === '') return true;
    if (value.includes(tag)) {
      setEntryError(t('errors.duplicateTag', { value: tag }));
      return false;
    }
    if (value.length >= LIMITS.tags) {
      setEntryError(errorText({ code: 'tooMany', max: LIMITS.tags }));
      return false;
    }
    const tagError = validateTag(tag);
    if (tagError) {
      setEntryError(errorText(tagError));
      return false;
    }
    onChange([...value, tag]);
    setText('');
    setEntryError(undefined);
    return true;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      // Enter must not submit the whole form while typing a tag.
      event.preventDefault();
      add();
    }
  };

  const shownError = entryError ?? error;
  const hint = t('tags.hint', { max: LIMITS.tags });
  return (
    <div className={`field tags-input${shownError ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {value.length > 0 ? (
        <ul className="tags-input__list" aria-label={t('tags.current', { label })}>
          {value.map((tag) => (
            <li key={tag}>
              <span>{tag}</span>
              <button type="button" aria-label={t('tags.remove', { tag })} onClick={() => onChange(value.filter((entry) => entry !== tag))}>
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id={id}
        type="text"
        value={text}
        autoComplete="off"
        aria-invalid={shownError ? true : undefined}
        aria-describedby={describedBy(id, hint, shownError)}
        onChange={(event) => {
          setText(event.target.value);
          setEntryError(undefined);
        }}
        onKeyDown={onKeyDown}
        // A tag typed but not confirmed would be silently lost on save: add it when leaving the input.
        onBlur={() => add()}
      />
      <FieldMessages id={id} hint={hint} error={shownError} />
    </div>
  );
}
