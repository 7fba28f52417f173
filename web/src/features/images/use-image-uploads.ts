import { useCallback, useEffect, useRef, useState } from 'react';
import type { ContentImage } from '../content/types';
import { toPercent, type UploadStatus } from './use-image-upload';
import { uploadErrorCode, uploadImageFile, type UploadErrorCode } from './upload-image-file';

export interface UploadJob {
  id: number;
  name: string;
  status: Exclude<UploadStatus, 'idle' | 'done'>;
  progress: number;
  errorCode: UploadErrorCode | null;
}

/**
 * Several uploads side by side, each with its own progress and cancel. A finished
 * job leaves the list and is handed to `onUploaded`; failed and cancelled ones stay
 * (with their message) until dismissed.
 */
export function useImageUploads(storageFolder: string, onUploaded: (image: ContentImage) => void) {
  const [jobs, setJobs] = useState<UploadJob[]>([]);
  const controllers = useRef(new Map<number, AbortController>());
  const nextId = useRef(1);
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

  const start = useCallback(
    (files: File[]) => {
      for (const file of files) {
        const id = nextId.current++;
        const controller = new AbortController();
        controllers.current.set(id, controller);
        setJobs((all) => [...all, { id, name: file.name, status: 'preparing', progress: 0, errorCode: null }]);
        uploadImageFile(file, latest.current.storageFolder, {
          signal: controller.signal,
          onUploadStart: () => patch(id, { status: 'uploading', progress: 0 }),
          onProgress: (fraction) => patch(id, { status: 'uploading', progress: toPercent(fraction) }),
        }).then(
          (image) => {
            controllers.current.delete(id);
            setJobs((all) => all.filter((job) => job.id !== id));
            latest.current.onUploaded(image);
          },
          (error: unknown) => {
            controllers.current.delete(id);
            const code = uploadErrorCode(error, controller.signal);
            patch(id, { status: code === 'cancelled' ? 'cancelled' : 'error', progress: 0, errorCode: code });
          },
        );
      }
    },
    [patch],
  );

  const cancel = useCallback((id: number) => controllers.current.get(id)?.abort(), []);
  const dismiss = useCallback((id: number) => setJobs((all) => all.filter((job) => job.id !== id)), []);

  return { jobs, start, cancel, dismiss };
}
