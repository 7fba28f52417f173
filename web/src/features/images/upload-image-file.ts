/**
 * prepare → upload, outside React so the single-image hook and the gallery's
 * several parallel uploads share one path to the store.
 */
import type { ContentImage } from '../content/types';
import { ContentError } from '../content/api/content-store';
import { getContentStore } from '../content/api/get-content-store';
import { rememberUploadedBytes } from '../content/api/uploaded-bytes';
import { ImagePrepareError, buildImagePath, prepareImage, type PrepareErrorCode } from './prepare-image';

export type UploadErrorCode = PrepareErrorCode | 'permission-denied' | 'network' | 'cancelled' | 'unknown';

export interface UploadImageFileOptions {
  signal?: AbortSignal;
  /** Called once the image is prepared and bytes start to go. */
  onUploadStart?: () => void;
  /** 0–1, as reported by the store. */
  onProgress?: (fraction: number) => void;
}

export async function uploadImageFile(file: Blob, storageFolder: string, options: UploadImageFileOptions = {}): Promise<ContentImage> {
  const { signal, onUploadStart, onProgress } = options;
  const prepared = await prepareImage(file, { signal });
  if (signal?.aborted) throw new ContentError('cancelled', 'Upload cancelled');
  const store = await getContentStore();
  onUploadStart?.();
  const image = await store.uploadImage(buildImagePath(storageFolder, prepared.type), prepared.blob, prepared, { onProgress, signal });
  if (signal?.aborted) {
    // Cancelled just as the last bytes arrived: the owner asked for nothing, so leave nothing behind.
    await store.deleteImage(image.path).catch(() => undefined);
    throw new ContentError('cancelled', 'Upload cancelled');
  }
  // A new item's address may still change before its first save: the form then stores these bytes again.
  rememberUploadedBytes(image.path, prepared.blob);
  return image;
}

/** Which message to show for a failure. An abort wins: whatever the store threw, the owner pressed Cancel. */
export function uploadErrorCode(error: unknown, signal?: AbortSignal): UploadErrorCode {
  if (signal?.aborted) return 'cancelled';
  if (error instanceof ImagePrepareError) return error.code;
  if (error instanceof ContentError) {
    if (error.code === 'permission-denied' || error.code === 'network' || error.code === 'cancelled') return error.code;
    return 'unknown';
  }
  if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
  return 'unknown';
}
