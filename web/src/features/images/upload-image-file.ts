/**
 * prepare → upload, outside React so the single-image hook and the gallery's
 * several parallel uploads share one path to the store.
 */
import type { ContentImage } from '@portfolio/content/content-types';
import { ContentError } from '../../data/content-store';
import { getContentStore } from '../../data/get-content-store';
import { storeImageFiles, type ImageFile } from '../../data/store-image-files';
import { rememberUpload } from '../../data/uploaded-bytes';
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
