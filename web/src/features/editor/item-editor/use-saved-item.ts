/**
 * The stored documents the form is based on (docs/decisions.md, "What a saved version of an item is"): the
 * published document and the working copy, and the item as the editor edits it (editedItem). Null: a new item,
 * not saved yet.
 */
import { useMemo, useRef, useState } from 'react';
import type { Post, Project } from '@portfolio/content/content-types';
import { editedItem, type SavedItem } from '@portfolio/content/saved-item';

export function useSavedItem<Item extends Post | Project>(initial: SavedItem<Item> | null) {
  // With the moment it was read or written: whether visitors see it (isLive) is judged then, not at each render
  // (react-hooks/purity: no clock during render).
  const [saved, setSaved] = useState(() => ({ documents: initial, seenAt: Date.now() }));
  const item = useMemo(() => saved.documents && editedItem(saved.documents), [saved.documents]);
  // The newest documents at once, for a write that waited for another (an autosave) and must be based on what it
  // stored, not on the render it was started from.
  const latest = useRef(initial);
  return {
    saved: item,
    /** Both documents: each language's state (langState) and what a publication changes. */
    documents: saved.documents,
    /** When the saved copy was read or written, for judging what visitors see of it (isLive). */
    savedSeenAt: saved.seenAt,
    /** The documents as just stored or read, at `seenAt`. */
    hold: (documents: SavedItem<Item>, seenAt: number) => {
      latest.current = documents;
      setSaved({ documents, seenAt });
    },
    /** The documents as last stored or read, even before the form re-renders with them. */
    current: () => latest.current,
  };
}
