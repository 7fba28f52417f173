/**
 * The state and save flow shared by the post and project forms: the draft,
 * the id suggested from the title, validation shown after the first attempt,
 * the uniqueness check, the save (and clean-up of replaced images), the
 * messages, and the unsaved-changes prompt.
 */
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ContentErrorCode } from '../content/api/content-store';
import type { Lang, Post, Project } from '../content/types';
import { isLive, isScheduled, LANGS, type Publication } from '../content/types';
import { getContentStore } from '../content/api/get-content-store';
import { isValidSlug } from '../../utils/slug';
import {
  deleteImages,
  errorCode,
  idExists,
  imageFolder,
  loadItem,
  moveUploadsTo,
  nameTypedTags,
  saveItem,
  type ItemAdapter,
} from './api/editor-store';
import {
  asIfImagesIn,
  imagePaths,
  removedImagePaths,
  suggestId,
  withImageCopiesListed,
  type BuildContext,
  type ItemDraft,
} from './form-values';
import { hasErrors, type FieldErrors, type ValidateOptions } from './validation';
import { useUnsavedChangesPrompt } from './components/unsaved-changes';
import { ERROR_SUMMARY_ID, fieldId } from './components/fields';
import { unsavedWorkKey } from '../../lib/unsaved-work';
import { useKeptWork } from './use-kept-work';

/**
 * What the last save did, as a translation key (`posts.outcome.<key>`, `projects.outcome.<key>`), never as
 * translated text: the message re-renders in the interface language when the owner switches it.
 */
export type EditorNotice =
  'createdDraft' | 'createdPublished' | 'createdScheduled' | 'savedDraft' | 'published' | 'scheduled' | 'updated' | 'unpublished';

/**
 * The outcome of a save, told from the item before it (null: a new item) and after it, at `now`: a published
 * item dated later is scheduled (isScheduled), and one that visitors already saw is updated.
 */
function saveOutcome(before: Publication | null, after: Publication, now: number): EditorNotice {
  if (after.status === 'draft') {
    if (before === null) return 'createdDraft';
    return before.status === 'published' ? 'unpublished' : 'savedDraft';
  }
  if (isScheduled(after, now)) return before === null ? 'createdScheduled' : 'scheduled';
  if (before === null) return 'createdPublished';
  return isLive(before, now) ? 'updated' : 'published';
}

/** Router state the create page leaves for the edit page it navigates to. */
export interface EditorLocationState {
  notice?: EditorNotice;
}

export interface ItemEditorConfig<Draft extends ItemDraft, Item extends Post | Project> {
  adapter: ItemAdapter<Item>;
  /** The stored version (edit), or null (create). */
  saved: Item | null;
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

const ID_CHECK_DELAY_MS = 300;

/** Visual order of the fields, to focus the first error. */
const FIELD_ORDER = ['id', 'title', 'summary', 'body', 'tags', 'liveUrl', 'repoUrl', 'order', 'cover', 'gallery', 'status', 'publishedAt'];

/** The paths of `errors` in the order the owner meets them: the visible language tab first, then by field. */
function sortedErrorPaths(errors: FieldErrors, tab: Lang): string[] {
  const rank = (path: string) => {
    const [head, second] = path.split('.');
    const langRank = LANGS.includes(second as Lang) ? (second === tab ? 0 : 1) : 0;
    // Language fields sort by tab first (the visible tab wins), then by field.
    const isLangField = ['title', 'summary', 'body'].includes(head);
    return (isLangField ? 1 + langRank * 10 : 0) * 100 + FIELD_ORDER.indexOf(head);
  };
  // A stable sort keeps gallery images (same rank) in their order.
  return Object.keys(errors).sort((a, b) => rank(a) - rank(b));
}

function firstErrorField(errors: FieldErrors, tab: Lang): string | undefined {
  return sortedErrorPaths(errors, tab)[0];
}

export function useItemEditor<Draft extends ItemDraft, Item extends Post | Project>(config: ItemEditorConfig<Draft, Item>) {
  const { adapter, toDraft, toItem, validate, editPath } = config;
  const navigate = useNavigate();
  const mode: 'create' | 'edit' = config.saved ? 'edit' : 'create';
  const [saved, setSaved] = useState<Item | null>(config.saved);
  // When `saved` was read or written: whether visitors see it (isLive) is judged at this moment, not at each render.
  const [savedSeenAt, setSavedSeenAt] = useState(Date.now);
  const [draft, setDraft] = useState<Draft>(config.initialDraft);
  const [baseline, setBaseline] = useState<Draft>(() => draft);
  /** When the owner last pressed Save: live errors judge the date against that moment. */
  const [checkedAt, setCheckedAt] = useState(0);
  const [idTouched, setIdTouched] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  /** The last answer to "is this id free?" (create mode), from the live check or from saving. */
  const [idCheck, setIdCheck] = useState<{ id: string; taken: boolean } | null>(null);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<ContentErrorCode | null>(null);
  const [notice, setNotice] = useState<EditorNotice | null>(config.initialNotice ?? null);
  // The Spanish admin opens on the Spanish texts, the English one on the English texts.
  const [tab, setTab] = useState<Lang>(config.initialTab ?? config.lang);
  const [focusRequest, setFocusRequest] = useState<{ field: string } | null>(null);
  /** Image fields with an upload in flight (by field name): a save then would go without the image. */
  const [uploadingFields, setUploadingFields] = useState<ReadonlySet<string>>(new Set());
  const [saveRefusedForUpload, setSaveRefusedForUpload] = useState(false);
  const uploading = uploadingFields.size > 0;
  /** After a conflict: the owner's own version, shown beside the form once it holds the version saved elsewhere. */
  const [mine, setMine] = useState<Draft | null>(null);
  // Every stored image the draft has referenced in this session: uploads replaced before saving
  // must be deleted too, not only the images of the last saved version.
  const seenPaths = useRef(new Set<string>(imagePaths(config.saved)));
  /** Tags added in this session from text their slug changes, with that text: named after the next save (nameTypedTags). */
  const typedTagNames = useRef<Record<string, string>>({});
  useEffect(() => {
    for (const path of imagePaths(draft as unknown as Item)) seenPaths.current.add(path);
  }, [draft]);

  const dirty = useMemo(() => JSON.stringify(draft) !== JSON.stringify(baseline), [draft, baseline]);

  // Unsaved work is kept in the browser as it is typed, and an earlier visit's is offered back (use-kept-work.ts). A
  // new item's work is kept under "new" until its first save gives it an address.
  const savedVersion = saved?.version ?? null;
  const kept = useKeptWork(unsavedWorkKey(config.adapter.kind, config.saved?.id ?? null), draft, dirty, savedVersion);
  // The date as loaded (a new item: as proposed); left so, publishing or a first save dates the item to that
  // moment (form-values.ts, publishedAtOf).
  const loadedPublishedAt = baseline.publishedAt;

  // Leaving without saving: uploads of this session that no saved version uses would be orphans, and the copy of
  // the form the owner chose not to keep goes too.
  const discardUploads = () => {
    kept.forget();
    void getContentStore().then((store) => deleteImages(store, removedImagePaths(seenPaths.current, imagePaths(saved))));
  };
  // The owner's own version beside the form is unsaved work too.
  const { prompt, allowNextNavigation } = useUnsavedChangesPrompt((dirty || mine !== null) && !saving, discardUploads);

  const idTaken = mode === 'create' && idCheck !== null && idCheck.id === draft.id && idCheck.taken;
  const errors = useMemo<FieldErrors>(() => {
    const context = { now: checkedAt, previous: saved, loadedPublishedAt };
    // Images uploaded under an address changed since are judged where the save will put them.
    const found = showErrors ? validate(asIfImagesIn(toItem(draft, context), imageFolder(adapter, draft.id)), { now: checkedAt }) : {};
    // A taken id shows at once, before any save attempt.
    if (idTaken && !found.id) found.id = { code: 'taken' };
    return found;
  }, [showErrors, checkedAt, draft, saved, loadedPublishedAt, idTaken, toItem, validate, adapter]);

  // The address is fixed by the first save (shared links never break). Before it, it stays editable even with images
  // uploaded under it (the save stores them again under the final one), except while an upload is on its way there.
  const idLocked = mode === 'edit' || uploading;

  // Create mode: check the id is free while the owner types (debounced), so a clash shows early and
  // no image is ever uploaded into another item's folder (image fields wait for a free id).
  useEffect(() => {
    if (mode !== 'create' || idLocked || !isValidSlug(draft.id)) return;
    let active = true;
    const id = draft.id;
    const timer = setTimeout(() => {
      idExists(adapter, id).then(
        (taken) => active && setIdCheck({ id, taken }),
        // Unknown for now; saving checks again and reports any failure.
        () => undefined,
      );
    }, ID_CHECK_DELAY_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [mode, idLocked, draft.id, adapter]);
  const idFree = mode === 'edit' || idLocked || (idCheck !== null && idCheck.id === draft.id && !idCheck.taken);

  const update = (patch: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setNotice(null);
  };

  const setLocalized = (field: 'title' | 'summary' | 'body', lang: Lang, value: string) => {
    setDraft((current) => {
      const next = { ...current, [field]: { ...current[field], [lang]: value } };
      if (field === 'title' && mode === 'create' && !idTouched && !idLocked) next.id = suggestId(next.title);
      return next;
    });
    setNotice(null);
  };

  const setId = (value: string) => {
    setIdTouched(true);
    update({ id: value } as Partial<Draft>);
  };

  useEffect(() => {
    if (!focusRequest) return;
    // Runs after the tab holding the field became visible.
    const element =
      document.getElementById(fieldId(focusRequest.field)) ??
      document.getElementById(fieldId(focusRequest.field.split('.')[0])) ??
      document.getElementById(ERROR_SUMMARY_ID);
    element?.focus();
  }, [focusRequest]);

  /** Shows a field (switching to its language tab) and focuses it. */
  const focusField = (field: string) => {
    const lang = field.split('.')[1];
    if (['title', 'summary', 'body'].includes(field.split('.')[0]) && (lang === 'en' || lang === 'es')) setTab(lang);
    setFocusRequest({ field });
  };

  const showInvalid = (found: FieldErrors) => focusField(firstErrorField(found, tab) ?? 'id');

  const setFieldUploading = (field: string) => (value: boolean) =>
    setUploadingFields((current) => {
      const next = new Set(current);
      if (value) next.add(field);
      else next.delete(field);
      return next;
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    // Refused, and said so, rather than saved without the image still on its way (or overwritten when it lands).
    setSaveRefusedForUpload(uploading);
    if (uploading) return;
    const now = Date.now();
    setShowErrors(true);
    setCheckedAt(now);
    setSaveError(null);
    setNotice(null);
    const item = toItem(draft, { now, previous: saved, loadedPublishedAt });
    const found = validate(asIfImagesIn(item, imageFolder(adapter, item.id)), { now });
    if (hasErrors(found)) {
      showInvalid(found);
      return;
    }
    setSaving(true);
    try {
      if (mode === 'create' && !idLocked) {
        const taken = await idExists(adapter, item.id);
        setIdCheck({ id: item.id, taken });
        if (taken) {
          showInvalid({ id: { code: 'taken' } });
          return;
        }
      }
      // A new item whose address changed after an upload: its images go to the final address's folder first.
      const placed = mode === 'create' ? await moveUploadsTo(adapter, item) : item;
      for (const path of imagePaths(placed)) seenPaths.current.add(path);
      const stored = await saveItem(adapter, placed, [...seenPaths.current]);
      seenPaths.current = imagePaths(stored);
      // Saved: the copy kept in the browser has done its job (a new item's was kept under "new").
      kept.forget();
      const typed = Object.entries(typedTagNames.current).filter(([tag]) => stored.tags.includes(tag));
      typedTagNames.current = {};
      void nameTypedTags(Object.fromEntries(typed), config.lang);
      const savedDraft = toDraft(stored);
      const savedAt = Date.now();
      setSaved(stored);
      setSavedSeenAt(savedAt);
      setDraft(savedDraft);
      setBaseline(savedDraft);
      setShowErrors(false);
      const outcome = saveOutcome(saved, stored, savedAt);
      if (mode === 'create') {
        allowNextNavigation();
        const state: EditorLocationState = { notice: outcome };
        navigate(editPath(item.id), { state, replace: true });
      } else {
        setNotice(outcome);
      }
    } catch (error) {
      // The draft stays as typed: nothing is lost, the owner can retry.
      const code = errorCode(error);
      if (code === 'conflict' && mode === 'create') {
        // Another tab or device created an item at this address after it was checked: the address is taken.
        setIdCheck({ id: item.id, taken: true });
        showInvalid({ id: { code: 'taken' } });
      } else {
        setSaveError(code);
      }
    } finally {
      setSaving(false);
    }
  };

  /**
   * After a conflict: the form takes the version saved elsewhere (so the next save is based on it), and the
   * owner's own version stays on screen beside it to copy from. Every character typed is kept.
   */
  const loadingSaved = useRef(false);
  const loadSavedVersion = async () => {
    if (saving || loadingSaved.current || !saved) return;
    loadingSaved.current = true;
    try {
      const current = await loadItem(adapter, saved.id);
      if (!current) {
        setSaveError('not-found');
        return;
      }
      // Only unsaved work needs keeping (a Save pressed without changes has none).
      if (dirty) setMine(draft);
      const currentDraft = toDraft(current);
      setSaved(current);
      setSavedSeenAt(Date.now());
      setDraft(currentDraft);
      setBaseline(currentDraft);
      setShowErrors(false);
      setSaveError(null);
    } catch (error) {
      setSaveError(errorCode(error));
    } finally {
      loadingSaved.current = false;
    }
  };

  const invalidTabs: Record<Lang, boolean> = {
    en: Object.keys(errors).some((path) => path.endsWith('.en') && !path.startsWith('cover') && !path.startsWith('gallery')),
    es: Object.keys(errors).some((path) => path.endsWith('.es') && !path.startsWith('cover') && !path.startsWith('gallery')),
  };

  return {
    mode,
    saved,
    draft,
    update,
    setLocalized,
    setId,
    /** TagsInput's onTyped: the text a tag was typed as, named after the next save. */
    tagTyped: (tag: string, typed: string) => {
      typedTagNames.current[tag] = typed;
    },
    idLocked,
    /** Images may be uploaded: the id is valid and known to be this item's. */
    imagesAllowed: idFree && isValidSlug(draft.id),
    errors,
    /** The errors the summary lists, in the order the owner meets them: only after a save attempt (a live "id
     * taken" shows by its field alone). */
    summaryErrors: showErrors ? sortedErrorPaths(errors, tab).map((path) => [path, errors[path]] as const) : [],
    focusField,
    invalidTabs,
    tab,
    setTab,
    submit,
    saving,
    uploading,
    saveRefusedForUpload,
    /** For an image field's onUploadingChange. */
    setFieldUploading,
    saveError,
    loadSavedVersion,
    mine,
    dismissMine: () => setMine(null),
    notice,
    /** When the saved copy was read or written, for judging what visitors see of it (isLive). */
    savedSeenAt,
    dirty,
    /** Work kept in this browser from an earlier visit, on offer until restored or discarded. */
    keptWork: kept.offer,
    restoreKept: () =>
      kept.restore(
        (draft) => setDraft(withImageCopiesListed(draft)),
        (draft) => setMine(withImageCopiesListed(draft)),
      ),
    discardKept: kept.discard,
    /** The browser refused to keep a copy (storage full or disabled): the form says so. */
    keepRefused: kept.refused,
    prompt: prompt as ReactNode,
  };
}
