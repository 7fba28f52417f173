/** Where a save stands: on its way, or what the last one did (its notice) or why it failed. Shared by the post, project
 * and CV editors. */
import { useState } from 'react';
import type { ContentErrorCode } from '../../data/content-store';

export function useSaveStatus<Notice>(initialNotice: Notice | null) {
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<ContentErrorCode | null>(null);
  const [notice, setNotice] = useState<Notice | null>(initialNotice);
  return {
    saving,
    saveError,
    notice,
    /** The form changed: the last save's notice no longer describes it. */
    edited: () => setNotice(null),
    /** Save was pressed: the last notice and error go. */
    attempted: () => {
      setSaveError(null);
      setNotice(null);
    },
    setSaving,
    setSaveError,
    setNotice,
  };
}
