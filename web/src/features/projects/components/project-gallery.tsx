import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentImage, Lang } from '../../../config/content-types';
import { responsiveImage } from '../../../utils/responsive-image';

/**
 * One large image and a row of thumbnail buttons that switch it. The caption
 * (the image's alt text) is announced politely when the image changes.
 */
export function ProjectGallery({ images, lang, headingId }: { images: ContentImage[]; lang: Lang; headingId: string }) {
  const { t } = useTranslation('pages');
  const [selected, setSelected] = useState(0);
  if (images.length === 0) return null;
  const current = images[Math.min(selected, images.length - 1)];
  const count = images.length;

  return (
    <section className="project-gallery" aria-labelledby={headingId}>
      <h2 id={headingId} className="project-section-title">
        {t('projects.gallery')}
      </h2>
      <figure className="project-gallery-main">
        <img
          key={current.url}
          src={current.url}
          {...responsiveImage(current, 'galleryImage')}
          alt={current.alt[lang]}
          width={current.width}
          height={current.height}
          decoding="async"
        />
        <figcaption aria-live="polite">
          {count > 1 && <span className="project-gallery-count">{t('projects.imageCount', { number: selected + 1, count })} · </span>}
          {current.alt[lang]}
        </figcaption>
      </figure>
      {count > 1 && (
        <ul className="project-gallery-thumbs">
          {images.map((image, index) => (
            <li key={`${image.url}-${index}`}>
              <button
                type="button"
                aria-pressed={index === selected}
                aria-label={t('projects.showImage', { number: index + 1, count, alt: image.alt[lang] })}
                onClick={() => setSelected(index)}
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
    </section>
  );
}
