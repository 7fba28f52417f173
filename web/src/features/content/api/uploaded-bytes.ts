/**
 * The bytes of the images this tab uploaded, by Storage path, for the rest of the session. A new item's address
 * stays editable until its first save although its images are already stored under the address they were
 * uploaded with; the save then uploads these same bytes again under the final address (the database rules want
 * an item's images in its own folder) instead of downloading them back, which would need CORS on the bucket.
 */
const bytesByPath = new Map<string, Blob>();

export function rememberUploadedBytes(path: string, bytes: Blob): void {
  bytesByPath.set(path, bytes);
}

export function uploadedBytesOf(path: string): Blob | undefined {
  return bytesByPath.get(path);
}
