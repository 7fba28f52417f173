import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Puts text where the caret is in the textarea `id` (in place of its selection), then gives the textarea back its
 * focus with the caret after the text: the owner goes on writing where they were. A textarea keeps its selection
 * while a dialog has the focus, so the position is read when the text arrives. A textarea the owner has not been
 * in yet has its caret at the start, where nobody means to put anything: the text then goes at the end, as a
 * paragraph of its own.
 */
export function useInsertAtCaret(id: string, value: string, onChange: (value: string) => void): (text: string) => void {
  const caretAfter = useRef<number | null>(null);
  const placedByOwner = useRef(false);

  useEffect(() => {
    const element = document.getElementById(id);
    if (!element) return;
    const note = () => {
      placedByOwner.current = true;
    };
    element.addEventListener('focus', note);
    return () => element.removeEventListener('focus', note);
  }, [id]);

  useLayoutEffect(() => {
    const position = caretAfter.current;
    const element = document.getElementById(id);
    if (position === null || !(element instanceof HTMLTextAreaElement)) return;
    caretAfter.current = null;
    element.focus();
    element.setSelectionRange(position, position);
  }, [id, value]);

  return (text: string) => {
    const element = document.getElementById(id);
    const textarea = element instanceof HTMLTextAreaElement && placedByOwner.current ? element : null;
    if (!textarea) {
      const separator = value === '' ? '' : value.endsWith('\n\n') ? '' : value.endsWith('\n') ? '\n' : '\n\n';
      const next = `${value}${separator}${text}`;
      caretAfter.current = next.length;
      onChange(next);
      return;
    }
    const start = textarea.selectionStart;
    const end = textarea.selectionEnd;
    caretAfter.current = start + text.length;
    onChange(value.slice(0, start) + text + value.slice(end));
  };
}
