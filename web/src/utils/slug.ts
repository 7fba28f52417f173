/** Slug helpers: ids of posts/projects (docs/data-model.md) and heading anchors. */
// The id and tag rules belong to the content model, which the functions share; the app reaches them here too.
export { isValidSlug, SLUG_PATTERN, TAG_PATTERN } from '@portfolio/content/content-model';
import { slugify } from '@portfolio/content/slug';

export { slugify };

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
