/**
 * Tags added in this session from text their slug changes ("diseño" → diseno), with that text: after the next save
 * they are named so in the interface language, where no name is stored yet (nameTypedTags, editor-store.ts).
 */
import { useRef } from 'react';
import type { Lang } from '../../../config/content-types';
import { nameTypedTags } from '../api/editor-store';

export function useTypedTagNames(lang: Lang) {
  const typed = useRef<Record<string, string>>({});
  return {
    /** TagsInput's onTyped. */
    tagTyped: (tag: string, text: string) => {
      typed.current[tag] = text;
    },
    /** After a save: names the typed tags the item kept (best effort, not awaited). */
    nameAfterSave: (savedTags: string[]) => {
      const kept = Object.entries(typed.current).filter(([tag]) => savedTags.includes(tag));
      typed.current = {};
      void nameTypedTags(Object.fromEntries(kept), lang);
    },
  };
}
