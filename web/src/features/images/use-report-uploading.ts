import { useEffect, useRef } from 'react';

/**
 * Tells the form whether this field has an upload in flight: true when one starts, false when the last one
 * ends, and false when the field goes away mid-upload (unmounting cancels its uploads).
 */
export function useReportUploading(uploading: boolean, onUploadingChange: ((uploading: boolean) => void) | undefined) {
  const report = useRef(onUploadingChange);
  useEffect(() => {
    report.current = onUploadingChange;
  });
  useEffect(() => {
    if (!uploading) return;
    report.current?.(true);
    return () => report.current?.(false);
  }, [uploading]);
}
