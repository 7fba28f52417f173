import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContentError } from '../content/api/content-store';
import { setContentStore } from '../content/api/get-content-store';
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
    expect(deleted).toHaveLength(1);
    expect(deleted[0]).toMatch(/^images\/posts\/x\//);
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
