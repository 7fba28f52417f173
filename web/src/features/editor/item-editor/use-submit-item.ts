/**
 * Saving a post or project: refused during an upload, validated (the first error focused), the new address checked
 * once more, images uploaded under an earlier address moved, then stored in the working copy only (docs/decisions.md,
 * "What a saved version of an item is": what visitors see changes only when a language is published); the outcome is
 * told on this page, or, for a new item, on the edit page it opens. A failure keeps the draft as typed: nothing is
 * lost, the owner can retry.
 */
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Post, Project } from '@portfolio/content/content-types';
import { editedItem, type SavedItem } from '@portfolio/content/saved-item';
import { errorCode, imageFolder, moveUploadsTo, saveItem, titleAt, type ItemAdapter } from '../api/editor-store';
import { asIfImagesIn, type BuildContext, type ItemDraft } from '../form-values';
import { hasErrors, type FieldErrors, type ValidateOptions } from '../validation';
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
}

export function useSubmitItem<Draft extends ItemDraft, Item extends Post | Project>(input: SubmitInput<Draft, Item>) {
  const { adapter, mode, toItem, toDraft, validate, savedItem, values, status, uploads, address, formErrors } = input;
  const navigate = useNavigate();
  const saved = savedItem.saved;

  /**
   * The form's submit handler; called with no event by the publish menu, which goes on only with the documents
   * stored (null: refused, invalid or failed, as the form then says).
   */
  return async (event?: FormEvent): Promise<SavedItem<Item> | null> => {
    event?.preventDefault();
    if (status.saving || !uploads.allowSave()) return null;
    const now = Date.now();
    formErrors.show(now);
    status.attempted();
    const item = toItem(values.draft, { now, previous: saved, loadedPublishedAt: values.loadedPublishedAt });
    // Checked as a working copy: what publishing a language asks more is its readiness (the publish menu's check).
    const found = validate(asIfImagesIn({ ...item, langs: {} }, imageFolder(adapter, item.id)), { now });
    if (hasErrors(found)) {
      input.focusFirstError(found);
      return null;
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
      const documents = await saveItem(adapter, savedItem.documents, placed);
      const stored = editedItem(documents) ?? placed;
      uploads.stored(stored);
      input.forgetKeptWork();
      input.tagNames.nameAfterSave(stored.tags);
      const savedDraft = toDraft(stored);
      const savedAt = Date.now();
      savedItem.hold(documents, savedAt);
      values.holdStored(savedDraft);
      formErrors.hide();
      const outcome = saveOutcome(saved, documents);
      if (mode === 'create') {
        input.allowNextNavigation();
        const state: EditorLocationState = { notice: outcome };
        navigate(input.editPath(item.id), { state, replace: true });
      } else {
        status.setNotice(outcome);
      }
      return documents;
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
  };
}
