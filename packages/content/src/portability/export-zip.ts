/**
 * Writes a site export (site-export.ts) as a zip, as a stream: the files compressed, the images stored as they
 * are (WebP/JPEG/PNG gain nothing from deflate), one image in memory at a time, so a site of any size exports in
 * bounded memory. An image that cannot be read is listed in `missing-images.txt` instead of failing the export:
 * the owner still gets every word, and the list says what to fetch by hand.
 */
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { SiteExport } from './site-export.ts';

export interface ZipTarget {
  /** Receives the zip's bytes in order; the promise it returns is waited for (back-pressure). */
  write(chunk: Uint8Array): void | Promise<void>;
}

export interface ZipResult {
  files: number;
  images: number;
  /** Image paths that could not be read, with the reason. */
  missing: { path: string; reason: string }[];
  bytes: number;
}

/** How long reading one image may take before it counts as missing. */
const IMAGE_READ_DEADLINE_MS = 20_000;

function withDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, expired]).finally(() => clearTimeout(timer));
}

export async function writeExportZip(
  exported: SiteExport,
  readImage: (path: string) => Promise<Uint8Array>,
  target: ZipTarget,
  {
    imageDeadlineMs = IMAGE_READ_DEADLINE_MS,
    onProgress,
  }: { imageDeadlineMs?: number; onProgress?: (done: number, total: number) => void } = {},
): Promise<ZipResult> {
  const pending: Uint8Array[] = [];
  let failure: Error | null = null;
  let finished = false;
  const zip = new Zip((error, chunk, final) => {
    if (error) failure = error;
    else pending.push(chunk);
    if (final) finished = true;
  });
  let bytes = 0;
  const flush = async () => {
    if (failure) throw failure;
    while (pending.length > 0) {
      const chunk = pending.shift()!;
      bytes += chunk.length;
      await target.write(chunk);
    }
  };
  const add = async (path: string, data: Uint8Array, compress: boolean) => {
    const entry = compress ? new ZipDeflate(path, { level: 6 }) : new ZipPassThrough(path);
    zip.add(entry);
    entry.push(data, true);
    await flush();
  };

  for (const file of exported.files) await add(file.path, strToU8(file.text), true);
  const missing: ZipResult['missing'] = [];
  let images = 0;
  for (const [index, path] of exported.images.entries()) {
    try {
      await add(path, await withDeadline(readImage(path), imageDeadlineMs, `reading ${path}`), false);
      images += 1;
    } catch (error) {
      missing.push({ path, reason: error instanceof Error ? error.message : String(error) });
    }
    onProgress?.(index + 1, exported.images.length);
  }
  if (missing.length > 0) {
    const list = missing.map((entry) => `${entry.path}\t${entry.reason}`).join('\n');
    await add('missing-images.txt', strToU8(`These images could not be read when the copy was made:\n${list}\n`), true);
  }
  zip.end();
  await flush();
  if (!finished) throw new Error('the zip did not finish');
  return { files: exported.files.length + (missing.length > 0 ? 1 : 0), images, missing, bytes };
}
