import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentImage, Lang } from '@portfolio/content/content-types';
import { responsiveImage } from '../../../utils/responsive-image';
import { Icon } from '../../../components/ui/icon';

/** A horizontal move this long (CSS px) with a finger is a swipe to the next or previous image. */
const SWIPE_DISTANCE = 40;

export interface GalleryViewerProps {
  images: ContentImage[];
  lang: Lang;
  index: number;
  /** Moves by `delta` images (wrapping around). */
  onStep(delta: number): void;
  onClose(): void;
}

/**
 * The gallery's full-size view: a modal <dialog> (the browser keeps focus inside it, closes it on Escape and
 * returns focus to the button that opened it). Arrow keys and a swipe step through the images. Its own chunk,
 * loaded when a visitor opens it (docs/decisions.md, "The project gallery").
 */
export function GalleryViewer({ images, lang, index, onStep, onClose }: GalleryViewerProps) {
  const { t } = useTranslation('pages');
  const dialog = useRef<HTMLDialogElement>(null);
  const swipeStart = useRef<number | null>(null);
  const image = images[index];
  const count = images.length;

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  return (
    <dialog
      ref={dialog}
      className="gallery-viewer"
      aria-label={t('projects.viewer')}
      onClose={onClose}
      onKeyDown={(event) => {
        if (event.key === 'Tab') {
          // A modal dialog keeps the page inert, but Tab past its last button would leave for the browser's own UI.
          const buttons = [...event.currentTarget.querySelectorAll('button')];
          const edge = event.shiftKey ? buttons[0] : buttons[buttons.length - 1];
          if (document.activeElement === edge) {
            event.preventDefault();
            (event.shiftKey ? buttons[buttons.length - 1] : buttons[0]).focus();
          }
          return;
        }
        if (count < 2 || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
        event.preventDefault();
        onStep(event.key === 'ArrowRight' ? 1 : -1);
      }}
    >
      <div className="gallery-viewer__bar">
        <p className="gallery-viewer__caption" aria-live="polite">
          {count > 1 && <span>{t('projects.imageCount', { number: index + 1, count })} · </span>}
          {image.alt[lang]}
        </p>
        <button type="button" className="gallery-viewer__button" onClick={() => dialog.current?.close()}>
          <Icon name="close" size={20} />
          <span>{t('projects.closeViewer')}</span>
        </button>
      </div>
      <div
        className="gallery-viewer__stage"
        onPointerDown={(event) => {
          swipeStart.current = event.pointerType === 'mouse' ? null : event.clientX;
        }}
        onPointerUp={(event) => {
          const start = swipeStart.current;
          swipeStart.current = null;
          if (start === null || count < 2) return;
          const moved = event.clientX - start;
          if (Math.abs(moved) >= SWIPE_DISTANCE) onStep(moved < 0 ? 1 : -1);
        }}
      >
        <img
          key={image.url}
          src={image.url}
          {...responsiveImage(image, 'galleryFull')}
          alt={image.alt[lang]}
          width={image.width}
          height={image.height}
        />
      </div>
      {count > 1 && (
        <div className="gallery-viewer__steps">
          <button type="button" className="gallery-viewer__button" onClick={() => onStep(-1)}>
            {t('projects.previousImage')}
          </button>
          <button type="button" className="gallery-viewer__button" onClick={() => onStep(1)}>
            {t('projects.nextImage')}
          </button>
        </div>
      )}
    </dialog>
  );
}
