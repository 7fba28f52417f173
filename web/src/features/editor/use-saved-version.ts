/**
 * After a save refused as a conflict (saved elsewhere meanwhile, docs/decisions.md "Nothing typed is lost"): "Load
 * the saved version" puts the version saved elsewhere in the form, so the next save is based on it, and keeps the
 * owner's own unsaved version beside the form (`mine`) to copy from. Every character typed is kept. Shared by the
 * post, project and CV editors.
 */
import { useRef, useState } from 'react';
import type { ContentErrorCode } from '../../data/content-store';
import { errorCode } from './api/editor-store';

interface SavedVersionInput<Draft, Stored> {
  /** Reads the stored version (null: there is none any more); null while nothing is saved yet to load. */
  load: (() => Promise<Stored | null>) | null;
  /** Puts the stored version in the form (as its baseline too) and hides the errors shown. */
  hold(stored: Stored): void;
  draft: Draft;
  dirty: boolean;
  /** A save is on its way: loading now would race it. */
  saving: boolean;
  setSaveError(code: ContentErrorCode | null): void;
}

export function useSavedVersion<Draft, Stored>({ load, hold, draft, dirty, saving, setSaveError }: SavedVersionInput<Draft, Stored>) {
  /** The owner's own version, beside the form once it holds the version saved elsewhere. */
  const [mine, setMine] = useState<Draft | null>(null);
  const loading = useRef(false);

  const loadSavedVersion = async () => {
    if (!load || saving || loading.current) return;
    loading.current = true;
    try {
      const current = await load();
      if (!current) {
        setSaveError('not-found');
        return;
      }
      // Only unsaved work needs keeping (a Save pressed without changes has none).
      if (dirty) setMine(draft);
      hold(current);
      setSaveError(null);
    } catch (error) {
      setSaveError(errorCode(error));
    } finally {
      loading.current = false;
    }
  };

  return {
    loadSavedVersion,
    mine,
    /** Puts a version beside the form (kept work based on an older version, restored: use-kept-work.ts). */
    keepBeside: (draft: Draft) => setMine(draft),
    dismissMine: () => setMine(null),
  };
}
