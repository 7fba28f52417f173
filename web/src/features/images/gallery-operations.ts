/** Pure list operations behind the gallery editor. */
import type { ContentImage } from '@portfolio/content/content-types';

/** Data model limit (docs/data-model.md): a gallery holds at most 20 images. */
export const MAX_GALLERY_IMAGES = 20;

/** Stable identity of an image: its Storage path, or its URL for bundled images (path ''). */
export function imageKey(image: ContentImage): string {
  return image.path || image.url;
}

/** The cover is a copy of a gallery image (alt text may differ), so compare identities, not objects. */
export function isSameImage(a: ContentImage | null, b: ContentImage | null): boolean {
  return a !== null && b !== null && imageKey(a) === imageKey(b);
}

/** Moves the item at `from` by `offset` places; out-of-range moves return the list unchanged. */
export function moveItem<T>(list: readonly T[], from: number, offset: number): T[] {
  const to = from + offset;
  if (from < 0 || from >= list.length || to < 0 || to >= list.length || offset === 0) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

export function removeAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}

export function replaceAt<T>(list: readonly T[], index: number, item: T): T[] {
  return list.map((existing, i) => (i === index ? item : existing));
}

/** How many of `selected` files fit, given the images already there and the uploads still running. */
export function remainingSlots(existing: number, inFlight: number, max = MAX_GALLERY_IMAGES): number {
  return Math.max(0, max - existing - inFlight);
}
