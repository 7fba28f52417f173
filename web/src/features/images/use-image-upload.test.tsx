import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContentError } from '../../data/content-store';
import { setContentStore } from '../../data/get-content-store';
import { controlledStore, imageFile, installFakeCodec, setUpMediaMessages } from './images-test-kit';
import { toPercent, useImageUpload } from './use-image-upload';

beforeAll(() => setUpMediaMessages('en'));
beforeEach(() => {
  installFakeCodec();
});
afterEach(() => {
  vi.restoreAllMocks();
  setContentStore(null);
});

describe('toPercent', () => {
  it('rounds and clamps', () => {
    expect(toPercent(0.304)).toBe(30);
    expect(toPercent(1.2)).toBe(100);
    expect(toPercent(-1)).toBe(0);
  });
});

describe('useImageUpload', () => {
  it('goes preparing → uploading with progress → done', async () => {
    const { uploads } = controlledStore();
    const { result } = renderHook(() => useImageUpload());
    expect(result.current.state.status).toBe('idle');

    let done!: Promise<unknown>;
    act(() => {
      done = result.current.upload(imageFile(), 'images/posts/a');
    });
    expect(result.current.state.status).toBe('preparing');
    await waitFor(() => expect(uploads).toHaveLength(1));
    await waitFor(() => expect(result.current.state).toMatchObject({ status: 'uploading', progress: 0 }));

    act(() => uploads[0].progress(0.3));
    expect(result.current.state.progress).toBe(30);
    act(() => uploads[0].progress(0.7));
    expect(result.current.state.progress).toBe(70);

    const image = await act(async () => {
      uploads[0].finish();
      return done;
    });
    expect(image).toMatchObject({ path: uploads[0].path });
    expect(result.current.state).toMatchObject({ status: 'done', progress: 100, errorCode: null });
    expect(result.current.message).toBeNull();
  });

  it('cancel aborts the upload and says so', async () => {
    const { uploads } = controlledStore();
    const { result } = renderHook(() => useImageUpload());
    let done!: Promise<unknown>;
    act(() => {
      done = result.current.upload(imageFile(), 'images/posts/a');
    });
    await waitFor(() => expect(uploads).toHaveLength(1));
    await act(async () => {
      result.current.cancel();
      await expect(done).resolves.toBeNull();
    });
    expect(uploads[0].options.signal?.aborted).toBe(true);
    expect(result.current.state.status).toBe('cancelled');
    expect(result.current.message).toBe('Upload cancelled.');
  });

  it('translates a refused upload', async () => {
    const { uploads } = controlledStore();
    const { result } = renderHook(() => useImageUpload());
    let done!: Promise<unknown>;
    act(() => {
      done = result.current.upload(imageFile(), 'images/posts/a');
    });
    await waitFor(() => expect(uploads).toHaveLength(1));
    await act(async () => {
      uploads[0].fail(new ContentError('permission-denied', 'no'));
      await done;
    });
    expect(result.current.state).toMatchObject({ status: 'error', errorCode: 'permission-denied' });
    expect(result.current.message).toMatch(/not allowed to upload/);
  });

  it('starting a second upload cancels the first, whose result is ignored', async () => {
    const { uploads } = controlledStore();
    const { result } = renderHook(() => useImageUpload());
    let first!: Promise<unknown>;
    let second!: Promise<unknown>;
    act(() => {
      first = result.current.upload(imageFile('one.jpg'), 'f');
    });
    await waitFor(() => expect(uploads).toHaveLength(1));
    act(() => {
      second = result.current.upload(imageFile('two.jpg'), 'f');
    });
    await expect(first).resolves.toBeNull();
    await waitFor(() => expect(uploads).toHaveLength(2));
    await waitFor(() => expect(result.current.state.status).toBe('uploading'));
    await act(async () => {
      uploads[1].finish();
      await second;
    });
    expect(result.current.state.status).toBe('done');
  });

  it('aborts on unmount', async () => {
    const { uploads } = controlledStore();
    const { result, unmount } = renderHook(() => useImageUpload());
    act(() => {
      void result.current.upload(imageFile(), 'f');
    });
    await waitFor(() => expect(uploads).toHaveLength(1));
    unmount();
    expect(uploads[0].options.signal?.aborted).toBe(true);
  });
});
