import { useLayoutEffect, useRef } from 'react';

/**
 * `value` with `block` in place of the characters from `start` to `end`, as a paragraph of its own: a blank line
 * before and after it unless the text around already ends or starts one (an image written up against a heading's
 * `##` would turn the heading into plain text). `caret` is just after the block.
 */
export function withBlockAt(value: string, start: number, end: number, block: string): { value: string; caret: number } {
  const before = value.slice(0, start);
  const after = value.slice(end);
  const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const trail = after === '' || after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  return { value: `${before}${lead}${block}${trail}${after}`, caret: before.length + lead.length + block.length };
}

/**
 * Puts a block of Markdown (an image) where the caret is in the textarea `id` (in place of its selection), on
 * its own lines (withBlockAt), then gives the textarea back its focus with the caret after it: the owner goes on
 * writing where they were. A textarea keeps its selection while a dialog has the focus, so the position is read
 * when the text arrives. A textarea the owner has not been in yet has its caret at the start, where nobody means
 * to put anything: the block then goes at the end.
 */
export function useInsertAtCaret(id: string, value: string, onChange: (value: string) => void): (text: string) => void {
  const caretAfter = useRef<number | null>(null);
  const placedByOwner = useRef(false);

  // Listened for on the document from the commit on (a layout effect): a focus that comes as soon as the form
  // shows, or into a textarea React has rendered again, still counts.
  useLayoutEffect(() => {
    const note = (event: FocusEvent) => {
      if ((event.target as Element | null)?.id === id) placedByOwner.current = true;
    };
    document.addEventListener('focusin', note);
    return () => document.removeEventListener('focusin', note);
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
    const start = textarea ? textarea.selectionStart : value.length;
    const next = withBlockAt(value, start, textarea ? textarea.selectionEnd : start, text);
    caretAfter.current = next.caret;
    onChange(next.value);
  };
}
