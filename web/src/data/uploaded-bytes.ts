/**
 * The files this tab uploaded, by Storage path, for the rest of the session: their bytes, size and download URL.
 * A new item's address stays editable until its first save although its images are already stored under the
 * address they were uploaded with; the save then uploads these same bytes again under the final address (the
 * database rules want an item's images in its own folder) instead of downloading them back, which would need CORS
 * on the bucket. The URL finds an image a body shows only through its Markdown (`![alt](url)`).
 */
export interface UploadedFile {
  path: string;
  bytes: Blob;
  width: number;
  height: number;
  url: string;
}

const uploadsByPath = new Map<string, UploadedFile>();

export function rememberUpload(file: UploadedFile): void {
  uploadsByPath.set(file.path, file);
}

export function uploadedFileAt(path: string): UploadedFile | undefined {
  return uploadsByPath.get(path);
}

/** The files uploaded in this tab whose download URL `text` contains (a body's Markdown). */
export function uploadsShownIn(text: string): UploadedFile[] {
  return [...uploadsByPath.values()].filter((file) => file.url !== '' && text.includes(file.url));
}
