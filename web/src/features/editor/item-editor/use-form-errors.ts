/**
 * The errors the form shows: none until the first Save, then every field's, judged live as the owner corrects them.
 * A taken address shows at once, before any save attempt.
 */
import { useMemo, useState } from 'react';
import type { Lang, Localized, Post, Project } from '@portfolio/content/content-types';
import { imageFolder, type ItemAdapter } from '../api/editor-store';
import { asIfImagesIn, type BuildContext, type ItemDraft } from '../form-values';
import type { EditorFields } from '../item-fields';
import type { FieldErrors, ValidateOptions } from '../validation';
import { invalidTabsOf, sortedErrorPaths } from './error-order';

interface FormErrorsInput<Draft extends ItemDraft, Item extends Post | Project> {
  adapter: ItemAdapter<Item>;
  toItem(draft: Draft, context: BuildContext): Item;
  validate(item: Item, options: ValidateOptions): FieldErrors;
  draft: Draft;
  saved: Item | null;
  loadedPublishedAt: string;
  /** The title of the item that has the address typed (empty texts: taken, title unknown), or null. */
  idTaken: Localized | null;
  /** The interface language: the clash names the other item in it. */
  lang: Lang;
  tab: Lang;
  fields: EditorFields;
}

export function useFormErrors<Draft extends ItemDraft, Item extends Post | Project>(input: FormErrorsInput<Draft, Item>) {
  const { adapter, toItem, validate, draft, saved, loadedPublishedAt, idTaken, lang, tab, fields } = input;
  /** When the owner last pressed Save (live errors judge the date against that moment); null: errors not shown. */
  const [checkedAt, setCheckedAt] = useState<number | null>(null);
  const errors = useMemo<FieldErrors>(() => {
    const judge = (now: number) => {
      const item = toItem(draft, { now, previous: saved, loadedPublishedAt });
      // Images uploaded under an address changed since are judged where the save will put them.
      return validate(asIfImagesIn(item, imageFolder(adapter, draft.id)), { now });
    };
    const found: FieldErrors = checkedAt === null ? {} : judge(checkedAt);
    // The other item named by its title, in the interface language (either one if it has only the other).
    if (idTaken && !found.id) {
      const title = idTaken[lang] || idTaken.en || idTaken.es;
      found.id = title ? { code: 'takenBy', value: title } : { code: 'taken' };
    }
    return found;
  }, [checkedAt, draft, saved, loadedPublishedAt, idTaken, lang, toItem, validate, adapter]);

  return {
    errors,
    /** The errors the summary lists, in the order the owner meets them: only after a save attempt (a live "id
     * taken" shows by its field alone). */
    summaryErrors: checkedAt !== null ? sortedErrorPaths(errors, tab, fields).map((path) => [path, errors[path]] as const) : [],
    invalidTabs: invalidTabsOf(errors, fields),
    /** Save was pressed at `now`: every error shows from now on. */
    show: (now: number) => setCheckedAt(now),
    /** Saved, or the stored version loaded: nothing to correct. */
    hide: () => setCheckedAt(null),
  };
}
