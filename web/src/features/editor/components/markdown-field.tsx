import { useDeferredValue, useState, type ReactNode, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../config/content-model';
import { TextField } from './fields';
import { MarkdownPreview } from './markdown-preview';

export interface MarkdownFieldProps {
  id: string;
  label: string;
  previewLabel: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  lang: string;
  /** Shown under the textarea: the button that inserts an uploaded image. */
  tools?: ReactNode;
}

/**
 * The Markdown body beside its live preview, rendered with the public page's renderer so what the owner sees is
 * what visitors get. Typing never waits for the preview: it renders from deferred values (React renders them
 * after the keystroke is on screen, and drops a render the next keystroke makes stale), block by block, so only
 * the block being edited is rendered again and React can stop between blocks. The preview follows the caret.
 */
export function MarkdownField({ id, label, previewLabel, value, onChange, error, lang, tools }: MarkdownFieldProps) {
  const { t } = useTranslation('admin');
  const [caret, setCaret] = useState(0);
  const preview = useDeferredValue(value);
  const previewCaret = useDeferredValue(caret);
  const trackCaret = (event: SyntheticEvent) => {
    if (event.target instanceof HTMLTextAreaElement) setCaret(event.target.selectionStart);
  };
  return (
    <div className="markdown-field">
      {/* Listens for the textarea's caret moves (select, keys, clicks bubble here); not a control itself. */}
      <div onSelect={trackCaret} onKeyUp={trackCaret} onPointerUp={trackCaret} role="presentation">
        <TextField
          id={id}
          label={label}
          value={value}
          onChange={onChange}
          error={error}
          multiline
          rows={16}
          limit={LIMITS.body}
          hint={t('form.markdownHint')}
          lang={lang}
        />
      </div>
      {tools ? <div className="markdown-field__tools">{tools}</div> : null}
      {/* Inert: its links and Copy buttons would put a stop in the Tab order for every one in the body; the text
          the owner reads it from is the field above. */}
      <section className="markdown-field__preview" aria-label={previewLabel} inert>
        {preview.trim() ? (
          <div lang={lang}>
            <MarkdownPreview source={preview} caret={previewCaret} />
          </div>
        ) : (
          <p className="markdown-field__empty">{t('form.previewEmpty')}</p>
        )}
      </section>
    </div>
  );
}
