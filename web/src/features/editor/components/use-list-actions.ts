/**
 * The admin list's actions on an item: publish/unpublish, and delete after a confirmation, each with what happened.
 * After a change the route's loader runs again, so the table always shows what the store holds; on failure nothing
 * changes and the reason is shown.
 */
import { useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router-dom';
import type { ContentErrorCode } from '../../../data/content-store';
import {
  statusOf,
  type Post,
  type PostSummary,
  type Project,
  type ProjectSummary,
  type PublishStatus,
} from '@portfolio/content/content-types';
import { deleteItem, errorCode, setItemStatus, type KindAdapter } from '../api/editor-store';

/** What happened to which item, kept as a translation key (never as text): it re-renders in the language the admin
 * is switched to. */
type SuccessKey = 'list.published' | 'list.unpublished' | 'list.deleted';
type Outcome<Summary> = { kind: 'ok'; key: SuccessKey; item: Summary } | { kind: 'error'; code: ContentErrorCode };

export function useListActions<Item extends Post | Project, Summary extends PostSummary | ProjectSummary>(
  adapter: KindAdapter<Item, Summary>,
) {
  const revalidator = useRevalidator();
  /** The item an action is on its way for: its buttons wait. */
  const [busyId, setBusyId] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome<Summary> | null>(null);
  /** The item whose deletion the dialog asks to confirm. */
  const [confirming, setConfirming] = useState<Summary | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  /** Resolves true when the action succeeded. */
  const run = async (item: Summary, action: () => Promise<unknown>, success: SuccessKey): Promise<boolean> => {
    setBusyId(item.id);
    setOutcome(null);
    try {
      await action();
      setOutcome({ kind: 'ok', key: success, item });
      revalidator.revalidate();
      return true;
    } catch (error) {
      setOutcome({ kind: 'error', code: errorCode(error) });
      return false;
    } finally {
      setBusyId(null);
    }
  };

  // After a delete, the row and its Delete button are gone: focus goes to the list's heading instead of the page
  // body. Only once the dialog has closed: while it is open the page behind it is inert, and on closing it gives
  // focus back to the button that opened it. (A failed delete keeps that: the row is still there.)
  const focusHeadingAfterDialog = useRef(false);
  useEffect(() => {
    if (confirming || !focusHeadingAfterDialog.current) return;
    focusHeadingAfterDialog.current = false;
    heading.current?.focus();
  }, [confirming]);

  return {
    busyId,
    outcome,
    confirming,
    /** The list's heading, where focus goes after a delete. */
    heading,
    toggleStatus: (item: Summary) => {
      const status: PublishStatus = statusOf(item) === 'published' ? 'draft' : 'published';
      const save = () => setItemStatus(adapter, item.id, status);
      return run(item, save, status === 'published' ? 'list.published' : 'list.unpublished');
    },
    askToDelete: (item: Summary) => setConfirming(item),
    cancelDelete: () => setConfirming(null),
    confirmDelete: async () => {
      if (!confirming) return;
      const item = confirming;
      focusHeadingAfterDialog.current = await run(item, () => deleteItem(adapter, item.id), 'list.deleted');
      setConfirming(null);
    },
  };
}
