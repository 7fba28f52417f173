import { useCallback, useEffect, useRef, useState } from 'react';
import { imageFilePaths, type ContentImage } from '@portfolio/content/content-types';
import { toPercent, type UploadStatus } from './use-image-upload';
import { getContentStore } from '../../data/get-content-store';
import { uploadErrorCode, uploadImageFile, type UploadErrorCode } from './upload-image-file';

export interface UploadJob {
  id: number;
  name: string;
  status: Exclude<UploadStatus, 'idle' | 'done'>;
  progress: number;
  errorCode: UploadErrorCode | null;
}

/**
 * Several uploads side by side, each with its own progress and cancel. Finished images are handed to
 * `onUploaded` in the order the files were chosen, not the order their uploads end: one that ends before an
 * earlier choice waits (shown at 100 %, still counted as uploading) until that one is in, has failed or was
 * cancelled. Failed and cancelled jobs stay (with their message) until dismissed.
 */
export function useImageUploads(storageFolder: string, onUploaded: (image: ContentImage) => void) {
  const [jobs, setJobs] = useState<UploadJob[]>([]);
  const controllers = useRef(new Map<number, AbortController>());
  const nextId = useRef(1);
  /** Jobs not yet handed over (in flight or waiting), in the order chosen; and the finished images waiting. */
  const queue = useRef<number[]>([]);
  const waiting = useRef(new Map<number, ContentImage>());
  // Read at completion time: the props may have changed while the bytes were in flight.
  const latest = useRef({ storageFolder, onUploaded });
  useEffect(() => {
    latest.current = { storageFolder, onUploaded };
  });

  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const patch = useCallback((id: number, changes: Partial<UploadJob>) => {
    setJobs((all) => all.map((job) => (job.id === id ? { ...job, ...changes } : job)));
  }, []);

  /** Hands over the finished images at the head of the queue; stops at the first one still on its way. */
  const flush = useCallback(() => {
    while (queue.current.length > 0 && waiting.current.has(queue.current[0])) {
      const id = queue.current.shift()!;
      const image = waiting.current.get(id)!;
      waiting.current.delete(id);
      controllers.current.delete(id);
      setJobs((all) => all.filter((job) => job.id !== id));
      latest.current.onUploaded(image);
    }
  }, []);

  const drop = useCallback(
    (id: number) => {
      queue.current = queue.current.filter((queued) => queued !== id);
      controllers.current.delete(id);
      flush();
    },
    [flush],
  );

  const start = useCallback(
    (files: File[]) => {
      for (const file of files) {
        const id = nextId.current++;
        const controller = new AbortController();
        controllers.current.set(id, controller);
        queue.current.push(id);
        setJobs((all) => [...all, { id, name: file.name, status: 'preparing', progress: 0, errorCode: null }]);
        uploadImageFile(file, latest.current.storageFolder, {
          signal: controller.signal,
          onUploadStart: () => patch(id, { status: 'uploading', progress: 0 }),
          onProgress: (fraction) => patch(id, { status: 'uploading', progress: toPercent(fraction) }),
        }).then(
          (image) => {
            waiting.current.set(id, image);
            patch(id, { status: 'uploading', progress: 100 });
            flush();
          },
          (error: unknown) => {
            const code = uploadErrorCode(error, controller.signal);
            patch(id, { status: code === 'cancelled' ? 'cancelled' : 'error', progress: 0, errorCode: code });
            drop(id);
          },
        );
      }
    },
    [patch, flush, drop],
  );

  const cancel = useCallback(
    (id: number) => {
      const image = waiting.current.get(id);
      if (!image) {
        controllers.current.get(id)?.abort();
        return;
      }
      // Already stored, waiting for an earlier choice: the owner asked for nothing, so leave nothing behind.
      waiting.current.delete(id);
      void getContentStore().then((store) =>
        Promise.all(imageFilePaths(image).map((path) => store.deleteImage(path).catch(() => undefined))),
      );
      patch(id, { status: 'cancelled', progress: 0, errorCode: 'cancelled' });
      drop(id);
    },
    [patch, drop],
  );
  const dismiss = useCallback((id: number) => setJobs((all) => all.filter((job) => job.id !== id)), []);

  return { jobs, start, cancel, dismiss };
}
