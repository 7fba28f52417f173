import { useEffect, useId, useRef, useState, type ChangeEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getContentStore } from '../../../data/get-content-store';
import { useModalDialog } from '../../../components/ui/use-modal-dialog';
import type { ContentImage, Lang } from '@portfolio/content/content-types';
import { markdownImage } from '../markdown-image';
import { useImageUpload } from '../use-image-upload';
import { useReportUploading } from '../use-report-uploading';
import { MAX_ALT_LENGTH } from './alt-text-inputs';
import { MediaLibraryButton } from './media-library';
import './images.css';

export interface BodyImageButtonProps {
  /** Storage folder for the upload, the item's own (as for its cover): `images/posts/my-post`. */
  storageFolder: string;
  /** The language of the body it goes into: the alt text is asked for in that language. */
  lang: Lang;
  /** Gets `![alt](url)`, to put at the caret. */
  onInsert(markdown: string): void;
  /** Told when the upload starts and ends, so the form can hold saving meanwhile. */
  onUploadingChange?(uploading: boolean): void;
}

const ALT_LABEL_KEYS: Record<Lang, 'altEn' | 'altEs'> = { en: 'altEn', es: 'altEs' };

/**
 * An image in a post's or project's body: the site's security policy shows only images from the site and its
 * Storage, so the owner uploads the picture here (the same resize and limits as the cover), describes it in the
 * body's language, and gets its Markdown at the caret. The upload starts as soon as the file is chosen, while the
 * owner writes the description.
 */
export function BodyImageButton({ storageFolder, lang, onInsert, onUploadingChange }: BodyImageButtonProps) {
  const { t } = useTranslation('media');
  // One URL in the Markdown: no narrower copies (docs/decisions.md, "Responsive images").
  const { state, message, upload, cancel, reset } = useImageUpload({ variants: false });
  const [fileName, setFileName] = useState<string | null>(null);
  const [image, setImage] = useState<ContentImage | null>(null);
  const [alt, setAlt] = useState('');
  /** The image came from the media library: other items may use it, so cancelling deletes nothing. */
  const [fromLibrary, setFromLibrary] = useState(false);
  const busy = state.status === 'preparing' || state.status === 'uploading';
  useReportUploading(busy, onUploadingChange);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const libraryButton = useRef<HTMLSpanElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  /** Focus goes back to the button once the dialog is gone: while a modal dialog is open the page behind is inert. */
  const focusButtonAfterClose = useRef(false);
  useEffect(() => {
    if (fileName !== null || !focusButtonAfterClose.current) return;
    focusButtonAfterClose.current = false;
    (fromLibrary ? libraryButton.current?.querySelector('button') : button.current)?.focus();
  }, [fileName, fromLibrary]);

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    // Cleared so that choosing the same file again fires change again.
    event.currentTarget.value = '';
    if (!file) return;
    setImage(null);
    setAlt('');
    setFromLibrary(false);
    setFileName(file.name);
    const stored = await upload(file, storageFolder);
    if (stored) setImage(stored);
  }

  const close = () => {
    setFileName(null);
    setImage(null);
    setAlt('');
    reset();
  };

  const cancelDialog = () => {
    if (busy) cancel();
    // Uploaded but not wanted: nothing references it. (Were this to fail, the daily clean-up removes it.) An image
    // from the library is other items' too: it stays.
    else if (image && !fromLibrary) void getContentStore().then((store) => store.deleteImage(image.path).catch(() => undefined));
    focusButtonAfterClose.current = true;
    close();
  };

  /** An image already on the site: the same dialog, its description in this language offered. */
  const pickFromLibrary = (picked: ContentImage) => {
    setFromLibrary(true);
    const named = picked.path || picked.url.split('?')[0];
    setFileName(named.slice(named.lastIndexOf('/') + 1));
    setImage(picked);
    setAlt(picked.alt[lang]);
  };

  const insert = () => {
    if (!image) return;
    onInsert(markdownImage(alt, image.url));
    close();
  };

  return (
    <div className="body-image">
      <button ref={button} type="button" className="media-button" onClick={() => fileInput.current?.click()}>
        {t('bodyImage.button')}
      </button>
      <span ref={libraryButton} className="body-image__library">
        <MediaLibraryButton label={t('library.insert')} onPick={pickFromLibrary} />
      </span>
      {/* Opened by the button: a file input cannot be named "Insert image" and still say which file it holds. */}
      <input ref={fileInput} type="file" accept="image/*" hidden tabIndex={-1} aria-label={t('bodyImage.button')} onChange={handleFile} />
      {fileName !== null ? (
        <BodyImageDialog titleId={`${id}-title`} onCancel={cancelDialog}>
          <h2 id={`${id}-title`}>{t('bodyImage.title')}</h2>
          <p className="media-hint">
            {fromLibrary ? t('library.fromLibrary', { name: fileName }) : t('bodyImage.file', { name: fileName })}
          </p>
          {busy ? (
            <div className="upload-progress">
              <progress
                aria-label={t('progressLabel', { name: fileName })}
                max={100}
                value={state.status === 'preparing' ? undefined : state.progress}
              />
              <span>
                {state.status === 'preparing'
                  ? t('preparing', { name: fileName })
                  : t('uploading', { name: fileName, percent: state.progress })}
              </span>
            </div>
          ) : null}
          {state.status === 'error' ? (
            <p role="alert" className="media-error">
              {message}
            </p>
          ) : null}
          {image ? <img className="body-image__preview" src={image.url} width={image.width} height={image.height} alt="" /> : null}
          <div className="alt-text-inputs__field">
            <label htmlFor={`${id}-alt`}>{t(ALT_LABEL_KEYS[lang])}</label>
            <input
              id={`${id}-alt`}
              type="text"
              lang={lang}
              maxLength={MAX_ALT_LENGTH}
              value={alt}
              aria-describedby={`${id}-alt-hint`}
              onChange={(event) => setAlt(event.currentTarget.value)}
              onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
                // Enter inserts (when the image is there), and never submits the post's form around the dialog.
                if (event.key !== 'Enter') return;
                event.preventDefault();
                insert();
              }}
            />
            <p id={`${id}-alt-hint`} className="media-hint">
              {t('altHint')}
            </p>
          </div>
          <div className="body-image__actions">
            <button type="button" className="media-button" onClick={cancelDialog}>
              {t('bodyImage.cancel')}
            </button>
            <button type="button" className="media-button media-button--primary" disabled={!image} onClick={insert}>
              {t('bodyImage.insert')}
            </button>
          </div>
        </BodyImageDialog>
      ) : null}
    </div>
  );
}

/** A modal <dialog>: showModal gives the focus trap, the inert page behind and Escape. Focus starts on the alt text. */
function BodyImageDialog({ titleId, onCancel, children }: { titleId: string; onCancel(): void; children: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useModalDialog(dialog, { focus: (element) => element.querySelector<HTMLInputElement>('input[type="text"]')?.focus() });
  return (
    <dialog
      ref={dialog}
      className="body-image__dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: the component's state decides what closes.
        event.preventDefault();
        onCancel();
      }}
    >
      {children}
    </dialog>
  );
}
