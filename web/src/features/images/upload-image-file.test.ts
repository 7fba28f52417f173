import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContentError } from '../../data/content-store';
import { setContentStore } from '../../data/get-content-store';
import { uploadedFileAt } from '../../data/uploaded-bytes';
import { controlledStore, imageFile, installFakeCodec } from './images-test-kit';
import { ImagePrepareError } from './prepare-image';
import { uploadErrorCode, uploadImageFile } from './upload-image-file';

beforeEach(() => {
  installFakeCodec();
});
afterEach(() => {
  vi.restoreAllMocks();
  setContentStore(null);
});

describe('uploadImageFile', () => {
  it('uploads the prepared WebP under a fresh name in the folder, with its size', async () => {
    const { uploads } = controlledStore();
    const onUploadStart = vi.fn();
    const done = uploadImageFile(imageFile(), 'images/posts/hello', { onUploadStart });
    await vi.waitFor(() => expect(uploads).toHaveLength(1));
    expect(onUploadStart).toHaveBeenCalledOnce();
    expect(uploads[0].path).toMatch(/^images\/posts\/hello\/\d+-[0-9a-z]{8}\.webp$/);
    expect(uploads[0].size).toMatchObject({ width: 1600, height: 1200 });
    expect(uploads[0].blob.type).toBe('image/webp');
    uploads[0].finish();
    await expect(done).resolves.toMatchObject({ path: uploads[0].path, width: 1600, height: 1200 });
  });

  it('stores the 480, 960 and 1280 px copies beside the image, each its own object, and returns them with it', async () => {
    const { uploads, objects } = controlledStore();
    const done = uploadImageFile(imageFile(), 'images/posts/hello');
    await vi.waitFor(() => expect(objects).toHaveLength(4));
    const name = uploads[0].path.replace(/\.webp$/, '');
    expect(objects.map((object) => [object.path, object.size, object.blob.type])).toEqual([
      [`${name}.webp`, { width: 1600, height: 1200 }, 'image/webp'],
      [`${name}-480w.webp`, { width: 480, height: 360 }, 'image/webp'],
      [`${name}-960w.webp`, { width: 960, height: 720 }, 'image/webp'],
      [`${name}-1280w.webp`, { width: 1280, height: 960 }, 'image/webp'],
    ]);
    const stored = uploads[0].finish();
    const image = await done;
    expect(image).toEqual(stored);
    expect(image.variants).toEqual([
      { width: 480, path: `${name}-480w.webp`, url: `https://storage.test/${name}-480w.webp` },
      { width: 960, path: `${name}-960w.webp`, url: `https://storage.test/${name}-960w.webp` },
      { width: 1280, path: `${name}-1280w.webp`, url: `https://storage.test/${name}-1280w.webp` },
    ]);
    // Kept for a first save under another address (editor-store.ts, moveUploadsTo): every file, copies included.
    for (const object of objects) {
      expect(uploadedFileAt(object.path)).toEqual({
        path: object.path,
        bytes: object.blob,
        ...object.size,
        url: `https://storage.test/${object.path}`,
      });
    }
  });

  it('reports one progress over all the files of the image, by bytes', async () => {
    const { objects } = controlledStore();
    const onProgress = vi.fn();
    const done = uploadImageFile(imageFile(), 'images/posts/hello', { onProgress });
    await vi.waitFor(() => expect(objects).toHaveLength(4));
    // The fake codec's bytes follow the pixels: 1600x1200, 480x360, 960x720 and 1280x960.
    const [image, small, medium, large] = objects.map((object) => object.blob.size);
    const total = image + small + medium + large;
    objects[1].progress(1);
    expect(onProgress).toHaveBeenLastCalledWith(small / total);
    objects[0].progress(0.5);
    expect(onProgress).toHaveBeenLastCalledWith((small + image / 2) / total);
    objects[2].progress(1);
    objects[3].progress(1);
    objects[0].progress(1);
    expect(onProgress).toHaveBeenLastCalledWith(1);
    objects.forEach((object) => object.finish());
    await done;
  });

  it('uploads an image alone when asked for no copies (an image in a Markdown body)', async () => {
    const { uploads, objects } = controlledStore();
    const done = uploadImageFile(imageFile(), 'images/posts/hello', { variants: false });
    await vi.waitFor(() => expect(objects).toHaveLength(1));
    uploads[0].finish();
    await expect(done).resolves.toMatchObject({ width: 1600, variants: [] });
    expect(objects).toHaveLength(1);
  });

  it('deletes the files already stored when one of them fails, and reports the failure', async () => {
    const { objects, deleted } = controlledStore();
    const done = uploadImageFile(imageFile(), 'images/posts/hello');
    await vi.waitFor(() => expect(objects).toHaveLength(4));
    objects[0].finish();
    objects[1].finish();
    objects[3].finish();
    objects[2].fail(new ContentError('network', 'offline'));
    await expect(done).rejects.toMatchObject({ code: 'network' });
    expect(deleted.sort()).toEqual([objects[0].path, objects[1].path, objects[3].path].sort());
  });

  it('deletes an object that finished uploading after the owner cancelled', async () => {
    const { store, uploads, deleted } = controlledStore();
    const controller = new AbortController();
    // A store that cannot stop the last bytes: it resolves even though the signal aborted.
    store.uploadImage = async (path, _blob, size) => {
      controller.abort();
      return { path, url: 'u', ...size, alt: { en: '', es: '' }, variants: [] };
    };
    await expect(uploadImageFile(imageFile(), 'images/posts/x', { signal: controller.signal })).rejects.toMatchObject({
      code: 'cancelled',
    });
    expect(uploads).toHaveLength(0);
    // The image and its three copies.
    expect(deleted).toHaveLength(4);
    for (const path of deleted) expect(path).toMatch(/^images\/posts\/x\//);
  });
});

describe('uploadErrorCode', () => {
  it('maps each failure to its message code', () => {
    expect(uploadErrorCode(new ContentError('permission-denied', ''))).toBe('permission-denied');
    expect(uploadErrorCode(new ContentError('network', ''))).toBe('network');
    expect(uploadErrorCode(new ContentError('cancelled', ''))).toBe('cancelled');
    expect(uploadErrorCode(new ContentError('invalid', ''))).toBe('unknown');
    expect(uploadErrorCode(new ImagePrepareError('too-big', ''))).toBe('too-big');
    expect(uploadErrorCode(new ImagePrepareError('not-an-image', ''))).toBe('not-an-image');
    expect(uploadErrorCode(new DOMException('x', 'AbortError'))).toBe('cancelled');
    expect(uploadErrorCode(new Error('boom'))).toBe('unknown');
  });

  it('reports cancelled whatever was thrown once the signal aborted', () => {
    const controller = new AbortController();
    controller.abort();
    expect(uploadErrorCode(new ContentError('network', ''), controller.signal)).toBe('cancelled');
  });
});
