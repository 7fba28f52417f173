/**
 * The item's address (its id). The first save fixes it (shared links never break). Before that it follows the title
 * until the owner types one (and again once they clear it), and is checked to be free while the owner types, so a clash shows early and no image
 * is ever uploaded into another item's folder (image fields wait for a free id).
 */
import { useEffect, useState } from 'react';
import type { Localized, Post, Project } from '@portfolio/content/content-types';
import { isValidSlug } from '../../../utils/slug';
import { titleAt, type ItemAdapter } from '../api/editor-store';

const ID_CHECK_DELAY_MS = 300;

export function useItemAddress<Item extends Post | Project>(
  adapter: ItemAdapter<Item>,
  mode: 'create' | 'edit',
  id: string,
  uploading: boolean,
) {
  const [typedByOwner, setTypedByOwner] = useState(false);
  /**
   * The last answer to "whose is this id?" (create mode), from the live check or from saving: `takenBy` is the
   * other item's title, `{ en: '', es: '' }` when a save found it taken without reading it, null when free.
   */
  const [idCheck, setIdCheck] = useState<{ id: string; takenBy: Localized | null } | null>(null);
  // Before the first save the address stays editable even with images uploaded under it (the save stores them again
  // under the final one), except while an upload is on its way there.
  const locked = mode === 'edit' || uploading;
  const checked = idCheck !== null && idCheck.id === id;

  useEffect(() => {
    if (mode !== 'create' || locked || !isValidSlug(id)) return;
    let active = true;
    const timer = setTimeout(() => {
      titleAt(adapter, id).then(
        (takenBy) => active && setIdCheck({ id, takenBy }),
        // Unknown for now; saving checks again and reports any failure.
        () => undefined,
      );
    }, ID_CHECK_DELAY_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [mode, locked, id, adapter]);

  const free = mode === 'edit' || locked || (checked && idCheck.takenBy === null);
  return {
    locked,
    /** Known to be another item's, with its title (shown at once, before any save attempt); else null. */
    takenBy: mode === 'create' && checked ? idCheck.takenBy : null,
    /** Images may be uploaded: the id is valid and known to be this item's. */
    imagesAllowed: free && isValidSlug(id),
    /** A new title proposes the address, until the owner types one. */
    followsTitle: mode === 'create' && !typedByOwner && !locked,
    /** The owner typed the address: the title no longer proposes it, unless they cleared it. */
    typed: (value: string) => setTypedByOwner(value.trim() !== ''),
    /** What saving found out about an address (it checks again, and a conflict means another item took it). */
    record: (checkedId: string, takenBy: Localized | null) => setIdCheck({ id: checkedId, takenBy }),
  };
}
