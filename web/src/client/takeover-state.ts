/**
 * What a visitor did on the server-rendered page before the app took over (docs/rendering.md, "How the client
 * takes over"): the control they focused, the text they typed and the disclosures (<details>) they opened or
 * closed. React renders the page anew (createRoot, not hydration), so without this the sign-in form would come
 * back empty after the owner had already typed into it — and a click on "Sign in" would then submit nothing.
 */

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';
const TEXT_FIELDS =
  'input:not([type]), input[type="text"], input[type="email"], input[type="password"], input[type="search"], input[type="url"], input[type="tel"], textarea';

interface TypedValue {
  index: number;
  name: string;
  value: string;
}

/** Sets a field's value the way typing does, so React's onChange sees it (a plain `.value =` is ignored). */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Starts following the server-rendered page's state; the returned function, called once React has committed
 * the same page into the container, puts it back: the typed text into the same fields (same position and
 * name), then focus on the same control. React renders in a transition (take-over.tsx), so the visitor may go on
 * tabbing and typing while it renders: what counts is the state at the commit, read from the old elements
 * (still in memory after React removed them) and from the last focus the page saw.
 */
export function captureTakeoverState(container: HTMLElement): () => void {
  const fields = [...container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_FIELDS)];
  // Disclosures (a post's table of contents on a phone) the visitor opened or closed.
  const disclosures = [...container.querySelectorAll('details')];
  const focusables = [...container.querySelectorAll(FOCUSABLE)];
  let focused: Element | null = document.activeElement && container.contains(document.activeElement) ? document.activeElement : null;
  const onFocusIn = (event: FocusEvent) => {
    focused = event.target instanceof Element && container.contains(event.target) ? event.target : null;
  };
  document.addEventListener('focusin', onFocusIn);

  return () => {
    document.removeEventListener('focusin', onFocusIn);
    const typed: TypedValue[] = fields
      .map((field, index) => ({ index, name: field.name, value: field.value, changed: field.value !== field.defaultValue }))
      .filter((field) => field.changed)
      .map(({ index, name, value }) => ({ index, name, value }));
    const focusedIndex = focused ? focusables.indexOf(focused) : -1;
    const opened = disclosures.map((details) => details.open);

    const renderedFields = [...container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_FIELDS)];
    for (const { index, name, value } of typed) {
      const field = renderedFields[index];
      if (field && field.name === name && field.value !== value) typeInto(field, value);
    }
    container.querySelectorAll('details').forEach((details, index) => {
      if (index < opened.length && details.open !== opened[index]) details.open = opened[index];
    });
    // Only focus that the commit took away (it sits on <body> now): never move focus the visitor already moved on.
    const lost = !document.activeElement || document.activeElement === document.body;
    if (focusedIndex >= 0 && lost) container.querySelectorAll<HTMLElement>(FOCUSABLE)[focusedIndex]?.focus();
  };
}
