/**
 * What a visitor did on the prerendered page before the app took over (docs/rendering.md, "Takeover"):
 * the control they focused and the text they typed. React renders the page anew (createRoot, not
 * hydration), so without this the sign-in form would come back empty after the owner had already typed
 * into it — and a click on "Sign in" would then submit nothing.
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
 * Takes note of the prerendered page's state now; the returned function, called once React has rendered
 * the same page into the container, puts it back: the typed text into the same fields (same position and
 * name), then focus on the same control.
 */
export function captureTakeoverState(container: HTMLElement): () => void {
  const fields = [...container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_FIELDS)];
  const typed: TypedValue[] = fields
    .map((field, index) => ({ index, name: field.name, value: field.value, changed: field.value !== field.defaultValue }))
    .filter((field) => field.changed)
    .map(({ index, name, value }) => ({ index, name, value }));

  const active = document.activeElement;
  const focusedIndex =
    active && active !== document.body && container.contains(active) ? [...container.querySelectorAll(FOCUSABLE)].indexOf(active) : -1;

  return () => {
    const renderedFields = [...container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_FIELDS)];
    for (const { index, name, value } of typed) {
      const field = renderedFields[index];
      if (field && field.name === name && field.value !== value) typeInto(field, value);
    }
    if (focusedIndex >= 0) container.querySelectorAll<HTMLElement>(FOCUSABLE)[focusedIndex]?.focus();
  };
}
