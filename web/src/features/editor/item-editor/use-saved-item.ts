/** The stored version the form is based on (null: a new item, not saved yet). */
import { useState } from 'react';

export function useSavedItem<Item>(initial: Item | null) {
  // With the moment it was read or written: whether visitors see it (isLive) is judged then, not at each render
  // (react-hooks/purity: no clock during render).
  const [saved, setSaved] = useState(() => ({ item: initial, seenAt: Date.now() }));
  return {
    saved: saved.item,
    /** When the saved copy was read or written, for judging what visitors see of it (isLive). */
    savedSeenAt: saved.seenAt,
    /** The item as just stored or read, at `seenAt`. */
    hold: (item: Item, seenAt: number) => setSaved({ item, seenAt }),
  };
}
