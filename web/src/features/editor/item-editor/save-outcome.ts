/** What a save or a publication of a post or project did, told to the owner (SaveStatus, FormFooter in item-form-parts.tsx). */
import type { LangOperation } from '../api/editor-store';

/**
 * What the last save or publication did, as a translation key (`posts.outcome.<key>`, `projects.outcome.<key>`),
 * never as translated text: the message re-renders in the interface language when the owner switches it. A
 * publication's key is the menu's operation, said of the language it changed (`noticeLang`).
 */
export type EditorNotice = 'createdDraft' | 'savedDraft' | 'savedStaged' | LangOperation;

/** Router state the create page leaves for the edit page it navigates to. */
export interface EditorLocationState {
  notice?: EditorNotice;
}

/**
 * The outcome of a save (it writes the working copy only: docs/decisions.md, "What a saved version of an item is"),
 * told from the item before it (null: a new item) and its documents after it: an item with a language published or
 * scheduled still shows visitors that version.
 */
export function saveOutcome(before: object | null, after: { published: object | null }): EditorNotice {
  if (before === null) return 'createdDraft';
  return after.published ? 'savedStaged' : 'savedDraft';
}
