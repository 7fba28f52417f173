import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { interfaceLang } from '../../../lib/i18n';
import { entryTexts, entryValue, formatDateEntry, formatTimeEntry, parseDateEntry, parseTimeEntry } from '../date-entry';
import { describedBy } from './fields';

/**
 * The publication date as two text fields, date and time, written the admin's way whatever the browser's language
 * (docs/decisions.md, "The writing desk"): a browser's date input shows its own language's format. What the owner
 * types is read leniently (date-entry.ts) and tidied on leaving the field; what does not read as a date says how to
 * write it. The form holds `YYYY-MM-DDTHH:mm` ('' while the text is no date, which validation refuses).
 */
export function PublicationDate({
  id,
  value,
  error,
  onChange,
  focusOnOpen = false,
}: {
  id: string;
  value: string;
  error?: string;
  onChange(value: string): void;
  /** Opened for this (the publish menu's Schedule): the date takes focus. */
  focusOnOpen?: boolean;
}) {
  const { t, i18n } = useTranslation('admin');
  const lang = interfaceLang(i18n.language);
  // The texts follow the form's value when it changes from outside (a load, a save, Publish now), not while typed.
  const [shown, setShown] = useState(() => ({ value, lang, left: false, ...entryTexts(value, lang) }));
  if (shown.value !== value || shown.lang !== lang) setShown({ value, lang, left: false, ...entryTexts(value, lang) });

  const update = (patch: { date?: string; time?: string }) => {
    const next = { ...shown, ...patch };
    next.value = entryValue(next.date, next.time, lang);
    setShown(next);
    if (next.value !== value) onChange(next.value);
  };
  /** Leaving a field shows how the text was read (3/5/26 → 03/05/2026), or why it was not. */
  const leave = () => {
    const day = parseDateEntry(shown.date, lang);
    const clock = parseTimeEntry(shown.time);
    setShown({
      ...shown,
      left: true,
      date: day ? formatDateEntry(day, lang) : shown.date,
      time: clock ? formatTimeEntry(clock, lang) : shown.time,
    });
  };

  const dateBad = !parseDateEntry(shown.date, lang);
  const timeBad = !parseTimeEntry(shown.time);
  const entryErrors = [
    dateBad ? t('form.dateEntryError', { example: formatDateEntry({ year: 2026, month: 11, day: 26 }, lang) }) : '',
    timeBad ? t('form.timeEntryError', { example: formatTimeEntry({ hours: 21, minutes: 30 }, lang) }) : '',
  ].filter(Boolean);
  // A text that is no date says how to write one; a date that is (too far ahead) gets validation's message.
  const message = (shown.left || error) && entryErrors.length > 0 ? entryErrors.join(' ') : error;
  const hint = t('form.publishedAtHint');
  const timeId = `${id}-time`;
  const described = describedBy(id, hint, message);
  return (
    <div className="field editor__when">
      <div className="editor__when-parts">
        <div className="editor__when-part">
          <label htmlFor={id}>{t('form.publishedAt')}</label>
          <span id={`${id}-format`} className="field__hint">
            {t('form.dateFormat')}
          </span>
          <input
            id={id}
            type="text"
            // eslint-disable-next-line jsx-a11y/no-autofocus -- shown on the owner's request, where the owner now is
            autoFocus={focusOnOpen}
            autoComplete="off"
            spellCheck={false}
            size={10}
            placeholder={t('form.dateFormat')}
            value={shown.date}
            aria-invalid={message && (entryErrors.length === 0 || dateBad) ? true : undefined}
            aria-describedby={[`${id}-format`, described].filter(Boolean).join(' ')}
            onChange={(event) => update({ date: event.target.value })}
            onBlur={leave}
          />
        </div>
        <div className="editor__when-part">
          <label htmlFor={timeId}>{t('form.publishedTime')}</label>
          <span id={`${timeId}-format`} className="field__hint">
            {t('form.timeFormat')}
          </span>
          <input
            id={timeId}
            type="text"
            autoComplete="off"
            spellCheck={false}
            size={8}
            placeholder={t('form.timePlaceholder')}
            value={shown.time}
            aria-invalid={message && (entryErrors.length === 0 || timeBad) ? true : undefined}
            aria-describedby={[`${timeId}-format`, described].filter(Boolean).join(' ')}
            onChange={(event) => update({ time: event.target.value })}
            onBlur={leave}
          />
        </div>
      </div>
      <p id={`${id}-hint`} className="field__hint">
        {hint}
      </p>
      {message ? (
        <p id={`${id}-error`} className="field__error">
          {message}
        </p>
      ) : null}
    </div>
  );
}
