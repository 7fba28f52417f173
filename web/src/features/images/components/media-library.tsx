/**
 * The media library (docs/decisions.md, "The media library"): a button that opens the site's images as a grid in a
 * modal dialog, to reuse one already uploaded. The chosen image comes back as an item stores it (its copies for
 * `srcset` and its alt texts, which the field it goes into lets the owner change).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentImage } from '@portfolio/content/content-types';
import { interfaceLang } from '../../../lib/i18n';
import { useModalDialog } from '../../../components/ui/use-modal-dialog';
import { listSiteImages, type LibraryImage } from '../api/list-site-images';
import './images.css';

export interface MediaLibraryButtonProps {
  /** The button's words: "Choose from the library", "Add from the library". */
  label: string;
  /** Only images whose size is known (a cover or gallery image elsewhere): a cover's size is part of the page. */
  sizedOnly?: boolean;
  /** Images not to offer (already in the gallery), by Storage path or URL. */
  exclude?: string[];
  disabled?: boolean;
  onPick(image: ContentImage): void;
}

type Loaded = { status: 'loading' } | { status: 'error' } | { status: 'ready'; images: LibraryImage[] };

export function MediaLibraryButton({ label, sizedOnly = false, exclude = [], disabled = false, onPick }: MediaLibraryButtonProps) {
  const { t } = useTranslation('media');
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const button = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const id = useId();

  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    button.current?.focus();
  }, [open]);

  const load = () => {
    setLoaded({ status: 'loading' });
    listSiteImages().then(
      (images) => setLoaded({ status: 'ready', images }),
      () => setLoaded({ status: 'error' }),
    );
  };
  const close = () => {
    returnFocus.current = true;
    setOpen(false);
  };
  const shown =
    loaded.status === 'ready' ? loaded.images.filter((entry) => (!sizedOnly || entry.sized) && !exclude.includes(entry.key)) : [];

  return (
    <>
      <button
        ref={button}
        type="button"
        className="media-button"
        disabled={disabled}
        onClick={() => {
          setOpen(true);
          load();
        }}
      >
        {label}
      </button>
      {open ? (
        <LibraryDialog titleId={`${id}-title`} onCancel={close} focusKey={loaded.status}>
          <h2 id={`${id}-title`}>{t('library.title')}</h2>
          <p className="media-hint">{sizedOnly ? t('library.hintSized') : t('library.hint')}</p>
          {loaded.status === 'loading' ? (
            <p role="status" className="media-hint">
              {t('library.loading')}
            </p>
          ) : loaded.status === 'error' ? (
            <p role="alert" className="media-error">
              {t('library.error')}
            </p>
          ) : shown.length === 0 ? (
            <p role="status" className="media-hint">
              {t('library.empty')}
            </p>
          ) : (
            <ul className="media-library__grid" aria-label={t('library.gridLabel', { count: shown.length })}>
              {shown.map((entry) => (
                <li key={entry.key}>
                  <LibraryTile
                    entry={entry}
                    onPick={() => {
                      onPick(entry.image);
                      close();
                    }}
                  />
                </li>
              ))}
            </ul>
          )}
          <div className="body-image__actions">
            {loaded.status === 'error' ? (
              <button type="button" className="media-button" onClick={load}>
                {t('library.retry')}
              </button>
            ) : null}
            <button type="button" className="media-button" onClick={close}>
              {t('bodyImage.cancel')}
            </button>
          </div>
        </LibraryDialog>
      ) : null}
    </>
  );
}

/** The file's own name: `images/posts/x/cover-1.webp` → `cover-1.webp`. */
const fileName = (entry: LibraryImage) => decodeURIComponent(entry.key.slice(entry.key.lastIndexOf('/') + 1).split('?')[0]);

function LibraryTile({ entry, onPick }: { entry: LibraryImage; onPick(): void }) {
  const { t, i18n } = useTranslation('media');
  const lang = interfaceLang(i18n.language);
  const { image } = entry;
  const described = image.alt[lang] || image.alt[lang === 'en' ? 'es' : 'en'];
  const titles = entry.usedIn.map((use) => use.title[lang] || use.title[lang === 'en' ? 'es' : 'en'] || use.id);
  const name = described || fileName(entry);
  const size = entry.sized ? t('library.size', { width: image.width, height: image.height }) : t('library.inBody');
  const used = t('library.usedIn', { titles: titles.join(', ') });
  return (
    <button type="button" className="media-library__tile" onClick={onPick}>
      {/* The tile's words name it; the picture itself adds nothing to a screen reader. */}
      <img src={image.variants[0]?.url ?? image.url} alt="" loading="lazy" decoding="async" />
      {/* Commas between the lines, for the name a screen reader reads in one go. */}
      <span className="media-library__name">{name}</span>
      <span className="visually-hidden">{', '}</span>
      <span className="media-library__meta">{size}</span>
      <span className="visually-hidden">{', '}</span>
      <span className="media-library__meta">{used}</span>
    </button>
  );
}

/** A modal <dialog> (showModal: focus trap, inert page, Escape). Focus goes to the first image once they are there. */
function LibraryDialog({
  titleId,
  onCancel,
  focusKey,
  children,
}: {
  titleId: string;
  onCancel(): void;
  focusKey: string;
  children: React.ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useModalDialog(dialog);
  useEffect(() => {
    const element = dialog.current;
    (element?.querySelector<HTMLButtonElement>('.media-library__tile') ?? element?.querySelector<HTMLButtonElement>('button'))?.focus();
  }, [focusKey]);
  return (
    <dialog
      ref={dialog}
      className="body-image__dialog media-library"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      {children}
    </dialog>
  );
}
