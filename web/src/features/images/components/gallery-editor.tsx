import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { interfaceLang } from '../../../lib/i18n';
import type { ContentImage } from '@portfolio/content/content-types';
import { imageKey, isSameImage, MAX_GALLERY_IMAGES, moveItem, remainingSlots, removeAt, replaceAt } from '../gallery-operations';
import { useImageUploads } from '../use-image-uploads';
import { useReportUploading } from '../use-report-uploading';
import { AltTextInputs } from './alt-text-inputs';
import { UploadProgress } from './upload-progress';
import { DROP_ONTO_FILE_INPUT } from '../drop-files';
import './images.css';
import { ACCEPTED_INPUT_TYPES } from '../prepare-image';
import { MediaLibraryButton } from './media-library';
import { buttonAfterMove } from '../../../utils/reorder';

export interface GalleryEditorProps {
  value: ContentImage[];
  onChange(value: ContentImage[]): void;
  /** Storage folder for new uploads, e.g. `images/projects/my-project`. */
  storageFolder: string;
  /** The card image: a copy of one gallery image, or null. */
  cover: ContentImage | null;
  onCoverChange(value: ContentImage | null): void;
  /** Told when uploads start and when the last one has ended (its image already handed to onChange). */
  onUploadingChange?(uploading: boolean): void;
}

type FocusTarget = { key: string; fallback: string };

/**
 * A project's gallery: add several images at once, reorder with buttons (announced),
 * remove, describe each in both languages, and pick the card image. Like ImageField
 * it never deletes from Storage; the form does on save.
 */
export function GalleryEditor({ value, onChange, storageFolder, cover, onCoverChange, onUploadingChange }: GalleryEditorProps) {
  const { t, i18n } = useTranslation('media');
  const lang = interfaceLang(i18n.language);
  const id = useId();
  const [announcement, setAnnouncement] = useState({ text: '', nonce: false });
  /**
   * The image removed last, where it was and whether it was the card image: Undo puts it back. Focus goes to Undo,
   * so a second Enter never removes a second image.
   */
  const [removed, setRemoved] = useState<{ image: ContentImage; index: number; wasCover: boolean } | null>(null);
  /** How many more images fitted when more were chosen (a count, not text: it re-renders in the current language). */
  const [refusedSlots, setRefusedSlots] = useState<number | null>(null);

  // Uploads can finish in the same tick: each appends to the list the previous one produced,
  // not to the one this render saw, or the first image would be lost.
  const latest = useRef({ value, cover });
  useEffect(() => {
    latest.current = { value, cover };
  }, [value, cover]);

  const announce = (text: string) =>
    // Flipping a trailing no-break space makes screen readers repeat an identical message ("Image removed." twice).
    setAnnouncement((previous) => ({ text, nonce: !previous.nonce }));

  const commit = (next: ContentImage[]) => {
    latest.current = { ...latest.current, value: next };
    onChange(next);
  };
  const commitCover = (next: ContentImage | null) => {
    latest.current = { ...latest.current, cover: next };
    onCoverChange(next);
  };

  const uploads = useImageUploads(storageFolder, (image) => {
    commit([...latest.current.value, image]);
    announce(t('announce.added'));
  });

  // Moving to an end disables the button just pressed, removing deletes it, and cancelling an upload or dismissing
  // its message removes theirs: put focus somewhere useful once the list has changed.
  const root = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<FocusTarget | null>(null);
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target || !root.current) return;
    const candidates = Array.from(root.current.querySelectorAll<HTMLButtonElement | HTMLInputElement>('[data-focus-key]'));
    const find = (key: string) => candidates.find((element) => element.dataset.focusKey === key && !element.disabled);
    const element = find(target.key) ?? find(target.fallback);
    // Not there yet (a full gallery's file input turns on only once the cancelled upload has stopped): next change.
    if (!element) return;
    pendingFocus.current = null;
    element.focus();
  }, [value, uploads.jobs]);

  const inFlight = uploads.jobs.filter((job) => job.status === 'preparing' || job.status === 'uploading').length;
  const slots = remainingSlots(value.length, inFlight);
  // A finished job leaves the list in the same update that hands its image to onChange, so this never reads
  // "done" before the gallery holds the image.
  useReportUploading(inFlight > 0, onUploadingChange);

  function handleFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.currentTarget.files ?? []);
    event.currentTarget.value = '';
    if (files.length === 0) return;
    setRefusedSlots(files.length > slots ? slots : null);
    uploads.start(files.slice(0, slots));
  }

  function move(index: number, offset: -1 | 1) {
    // The button is chosen from positions now, not by what is disabled when the effect runs (utils/reorder.ts).
    const target = `${imageKey(value[index])}:${buttonAfterMove(index, offset, value.length)}`;
    pendingFocus.current = { key: target, fallback: target };
    commit(moveItem(value, index, offset));
    announce(t('announce.moved', { position: index + offset + 1, count: value.length }));
  }

  function remove(index: number) {
    const neighbour = value[index + 1] ?? value[index - 1];
    pendingFocus.current = { key: 'undo', fallback: 'file' };
    commit(removeAt(value, index));
    setRemoved({ image: value[index], index, wasCover: isSameImage(cover, value[index]) });
    if (!isSameImage(cover, value[index])) {
      announce(t('announce.removed'));
      return;
    }
    // The card image went with it: the image taking its place (else the one before) becomes the card, so a
    // project with pictures never shows a card without one. Said aloud, as choosing a card image is.
    commitCover(neighbour ?? null);
    const position = value[index + 1] ? index + 1 : index;
    announce(`${t('announce.removed')} ${neighbour ? t('announce.coverSet', { position }) : t('announce.coverCleared')}`);
  }

  function undoRemove() {
    if (!removed) return;
    const index = Math.min(removed.index, value.length);
    pendingFocus.current = { key: `${imageKey(removed.image)}:remove`, fallback: 'file' };
    commit([...value.slice(0, index), removed.image, ...value.slice(index)]);
    if (removed.wasCover) commitCover(removed.image);
    setRemoved(null);
    announce(t('announce.restored', { position: index + 1 }));
  }

  function toggleCover(index: number) {
    if (isSameImage(cover, value[index])) {
      commitCover(null);
      announce(t('announce.coverCleared'));
    } else {
      commitCover(value[index]);
      announce(t('announce.coverSet', { position: index + 1 }));
    }
  }

  function changeAlt(index: number, alt: ContentImage['alt']) {
    const updated = { ...value[index], alt };
    // The card shows the cover copy, so its alt text must follow the gallery image's.
    if (isSameImage(cover, updated)) commitCover(updated);
    commit(replaceAt(value, index, updated));
  }

  return (
    <div
      className="gallery-editor"
      ref={root}
      // Undo lasts while the owner is in the gallery: a save (which deletes removed files) is outside it.
      onBlur={(event) => {
        if (removed && !root.current?.contains(event.relatedTarget as Node | null)) setRemoved(null);
      }}
    >
      {value.length === 0 ? (
        <p className="media-hint">{t('galleryEmpty')}</p>
      ) : (
        <ol className="gallery-editor__list">
          {value.map((image, index) => {
            const key = imageKey(image);
            const isCover = isSameImage(cover, image);
            return (
              <li key={key} className={`gallery-editor__item${isCover ? ' gallery-editor__item--card' : ''}`}>
                <fieldset>
                  <legend>{t('imageNumber', { position: index + 1, count: value.length })}</legend>
                  {/* In words, not only by the pressed button's colour: which image the cards show. */}
                  {isCover ? <p className="gallery-editor__badge">{t('cardBadge')}</p> : null}
                  <img className="gallery-editor__thumb" src={image.url} width={image.width} height={image.height} alt={image.alt[lang]} />
                  <AltTextInputs value={image.alt} onChange={(alt) => changeAlt(index, alt)} />
                  <div className="gallery-editor__actions">
                    <button
                      type="button"
                      className="media-button"
                      data-focus-key={`${key}:up`}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    >
                      {t('moveUp')}
                    </button>
                    <button
                      type="button"
                      className="media-button"
                      data-focus-key={`${key}:down`}
                      disabled={index === value.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      {t('moveDown')}
                    </button>
                    <button type="button" className="media-button" aria-pressed={isCover} onClick={() => toggleCover(index)}>
                      {t('useAsCard')}
                    </button>
                    <button
                      type="button"
                      className="media-button media-button--danger"
                      data-focus-key={`${key}:remove`}
                      onClick={() => remove(index)}
                    >
                      {t('removeImage')}
                    </button>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}

      {removed ? (
        <div className="gallery-editor__removed">
          <p id={`${id}-removed`}>{t('removedNotice', { position: removed.index + 1 })}</p>
          <button type="button" className="media-button" data-focus-key="undo" aria-describedby={`${id}-removed`} onClick={undoRemove}>
            {t('undoRemove')}
          </button>
        </div>
      ) : null}

      {uploads.jobs.length > 0 && (
        <ul className="gallery-editor__uploads">
          {uploads.jobs.map((job) => (
            <li key={job.id}>
              {job.status === 'preparing' || job.status === 'uploading' ? (
                <UploadProgress
                  name={job.name}
                  status={job.status}
                  progress={job.progress}
                  onCancel={() => {
                    // Its Cancel button goes away: focus the file input (enabled again if the gallery was full).
                    pendingFocus.current = { key: 'file', fallback: 'file' };
                    uploads.cancel(job.id);
                  }}
                />
              ) : (
                <div className="gallery-editor__failed">
                  <p role={job.status === 'error' ? 'alert' : 'status'} className={job.status === 'error' ? 'media-error' : undefined}>
                    {job.name}: {t(`errors.${job.errorCode ?? 'unknown'}`)}
                  </p>
                  <button
                    type="button"
                    className="media-button"
                    aria-label={t('dismissMessageFor', { name: job.name })}
                    onClick={() => {
                      pendingFocus.current = { key: 'file', fallback: 'file' };
                      uploads.dismiss(job.id);
                    }}
                  >
                    {t('dismiss')}
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}

      <div className="media-file" {...DROP_ONTO_FILE_INPUT}>
        <label htmlFor={`${id}-file`}>{t('addImages')}</label>
        <input
          id={`${id}-file`}
          data-focus-key="file"
          type="file"
          accept={ACCEPTED_INPUT_TYPES.join(',')}
          multiple
          disabled={slots === 0}
          aria-describedby={`${id}-hint`}
          onChange={handleFiles}
        />
        <p id={`${id}-hint`} className="media-hint">
          {slots === 0 ? t('galleryFull', { max: MAX_GALLERY_IMAGES }) : t('fileHint')}
        </p>
      </div>
      <div className="media-sources">
        <MediaLibraryButton
          label={t('library.add')}
          sizedOnly
          exclude={value.map(imageKey)}
          disabled={slots === 0}
          onPick={(image) => {
            commit([...latest.current.value, image]);
            announce(t('announce.added'));
          }}
        />
      </div>
      {refusedSlots !== null && (
        <p role="alert" className="media-error">
          {t('tooManyFiles', { count: refusedSlots })}
        </p>
      )}
      <p role="status" className="visually-hidden">
        {announcement.text}
        {announcement.nonce ? '\u00a0' : ''}
      </p>
    </div>
  );
}
