/**
 * The form's values: the draft as typed and the baseline it is compared with (the version loaded or last saved),
 * whose difference is the unsaved work (`dirty`).
 */
import { useMemo, useReducer } from 'react';
import type { Lang, Localized } from '@portfolio/content/content-types';
import { suggestId, type ItemDraft } from '../form-values';
import type { LanguageField } from '../item-fields';

interface FormValues<Draft> {
  draft: Draft;
  baseline: Draft;
}

type FormValuesChange<Draft> =
  /** The owner changed fields. */
  | { type: 'edited'; patch: Partial<Draft> }
  /** The owner typed a title, summary or body; `suggestId`: a new title also proposes the address. */
  | { type: 'localized'; field: LanguageField; lang: Lang; value: string; suggestId: boolean }
  /** The form now holds a stored version (just saved, or loaded after a conflict): nothing is unsaved. */
  | { type: 'stored'; draft: Draft }
  /** `sent` was saved as `stored`: the baseline becomes it, and so does the draft unless the owner typed on
   * meanwhile (what was typed during the save stays, unsaved). */
  | { type: 'saved'; sent: Draft; stored: Draft }
  /** Work kept in the browser goes back into the form, unsaved. */
  | { type: 'restored'; draft: Draft };

export function formValuesReducer<Draft extends ItemDraft>(values: FormValues<Draft>, change: FormValuesChange<Draft>): FormValues<Draft> {
  switch (change.type) {
    case 'edited':
      return { ...values, draft: { ...values.draft, ...change.patch } };
    case 'localized': {
      const { field, lang, value } = change;
      const texts = (values.draft as Partial<Record<LanguageField, Localized>>)[field];
      const draft = { ...values.draft, [field]: { ...texts, [lang]: value } };
      if (field === 'title' && change.suggestId) draft.id = suggestId(draft.title);
      return { ...values, draft };
    }
    case 'stored':
      return { draft: change.draft, baseline: change.draft };
    case 'saved':
      return { draft: values.draft === change.sent ? change.stored : values.draft, baseline: change.stored };
    case 'restored':
      return { ...values, draft: change.draft };
  }
}

/** `initialDraft` is called once (a new item's date is "now"). */
export function useFormValues<Draft extends ItemDraft>(initialDraft: () => Draft) {
  const [{ draft, baseline }, dispatch] = useReducer(formValuesReducer<Draft>, undefined, () => {
    const first = initialDraft();
    return { draft: first, baseline: first };
  });
  const dirty = useMemo(() => JSON.stringify(draft) !== JSON.stringify(baseline), [draft, baseline]);
  return {
    draft,
    dirty,
    /** The date as loaded (a new item: as proposed); left so, publishing or a first save dates the item to that
     * moment (form-values.ts, publishedAtOf). */
    loadedPublishedAt: baseline.publishedAt,
    edit: (patch: Partial<Draft>) => dispatch({ type: 'edited', patch }),
    editLocalized: (field: LanguageField, lang: Lang, value: string, suggestsId: boolean) =>
      dispatch({ type: 'localized', field, lang, value, suggestId: suggestsId }),
    holdStored: (stored: Draft) => dispatch({ type: 'stored', draft: stored }),
    holdSaved: (sent: Draft, stored: Draft) => dispatch({ type: 'saved', sent, stored }),
    restore: (kept: Draft) => dispatch({ type: 'restored', draft: kept }),
  };
}
