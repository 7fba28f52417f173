/**
 * The publish menu's work (docs/decisions.md, "What a saved version of an item is"): each language's state, and
 * its publication changed on its own — publish now or at a later moment, unschedule, publish or discard its staged
 * changes, unpublish. The form's pending edits are saved first (a failed or invalid save stops there, as Save
 * would), so nothing typed is lost and what goes out is what the form shows; publishing asks the language to be
 * ready (docs/decisions.md, "Ready to publish, per language").
 */
import { useState } from 'react';
import { LIMITS } from '@portfolio/content/content-model';
import { LANGS, type Lang, type Post, type Project } from '@portfolio/content/content-types';
import { differsIn, editedItem, langState, type LangState, type SavedItem } from '@portfolio/content/saved-item';
import { changeLanguage, errorCode, type ItemAdapter, type LangOperation } from '../api/editor-store';
import { languageReadiness, type LanguageReadiness, type ReadinessInput } from '../components/language-readiness';
import type { ItemDraft } from '../form-values';
import type { LanguageField } from '../item-fields';
import type { useSaveStatus } from '../use-save-status';
import type { EditorNotice } from './save-outcome';
import type { useFormValues } from './use-form-values';
import type { useSavedItem } from './use-saved-item';

/**
 * A language's state as the menu offers it: langState, where a change to what both languages share (tags,
 * images, addresses) counts as staged in every published language, since publishing one of them publishes it.
 */
export function menuState(saved: SavedItem<Post | Project> | null, lang: Lang, now: number): LangState {
  if (!saved) return 'none';
  const state = langState(saved, lang, now);
  const sharedStaged = saved.working && saved.published && differsIn(saved.working, saved.published, null);
  return (state === 'published' || state === 'scheduled') && sharedStaged ? 'staged' : state;
}

/**
 * What each state lets the owner do, in the menu's order. With edits not saved yet (`pending`), a published or
 * scheduled language offers Publish changes too: the operation saves them first.
 */
export function operationsFor(state: LangState, pending = false): LangOperation[] {
  if (pending && (state === 'published' || state === 'scheduled')) return ['publishChanges', ...operationsFor(state)];
  switch (state) {
    case 'none':
    case 'draft':
      return ['publish', 'backdate', 'schedule'];
    case 'scheduled':
      return ['publish', 'backdate', 'schedule', 'unschedule'];
    case 'published':
      return ['unpublish'];
    case 'staged':
      return ['publishChanges', 'discard', 'unpublish'];
  }
}

/** Why a moment cannot be a schedule: not a date, not later than now, or further ahead than the model allows. */
export function scheduleError(at: number, now: number): 'date' | 'past' | 'future' | null {
  if (!Number.isFinite(at)) return 'date';
  if (at <= now) return 'past';
  if (at > now + LIMITS.scheduleAheadMs) return 'future';
  return null;
}

/**
 * Why a moment cannot be the date of a language published now with an earlier date (docs/decisions.md, "Publication
 * dates"): not a date, not earlier than now (Schedule takes those), or before 1970 (the rules refuse it).
 */
export function backdateError(at: number, now: number): 'date' | 'later' | 'early' | null {
  if (!Number.isFinite(at)) return 'date';
  if (at >= now) return 'later';
  if (at < 0) return 'early';
  return null;
}

/** Why the last publication was not made: the language is not ready (what it lacks), or the store refused. */
export type PublishProblem = { lang: Lang; readiness: LanguageReadiness } | null;

interface PublishInput<Draft extends ItemDraft, Item extends Post | Project> {
  adapter: ItemAdapter<Item>;
  savedItem: ReturnType<typeof useSavedItem<Item>>;
  values: ReturnType<typeof useFormValues<Draft>>;
  status: ReturnType<typeof useSaveStatus<EditorNotice>>;
  toDraft(item: Item): Draft;
  /** The language fields a page needs (requiredLanguageFields). */
  required: readonly LanguageField[];
  /** Saves the form's pending edits; null when it could not (the form says why). */
  save(): Promise<SavedItem<Item> | null>;
  /** The documents as stored once an autosave in flight has ended. */
  settled(): Promise<SavedItem<Item> | null>;
}

export function usePublishLanguage<Draft extends ItemDraft, Item extends Post | Project>(input: PublishInput<Draft, Item>) {
  const { adapter, savedItem, values, status } = input;
  const [problem, setProblem] = useState<PublishProblem>(null);
  /** The language the last notice speaks of, and the moment it was published or scheduled for. */
  const [noticeOf, setNoticeOf] = useState<{ lang: Lang; at: number } | null>(null);
  const documents = savedItem.documents;
  const states = Object.fromEntries(LANGS.map((lang) => [lang, menuState(documents, lang, savedItem.savedSeenAt)])) as Record<
    Lang,
    LangState
  >;

  /** Resolves true when the language's publication changed. `at`: the moment to schedule for. */
  const run = async (operation: LangOperation, lang: Lang, at?: number): Promise<boolean> => {
    if (status.saving || !documents) return false;
    setProblem(null);
    if (operation === 'publish' || operation === 'backdate' || operation === 'schedule' || operation === 'publishChanges') {
      const readiness = languageReadiness(values.draft as unknown as ReadinessInput, lang, input.required);
      // Images in the text without alt text do not stop it (validation lets them through: a picture may be decoration).
      if (readiness.state === 'empty' || (readiness.state === 'missing' && (readiness.fields.length > 0 || readiness.alt > 0))) {
        setProblem({ lang, readiness });
        return false;
      }
    }
    const base = values.dirty ? await input.save() : await input.settled();
    if (!base) return false;
    status.attempted();
    status.setSaving(true);
    try {
      const now = Date.now();
      const stored = await changeLanguage(adapter, base, operation, lang, at ?? now);
      const seenAt = Date.now();
      savedItem.hold(stored, seenAt);
      const item = editedItem(stored);
      if (item) values.holdStored(input.toDraft(item));
      setNoticeOf({ lang, at: stored.published?.langs[lang]?.publishedAt ?? now });
      status.setNotice(operation);
      return true;
    } catch (error) {
      status.setSaveError(errorCode(error));
      return false;
    } finally {
      status.setSaving(false);
    }
  };

  return { states, run, problem, noticeOf };
}
