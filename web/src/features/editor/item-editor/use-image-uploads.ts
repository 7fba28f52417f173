/**
 * The form's images: uploads in flight (a save then would go without the image, so it is refused and said so), and
 * every image the draft has referenced since the last save, so that uploads no save took are deleted when the owner
 * leaves. What a save replaced is the daily clean-up's: a kept version can still name it.
 */
import { useEffect, useRef, useState } from 'react';
import { imagePaths, removedImagePaths, type ItemDraft } from '../form-values';

type WithImages = Parameters<typeof imagePaths>[0];

export function useImageUploads(saved: WithImages, draft: ItemDraft) {
  /** Image fields with an upload in flight, by field name. */
  const [uploadingFields, setUploadingFields] = useState<ReadonlySet<string>>(new Set());
  const [saveRefusedForUpload, setSaveRefusedForUpload] = useState(false);
  const seenPaths = useRef(new Set<string>(imagePaths(saved)));
  useEffect(() => {
    for (const path of imagePaths(draft as WithImages)) seenPaths.current.add(path);
  }, [draft]);
  const uploading = uploadingFields.size > 0;

  return {
    uploading,
    saveRefusedForUpload,
    /** For an image field's onUploadingChange. */
    setFieldUploading: (field: string) => (value: boolean) =>
      setUploadingFields((current) => {
        const next = new Set(current);
        if (value) next.add(field);
        else next.delete(field);
        return next;
      }),
    /** Save was pressed: refused while an upload is on its way (rather than saved without the image, or overwritten
     * when it lands). Returns whether the save may go on. */
    allowSave: () => {
      setSaveRefusedForUpload(uploading);
      return !uploading;
    },
    /** Saved: from now on only the stored item's images count as seen. */
    stored: (item: WithImages) => {
      seenPaths.current = imagePaths(item);
    },
    /** Uploads of this session that no saved version uses: orphans once the owner leaves without saving. */
    unusedBy: (saved: WithImages) => removedImagePaths(seenPaths.current, imagePaths(saved)),
  };
}
