/**
 * The editors' side of "nothing typed is lost" (lib/unsaved-work.ts, docs/decisions.md): keeps the form in the
 * browser a moment after each change, offers back what an earlier visit kept, and forgets it once it is saved or
 * discarded. Shared by the post, project and CV editors.
 */
import { useEffect, useState } from 'react';
import { forgetKeptWork, keepWork, readKeptWork, type KeptWork } from '../../lib/unsaved-work';

/** How soon after the last change the form is copied into the browser's storage. */
const KEEP_DELAY_MS = 400;

interface KeptWorkOffer {
  keptAt: number;
  /** The item was saved (elsewhere) after the kept work was typed: restoring must not silently undo that save. */
  savedSince: boolean;
}

/**
 * `draft` is the form as it is, `dirty` whether it differs from the saved version, `savedVersion` the stored
 * version the form is based on (null: not saved yet). While an earlier copy is on offer, nothing is kept over it.
 */
export function useKeptWork<Draft>(key: string, draft: Draft, dirty: boolean, savedVersion: number | null) {
  const [offer, setOffer] = useState<KeptWork<Draft> | null>(() => {
    const kept = readKeptWork<Draft>(key);
    return kept && JSON.stringify(kept.draft) !== JSON.stringify(draft) ? kept : null;
  });
  const [refused, setRefused] = useState(false);

  useEffect(() => {
    if (offer) return;
    if (!dirty) {
      forgetKeptWork(key);
      return;
    }
    const timer = setTimeout(() => setRefused(!keepWork(key, { draft, baseVersion: savedVersion, keptAt: Date.now() })), KEEP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [dirty, draft, key, offer, savedVersion]);

  return {
    /** What an earlier visit kept, on offer until taken or discarded. */
    offer: offer ? ({ keptAt: offer.keptAt, savedSince: offer.baseVersion !== savedVersion } satisfies KeptWorkOffer) : null,
    /**
     * Takes the offer. Work based on the version still stored goes into the form (`intoForm`); if the item was saved
     * elsewhere since, the form keeps that newer version and the kept work goes beside it (`besideForm`), as after a
     * conflict, so restoring never silently undoes a newer save.
     */
    restore(intoForm: (draft: Draft) => void, besideForm: (draft: Draft) => void) {
      if (!offer) return;
      setOffer(null);
      // The offered copy is in this form now (or beside it): it becomes this tab's copy, wherever it was kept.
      forgetKeptWork(key, { everyTab: true });
      keepWork(key, offer);
      if (offer.baseVersion === savedVersion) intoForm(offer.draft);
      else besideForm(offer.draft);
    },
    discard() {
      forgetKeptWork(key, { everyTab: true });
      setOffer(null);
    },
    /** Saved, or left on purpose: the copy has done its job. */
    forget: () => forgetKeptWork(key),
    /** The browser refused to keep a copy (storage full or disabled). */
    refused,
  };
}
