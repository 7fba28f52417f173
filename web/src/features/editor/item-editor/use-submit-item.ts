/**
 * Saving a post or project: refused during an upload, validated (the first error focused), the new address checked
 * once more, images uploaded under an earlier address moved, then stored; the outcome is told on this page, or, for a
 * new item, on the edit page it opens. A failure keeps the draft as typed: nothing is lost, the owner can retry.
 */
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Post, Project } from '@portfolio/content/content-types';
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

  /** The form's submit handler; called with no event by Publish now. */
  return async (event?: FormEvent) => {
    event?.preventDefault();
    if (status.saving || !uploads.allowSave()) return;
    const now = Date.now();
    formErrors.show(now);
    status.attempted();
    const item = toItem(values.draft, { now, previous: saved, loadedPublishedAt: values.loadedPublishedAt });
    const found = validate(asIfImagesIn(item, imageFolder(adapter, item.id)), { now });
    if (hasErrors(found)) {
      input.focusFirstError(found);
      return;
    }
    status.setSaving(true);
    try {
      if (mode === 'create' && !address.locked) {
        const takenBy = await titleAt(adapter, item.id);
        address.record(item.id, takenBy);
        if (takenBy) {
          input.focusFirstError({ id: { code: 'taken' } });
          return;
        }
      }
      // A new item whose address changed after an upload: its images go to the final address's folder first.
      const placed = mode === 'create' ? await moveUploadsTo(adapter, item) : item;
      const stored = await saveItem(adapter, placed, uploads.stalePathsFor(placed));
      uploads.stored(stored);
      input.forgetKeptWork();
      input.tagNames.nameAfterSave(stored.tags);
      const savedDraft = toDraft(stored);
      const savedAt = Date.now();
      savedItem.hold(stored, savedAt);
      values.holdStored(savedDraft);
      formErrors.hide();
      const outcome = saveOutcome(saved, stored, savedAt);
      if (mode === 'create') {
        input.allowNextNavigation();
        const state: EditorLocationState = { notice: outcome };
        navigate(input.editPath(item.id), { state, replace: true });
      } else {
        status.setNotice(outcome);
      }
    } catch (error) {
      const code = errorCode(error);
      if (code === 'conflict' && mode === 'create') {
        // Another tab or device created an item at this address after it was checked: the address is taken.
        address.record(item.id, { en: '', es: '' });
        input.focusFirstError({ id: { code: 'taken' } });
      } else {
        status.setSaveError(code);
      }
    } finally {
      status.setSaving(false);
    }
  };
}
