import { describe, expect, it } from 'vitest';
import type { ContentImage } from '@portfolio/content/content-types';
import { IMAGE_SIZES, responsiveImage } from './responsive-image';

const photo = (variants: ContentImage['variants'], url = 'https://s.example/a.webp'): ContentImage => ({
  path: 'images/posts/p/a.webp',
  url,
  width: 1600,
  height: 1067,
  alt: { en: '', es: '' },
  variants,
});
const copy = (width: number, url = `https://s.example/a-${width}w.webp`) => ({ width, path: `images/posts/p/a-${width}w.webp`, url });

describe('responsiveImage', () => {
  it('offers the copies and the image itself, narrowest first, each with its width, and the place’s sizes', () => {
    expect(responsiveImage(photo([copy(480), copy(960)]), 'postCard')).toEqual({
      srcSet: 'https://s.example/a-480w.webp 480w, https://s.example/a-960w.webp 960w, https://s.example/a.webp 1600w',
      sizes: IMAGE_SIZES.postCard,
    });
    expect(responsiveImage(photo([copy(480)]), 'galleryThumb').sizes).toBe('7.5rem');
  });

  it('adds nothing to an image without copies (a bundled SVG, an older upload): its src is all there is', () => {
    expect(responsiveImage({ ...photo([]), path: '', url: '/images/seed/a.svg' }, 'postCover')).toEqual({});
  });

  it('falls back to src when a URL cannot sit in a srcset (white space, a trailing comma)', () => {
    expect(responsiveImage(photo([copy(480, 'https://s.example/a b.webp')]), 'postCard')).toEqual({});
    expect(responsiveImage(photo([copy(480)], 'https://s.example/a.webp,'), 'postCard')).toEqual({});
  });
});
