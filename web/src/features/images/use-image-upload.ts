import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentImage } from '@portfolio/content/content-types';
import { uploadErrorCode, uploadImageFile, type UploadErrorCode } from './upload-image-file';

export type UploadStatus = 'idle' | 'preparing' | 'uploading' | 'done' | 'error' | 'cancelled';

interface ImageUploadState {
  status: UploadStatus;
  /** Whole percent, 0–100. */
  progress: number;
  /** Set when status is 'error' or 'cancelled'. */
  errorCode: UploadErrorCode | null;
}

const IDLE: ImageUploadState = { status: 'idle', progress: 0, errorCode: null };

export interface ImageUpload {
  state: ImageUploadState;
  /** The translated message for state.errorCode (translated at render, so it follows a language switch). */
  message: string | null;
  /** Resolves with the stored image, or null when it failed or was cancelled (the state says which). */
  upload(file: File, storageFolder: string): Promise<ContentImage | null>;
  cancel(): void;
  reset(): void;
}

export function toPercent(fraction: number): number {
  return Math.round(Math.min(1, Math.max(0, fraction)) * 100);
}

/**
 * One upload at a time: starting another cancels the one in flight. Unmounting cancels too. `variants: false` stores
 * the image without its narrower copies (upload-image-file.ts).
 */
export function useImageUpload({ variants = true }: { variants?: boolean } = {}): ImageUpload {
  const { t } = useTranslation('media');
  const [state, setState] = useState<ImageUploadState>(IDLE);
  const current = useRef<AbortController | null>(null);

  useEffect(() => () => current.current?.abort(), []);

  const upload = useCallback(
    async (file: File, storageFolder: string) => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      // Updates from a superseded upload must not overwrite the newer one's state.
      const update = (next: ImageUploadState) => {
        if (current.current === controller) setState(next);
      };
      update({ status: 'preparing', progress: 0, errorCode: null });
      try {
        const image = await uploadImageFile(file, storageFolder, {
          signal: controller.signal,
          variants,
          onUploadStart: () => update({ status: 'uploading', progress: 0, errorCode: null }),
          onProgress: (fraction) => update({ status: 'uploading', progress: toPercent(fraction), errorCode: null }),
        });
        update({ status: 'done', progress: 100, errorCode: null });
        return image;
      } catch (error) {
        const code = uploadErrorCode(error, controller.signal);
        update({ status: code === 'cancelled' ? 'cancelled' : 'error', progress: 0, errorCode: code });
        return null;
      } finally {
        if (current.current === controller) current.current = null;
      }
    },
    [variants],
  );

  const cancel = useCallback(() => current.current?.abort(), []);
  const reset = useCallback(() => {
    current.current?.abort();
    current.current = null;
    setState(IDLE);
  }, []);

  const message = state.errorCode ? t(`errors.${state.errorCode}`) : null;
  return { state, message, upload, cancel, reset };
}
