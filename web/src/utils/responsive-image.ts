/**
 * `srcset` and `sizes` for content images (docs/decisions.md, "Responsive images"): an upload is stored in a few
 * widths, and the browser picks the one the image's place needs at the screen's density, before layout. So `sizes`
 * must say how wide each place is; the values below follow the CSS, and `npm run bench:image-bytes` checks them
 * against the laid-out width at 390 px (the mobile preset) and 1350 px. Visitors' pages import this module: keep it
 * tiny and free of editor code.
 */
import type { ContentImage } from '@portfolio/content/content-types';

/**
 * The width of each place, by viewport. `.content-page` is at most 72rem with 1–2rem of padding each side (4vw
 * between), so below the breakpoints an image spans the page: 100vw − 2rem (a little more than it takes from 25rem
 * up, which only ever picks a larger copy, never a blurry one).
 */
export const IMAGE_SIZES = {
  /** blog.css `.post-grid`: columns of ≥ 20rem with 1.5rem gaps — 1 below ≈ 45rem, 2 below 67rem, then 3 of ≤ 21.7rem. */
  postCard: '(min-width: 67rem) 22rem, (min-width: 45rem) calc(50vw - 2.5rem), calc(100vw - 2rem)',
  /** projects.css `.project-grid`: columns of ≥ 22rem — 1 below ≈ 49.5rem, then 2 of ≤ 33.25rem (532 px). */
  projectCard: '(min-width: 72rem) 33.25rem, (min-width: 49.5rem) calc(50vw - 2.75rem), calc(100vw - 2rem)',
  /** blog.css `.post-page`: 46rem with its padding, so the cover is at most 42rem (672 px). */
  postCover: '(min-width: 46rem) 42rem, calc(100vw - 2rem)',
  /** projects.css `.project-page`: 60rem with its padding, so the gallery's large image is at most 56rem (896 px). */
  galleryImage: '(min-width: 60rem) 56rem, calc(100vw - 2rem)',
  /** projects.css `.project-gallery-thumbs img`: 7.5rem wide at every viewport. */
  galleryThumb: '7.5rem',
  /** projects.css `.gallery-viewer img`: the full-size view fills the screen's width at most. */
  galleryFull: '100vw',
} as const;

export type ImagePlace = keyof typeof IMAGE_SIZES;

/**
 * The `srcSet` and `sizes` props of an image in `place`: its narrower copies and itself, each with its width. An
 * image without copies (a bundled SVG, an upload from before copies were made) gets neither and keeps its `src`.
 * A URL a `srcset` cannot carry (white space, a trailing comma: the rules allow them in https URLs) is shown by `src`.
 */
export function responsiveImage(image: ContentImage, place: ImagePlace): { srcSet?: string; sizes?: string } {
  const candidates = [...image.variants, image];
  if (image.variants.length === 0 || candidates.some(({ url }) => /\s|,$/.test(url))) return {};
  return { srcSet: candidates.map(({ url, width }) => `${url} ${width}w`).join(', '), sizes: IMAGE_SIZES[place] };
}
