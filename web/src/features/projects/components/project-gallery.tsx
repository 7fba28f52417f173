import { lazy, Suspense, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentImage, Lang } from '@portfolio/content/content-types';
import { responsiveImage } from '../../../utils/responsive-image';
import { Icon } from '../../../components/ui/icon';

// The full-size view is its own chunk, fetched when a visitor opens it (docs/quality.md, "JavaScript before interaction").
const GalleryViewer = lazy(() => import('./gallery-viewer').then((module) => ({ default: module.GalleryViewer })));

/** A horizontal move this long (CSS px) with a finger is a swipe to the next or previous image. */
const SWIPE_DISTANCE = 40;

/**
 * One large image and a strip of thumbnail buttons that switch it; the large image opens the full-size view. Arrow
 * keys, Home and End on the thumbnails and a swipe on the large image step through the images. The caption (the
 * image's alt text) is announced politely when the image changes.
 */
export function ProjectGallery({ images, lang, headingId }: { images: ContentImage[]; lang: Lang; headingId: string }) {
  const { t } = useTranslation('pages');
  const [selected, setSelected] = useState(0);
  const [viewing, setViewing] = useState(false);
  const thumbs = useRef<HTMLUListElement>(null);
  const swipeStart = useRef<number | null>(null);
  if (images.length === 0) return null;
  const count = images.length;
  const index = Math.min(selected, count - 1);
  const current = images[index];
  // Shows image `next` (any integer: it wraps round) and scrolls its thumbnail to the middle of the strip, moving
  // only the strip, never the page (docs/decisions.md, "The project gallery").
  const show = (next: number) => {
    next = (next + count) % count;
    setSelected(next);
    const strip = thumbs.current;
    const thumb = strip?.children[next] as HTMLElement | undefined;
    if (strip && thumb) strip.scrollLeft = thumb.offsetLeft - (strip.clientWidth - thumb.offsetWidth) / 2;
    return thumb;
  };
  const step = (delta: number) => show(index + delta);

  const onThumbKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const keys: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: -1,
    };
    const next = keys[event.key];
    if (next === undefined) return;
    event.preventDefault();
    show(next)?.querySelector('button')?.focus({ preventScroll: true });
  };
  const onSwipeEnd = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null || count < 2) return;
    const moved = event.clientX - start;
    if (Math.abs(moved) >= SWIPE_DISTANCE) step(moved < 0 ? 1 : -1);
  };

  return (
    <section className="project-gallery" aria-labelledby={headingId}>
      <h2 id={headingId} className="project-section-title">
        {t('projects.gallery')}
      </h2>
      <figure className="project-gallery-main">
        {/* A finger swipes the image; the button opens the full-size view. */}
        <div
          className="project-gallery-frame"
          onPointerDown={(event) => {
            swipeStart.current = event.pointerType === 'mouse' ? null : event.clientX;
          }}
          onPointerUp={onSwipeEnd}
        >
          <img
            key={current.url}
            src={current.url}
            {...responsiveImage(current, 'galleryImage')}
            alt={current.alt[lang]}
            width={current.width}
            height={current.height}
            decoding="async"
          />
          <button type="button" className="project-gallery-open" aria-haspopup="dialog" onClick={() => setViewing(true)}>
            <Icon name="maximize" size={18} />
            {t('projects.viewFull')}
          </button>
        </div>
        <figcaption aria-live="polite">
          {count > 1 && <span className="project-gallery-count">{t('projects.imageCount', { number: index + 1, count })} · </span>}
          {current.alt[lang]}
        </figcaption>
      </figure>
      {count > 1 && (
        <ul className="project-gallery-thumbs" ref={thumbs}>
          {images.map((image, imageIndex) => (
            <li key={`${image.url}-${imageIndex}`}>
              <button
                type="button"
                aria-pressed={imageIndex === index}
                aria-label={t('projects.showImage', { number: imageIndex + 1, count, alt: image.alt[lang] })}
                onClick={() => show(imageIndex)}
                onKeyDown={onThumbKey}
              >
                <img
                  src={image.url}
                  {...responsiveImage(image, 'galleryThumb')}
                  alt=""
                  width={image.width}
                  height={image.height}
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {viewing && (
        <Suspense fallback={null}>
          <GalleryViewer images={images} lang={lang} index={index} onStep={step} onClose={() => setViewing(false)} />
        </Suspense>
      )}
    </section>
  );
}
