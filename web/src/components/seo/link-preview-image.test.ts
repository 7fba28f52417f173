import { describe, expect, it } from 'vitest';
import { linkPreviewImage, sectionPreviewImage } from './link-preview-image';

const card = { section: 'blog' as const, id: 'hello-world', lang: 'es' as const, title: '¿Hola?', updatedAt: 1700000000000 };
const photo = {
  url: 'https://firebasestorage.googleapis.com/v0/b/x/o/images%2Fa.webp?alt=media',
  width: 1600,
  height: 900,
  alt: { en: 'Photo', es: 'Foto' },
};
const drawing = { url: '/images/seed/hello.svg', width: 1200, height: 630, alt: { en: 'Drawing', es: 'Dibujo' } };
/** The image as the page's head names it: its alt text in the page's language (Spanish here). */
const inSpanish = (image: typeof photo) => ({ url: image.url, width: image.width, height: image.height, alt: image.alt.es });

describe('linkPreviewImage', () => {
  it('keeps an item’s own raster cover', () => {
    expect(linkPreviewImage(photo, card, true)).toEqual(inSpanish(photo));
  });

  it('uses the drawn card, versioned by the last save, when there is no cover or only an SVG one', () => {
    const drawn = { url: '/og/es/blog/hello-world.png?v=1700000000000', width: 1200, height: 630, alt: '¿Hola?' };
    expect(linkPreviewImage(null, card, true)).toEqual(drawn);
    expect(linkPreviewImage(drawing, card, true)).toEqual(drawn);
    expect(linkPreviewImage({ ...drawing, url: '/images/seed/HELLO.SVG?x=1' }, card, true)).toEqual(drawn);
  });

  it('falls back to the item’s own image, or none, on a site with no backend to draw cards', () => {
    expect(linkPreviewImage(drawing, card, false)).toEqual(inSpanish(drawing));
    expect(linkPreviewImage(null, card, false)).toBeNull();
  });
});

describe('sectionPreviewImage', () => {
  it('is the section’s drawn PNG card, or a raster image the page has, never an SVG', () => {
    expect(sectionPreviewImage('blog', 'es', 'Blog', null, true)).toEqual({
      url: '/og/es/blog.png',
      width: 1200,
      height: 630,
      alt: 'Blog',
    });
    expect(sectionPreviewImage('projects', 'en', 'Projects', drawing, true)).toEqual({
      url: '/og/en/projects.png',
      width: 1200,
      height: 630,
      alt: 'Projects',
    });
    expect(sectionPreviewImage('projects', 'es', 'Proyectos', photo, true)).toEqual(inSpanish(photo));
    expect(sectionPreviewImage('home', 'en', 'Home', null, false)).toBeNull();
  });
});
