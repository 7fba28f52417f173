/**
 * Saving a post or project: refused during an upload, validated (the first error focused), the new address checked
 * once more, images uploaded under an earlier address moved, then stored in the working copy only (docs/decisions.md,
 * "What a saved version of an item is": what visitors see changes only when a language is published); the outcome is
 * told on this page, or, for a new item, on the edit page it opens. A failure keeps the draft as typed: nothing is
 * lost, the owner can retry. Autosave saves the same way, quietly (docs/decisions.md, "Nothing typed is lost").
 */
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Post, Project } from '@portfolio/content/content-types';
import { editedItem, type SavedItem } from '@portfolio/content/saved-item';
import { errorCode, imageFolder, moveUploadsTo, saveItem, titleAt, type ItemAdapter } from '../api/editor-store';
import { asIfImagesIn, type BuildContext, type ItemDraft } from '../form-values';
import { hasErrors, type FieldErrors, type ValidateOptions } from '../validation';
import type { AutosaveOutcome } from '../use-autosave';
import { saveOutcome, type EditorLocationState, type EditorNotice } from './save-outcome';
import type { useFormErrors } from './use-form-errors';
import type { useFormValues } from './use-form-values';
import type { useImageUploads } from './use-image-uploads';
import type { useItemAddress } from './use-item-address';
import type { useSaveStatus } from '../use-save-status';
import type { useSavedItem } from './use-saved-item';
import type { useTypedTagNames } from './use-typed-tag-names';

interface SubmitInput<Draft extends ItemDraft, Item extends Post | Project> {
  adapter: ItemAdapter<Item>;
  mode: 'create' | 'edit';
  toItem(draft: Draft, context: BuildContext): Item;
  toDraft(item: Item): Draft;
  validate(item: Item, options: ValidateOptions): FieldErrors;
  editPath(id: string): string;
  savedItem: ReturnType<typeof useSavedItem<Item>>;
  values: ReturnType<typeof useFormValues<Draft>>;
  status: ReturnType<typeof useSaveStatus<EditorNotice>>;
  uploads: ReturnType<typeof useImageUploads>;
  address: ReturnType<typeof useItemAddress<Item>>;
  formErrors: ReturnType<typeof useFormErrors<Draft, Item>>;
  tagNames: ReturnType<typeof useTypedTagNames>;
  focusFirstError(errors: FieldErrors): void;
  /** Saved: the copy kept in the browser has done its job (a new item's was kept under "new"). */
  forgetKeptWork(): void;
  /** Lets the navigation to a new item's edit page pass the unsaved-changes prompt. */
  allowNextNavigation(): void;
  /** Runs the write once no autosave is in flight, with autosave paused (../use-autosave.ts). */
  pause<T>(write: () => Promise<T>): Promise<T>;
}

export function useSubmitItem<Draft extends ItemDraft, Item extends Post | Project>(input: SubmitInput<Draft, Item>) {
  const { adapter, mode, toItem, toDraft, validate, savedItem, values, status, uploads, address, formErrors } = input;
  const navigate = useNavigate();

  /** The item `draft` makes over the documents it is saved on, and what validation finds in it as a working copy. */
  const checked = (draft: Draft, documents: SavedItem<Item> | null) => {
    const now = Date.now();
    const previous = documents && editedItem(documents);
    const item = toItem(draft, { now, previous, loadedPublishedAt: values.loadedPublishedAt });
    // Checked as a working copy: what publishing a language asks more is its readiness (the publish menu's check).
    return { item, found: validate(asIfImagesIn({ ...item, langs: {} }, imageFolder(adapter, item.id)), { now }) };
  };

  /** Stored: the form holds the stored version (what was typed during the save stays, unsaved). */
  const held = (sent: Draft, documents: SavedItem<Item>, placed: Item) => {
    const stored = editedItem(documents) ?? placed;
    uploads.stored(stored);
    input.forgetKeptWork();
    input.tagNames.nameAfterSave(stored.tags);
    savedItem.hold(documents, Date.now());
    values.holdSaved(sent, toDraft(stored));
    formErrors.hide();
  };

  /**
   * The form's submit handler; called with no event by the publish menu, which goes on only with the documents
   * stored (null: refused, invalid or failed, as the form then says). An autosave in flight ends first.
   */
  const submit = async (event?: FormEvent): Promise<SavedItem<Item> | null> => {
    event?.preventDefault();
    if (status.saving || !uploads.allowSave()) return null;
    formErrors.show(Date.now());
    status.attempted();
    const sent = values.draft;
    const before = savedItem.current();
    return input.pause(async () => {
      const documents = savedItem.current();
      const { item, found } = checked(sent, documents);
      if (hasErrors(found)) {
        input.focusFirstError(found);
        return null;
      }
      const previous = before && editedItem(before);
      // The autosave it waited for stored this very form: that save is this one.
      if (documents && documents !== before && sameDraft(toDraft(editedItem(documents) ?? item), sent)) {
        status.setNotice(saveOutcome(previous, documents));
        return documents;
      }
      status.setSaving(true);
      try {
        if (mode === 'create' && !address.locked) {
          const takenBy = await titleAt(adapter, item.id);
          address.record(item.id, takenBy);
          if (takenBy) {
            input.focusFirstError({ id: { code: 'taken' } });
            return null;
          }
        }
        // A new item whose address changed after an upload: its images go to the final address's folder first.
        const placed = mode === 'create' ? await moveUploadsTo(adapter, item) : item;
        const stored = await saveItem(adapter, documents, placed);
        held(sent, stored, placed);
        const outcome = saveOutcome(previous, stored);
        if (mode === 'create') {
          input.allowNextNavigation();
          const state: EditorLocationState = { notice: outcome };
          navigate(input.editPath(item.id), { state, replace: true });
        } else {
          status.setNotice(outcome);
        }
        return stored;
      } catch (error) {
        const code = errorCode(error);
        if (code === 'conflict' && mode === 'create') {
          // Another tab or device created an item at this address after it was checked: the address is taken.
          address.record(item.id, { en: '', es: '' });
          input.focusFirstError({ id: { code: 'taken' } });
        } else {
          status.setSaveError(code);
        }
        return null;
      } finally {
        status.setSaving(false);
      }
    });
  };

  /**
   * Autosave's save (../use-autosave.ts): a saved item's form stored as Save would, but quietly — an invalid form is
   * not saved and shows no errors, nothing is focused, and the notice stays for explicit saves. A version saved
   * elsewhere is said as after Save ("Load the saved version"), and never overwritten.
   */
  const autosave = async (draft: Draft): Promise<AutosaveOutcome<FieldErrors>> => {
    const documents = savedItem.current();
    if (mode !== 'edit' || !documents || uploads.uploading) return { state: 'skipped' };
    const { item, found } = checked(draft, documents);
    if (hasErrors(found)) return { state: 'invalid', why: found };
    try {
      held(draft, await saveItem(adapter, documents, item), item);
      return { state: 'saved' };
    } catch (error) {
      const code = errorCode(error);
      if (code === 'conflict') status.setSaveError(code);
      return code === 'network' ? { state: 'offline' } : code === 'conflict' ? { state: 'conflict' } : { state: 'failed', code };
    }
  };

  return { submit, autosave };
}

const sameDraft = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
