/** The language tab in view and moving focus to a field: an error summary's link, or the first error after Save. */
import { useEffect, useState } from 'react';
import type { Lang } from '@portfolio/content/content-types';
import { ERROR_SUMMARY_ID, fieldId } from '../components/fields';
import type { EditorFields } from '../item-fields';
import type { FieldErrors } from '../validation';
import { sortedErrorPaths, tabOfField } from './error-order';

export function useFieldFocus(initialTab: Lang, fields: EditorFields) {
  const [tab, setTab] = useState<Lang>(initialTab);
  const [focusRequest, setFocusRequest] = useState<{ field: string } | null>(null);

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
    const lang = tabOfField(field, fields);
    if (lang) setTab(lang);
    setFocusRequest({ field });
  };

  return {
    tab,
    setTab,
    focusField,
    /** A save was refused: the error the owner meets first gets the focus. */
    focusFirstError: (errors: FieldErrors) => focusField(sortedErrorPaths(errors, tab, fields)[0] ?? 'id'),
  };
}
