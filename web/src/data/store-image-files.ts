/**
 * An image's files into Storage through the content store, as one: the image and its narrower copies side by side
 * under one progress, nothing left half-stored. Used by the upload pipeline (features/images/upload-image-file.ts) and
 * by the editor's first save, which stores a new item's images again under its final address.
 */
import type { ContentImage } from '@portfolio/content/content-types';
import { ContentError, type ContentStore, type UploadOptions } from './content-store';

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
