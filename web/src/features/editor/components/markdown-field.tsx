import { useDeferredValue, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@portfolio/content/content-model';
import { TextField } from './fields';
import { MarkdownPreview } from './markdown-preview';
import { wordCount } from './markdown-format';
import { MarkdownToolbar, useMarkdownToolbar } from './markdown-toolbar';

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
  const toolbar = useMarkdownToolbar(id, value, onChange, lang);
  const toolsRef = useRef<HTMLDivElement>(null);
  /**
   * An image pasted or dropped into the text goes through the field's own Insert image (the same resize, progress
   * and alt-text dialog): the files are handed to its file input. Without one (no address yet), the browser's own
   * handling stays.
   */
  const takeImages = (files: FileList | undefined, event: SyntheticEvent) => {
    const images = Array.from(files ?? []).filter((file) => file.type.startsWith('image/'));
    const input = toolsRef.current?.querySelector<HTMLInputElement>('input[type="file"]');
    if (images.length === 0 || !input) return;
    event.preventDefault();
    const transfer = new DataTransfer();
    transfer.items.add(images[0]);
    input.files = transfer.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  };
  // The toolbar's Image opens the field's own Insert image; before images can be added, it shows why (the hint).
  const openImageTool = () => {
    const button = toolsRef.current?.querySelector('button');
    if (button) button.click();
    else toolsRef.current?.focus();
  };
  return (
    <div className="markdown-field">
      <MarkdownToolbar apply={toolbar.apply} onImage={tools ? openImageTool : null} />
      {/* Listens for the textarea's caret moves (select, keys, clicks bubble here) and its shortcuts; not a control. */}
      <div
        onSelect={trackCaret}
        onKeyUp={trackCaret}
        onPointerUp={trackCaret}
        onKeyDown={toolbar.onTextKeyDown}
        onPaste={(event) => takeImages(event.clipboardData?.files, event)}
        onDrop={(event) => {
          // The image goes where it was dropped: the caret moves there first.
          const textarea = event.target instanceof HTMLTextAreaElement ? event.target : null;
          const at = textarea && document.caretPositionFromPoint?.(event.clientX, event.clientY);
          if (textarea && at && at.offsetNode === textarea) {
            textarea.focus();
            textarea.setSelectionRange(at.offset, at.offset);
          }
          takeImages(event.dataTransfer?.files, event);
        }}
        role="presentation"
      >
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
      <p className="field__counter markdown-field__words">{t('form.words', { count: wordCount(value) })}</p>
      {tools ? (
        <div ref={toolsRef} className="markdown-field__tools" tabIndex={-1}>
          {tools}
        </div>
      ) : null}
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
