import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { interfaceLang } from '../../../lib/i18n';
import type { ContentImage } from '@portfolio/content/content-types';
import { useImageUpload } from '../use-image-upload';
import { useReportUploading } from '../use-report-uploading';
import { AltTextInputs } from './alt-text-inputs';
import { UploadProgress } from './upload-progress';
import { DROP_ONTO_FILE_INPUT } from '../drop-files';
import './images.css';
import { ACCEPTED_INPUT_TYPES } from '../prepare-image';
import { MediaLibraryButton } from './media-library';

export interface ImageFieldProps {
  label: string;
  value: ContentImage | null;
  onChange(value: ContentImage | null): void;
  /** Storage folder for new uploads, e.g. `images/posts/my-post`. */
  storageFolder: string;
  /** Told when an upload starts and when it has ended (after onChange got its image), so the form can hold saving. */
  onUploadingChange?(uploading: boolean): void;
}

/**
 * One optional image (a post's cover). It never deletes from Storage: the form
 * does that on save by comparing old and new paths, so removing or replacing
 * and then abandoning the form loses nothing.
 */
export function ImageField({ label, value, onChange, storageFolder, onUploadingChange }: ImageFieldProps) {
  const { t, i18n } = useTranslation('media');
  const { state, message, upload, cancel } = useImageUpload();
  const [fileName, setFileName] = useState('');
  // Counted here, not read from the upload state: that turns 'done' a moment before onChange gets the image,
  // and a save in that moment would go without it. Ends in the same update as onChange.
  const [pending, setPending] = useState(0);
  useReportUploading(pending > 0, onUploadingChange);
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const busy = state.status === 'preparing' || state.status === 'uploading';
  const lang = interfaceLang(i18n.language);

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    // Cleared so that choosing the same file again (after a failure) fires change again.
    event.currentTarget.value = '';
    if (!file) return;
    setFileName(file.name);
    setPending((count) => count + 1);
    try {
      const image = await upload(file, storageFolder);
      // A new picture needs its own description, so the old alt text is not carried over.
      if (image) onChange(image);
    } finally {
      setPending((count) => count - 1);
    }
  }

  return (
    <fieldset className="image-field">
      <legend>{label}</legend>
      {value ? (
        <img className="image-field__preview" src={value.url} width={value.width} height={value.height} alt={value.alt[lang]} />
      ) : (
        <p className="media-hint">{t('noImage')}</p>
      )}
      <div className="media-file" {...DROP_ONTO_FILE_INPUT}>
        <label htmlFor={`${id}-file`}>{value ? t('replaceImage') : t('chooseImage')}</label>
        <input
          ref={fileInput}
          id={`${id}-file`}
          type="file"
          accept={ACCEPTED_INPUT_TYPES.join(',')}
          aria-describedby={`${id}-hint`}
          onChange={handleFile}
        />
        <p id={`${id}-hint`} className="media-hint">
          {t('fileHint')}
        </p>
      </div>
      {/* Or one already on the site: the same files and copies, its description offered below. */}
      <div className="media-sources">
        <MediaLibraryButton label={t('library.choose')} sizedOnly exclude={value ? [value.path || value.url] : []} onPick={onChange} />
      </div>
      {busy && (
        <UploadProgress
          name={fileName}
          status={state.status as 'preparing' | 'uploading'}
          progress={state.progress}
          onCancel={() => {
            cancel();
            // The Cancel button goes away with the progress bar: focus the file input, to choose another image.
            fileInput.current?.focus();
          }}
        />
      )}
      {state.status === 'error' && (
        <p role="alert" className="media-error">
          {message}
        </p>
      )}
      <p role="status" className="media-status">
        {state.status === 'cancelled' ? message : ''}
      </p>
      {value && (
        <>
          <AltTextInputs value={value.alt} onChange={(alt) => onChange({ ...value, alt })} />
          <button type="button" className="media-button media-button--danger" onClick={() => onChange(null)}>
            {t('removeImage')}
          </button>
        </>
      )}
    </fieldset>
  );
}
