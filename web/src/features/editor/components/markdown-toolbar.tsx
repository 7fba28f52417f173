/**
 * The Markdown body's toolbar: heading, bold, italic, link, code, list, quote and image, one Tab stop (the arrow
 * keys move between its buttons, as a toolbar does), and the shortcuts Ctrl/⌘ + B, I and K in the text itself.
 * An edit goes through the browser's own text insertion where it can, so Ctrl/⌘ + Z undoes it as typing.
 */
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEdit, type FormatEdit, type FormatKind } from './markdown-format';

const BUTTONS: (FormatKind | 'image')[] = ['heading', 'bold', 'italic', 'link', 'code', 'list', 'quote', 'image'];
const SHORTCUTS: Partial<Record<string, FormatKind>> = { b: 'bold', i: 'italic', k: 'link' };
const SHORTCUT_KEY: Partial<Record<FormatKind | 'image', string>> = { bold: 'B', italic: 'I', link: 'K' };

/** `text` in place of [from, to) in the textarea, as typing would put it (undoable); false if the browser cannot. */
function insertAsTyped(textarea: HTMLTextAreaElement, edit: FormatEdit): boolean {
  textarea.focus();
  textarea.setSelectionRange(edit.from, edit.to);
  try {
    return document.execCommand('insertText', false, edit.text);
  } catch {
    return false;
  }
}

/**
 * The toolbar for the textarea `textareaId`, and the keydown handler that gives the textarea its shortcuts.
 * `onImage` opens the body's Insert image (null while images cannot be added yet: the button is left out).
 */
export function useMarkdownToolbar(textareaId: string, value: string, onChange: (value: string) => void, lang: string) {
  const { t } = useTranslation('admin');
  const selectAfter = useRef<[number, number] | null>(null);

  useLayoutEffect(() => {
    const selection = selectAfter.current;
    const textarea = document.getElementById(textareaId);
    if (!selection || !(textarea instanceof HTMLTextAreaElement)) return;
    selectAfter.current = null;
    textarea.focus();
    textarea.setSelectionRange(...selection);
  }, [textareaId, value]);

  const apply = (kind: FormatKind) => {
    const textarea = document.getElementById(textareaId);
    if (!(textarea instanceof HTMLTextAreaElement)) return;
    const words = { text: t('toolbar.placeholder', { lng: lang }), url: 'https://' };
    const edit = formatEdit(textarea.value, textarea.selectionStart, textarea.selectionEnd, kind, words);
    selectAfter.current = [edit.selectStart, edit.selectEnd];
    if (insertAsTyped(textarea, edit)) {
      textarea.setSelectionRange(edit.selectStart, edit.selectEnd);
      return;
    }
    onChange(textarea.value.slice(0, edit.from) + edit.text + textarea.value.slice(edit.to));
  };

  const onTextKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const kind = SHORTCUTS[event.key.toLowerCase()];
    if (!kind || !(event.target instanceof HTMLTextAreaElement)) return;
    event.preventDefault();
    apply(kind);
  };

  return { apply, onTextKeyDown };
}

export function MarkdownToolbar({ apply, onImage }: { apply(kind: FormatKind): void; onImage: (() => void) | null }) {
  const { t } = useTranslation('admin');
  const buttons = BUTTONS.filter((kind) => kind !== 'image' || onImage !== null);
  // One Tab stop: the button last used (or the first) is in the Tab order, the arrows move between them.
  const [current, setCurrent] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1, Home: -buttons.length, End: buttons.length }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    // The arrows wrap round; Home and End go to the ends.
    const next = Math.abs(step) === 1 ? (current + step + buttons.length) % buttons.length : step < 0 ? 0 : buttons.length - 1;
    setCurrent(next);
    refs.current[next]?.focus();
  };
  return (
    <div className="markdown-toolbar" role="toolbar" aria-label={t('toolbar.label')} onKeyDown={onKeyDown}>
      {buttons.map((kind, index) => (
        <button
          key={kind}
          ref={(element) => {
            refs.current[index] = element;
          }}
          type="button"
          tabIndex={index === Math.min(current, buttons.length - 1) ? 0 : -1}
          aria-keyshortcuts={SHORTCUT_KEY[kind] ? `Control+${SHORTCUT_KEY[kind]} Meta+${SHORTCUT_KEY[kind]}` : undefined}
          title={SHORTCUT_KEY[kind] ? t('toolbar.shortcut', { key: SHORTCUT_KEY[kind] }) : undefined}
          onClick={() => {
            setCurrent(index);
            if (kind === 'image') onImage?.();
            else apply(kind);
          }}
        >
          {t(`toolbar.${kind}`)}
        </button>
      ))}
    </div>
  );
}
