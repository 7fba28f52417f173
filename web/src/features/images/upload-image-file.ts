/**
 * prepare → upload, outside React so the single-image hook and the gallery's
 * several parallel uploads share one path to the store.
 */
import type { ContentImage } from '../content/types';
import { ContentError, type ContentStore, type UploadOptions } from '../content/api/content-store';
import { getContentStore } from '../content/api/get-content-store';
import { rememberUpload } from '../content/api/uploaded-bytes';
import { ImagePrepareError, buildImagePath, prepareImage, variantPath, type PrepareErrorCode } from './prepare-image';

export type UploadErrorCode = PrepareErrorCode | 'permission-denied' | 'network' | 'cancelled' | 'unknown';

export interface UploadImageFileOptions {
  signal?: AbortSignal;
  /** Called once the image is prepared and bytes start to go. */
  onUploadStart?: () => void;
  /** 0–1 over all the files of the image (the image and its narrower copies), by bytes. */
  onProgress?: (fraction: number) => void;
  /**
   * False: the image alone, without narrower copies. An image in a Markdown body is one URL in the text, which
   * neither `srcset` nor the editor's clean-up would know the copies of (docs/decisions.md, "Responsive images").
   */
  variants?: boolean;
}

/** One file of an image to store: the image itself (the first) or one of its narrower copies. */
export interface ImageFile {
  path: string;
  bytes: Blob;
  width: number;
  height: number;
}

/**
 * Stores an image's files side by side, the image first and then its narrower copies, and returns the image with its
 * copies (alt left empty). `onProgress` follows all their bytes together, so one bar shows the whole image. Nothing
 * is left half-stored: when one file fails or the owner cancels, the files already stored are deleted (best effort:
 * the daily clean-up removes what a failed delete leaves) and the error is thrown.
 */
export async function storeImageFiles(store: ContentStore, files: ImageFile[], options: UploadOptions = {}): Promise<ContentImage> {
  const { signal, onProgress } = options;
  // A file of 0 bytes still counts, so the bar moves as each one ends.
  const weights = files.map((file) => Math.max(1, file.bytes.size));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const sent = files.map(() => 0);
  const report = (index: number, fraction: number) => {
    sent[index] = fraction * weights[index];
    onProgress?.(sent.reduce((sum, bytes) => sum + bytes, 0) / total);
  };
  const results = await Promise.allSettled(
    files.map(({ path, bytes, width, height }, index) =>
      store.uploadImage(path, bytes, { width, height }, { signal, onProgress: (fraction) => report(index, fraction) }),
    ),
  );
  const stored = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failure = results.find((result) => result.status === 'rejected');
  if (failure || signal?.aborted) {
    // Cancelled just as the last bytes arrived, or one file failed: the owner gets nothing, so leave nothing behind.
    await Promise.all(stored.map((image) => store.deleteImage(image.path).catch(() => undefined)));
    if (signal?.aborted) throw new ContentError('cancelled', 'Upload cancelled');
    throw (failure as PromiseRejectedResult).reason;
  }
  const [image, ...copies] = stored;
  return { ...image, variants: copies.map(({ width, path, url }) => ({ width, path, url })) };
}

export async function uploadImageFile(file: Blob, storageFolder: string, options: UploadImageFileOptions = {}): Promise<ContentImage> {
  const { signal, onUploadStart, onProgress, variants = true } = options;
  const prepared = await prepareImage(file, { signal, ...(variants ? {} : { variantWidths: [] }) });
  if (signal?.aborted) throw new ContentError('cancelled', 'Upload cancelled');
  const store = await getContentStore();
  onUploadStart?.();
  const path = buildImagePath(storageFolder, prepared.type);
  const files: ImageFile[] = [
    { path, bytes: prepared.blob, width: prepared.width, height: prepared.height },
    ...prepared.variants.map(({ blob, width, height }) => ({ path: variantPath(path, width), bytes: blob, width, height })),
  ];
  const image = await storeImageFiles(store, files, { onProgress, signal });
  // A new item's address may still change before its first save: the form then stores these bytes again.
  const urls = new Map([[image.path, image.url], ...image.variants.map(({ path: copy, url }) => [copy, url] as const)]);
  for (const file of files) rememberUpload({ ...file, url: urls.get(file.path) ?? '' });
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
