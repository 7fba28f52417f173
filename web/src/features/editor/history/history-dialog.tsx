/**
 * An item's history (docs/decisions.md, "History with differences and restore"): the kept versions, newest first,
 * each with when it was saved (relative and absolute, in the admin's language), how (saved, imported, restored)
 * and which sections and languages it changed; one chosen is compared with the current version field by field and
 * language by language, words struck through and underlined (with words for screen readers, not colour alone);
 * Restore, once confirmed, saves its texts as a new version. Generic over the item: the CV wires it up in
 * cv-history.tsx, posts and projects can too. A modal <dialog>: focus starts on its heading and returns to what
 * opened it; Escape closes it. Loaded lazily, with jsdiff, when the owner opens the history.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KEPT_VERSIONS, type FieldScope, type RevisionKind } from '@portfolio/content/cv-history';
import type { ItemRevisionKind } from '@portfolio/content/item-history';
import type { Lang } from '@portfolio/content/content-types';
import type { ContentErrorCode } from '../../../data/content-store';
import { errorCode } from '../api/editor-store';
import { formatDateTime } from '../../../utils/dates';
import { relativeTime } from '../relative-time';
import { useModalDialog } from '../../../components/ui/use-modal-dialog';
import { ConfirmDialog } from '../components/confirm-dialog';
import { DiffText } from './diff-text';
import { diffFields, type FieldChange, type VersionField } from './field-diff';
import './history.css';

export interface HistoryEntry {
  version: number;
  at: number | null;
  kind: RevisionKind | ItemRevisionKind | null;
  restoredFrom: number | null;
  changed: Partial<Record<string, Partial<Record<FieldScope, true>>>>;
  current: boolean;
}

/** `Stored`: what a restore returns and hands to `onRestored` (the item itself unless said). */
export interface HistoryDialogProps<Item, Stored = Item> {
  title: string;
  /** What the dialog says first, and what the restore's confirmation says (the CV's words unless given). */
  intro?: string;
  restoreMessage?(version: number, next: number, current: number): string;
  /** The admin's language: dates are written its way. */
  lang: Lang;
  /** The history, newest first, and the item as stored now (null: none). */
  load(): Promise<{ current: Item | null; revisions: HistoryEntry[] }>;
  /** A kept version's texts; null when it is not kept. */
  loadVersion(version: number): Promise<Item | null>;
  /** The item as a flat list of texts, to compare. */
  fields(item: Item): VersionField[];
  sectionLabel(section: string): string;
  fieldLabel(field: VersionField): string;
  /** Saves kept version `version` as a new version on top of `current`; returns the item as stored. */
  restore(version: number, current: Item): Promise<Stored>;
  /** The form holds unsaved changes: restoring keeps them beside it (the confirmation says so). */
  dirty: boolean;
  onRestored(stored: Stored, version: number): void;
  onClose(): void;
}

type Comparison<Item> =
  | { version: number; state: 'loading' }
  | { version: number; state: 'missing' }
  | { version: number; state: 'error'; code: ContentErrorCode }
  | { version: number; state: 'ready'; item: Item; changes: FieldChange[] };

export function HistoryDialog<Item, Stored = Item>(props: HistoryDialogProps<Item, Stored>) {
  const { title, intro, restoreMessage, lang, load, loadVersion, fields, sectionLabel, fieldLabel, restore, dirty, onRestored, onClose } =
    props;
  const { t } = useTranslation('admin');
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const comparisonHeading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const comparisonId = useId();
  const [history, setHistory] = useState<{ current: Item | null; revisions: HistoryEntry[] } | null>(null);
  const [loadError, setLoadError] = useState<ContentErrorCode | null>(null);
  const [comparison, setComparison] = useState<Comparison<Item> | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [restoring, setRestoring] = useState(false);
  const [restoreError, setRestoreError] = useState<ContentErrorCode | null>(null);
  const [now] = useState(() => Date.now());

  const reload = () =>
    load().then(
      (loaded) => {
        setLoadError(null);
        setHistory(loaded);
      },
      (error: unknown) => setLoadError(errorCode(error)),
    );
  // Loaded once as the dialog opens (and again after a refused restore).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => void reload(), []);

  useModalDialog(dialog, { focus: () => heading.current?.focus(), returnFocus: true });

  // A comparison shown (or found missing) takes the focus, so a keyboard or screen-reader user lands on it.
  useEffect(() => {
    if (comparison && comparison.state !== 'loading') comparisonHeading.current?.focus();
  }, [comparison]);

  const compare = async (version: number) => {
    const current = history?.current;
    if (!current) return;
    setRestoreError(null);
    setComparison({ version, state: 'loading' });
    try {
      const item = await loadVersion(version);
      setComparison(
        item ? { version, state: 'ready', item, changes: diffFields(fields(item), fields(current)) } : { version, state: 'missing' },
      );
    } catch (error) {
      setComparison({ version, state: 'error', code: errorCode(error) });
    }
  };

  const confirmRestore = async () => {
    if (!history?.current || comparison?.state !== 'ready') return;
    setRestoring(true);
    try {
      const stored = await restore(comparison.version, history.current);
      setConfirming(false);
      onRestored(stored, comparison.version);
    } catch (error) {
      setConfirming(false);
      setRestoreError(errorCode(error));
      // Saved elsewhere meanwhile: the history (and the current version) are read again, the comparison goes.
      if (errorCode(error) === 'conflict') {
        setComparison(null);
        void reload();
      }
    } finally {
      setRestoring(false);
    }
  };

  const currentVersion = history?.revisions.find((entry) => entry.current)?.version ?? 0;
  const changedText = (entry: HistoryEntry) => {
    const sections = Object.entries(entry.changed).map(([section, scopes]) => {
      const list = (['en', 'es', 'shared'] as const).filter((scope) => scopes?.[scope]);
      // Name and email are the same in both languages: no languages to name.
      if (list.length === 1 && list[0] === 'shared') return sectionLabel(section);
      const names = list.map((scope) => (scope === 'shared' ? t('history.shared') : t(`languages.${scope}`)));
      return t('history.sectionScopes', { section: sectionLabel(section), scopes: names.join(t('history.listSeparator')) });
    });
    return sections.length > 0 ? t('history.changed', { list: sections.join(t('history.listSeparator')) }) : t('history.nothingChanged');
  };
  const kindText = (entry: HistoryEntry) =>
    entry.kind === null
      ? t('history.before')
      : entry.kind === 'restore' && entry.restoredFrom === null
        ? t('history.kind.restored')
        : t(`history.kind.${entry.kind}`, { from: entry.restoredFrom ?? '' });

  const describe = (entry: HistoryEntry) => (
    <>
      <span className="history__version">{t('history.version', { version: entry.version })}</span>
      {entry.current ? <span className="history__current">{t('history.current')}</span> : null}
      {entry.at !== null ? (
        <span className="history__when">
          {relativeTime(entry.at, now, lang)} · <time dateTime={new Date(entry.at).toISOString()}>{formatDateTime(entry.at, lang)}</time>
        </span>
      ) : null}
      <span>{kindText(entry)}</span>
      {entry.kind !== null ? <span className="history__changed">{changedText(entry)}</span> : null}
    </>
  );

  return (
    <dialog
      ref={dialog}
      className="history"
      aria-labelledby={headingId}
      onCancel={(event) => {
        event.preventDefault();
        if (!restoring) onClose();
      }}
      onKeyDown={(event) => {
        // Where showModal is missing (jsdom) Escape fires no cancel event; the confirmation handles its own.
        if (event.key !== 'Escape' || confirming) return;
        event.preventDefault();
        if (!restoring) onClose();
      }}
    >
      <div className="history__top">
        <h2 id={headingId} ref={heading} tabIndex={-1}>
          {title}
        </h2>
        <button type="button" onClick={onClose} disabled={restoring}>
          {t('history.close')}
        </button>
      </div>
      <p className="history__intro">{intro ?? t('history.intro', { count: KEPT_VERSIONS })}</p>
      {restoreError ? (
        <p className="history__error" role="alert">
          {t(`contentErrors.${restoreError}`)}
        </p>
      ) : null}
      {loadError ? (
        <p className="history__error" role="alert">
          {t(`contentErrors.${loadError}`)}
        </p>
      ) : !history ? (
        <p role="status">{t('history.loading')}</p>
      ) : (
        <div className="history__body">
          <section className="history__list" aria-label={t('history.versions')}>
            <ol>
              {history.revisions.map((entry) => (
                <li key={entry.version}>
                  {entry.current ? (
                    <div className="history__entry history__entry--current">{describe(entry)}</div>
                  ) : (
                    <button
                      type="button"
                      className="history__entry"
                      aria-pressed={comparison?.version === entry.version}
                      aria-controls={comparisonId}
                      onClick={() => void compare(entry.version)}
                    >
                      {describe(entry)}
                    </button>
                  )}
                </li>
              ))}
            </ol>
          </section>
          <section id={comparisonId} className="history__comparison" aria-busy={comparison?.state === 'loading'}>
            {comparison === null ? null : comparison.state === 'loading' ? (
              <p>{t('history.loadingVersion', { version: comparison.version })}</p>
            ) : (
              <>
                <h3 ref={comparisonHeading} tabIndex={-1}>
                  {t('history.compareTitle', { version: comparison.version })}
                </h3>
                {comparison.state === 'missing' ? <p>{t('history.notKept')}</p> : null}
                {comparison.state === 'error' ? <p className="history__error">{t(`contentErrors.${comparison.code}`)}</p> : null}
                {comparison.state === 'ready' ? (
                  <>
                    <button type="button" className="history__restore" onClick={() => setConfirming(true)}>
                      {t('history.restore', { version: comparison.version })}
                    </button>
                    {comparison.changes.length === 0 ? (
                      <p>{t('history.same')}</p>
                    ) : (
                      <>
                        <p className="history__legend">{t('history.legend', { version: comparison.version })}</p>
                        <ul className="history__changes">
                          {comparison.changes.map((change) => (
                            <FieldDifference key={change.field.key} change={change} label={fieldLabel(change.field)} />
                          ))}
                        </ul>
                      </>
                    )}
                  </>
                ) : null}
              </>
            )}
          </section>
        </div>
      )}
      {confirming && comparison?.state === 'ready' ? (
        <ConfirmDialog
          title={t('history.restoreConfirm.title', { version: comparison.version })}
          message={[
            restoreMessage
              ? restoreMessage(comparison.version, currentVersion + 1, currentVersion)
              : t('history.restoreConfirm.message', { version: comparison.version, next: currentVersion + 1, current: currentVersion }),
            dirty ? t('history.restoreConfirm.unsaved') : '',
          ]
            .filter(Boolean)
            .join(' ')}
          confirmLabel={t('history.restoreConfirm.confirm')}
          cancelLabel={t('history.restoreConfirm.keep')}
          busy={restoring}
          onConfirm={() => void confirmRestore()}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </dialog>
  );
}

/** One field's difference: its label, the words counted, and its text with what was removed and added marked. */
function FieldDifference({ change, label }: { change: FieldChange; label: string }) {
  const { t } = useTranslation('admin');
  const counts = [
    change.added > 0 ? t('history.wordsAdded', { count: change.added }) : '',
    change.removed > 0 ? t('history.wordsRemoved', { count: change.removed }) : '',
  ].filter(Boolean);
  return (
    <li className="history__change">
      <h4>{label}</h4>
      {counts.length > 0 ? <p className="history__counts">{counts.join(' · ')}</p> : null}
      <DiffText parts={change.parts} lang={change.field.scope === 'shared' ? undefined : change.field.scope} />
    </li>
  );
}
