import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../../../components/markdown/markdown';
import { LIMITS } from '../validation';
import { TextField } from './fields';

export interface MarkdownFieldProps {
  id: string;
  label: string;
  previewLabel: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  lang: string;
}

/**
 * The Markdown body beside its live preview, rendered by the same component as
 * the public page so what the owner sees is what visitors get. The preview
 * follows a deferred value so typing never waits for rendering.
 */
export function MarkdownField({ id, label, previewLabel, value, onChange, error, lang }: MarkdownFieldProps) {
  const { t } = useTranslation('admin');
  const preview = useDeferredValue(value);
  return (
    <div className="markdown-field">
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
      <section className="markdown-field__preview" aria-label={previewLabel}>
        {preview.trim() ? (
          <div lang={lang}>
            <Markdown source={preview} />
          </div>
        ) : (
          <p className="markdown-field__empty">{t('form.previewEmpty')}</p>
        )}
      </section>
    </div>
  );
}
