import type { ChangeEvent, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '../validation';

/** The element id of a field, from its validation path (`title.en` → `field-title-en`): errors focus it. */
export const fieldId = (path: string): string => `field-${path.replace(/\./g, '-')}`;
export const ERROR_SUMMARY_ID = 'editor-error-summary';

/** Inputs where Enter does what the control does (opens a file picker, presses a button), not a form submission. */
const ENTER_ACTIVATES = new Set(['button', 'submit', 'reset', 'image', 'file']);

/**
 * The editor forms' ref, for their keys. Enter in a one-line field does not submit the form: a browser submits a
 * form on Enter in any of its inputs, so a half-typed title of a published item went live; Enter in a text area
 * and on a button keeps its meaning, and fields that give Enter one (the tags input adds a tag, the image dialog
 * inserts) still get the key. Ctrl or ⌘ + S saves, as in any editor (rather than the browser saving the page). A
 * listener on the form itself, as a guard: the form is no control.
 */
export function editorFormKeys(form: HTMLFormElement | null): (() => void) | undefined {
  if (!form) return undefined;
  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 's') {
      event.preventDefault();
      form.requestSubmit();
      return;
    }
    const target = event.target;
    if (event.key === 'Enter' && !event.isComposing && target instanceof HTMLInputElement && !ENTER_ACTIVATES.has(target.type)) {
      event.preventDefault();
    }
  };
  form.addEventListener('keydown', onKeyDown);
  return () => form.removeEventListener('keydown', onKeyDown);
}

/** The translated text of a validation error. */
export function useErrorText(): (error: FieldError | undefined) => string | undefined {
  const { t } = useTranslation('admin');
  return (error) =>
    error ? t(`errors.${error.code}`, { min: error.min, max: error.max, value: error.value, next: error.next }) : undefined;
}

/** Ids of a field's hint and error, joined for aria-describedby. */
export function describedBy(id: string, hint: ReactNode, error: string | undefined): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export function FieldMessages({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** A labelled checkbox with its hint tied to it (aria-describedby). */
export function CheckboxField({
  id,
  label,
  hint,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  return (
    <div className="field">
      <label className="field--checkbox">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          aria-describedby={describedBy(id, hint, undefined)}
          onChange={(event) => onChange(event.target.checked)}
        />
        {label}
      </label>
      <FieldMessages id={id} hint={hint} />
    </div>
  );
}

export interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  hint?: ReactNode;
  /** Shows "used / limit" so the owner sees the database limit coming, and says so as soon as it is crossed. */
  limit?: number;
  multiline?: boolean;
  rows?: number;
  type?: 'text' | 'url' | 'number' | 'datetime-local' | 'month';
  readOnly?: boolean;
  lang?: string;
  inputMode?: 'numeric' | 'url' | 'text' | 'email';
  inputRef?: Ref<HTMLInputElement>;
  autoComplete?: string;
}

/** A labelled input or textarea whose hint and error are tied to it (aria-describedby, aria-invalid). */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  limit,
  multiline,
  rows = 4,
  type = 'text',
  readOnly,
  lang,
  inputMode,
  inputRef,
  autoComplete = 'off',
}: TextFieldProps) {
  const over = limit !== undefined ? Math.max(0, value.length - limit) : 0;
  const counterId = `${id}-counter`;
  const common = {
    id,
    value,
    readOnly,
    lang,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [describedBy(id, hint, error), limit !== undefined ? counterId : ''].filter(Boolean).join(' ') || undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
  };
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...common} rows={rows} />
      ) : (
        <input {...common} ref={inputRef} type={type} inputMode={inputMode} autoComplete={autoComplete} />
      )}
      <FieldMessages id={id} hint={hint} error={error} />
      {limit !== undefined ? <CharacterCounter id={counterId} label={label} used={value.length} limit={limit} over={over} /> : null}
    </div>
  );
}

/**
 * "used / limit", turning red with words ("60 characters over the limit") the moment the limit is crossed, not
 * at save. The visible counter is part of the field's description; a separate polite live region speaks only when
 * the text crosses the limit, not at every keystroke.
 */
function CharacterCounter({ id, label, used, limit, over }: { id: string; label: string; used: number; limit: number; over: number }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <p id={id} className={`field__counter${over > 0 ? ' field__counter--over' : ''}`}>
        {t('form.counter', { used, max: limit })}
        {over > 0 ? ` · ${t('form.overLimit', { count: over })}` : null}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {over > 0 ? t('form.overLimitAnnounce', { label, max: limit }) : ''}
      </p>
    </>
  );
}
