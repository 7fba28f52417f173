/**
 * New tags added in this session, with their names for readers in both languages: the text typed, in the interface
 * language, and the other language's name, which the tags field asks for beside the new tag (a tag added from the
 * Spanish admin reached the English pages as its raw slug). Tags with both names stored already ask nothing. After
 * the next save the names are stored where none is yet (nameTypedTags, editor-store.ts).
 */
import { useEffect, useState } from 'react';
import type { Lang, Localized, TagNames } from '@portfolio/content/content-types';
import { loadTagNames, nameTypedTags } from '../api/editor-store';

export function useTypedTagNames(lang: Lang) {
  const [typed, setTyped] = useState<Record<string, Localized>>({});
  const [stored, setStored] = useState<TagNames>({});
  useEffect(() => {
    let active = true;
    void loadTagNames().then((names) => active && setStored(names));
    return () => {
      active = false;
    };
  }, []);
  return {
    /** The new tags' names as given so far, to ask beside each one (TagsInput's `names`). */
    names: typed,
    /** TagsInput's onTyped: a tag added from `text`, named so in the interface language unless both names exist. */
    tagTyped: (tag: string, text: string) => {
      const known = stored[tag];
      if (known?.en && known.es) return;
      setTyped((current) => ({ ...current, [tag]: { en: known?.en ?? '', es: known?.es ?? '', [lang]: known?.[lang] || text } }));
    },
    /** A tag's name for readers of `nameLang`, stored or typed in this session ('' while it has none). */
    nameOf: (tag: string, nameLang: Lang): string => typed[tag]?.[nameLang] || stored[tag]?.[nameLang] || '',
    /** TagsInput's onName: the owner named a new tag in `nameLang`. */
    setName: (tag: string, nameLang: Lang, name: string) =>
      setTyped((current) => (current[tag] ? { ...current, [tag]: { ...current[tag], [nameLang]: name } } : current)),
    /** After a save: names the new tags the item kept (best effort, not awaited). */
    nameAfterSave: (savedTags: string[]) => {
      const kept = Object.entries(typed).filter(([tag]) => savedTags.includes(tag));
      setTyped({});
      setStored((current) => ({ ...current, ...Object.fromEntries(kept) }));
      void nameTypedTags(Object.fromEntries(kept));
    },
  };
}
