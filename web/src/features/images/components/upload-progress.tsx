import { useTranslation } from 'react-i18next';
import type { UploadStatus } from '../use-image-upload';

interface UploadProgressProps {
  name: string;
  status: Extract<UploadStatus, 'preparing' | 'uploading'>;
  /** 0–100 */
  progress: number;
  onCancel(): void;
}

/** A labelled <progress> with its percentage in text (not everyone can read a bar) and a cancel button. */
export function UploadProgress({ name, status, progress, onCancel }: UploadProgressProps) {
  const { t } = useTranslation('media');
  const preparing = status === 'preparing';
  return (
    <div className="upload-progress">
      {/* No value while preparing: an indeterminate bar, as resizing reports no progress. */}
      <progress aria-label={t('progressLabel', { name })} max={100} value={preparing ? undefined : progress} />
      <span className="upload-progress__text">{preparing ? t('preparing', { name }) : t('uploading', { name, percent: progress })}</span>
      <button type="button" className="media-button" onClick={onCancel} aria-label={t('cancelUploadOf', { name })}>
        {t('cancelUpload')}
      </button>
    </div>
  );
}
