/**
 * Leaving an editor with unsaved work (docs/decisions.md, "Nothing typed is lost"): the work is kept in the browser
 * as it is typed and an earlier visit's is offered back (use-kept-work.ts); leaving asks first (unsaved-changes.tsx),
 * and leaving anyway forgets the kept copy and runs `onLeave`. Shared by the post, project and CV editors.
 */
import { useKeptWork } from './use-kept-work';
import { useUnsavedChangesPrompt } from './components/unsaved-changes';

interface LeaveEditorInput<Draft> {
  /** Where the work is kept (unsavedWorkKey). */
  key: string;
  draft: Draft;
  /** The form differs from the version it is based on. */
  dirty: boolean;
  /** The stored version the form is based on (null: not saved yet). */
  savedVersion: number | null;
  /** The owner's own version is on screen beside the form (after a conflict): unsaved work too. */
  mineBeside: boolean;
  /** A save is on its way: the navigation it ends with must not ask. */
  saving: boolean;
  /** The owner chose to leave without saving. */
  onLeave?(): void;
  /** A form that saves itself: saves it now, true once stored (use-autosave.ts `saveNow`); leaving then asks nothing. */
  saveNow?(): Promise<boolean>;
}

export function useLeaveEditor<Draft>({ key, draft, dirty, savedVersion, mineBeside, saving, onLeave, saveNow }: LeaveEditorInput<Draft>) {
  const kept = useKeptWork(key, draft, dirty, savedVersion);
  const { prompt, allowNextNavigation } = useUnsavedChangesPrompt(
    (dirty || mineBeside) && !saving,
    () => {
      kept.forget();
      onLeave?.();
    },
    saveNow &&
      (async () => {
        // The owner's version beside the form is theirs to settle: leaving asks.
        if (mineBeside) return false;
        const saved = await saveNow();
        // The editor is left before the render that would forget the copy kept in the browser.
        if (saved) kept.forget();
        return saved;
      }),
  );
  return { kept, prompt, allowNextNavigation };
}
