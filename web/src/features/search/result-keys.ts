/**
 * The search page's keys (docs/decisions.md, "Keys on search results"): from the field, ArrowDown goes to the first result; on the
 * results, ArrowUp/ArrowDown move between them, Home/End go to the first/last, ArrowUp from the first returns to the
 * field; Escape on a result returns to the field (the query kept), Escape in the field clears the query. Enter on a
 * result is the link's own.
 *
 * Focus moves to the result links themselves (roving focus), rather than staying in the field with
 * `aria-activedescendant` (the ARIA combobox): a focused link is announced by every screen reader as what it is, with
 * its name and its place in the list, Enter and the context menu (open in a new tab) are the browser's own, and the
 * links stay in the Tab order for those who never use arrows. A combobox would promise a popup of options that this
 * page, a list of results under a form, does not have, and `aria-activedescendant` on a text field is announced
 * unevenly (VoiceOver on iOS, for one, does not follow it).
 */
import { useCallback, useRef, type KeyboardEvent, type RefObject } from 'react';

/** The class of each result's link: what the arrows move between. */
export const RESULT_LINK_CLASS = 'search-result__link';

const withModifier = (event: KeyboardEvent) => event.altKey || event.ctrlKey || event.metaKey || event.shiftKey;

/**
 * Focuses a result's link and brings its whole card into view: the browser's own scroll on focus shows only the
 * link, which can end up under the phone layout's bottom navigation (search.css gives the card a scroll margin).
 */
function show(link: HTMLAnchorElement): void {
  link.focus({ preventScroll: true });
  (link.closest('li') ?? link).scrollIntoView?.({ block: 'nearest' });
}

/**
 * Key handlers for the field and for each result's link; `list` goes on the results' list. `clear` empties the
 * query; Escape calls it in a field that has one.
 */
export function useResultKeys(field: RefObject<HTMLInputElement | null>, clear: () => void) {
  const list = useRef<HTMLOListElement>(null);
  const links = useCallback(() => [...(list.current?.querySelectorAll<HTMLAnchorElement>(`a.${RESULT_LINK_CLASS}`) ?? [])], []);

  const backToField = useCallback(() => {
    const input = field.current;
    if (!input) return;
    input.focus();
    // The caret at the end, where the reader left off typing.
    input.setSelectionRange(input.value.length, input.value.length);
  }, [field]);

  const onFieldKeyDown = useCallback(
    (event: KeyboardEvent<HTMLInputElement>) => {
      if (withModifier(event) || event.nativeEvent.isComposing) return;
      if (event.key === 'ArrowDown') {
        const first = links()[0];
        if (!first) return;
        event.preventDefault();
        show(first);
      } else if (event.key === 'Escape' && event.currentTarget.value !== '') {
        // Ours rather than the browser's (Chromium clears a search field on Escape, Firefox and Safari do not).
        event.preventDefault();
        clear();
      }
    },
    [clear, links],
  );

  const onResultKeyDown = useCallback(
    (event: KeyboardEvent<HTMLAnchorElement>) => {
      if (withModifier(event)) return;
      const all = links();
      const at = all.indexOf(event.currentTarget);
      if (at < 0) return;
      let next: HTMLAnchorElement | undefined;
      if (event.key === 'ArrowDown') next = all[Math.min(at + 1, all.length - 1)];
      else if (event.key === 'ArrowUp') next = at === 0 ? undefined : all[at - 1];
      else if (event.key === 'Home') next = all[0];
      else if (event.key === 'End') next = all[all.length - 1];
      else if (event.key !== 'Escape') return;
      event.preventDefault();
      if (next) show(next);
      else backToField();
    },
    [backToField, links],
  );

  return { list, onFieldKeyDown, onResultKeyDown };
}
