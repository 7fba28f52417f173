/**
 * Tags as readers see them (docs/data-model.md, `/tags`): the owner names each tag per language, URLs keep
 * the slug. A content route's loader sends the labels of the tags its page shows, in the page's language
 * (only those: a page carries no names it does not show); the page provides them, and every tag component
 * below it shows `label ?? slug`.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { ContentStore } from './content-store';
import { tagLabel, type Lang, type TagNames } from '@portfolio/content/content-types';

/** Tag slug → what readers of the page's language see, for the tags whose name differs from the slug. */
export type TagLabels = Record<string, string>;

/** The labels of `tags` in `lang`: only the ones a name changes. */
export function tagLabelsFor(names: TagNames, tags: Iterable<string>, lang: Lang): TagLabels {
  const labels: TagLabels = {};
  for (const tag of tags) {
    const label = tagLabel(names, tag, lang);
    if (label !== tag) labels[tag] = label;
  }
  return labels;
}

/**
 * The stored tag names, or none when they cannot be read: a page never fails over its tags' names, it shows
 * their slugs instead (the error is logged for the owner's console).
 */
export async function loadTagNames(store: ContentStore): Promise<TagNames> {
  try {
    return await store.getTagNames();
  } catch (error) {
    console.warn('Tag names could not be read; tags show their slugs', error);
    return {};
  }
}

const TagLabelsContext = createContext<TagLabels>({});

export function TagLabelsProvider({ labels, children }: { labels: TagLabels; children: ReactNode }) {
  return <TagLabelsContext.Provider value={labels}>{children}</TagLabelsContext.Provider>;
}

/** `(tag) => its label on this page`: the owner's name in the page's language, else the slug. */
export function useTagLabel(): (tag: string) => string {
  const labels = useContext(TagLabelsContext);
  return (tag) => (Object.prototype.hasOwnProperty.call(labels, tag) ? labels[tag] : tag);
}
