/** Slug helpers: ids of posts/projects (docs/data-model.md) and heading anchors. */
// The id and tag rules belong to the content model, which the functions share; the app reaches them here too.
export { isValidSlug, SLUG_PATTERN, TAG_PATTERN } from '@portfolio/content/content-model';

/**
 * A URL-safe slug: accents folded (so Spanish titles keep their letters), anything else becomes '-'. Longer than
 * `maxLength`, it ends at the last whole word that fits (a word longer than that is cut).
 */
export function slugify(text: string, maxLength = 80): string {
  const full = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (full.length <= maxLength) return full;
  const cut = full.slice(0, maxLength);
  const endsOnWord = full[maxLength] === '-';
  const lastBreak = cut.lastIndexOf('-');
  return (endsOnWord || lastBreak <= 0 ? cut : cut.slice(0, lastBreak)).replace(/-+$/g, '');
}

/**
 * The tag a typed name makes: the slug rule, uncut, so "canvas api" → "canvas-api" and "diseño" → "diseno".
 * Not cut to length: a name too long is refused with its reason rather than silently shortened.
 */
export function tagFromText(text: string): string {
  return slugify(text, Number.POSITIVE_INFINITY);
}

/**
 * Returns a function giving unique slugs within one document: repeated headings
 * get -2, -3… so every anchor points at exactly one element.
 */
export function createSlugger(fallback = 'section'): (text: string) => string {
  const seen = new Map<string, number>();
  return (text) => {
    const base = slugify(text) || fallback;
    let candidate = base;
    let count = seen.get(base) ?? 0;
    while (seen.has(candidate)) {
      count += 1;
      candidate = `${base}-${count + 1}`;
    }
    seen.set(base, count);
    seen.set(candidate, seen.get(candidate) ?? 0);
    return candidate;
  };
}
