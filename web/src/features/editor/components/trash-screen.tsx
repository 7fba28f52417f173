/**
 * The Trash screen (/admin/papelera): deleted posts and projects, kept 30 days (docs/decisions.md, "What a saved
 * version of an item is", Delete), each with when it was deleted and when it goes for good. Restore brings one back
 * as a draft; Delete forever asks first. After either, focus goes to the next row's Restore (else the heading) and
 * the outcome is announced.
 */
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '../../../components/seo/document-title';
import { paths } from '@portfolio/content/paths';
import type { Lang } from '@portfolio/content/content-types';
import type { TrashedItem } from '@portfolio/content/trash';
import type { ContentErrorCode } from '../../../data/content-store';
import { formatDateTime } from '../../../utils/dates';
import { deleteForever, errorCode, restoreFromTrash } from '../api/editor-store';
import { ConfirmDialog } from './confirm-dialog';
import { ListError } from './list-error';
import { localizedLabel } from './item-form-parts';

export interface TrashScreenProps {
  lang: Lang;
  items: TrashedItem[];
  /** The trash could not be read: said on the page instead of an empty list. */
  loadError: ContentErrorCode | null;
}

type Outcome =
  { kind: 'restored'; item: TrashedItem } | { kind: 'purged'; item: TrashedItem } | { kind: 'error'; code: ContentErrorCode } | null;

const key = (item: TrashedItem) => `${item.kind}/${item.id}`;

export function TrashScreen({ lang, items: loaded, loadError }: TrashScreenProps) {
  const { t } = useTranslation('admin');
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const table = useRef<HTMLTableElement>(null);
  const [items, setItems] = useState(loaded);
  const [busy, setBusy] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<TrashedItem | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const titleOf = (item: TrashedItem) => localizedLabel(item.title, lang) || t('trash.untitled', { id: item.id });
  const editPath = (item: TrashedItem) => (item.kind === 'posts' ? paths.admin.editPost : paths.admin.editProject)(lang, item.id);

  /** Focus where the owner was: the row that takes the removed one's place, else the one before, else the heading. */
  const focusAfterRemoving = (removed: TrashedItem, remaining: TrashedItem[]) => {
    const index = items.findIndex((item) => key(item) === key(removed));
    const next = remaining[Math.min(index, remaining.length - 1)];
    requestAnimationFrame(() => {
      const button = next && table.current?.querySelector<HTMLButtonElement>(`[data-restore="${key(next)}"]`);
      (button ?? heading.current)?.focus();
    });
  };

  const run = async (item: TrashedItem, action: () => Promise<void>, done: 'restored' | 'purged') => {
    setBusy(key(item));
    setOutcome(null);
    try {
      await action();
      const remaining = items.filter((other) => key(other) !== key(item));
      setItems(remaining);
      setOutcome({ kind: done, item });
      focusAfterRemoving(item, remaining);
    } catch (error) {
      setOutcome({ kind: 'error', code: errorCode(error) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <DocumentTitle title={t('trash.title')} />
      <div className="admin-list__header">
        <h1 id={headingId} ref={heading} tabIndex={-1}>
          {t('trash.title')}
        </h1>
      </div>
      <p className="field__hint">{t('trash.intro')}</p>
      <p role="status" className="admin-list__status">
        {outcome?.kind === 'restored' ? (
          <>
            {t('trash.restored', { title: titleOf(outcome.item) })} <Link to={editPath(outcome.item)}>{t('trash.restoredLink')}</Link>
          </>
        ) : outcome?.kind === 'purged' ? (
          t('trash.purged', { title: titleOf(outcome.item) })
        ) : (
          ''
        )}
      </p>
      {outcome?.kind === 'error' ? <ListError code={outcome.code} /> : null}
      {loadError ? (
        <ListError code={loadError} unread />
      ) : items.length === 0 ? (
        <p className="admin-list__empty">{t('trash.empty')}</p>
      ) : (
        <table className="admin-list" aria-labelledby={headingId} ref={table}>
          <thead>
            <tr>
              <th scope="col">{t('trash.columns.title')}</th>
              <th scope="col">{t('trash.columns.kind')}</th>
              <th scope="col">{t('trash.columns.deleted')}</th>
              <th scope="col">{t('trash.columns.goes')}</th>
              <th scope="col">{t('trash.columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => {
              const title = titleOf(item);
              return (
                <tr key={key(item)}>
                  <th scope="row">{title}</th>
                  <td data-label={t('trash.columns.kind')}>{t(`trash.kinds.${item.kind}`)}</td>
                  <td data-label={t('trash.columns.deleted')}>{formatDateTime(item.deletedAt, lang)}</td>
                  <td data-label={t('trash.columns.goes')}>{formatDateTime(item.purgeAt, lang)}</td>
                  <td className="admin-list__actions-cell">
                    <div className="admin-list__actions">
                      <button
                        type="button"
                        data-restore={key(item)}
                        aria-label={t('trash.restoreItem', { title })}
                        disabled={busy !== null}
                        onClick={() => void run(item, () => restoreFromTrash(item.kind, item.id), 'restored')}
                      >
                        {t('trash.restore')}
                      </button>
                      <button
                        type="button"
                        className="button--danger"
                        aria-label={t('trash.deleteForeverItem', { title })}
                        disabled={busy !== null}
                        onClick={() => setConfirming(item)}
                      >
                        {t('trash.deleteForever')}
                      </button>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {confirming ? (
        <ConfirmDialog
          title={t('trash.confirmTitle')}
          message={t('trash.confirmMessage', { title: titleOf(confirming) })}
          confirmLabel={t('trash.deleteForever')}
          cancelLabel={t('trash.cancel')}
          busy={busy !== null}
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            const item = confirming;
            void run(item, () => deleteForever(item.kind, item.id), 'purged').finally(() => setConfirming(null));
          }}
        />
      ) : null}
    </>
  );
}
