/**
 * The item form's editor (components/item-form.tsx), composed of one unit per concern (each in this folder): the
 * stored version (use-saved-item), the form's values (use-form-values), the address (use-item-address), the errors
 * shown (use-form-errors) and the field in focus (use-field-focus), the images (use-image-uploads), saving
 * (../use-save-status, use-submit-item, use-typed-tag-names), the version saved elsewhere after a conflict
 * (../use-saved-version), autosave (../use-autosave) and leaving with unsaved work (../use-leave-editor). This hook
 * only wires them together and gives the form one object to read.
 */
import type { ReactNode } from 'react';
import { unsavedWorkKey } from '../../../lib/unsaved-work';
import { getContentStore } from '../../../data/get-content-store';
import type { Lang, Post, Project } from '@portfolio/content/content-types';
import { editedItem, type SavedItem } from '@portfolio/content/saved-item';
import { deleteImages, loadSavedItem, type ItemAdapter } from '../api/editor-store';
import { atUploadAddress, withImageCopiesListed, type BuildContext, type ItemDraft } from '../form-values';
import { requiredLanguageFields, type EditorFields, type LanguageField } from '../item-fields';
import type { FieldErrors, ValidateOptions } from '../validation';
import { useAutosave, type AutosaveOutcome } from '../use-autosave';
import { useLeaveEditor } from '../use-leave-editor';
import { useSavedVersion } from '../use-saved-version';
import type { EditorNotice } from './save-outcome';
import { useFieldFocus } from './use-field-focus';
import { useFormErrors } from './use-form-errors';
import { useFormValues } from './use-form-values';
import { useImageUploads } from './use-image-uploads';
import { useItemAddress } from './use-item-address';
import { usePublishLanguage } from './use-publish-language';
import { useSaveStatus } from '../use-save-status';
import { useSavedItem } from './use-saved-item';
import { useSubmitItem } from './use-submit-item';
import { useTypedTagNames } from './use-typed-tag-names';

export interface ItemEditorConfig<Draft extends ItemDraft, Item extends Post | Project> {
  adapter: ItemAdapter<Item>;
  /** The kind's fields (item-fields.ts): their order and which are written per language. */
  fields: EditorFields;
  /** The stored documents (edit), or null (create). */
  saved: SavedItem<Item> | null;
  /** The draft to start from (called once; a new item's date is "now"). */
  initialDraft(): Draft;
  toDraft(item: Item): Draft;
  toItem(draft: Draft, context: BuildContext): Item;
  validate(item: Item, options: ValidateOptions): FieldErrors;
  /** Where to go after the first save. */
  editPath(id: string): string;
  initialNotice?: EditorNotice;
  /** The interface language: the content tab the form opens on, unless `initialTab` says another. */
  lang: Lang;
  /** The content tab to open on ("Translate to Spanish" on a public page: ?tab=es). */
  initialTab?: Lang;
}

export function useItemEditor<Draft extends ItemDraft, Item extends Post | Project>(config: ItemEditorConfig<Draft, Item>) {
  const { adapter, toDraft, toItem, validate } = config;
  const mode: 'create' | 'edit' = config.saved ? 'edit' : 'create';
  const savedItem = useSavedItem(config.saved);
  const { saved } = savedItem;
  const values = useFormValues(config.initialDraft);
  const { draft, dirty } = values;
  const status = useSaveStatus(config.initialNotice ?? null);
  const uploads = useImageUploads(saved, draft);
  const address = useItemAddress(adapter, mode, draft.id, uploads.uploading);
  // The Spanish admin opens on the Spanish texts, the English one on the English texts.
  const focus = useFieldFocus(config.initialTab ?? config.lang, config.fields);
  const { loadedPublishedAt } = values;
  const formErrors = useFormErrors({
    adapter,
    toItem,
    validate,
    draft,
    saved,
    loadedPublishedAt,
    idTaken: address.takenBy,
    lang: config.lang,
    tab: focus.tab,
    fields: config.fields,
  });
  const tagNames = useTypedTagNames(config.lang);
  const savedVersion = useSavedVersion({
    load: saved ? () => loadSavedItem(adapter, saved.id) : null,
    hold: (current: SavedItem<Item>) => {
      savedItem.hold(current, Date.now());
      const item = editedItem(current);
      if (item) values.holdStored(toDraft(item));
      formErrors.hide();
    },
    draft,
    dirty,
    saving: status.saving,
    setSaveError: status.setSaveError,
  });
  // A new item's work is kept under "new" until its first save gives it an address.
  const leaving = useLeaveEditor({
    key: unsavedWorkKey(adapter.kind, config.saved ? (config.saved.working ?? config.saved.published)!.id : null),
    draft,
    dirty,
    savedVersion: saved?.version ?? null,
    mineBeside: savedVersion.mine !== null,
    saving: status.saving,
    // Uploads of this session that no saved version uses would be orphans.
    onLeave: () => void getContentStore().then((store) => deleteImages(store, uploads.unusedBy(saved))),
    // Leaving within autosave's wait saves first (declared below; called only once the owner leaves).
    saveNow: () => autosave.saveNow(),
  });
  // A saved item saves itself; a new one from its first Save, which fixes the address its title was giving it
  // (docs/decisions.md, "Nothing typed is lost").
  const autosave = useAutosave<Draft, FieldErrors>({
    enabled: mode === 'edit' && saved !== null,
    draft,
    dirty,
    version: saved?.version ?? null,
    storedAt: saved?.updatedAt ?? null,
    blocked: status.saving || uploads.uploading,
    save: (sent): Promise<AutosaveOutcome<FieldErrors>> => saving.autosave(sent),
  });
  const saving = useSubmitItem({
    adapter,
    mode,
    toItem,
    toDraft,
    validate,
    editPath: config.editPath,
    savedItem,
    values,
    status,
    uploads,
    address,
    formErrors,
    tagNames,
    focusFirstError: focus.focusFirstError,
    forgetKeptWork: leaving.kept.forget,
    allowNextNavigation: leaving.allowNextNavigation,
    pause: autosave.pause,
  });
  const { submit } = saving;

  const publication = usePublishLanguage({
    adapter,
    savedItem,
    values,
    status,
    toDraft,
    required: requiredLanguageFields(config.fields),
    save: () => submit(),
    settled: () => autosave.pause(async () => savedItem.current()),
  });

  const update = (patch: Partial<Draft>) => {
    values.edit(patch);
    status.edited();
  };

  return {
    mode,
    saved,
    savedSeenAt: savedItem.savedSeenAt,
    /** Both documents as stored by a write beside the form's own save ("Mark as up to date"): the form's text stays as typed. */
    holdSaved: (documents: SavedItem<Item>) => savedItem.hold(documents, Date.now()),
    draft,
    dirty,
    update,
    setLocalized: (field: LanguageField, lang: Lang, value: string) => {
      values.editLocalized(field, lang, value, address.followsTitle);
      status.edited();
    },
    setId: (value: string) => {
      address.typed(value);
      update({ id: value } as Partial<Draft>);
    },
    tagTyped: tagNames.tagTyped,
    /** The names asked for beside each tag added in this session. */
    newTagNames: tagNames.names,
    setTagName: tagNames.setName,
    tagName: tagNames.nameOf,
    idLocked: address.locked,
    imagesAllowed: address.imagesAllowed,
    errors: formErrors.errors,
    summaryErrors: formErrors.summaryErrors,
    invalidTabs: formErrors.invalidTabs,
    focusField: focus.focusField,
    tab: focus.tab,
    setTab: focus.setTab,
    submit,
    /** Both documents as stored (null: a new item). */
    documents: savedItem.documents,
    /** Each language's state and the publish menu's operations (use-publish-language.ts). */
    publication,
    saving: status.saving,
    /** What autosave is doing, for the indicator beside Save. */
    autosave: autosave.state,
    saveError: status.saveError,
    notice: status.notice,
    uploading: uploads.uploading,
    saveRefusedForUpload: uploads.saveRefusedForUpload,
    setFieldUploading: uploads.setFieldUploading,
    loadSavedVersion: savedVersion.loadSavedVersion,
    /** A kept version restored from the history, both documents as it stored them: the form holds it, unsaved work beside it. */
    holdRestored: (documents: SavedItem<Item>) => {
      if (dirty) savedVersion.keepBeside(draft);
      savedItem.hold(documents, Date.now());
      const item = editedItem(documents);
      if (item) values.holdStored(toDraft(item));
      formErrors.hide();
    },
    mine: savedVersion.mine,
    dismissMine: savedVersion.dismissMine,
    /** Work kept in this browser from an earlier visit, on offer until restored or discarded. */
    keptWork: leaving.kept.offer,
    restoreKept: () =>
      leaving.kept.restore(
        // A new item's kept work keeps the address its images were uploaded at (atUploadAddress).
        (kept) => values.restore(withImageCopiesListed(saved ? kept : atUploadAddress(kept, adapter.kind))),
        (kept) => savedVersion.keepBeside(withImageCopiesListed(kept)),
      ),
    discardKept: leaving.kept.discard,
    /** The browser refused to keep a copy (storage full or disabled): the form says so. */
    keepRefused: leaving.kept.refused,
    prompt: leaving.prompt as ReactNode,
  };
}

/** What the item form reads of its editor (item-form.tsx). */
export type ItemEditor<Draft extends ItemDraft, Item extends Post | Project> = ReturnType<typeof useItemEditor<Draft, Item>>;
