/**
 * The admin list's bulk actions: publish, unpublish or delete the items selected (on any page), one after another,
 * after a confirmation saying what visitors get or lose. The route's loader then runs again; what failed stays
 * selected, with the reason shown.
 */
import { useState } from 'react';
import { useRevalidator } from 'react-router-dom';
import type { ContentErrorCode } from '../../../data/content-store';
import type { Post, PostSummary, Project, ProjectSummary } from '@portfolio/content/content-types';
import { deleteItem, errorCode, setItemStatus, type KindAdapter } from '../api/editor-store';

export type BulkAction = 'publish' | 'unpublish' | 'delete';
type BulkOutcome = { action: BulkAction; done: number; failed: number; code: ContentErrorCode | null };

export function useBulkActions<Item extends Post | Project, Summary extends PostSummary | ProjectSummary>(
  adapter: KindAdapter<Item, Summary>,
) {
  const revalidator = useRevalidator();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [asking, setAsking] = useState<BulkAction | null>(null);
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);

  const run = async () => {
    const action = asking;
    if (!action) return;
    setRunning(true);
    const failed = new Set<string>();
    let code: ContentErrorCode | null = null;
    for (const id of selected) {
      try {
        if (action === 'delete') await deleteItem(adapter, id);
        else await setItemStatus(adapter, id, action === 'publish' ? 'published' : 'draft');
      } catch (error) {
        failed.add(id);
        code = errorCode(error);
      }
    }
    setOutcome({ action, done: selected.size - failed.size, failed: failed.size, code });
    setSelected(failed);
    setRunning(false);
    setAsking(null);
    revalidator.revalidate();
  };

  return {
    selected,
    toggle: (id: string, on: boolean) =>
      setSelected((current) => {
        const next = new Set(current);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    /** Selects (or clears) every item of `ids` (the page shown). */
    toggleAll: (ids: string[], on: boolean) =>
      setSelected((current) => {
        const next = new Set(current);
        for (const id of ids) {
          if (on) next.add(id);
          else next.delete(id);
        }
        return next;
      }),
    asking,
    ask: (action: BulkAction) => setAsking(action),
    cancel: () => setAsking(null),
    confirm: () => void run(),
    running,
    outcome,
  };
}
