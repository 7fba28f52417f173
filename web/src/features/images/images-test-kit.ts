/**
 * Test doubles for the image feature: a codec that does no pixel work (jsdom has no
 * createImageBitmap or canvas) and a content store whose uploads the test drives
 * step by step. Used only by *.test.ts(x) files.
 */
import { ContentError, type ContentStore, type UploadOptions } from '../../data/content-store';
import { createMemoryContentStore } from '../../data/memory-content-store';
import { setContentStore } from '../../data/get-content-store';
import { initI18n, i18n } from '../../lib/i18n';
import type { ContentImage } from '@portfolio/content/content-types';
import { vi } from 'vitest';
import { imageCodec, type DecodedImage, type ImageCodec, type OutputType, type Size } from './prepare-image';
import { testTree } from '../../testing/fixtures';

export async function setUpMediaMessages(lang: 'en' | 'es' = 'en') {
  await initI18n(lang);
  await i18n.changeLanguage(lang);
  await i18n.loadNamespaces('media');
}

/** A file the fake codec decodes as `width`x`height`; content 'broken' makes decoding fail. */
export function imageFile(name = 'photo.jpg', { type = 'image/jpeg', bytes = 1024, broken = false } = {}): File {
  const file = new File([broken ? 'broken' : 'pixels'], name, { type });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

export interface FakeCodec extends ImageCodec {
  encoded: { size: Size; type: OutputType; quality: number }[];
}

/**
 * Encoded size in bytes = pixels × bytesPerPixel(type, quality); `webp: false` answers PNG
 * for WebP as a browser without a WebP encoder does.
 */
export function fakeCodec({
  width = 4000,
  height = 3000,
  webp = true,
  bytesPerPixel = (_type: OutputType, quality: number) => quality * 0.5,
} = {}): FakeCodec {
  const encoded: FakeCodec['encoded'] = [];
  return {
    encoded,
    async decode(file) {
      const text = await file.text();
      if (text === 'broken') throw new Error('cannot decode');
      const image: DecodedImage = { source: {} as CanvasImageSource, width, height, close: () => undefined };
      return image;
    },
    async encode(_image, size, type, quality) {
      encoded.push({ size, type, quality });
      const actualType = type === 'image/webp' && !webp ? 'image/png' : type;
      const blob = new Blob(['x'], { type: actualType });
      Object.defineProperty(blob, 'size', { value: Math.round(size.width * size.height * bytesPerPixel(type, quality)) });
      return blob;
    },
  };
}

/** One object the store was asked to upload (an image or one of its narrower copies), held until the test says. */
interface PendingObject {
  path: string;
  blob: Blob;
  size: Size;
  options: UploadOptions;
  progress(fraction: number): void;
  finish(): ContentImage;
  fail(error: Error): void;
}

/** One uploaded image: its own object and its copies' (`<name>-<width>w.<ext>`), driven together. */
interface PendingUpload extends PendingObject {
  copies: PendingObject[];
  /** Finishes the image and its copies; answers the image as uploadImageFile resolves it, copies included. */
  finish(): ContentImage;
}

const COPY_SUFFIX = /-\d+w(\.[a-z]+)$/;

/**
 * A memory store whose uploadImage waits for the test. `objects` lists every call; `uploads` the images (an image's
 * copies are uploaded beside it, upload-image-file.ts): the test reports progress and finishes or fails each image,
 * copies included, or drives single objects. Aborting rejects with ContentError('cancelled'), as the real store does.
 */
export function controlledStore() {
  const base = createMemoryContentStore(testTree());
  const objects: PendingObject[] = [];
  const uploads: PendingUpload[] = [];
  const deleted: string[] = [];
  const store: ContentStore = {
    ...base,
    uploadImage(path, blob, size, options = {}) {
      return new Promise<ContentImage>((resolve, reject) => {
        const image: ContentImage = {
          path,
          url: `https://storage.test/${path}`,
          width: size.width,
          height: size.height,
          alt: { en: '', es: '' },
          variants: [],
        };
        options.signal?.addEventListener('abort', () => reject(new ContentError('cancelled', 'Upload cancelled')));
        const object: PendingObject = {
          path,
          blob,
          size,
          options,
          progress: (fraction) => options.onProgress?.(fraction),
          finish: () => {
            resolve(image);
            return image;
          },
          fail: reject,
        };
        objects.push(object);
        const imagePath = path.replace(COPY_SUFFIX, '$1');
        const owner = uploads.find((upload) => upload.path === imagePath);
        if (imagePath !== path && owner) {
          owner.copies.push(object);
          return;
        }
        const upload: PendingUpload = {
          ...object,
          copies: [],
          progress: (fraction) => [object, ...upload.copies].forEach((each) => each.progress(fraction)),
          finish: () => ({
            ...object.finish(),
            variants: upload.copies.map((copy) => copy.finish()).map(({ width, path, url }) => ({ width, path, url })),
          }),
          fail: (error) => [object, ...upload.copies].forEach((each) => each.fail(error)),
        };
        uploads.push(upload);
      });
    },
    async deleteImage(path) {
      deleted.push(path);
    },
  };
  setContentStore(store);
  return { store, uploads, objects, deleted };
}

export function storedImage(name: string, alt = { en: '', es: '' }): ContentImage {
  return {
    path: `images/projects/demo/${name}.webp`,
    url: `https://storage.test/${name}.webp`,
    width: 1600,
    height: 1200,
    alt,
    variants: [],
  };
}

/** Puts a fake codec behind the module-level `imageCodec` (restore with vi.restoreAllMocks()). */
export function installFakeCodec(options: Parameters<typeof fakeCodec>[0] = {}): FakeCodec {
  const fake = fakeCodec(options);
  vi.spyOn(imageCodec, 'decode').mockImplementation((file) => fake.decode(file));
  vi.spyOn(imageCodec, 'encode').mockImplementation((...args) => fake.encode(...args));
  return fake;
}
