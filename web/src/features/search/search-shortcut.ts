/**
 * The `/` shortcut (docs/decisions.md, "Search"): outside a text field, `/` focuses the search field of the
 * search page, or opens the search page with its field focused. Part of the frame, so it imports nothing of
 * the search itself (MiniSearch loads with the search route only).
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@portfolio/content/paths';
import type { Lang } from '@portfolio/content/content-types';

/** The id of the search page's field. */
export const SEARCH_INPUT_ID = 'search-input';

/**
 * Navigation state the search page reads: `inPlace` (the page replaced `?q=` itself as the reader typed: the
 * scroll manager leaves scroll and focus alone), `focus` (focus the field on arrival).
 */
export interface SearchNavigationState {
  inPlace?: boolean;
  focus?: boolean;
}

/** Whether a key press belongs to a field (or an editable element) rather than to the page. */
function inField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]') !== null;
}

export function useSearchShortcut(lang: Lang): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented || inField(event.target)) return;
      event.preventDefault();
      const field = document.getElementById(SEARCH_INPUT_ID);
      if (field) {
        field.focus();
        return;
      }
      const state: SearchNavigationState = { focus: true };
      void navigate(paths.search(lang), { state });
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [lang, navigate]);
}
