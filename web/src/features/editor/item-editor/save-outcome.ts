/** What a save of a post or project did, told to the owner (SaveStatus, FormFooter in item-form-parts.tsx). */
import { isLiveAnywhere, isScheduledOnly, statusOf, type Publication } from '@portfolio/content/content-types';

/**
 * What the last save did, as a translation key (`posts.outcome.<key>`, `projects.outcome.<key>`), never as
 * translated text: the message re-renders in the interface language when the owner switches it.
 */
export type EditorNotice =
  'createdDraft' | 'createdPublished' | 'createdScheduled' | 'savedDraft' | 'published' | 'scheduled' | 'updated' | 'unpublished';

/** Router state the create page leaves for the edit page it navigates to. */
export interface EditorLocationState {
  notice?: EditorNotice;
}

/**
 * The outcome of a save, told from the item before it (null: a new item) and after it, at `now`: a published
 * item dated later is scheduled (isScheduled), and one that visitors already saw is updated.
 */
export function saveOutcome(before: Publication | null, after: Publication, now: number): EditorNotice {
  if (statusOf(after) === 'draft') {
    if (before === null) return 'createdDraft';
    return statusOf(before) === 'published' ? 'unpublished' : 'savedDraft';
  }
  if (isScheduledOnly(after, now)) return before === null ? 'createdScheduled' : 'scheduled';
  if (before === null) return 'createdPublished';
  return isLiveAnywhere(before, now) ? 'updated' : 'published';
}
