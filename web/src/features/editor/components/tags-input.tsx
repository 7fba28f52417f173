import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { tagFromText } from '../../../utils/slug';
import { LIMITS } from '@portfolio/content/content-model';
import { LANGS, TAG_NAME_MAX, type Lang, type Localized } from '@portfolio/content/content-types';
import { validateTag } from '../validation';
import { describedBy, FieldMessages, useErrorText } from './fields';

export interface TagsInputProps {
  id: string;
  label: string;
  value: string[];
  onChange(value: string[]): void;
  /** The error of the whole list (from validation). */
  error?: string;
  /** A tag was added from `typed` ("Diseño web" → diseno-web): that text can become the tag's name. */
  onTyped?(tag: string, typed: string): void;
  /** The names of the tags added here that have none stored yet, asked for beside each (both languages). */
  names?: Record<string, Localized>;
  onName?(tag: string, lang: Lang, name: string): void;
}

/**
 * Tags typed one at a time: Enter or a comma adds the tag, each tag has its own remove button (Backspace in the
 * empty input goes to the last one; Backspace or Delete on one removes it). Both are announced, and removing a
 * tag leaves focus on the next tag's button, or the input after the last. What is typed
 * becomes a tag slug as addresses do ("Canvas API" → canvas-api, "diseño" → diseno), in the order typed.
 * A tag the database would refuse is never added; the reason shows next to the input instead. The text as
 * typed is passed on (`onTyped`), so the tag can keep it as its name for readers (docs/data-model.md, `/tags`).
 */
export function TagsInput({ id, label, value, onChange, error, onTyped, names = {}, onName }: TagsInputProps) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [entryError, setEntryError] = useState<string | undefined>();
  /** What was just added or removed, for the live region. */
  const [added, setAdded] = useState('');
  const list = useRef<HTMLUListElement>(null);
  /** Where focus goes once a removed tag's button is gone: the button now at that index, else the input. */
  const focusAfterRemoval = useRef<number | null>(null);

  useEffect(() => {
    const index = focusAfterRemoval.current;
    if (index === null) return;
    focusAfterRemoval.current = null;
    const buttons = list.current?.querySelectorAll('button') ?? [];
    (buttons[index] ?? input.current)?.focus();
  }, [value]);

  const remove = (tag: string) => {
    focusAfterRemoval.current = value.indexOf(tag);
    onChange(value.filter((entry) => entry !== tag));
    setAdded(t('tags.removed', { tag }));
  };

  /** The remove buttons of the tags, in order. */
  const removeButtons = () => Array.from(list.current?.querySelectorAll('button') ?? []);

  /** The reason `typed` cannot be added, or null when `tag` can. */
  const refusal = (typed: string, tag: string): string | null => {
    if (tag === '') return t('errors.tagEmpty', { value: typed });
    if (validateTag(tag)) return t('errors.tagTooLong', { value: typed, max: LIMITS.tagLength });
    if (value.includes(tag)) return t('errors.duplicateTag', { value: tag });
    if (value.length >= LIMITS.tags) return errorText({ code: 'tooMany', max: LIMITS.tags }) ?? null;
    return null;
  };

  const add = (): boolean => {
    const typed = text.trim();
    if (typed === '') return true;
    const tag = tagFromText(typed);
    const reason = refusal(typed, tag);
    if (reason) {
      setEntryError(reason);
      return false;
    }
    onChange([...value, tag]);
    onTyped?.(tag, typed.replace(/\s+/g, ' '));
    setText('');
    setEntryError(undefined);
    setAdded(t('tags.added', { tag }));
    return true;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && text === '' && value.length > 0) {
      event.preventDefault();
      removeButtons().at(-1)?.focus();
      return;
    }
    if (event.key === 'Enter' || event.key === ',') {
      // Enter must not submit the whole form while typing a tag.
      event.preventDefault();
      // Refused text stays (it is the owner's to fix) but selected, so the next tag typed replaces it rather than
      // running on from it.
      if (!add()) input.current?.select();
    }
  };

  const shownError = entryError ?? error;
  const hint = t('tags.hint', { max: LIMITS.tags });
  return (
    <div className={`field tags-input${shownError ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {value.length > 0 ? (
        <ul ref={list} className="tags-input__list" aria-label={t('tags.current', { label })}>
          {value.map((tag) => (
            <li key={tag}>
              <span>{tag}</span>
              <button
                type="button"
                aria-label={t('tags.remove', { tag })}
                onClick={() => remove(tag)}
                onKeyDown={(event) => {
                  if (event.key !== 'Backspace' && event.key !== 'Delete') return;
                  event.preventDefault();
                  remove(tag);
                }}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        ref={input}
        id={id}
        type="text"
        value={text}
        autoComplete="off"
        aria-invalid={shownError ? true : undefined}
        aria-describedby={describedBy(id, hint, shownError)}
        onChange={(event) => {
          setText(event.target.value);
          setEntryError(undefined);
          setAdded('');
        }}
        onKeyDown={onKeyDown}
        // A tag typed but not confirmed would be silently lost on save: add it when leaving the input.
        onBlur={() => add()}
      />
      <FieldMessages id={id} hint={hint} error={shownError} />
      {/* A new tag's name in each language, asked for where it is created: readers of the other language would see
          its slug otherwise. */}
      {onName
        ? value
            .filter((tag) => names[tag])
            .map((tag) => (
              <fieldset key={tag} className="tags-input__names" aria-describedby={`${id}-${tag}-names-hint`}>
                <legend>{t('tags.namesLegend', { tag })}</legend>
                {LANGS.map((lang) => (
                  <label key={lang}>
                    {t(`tags.name.${lang}`)}
                    <input
                      type="text"
                      lang={lang}
                      value={names[tag][lang]}
                      maxLength={TAG_NAME_MAX}
                      onChange={(event) => onName(tag, lang, event.target.value)}
                    />
                  </label>
                ))}
                <p id={`${id}-${tag}-names-hint`} className="field__hint">
                  {t('tags.namesHint', { tag })}
                </p>
              </fieldset>
            ))
        : null}
      <p role="status" className="visually-hidden">
        {added}
      </p>
    </div>
  );
}
