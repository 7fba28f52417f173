/**
 * The item editor's History button (docs/decisions.md, "History with differences and restore"): opens the item's
 * history, a lazy chunk with jsdiff, and says when a restore has put a kept version in the working copy.
 */
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang, Post, Project } from '@portfolio/content/content-types';
import { itemVersion, type SavedItem } from '@portfolio/content/saved-item';
import type { EditorKind } from '../api/editor-store';

const ItemHistory = lazy(() => import('./item-history').then((module) => ({ default: module.ItemHistory })));

export interface ItemHistoryButtonProps {
  kind: EditorKind;
  /** The saved item (null: nothing saved yet, no history). */
  saved: { id: string; title: Record<Lang, string> } | null;
  lang: Lang;
  dirty: boolean;
  /** A save is on its way: a restore now would race it. */
  busy: boolean;
  /** The form takes the restored item (its unsaved texts, if any, beside it). */
  onRestored(stored: SavedItem<Post | Project>): void;
}

export function ItemHistoryButton({ kind, saved, lang, dirty, busy, onRestored }: ItemHistoryButtonProps) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const [restored, setRestored] = useState('');
  return (
    <div className="item-history">
      <button type="button" aria-haspopup="dialog" disabled={!saved || busy} onClick={() => setOpen(true)}>
        {t('history.open')}
      </button>
      <p role="status" className="item-history__restored">
        {restored}
      </p>
      {open && saved ? (
        <Suspense fallback={null}>
          <ItemHistory
            kind={kind}
            id={saved.id}
            title={saved.title[lang] || saved.title.en || saved.title.es || saved.id}
            lang={lang}
            dirty={dirty}
            onRestored={(stored, version) => {
              onRestored(stored);
              setOpen(false);
              setRestored(t('history.items.restored', { version, next: itemVersion(stored) }));
            }}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
