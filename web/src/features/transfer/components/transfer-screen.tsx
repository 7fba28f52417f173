/**
 * The "Export and import" screen (/admin/exportar): the whole site out as a zip, and a zip or Markdown files back in
 * with a dry run first (docs/export-format.md, "From the admin"). Everything runs in this tab with the owner's own
 * access, so no function request limit applies and the database rules check every write, as in the editor.
 */
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@portfolio/content/content-types';
import { DocumentTitle } from '../../../components/seo/document-title';
import { getContentStore } from '../../../data/get-content-store';
import { exportSiteZip, type ExportProgress } from '../site-export';
import {
  applySiteImport,
  currentVersions,
  ImportFileError,
  planSiteImport,
  readImportFiles,
  type ApplyProgress,
  type ImportDryRun,
  type ImportFiles,
  type ImportReport,
} from '../site-import';

/** The browser saves a Blob under a name through a temporary link. */
function download(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Later, not now: the download may not have read the Blob yet.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** A labelled bar with its count in words (not everyone can read a bar). */
function Progress({ label, text, done, total }: { label: string; text: string; done: number; total: number }) {
  return (
    <div>
      <progress aria-label={label} max={Math.max(total, 1)} value={total === 0 ? undefined : done} />
      <span>{text}</span>
    </div>
  );
}

/** The export's run and what it shows: one for the screen, started by its own button or before an import replaces items. */
function useSiteExport(onBusy: (busy: boolean) => void) {
  const { t } = useTranslation('transfer');
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');

  const run = async () => {
    onBusy(true);
    setError('');
    setStatus(t('export.starting'));
    try {
      const zip = await exportSiteZip(await getContentStore(), { onProgress: setProgress });
      download(zip.blob, zip.fileName);
      const missing = zip.result.missing.length;
      setStatus(
        [
          t('export.done', { files: zip.result.files, images: zip.result.images, name: zip.fileName }),
          missing > 0 ? t('export.missing', { count: missing }) : '',
        ]
          .filter(Boolean)
          .join(' '),
      );
    } catch (caught) {
      setStatus('');
      setError(t('export.failed', { message: messageOf(caught) }));
    } finally {
      setProgress(null);
      onBusy(false);
    }
  };
  return { run, progress, status, error };
}

type SiteExportRun = ReturnType<typeof useSiteExport>;

function ExportSection({ exporting: { run, progress, status, error }, busy }: { exporting: SiteExportRun; busy: boolean }) {
  const { t } = useTranslation('transfer');
  const headingId = useId();
  return (
    <section className="transfer__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('export.heading')}</h2>
      <p className="field__hint">{t('export.intro')}</p>
      <button type="button" className="button" onClick={() => void run()} disabled={busy}>
        {t('export.button')}
      </button>
      {progress && (
        <Progress
          label={t('export.progressLabel')}
          text={t(progress.phase === 'items' ? 'export.readingItems' : 'export.fetchingImages', {
            done: progress.done,
            total: progress.total,
          })}
          done={progress.done}
          total={progress.total}
        />
      )}
      <p role="status">{status}</p>
      {error && (
        <p role="alert" className="editor__save-error">
          {error}
        </p>
      )}
    </section>
  );
}

type ImportState =
  | { step: 'idle' }
  | { step: 'reading' }
  | { step: 'planned'; files: ImportFiles; dryRun: ImportDryRun }
  | { step: 'applying'; files: ImportFiles; dryRun: ImportDryRun; progress: ApplyProgress | null }
  | { step: 'done'; report: ImportReport };

function DryRunTable({ dryRun }: { dryRun: ImportDryRun }) {
  const { t } = useTranslation('transfer');
  return (
    <div className="transfer__table-wrap">
      <table className="transfer__table">
        <caption>{t('dryRun.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('dryRun.item')}</th>
            <th scope="col">{t('dryRun.kind')}</th>
            <th scope="col">{t('dryRun.action')}</th>
            <th scope="col">{t('dryRun.langs')}</th>
            <th scope="col">{t('dryRun.why')}</th>
          </tr>
        </thead>
        <tbody>
          {dryRun.items.map((item) => (
            <tr key={`${item.kind}/${item.id}`}>
              <th scope="row">
                {item.kind === 'cv' ? t('kinds.cv') : item.title || item.id}
                {item.kind !== 'cv' && <code>{item.id}</code>}
              </th>
              <td>{t(`kinds.${item.kind}`)}</td>
              <td>{t(`actions.${item.action}`)}</td>
              <td>
                {/* Each language's state once imported (docs/export-format.md): a draft is never published by it. */}
                {Object.entries(item.langs)
                  .map(([lang, state]) => t(`langStates.${state}`, { lang: lang.toUpperCase() }))
                  .join(' · ')}
              </td>
              <td>
                {item.reason
                  ? t(`skip.${item.reason}`)
                  : item.action === 'replace'
                    ? t('dryRun.keepsVersion', { version: item.basedOn })
                    : ''}
                {item.detail && <code>{item.detail}</code>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function FileNotes({ dryRun }: { dryRun: ImportDryRun }) {
  const { t } = useTranslation('transfer');
  return (
    <>
      {dryRun.problems.length > 0 && (
        <>
          <h3>{t('dryRun.problems', { count: dryRun.problems.length })}</h3>
          <ul>
            {dryRun.problems.map((entry) => (
              <li key={`${entry.file}:${entry.problem}`}>
                <code>{entry.file}</code>: {entry.problem}
              </li>
            ))}
          </ul>
        </>
      )}
      {dryRun.ignored.length > 0 && (
        <>
          <h3>{t('dryRun.ignored')}</h3>
          <ul>
            {dryRun.ignored.map((entry) => (
              <li key={entry.file}>
                <code>{entry.file}</code>: {entry.fields.join(', ')}
              </li>
            ))}
          </ul>
        </>
      )}
      {dryRun.unimportedImages.length > 0 && (
        <>
          <h3>{t('dryRun.unimportedImages')}</h3>
          <ul>
            {dryRun.unimportedImages.map((entry) => (
              <li key={entry}>
                <code>{entry}</code>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

function ReportView({ report }: { report: ImportReport }) {
  const { t } = useTranslation('transfer');
  return (
    <div className="transfer__report">
      <h3>{t('report.heading')}</h3>
      <ul>
        <li>{t('report.created', { count: report.created.length })}</li>
        <li>{t('report.replaced', { count: report.replaced.length })}</li>
        <li>{t('report.skipped', { count: report.skipped.length })}</li>
        <li>{t('report.images', { count: report.images })}</li>
      </ul>
      {report.failed.length > 0 && (
        <>
          <h4>{t('report.failed', { count: report.failed.length })}</h4>
          <ul>
            {report.failed.map(({ item, message }) => (
              <li key={`${item.kind}/${item.id}`}>
                <code>{item.kind === 'cv' ? 'cv' : `${item.kind}/${item.id}`}</code>: {message}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function ImportSection({
  lang,
  onBusy,
  busy,
  keepCopy,
}: {
  lang: Lang;
  onBusy: (busy: boolean) => void;
  busy: boolean;
  keepCopy: () => void;
}) {
  const { t } = useTranslation('transfer');
  const headingId = useId();
  const fileId = useId();
  const folderId = useId();
  const replaceId = useId();
  const [state, setState] = useState<ImportState>({ step: 'idle' });
  const [replace, setReplace] = useState(false);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const picked = useRef<File[]>([]);

  const plan = async (files: File[], replacing: boolean) => {
    if (files.length === 0) return;
    setError('');
    setState({ step: 'reading' });
    setStatus(t('import.reading'));
    try {
      const store = await getContentStore();
      const [read, versions] = await Promise.all([readImportFiles(files), currentVersions(store)]);
      const dryRun = planSiteImport(read, versions, { replace: replacing, lang });
      setState({ step: 'planned', files: read, dryRun });
      const count = (action: string) => dryRun.items.filter((item) => item.action === action).length;
      setStatus(t('import.planned', { create: count('create'), replace: count('replace'), skip: count('skip') }));
    } catch (caught) {
      setState({ step: 'idle' });
      setStatus('');
      setError(
        caught instanceof ImportFileError
          ? t(`fileErrors.${caught.reason}`, { detail: caught.detail })
          : t('import.readFailed', { message: messageOf(caught) }),
      );
    }
  };

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    picked.current = [...(event.target.files ?? [])];
    void plan(picked.current, replace);
  };

  const toggleReplace = (event: ChangeEvent<HTMLInputElement>) => {
    setReplace(event.target.checked);
    if (picked.current.length > 0) void plan(picked.current, event.target.checked);
  };

  const apply = async () => {
    if (state.step !== 'planned') return;
    const { files, dryRun } = state;
    onBusy(true);
    setState({ step: 'applying', files, dryRun, progress: null });
    setStatus(t('import.applying'));
    try {
      const report = await applySiteImport(await getContentStore(), dryRun, files, {
        replace,
        onProgress: (progress) => setState({ step: 'applying', files, dryRun, progress }),
      });
      setState({ step: 'done', report });
      setStatus(t('import.finished', { count: report.created.length + report.replaced.length, failed: report.failed.length }));
    } catch (caught) {
      setState({ step: 'planned', files, dryRun });
      setStatus('');
      setError(t('import.applyFailed', { message: messageOf(caught) }));
    } finally {
      onBusy(false);
    }
  };

  const dryRun = state.step === 'planned' || state.step === 'applying' ? state.dryRun : null;
  const writing = dryRun ? dryRun.items.filter((item) => item.action !== 'skip').length : 0;
  const replacing = dryRun ? dryRun.items.some((item) => item.action === 'replace') : false;
  const progress = state.step === 'applying' ? state.progress : null;

  return (
    <section className="transfer__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('import.heading')}</h2>
      <p className="field__hint">{t('import.intro')}</p>
      <div className="field">
        <label htmlFor={fileId}>{t('import.fileLabel')}</label>
        <input id={fileId} type="file" accept=".zip,.md,.markdown" multiple onChange={pick} disabled={busy} />
      </div>
      <div className="field">
        <label htmlFor={folderId}>{t('import.folderLabel')}</label>
        {/* webkitdirectory is not in React's types; every browser the admin supports reads it (docs/export-format.md). */}
        <input id={folderId} type="file" {...{ webkitdirectory: '' }} onChange={pick} disabled={busy} />
      </div>
      <div className="field field--checkbox">
        <input id={replaceId} type="checkbox" checked={replace} onChange={toggleReplace} disabled={busy} />
        <label htmlFor={replaceId}>{t('import.replaceLabel')}</label>
      </div>
      <p role="status">{status}</p>
      {error && (
        <p role="alert" className="editor__save-error">
          {error}
        </p>
      )}
      {dryRun && (
        <>
          <DryRunTable dryRun={dryRun} />
          <FileNotes dryRun={dryRun} />
          {replacing && (
            <div>
              <p>{t('import.keepCopy')}</p>
              <button type="button" className="button" onClick={keepCopy} disabled={busy}>
                {t('import.keepCopyButton')}
              </button>
            </div>
          )}
          <button type="button" className="button" onClick={() => void apply()} disabled={busy || writing === 0}>
            {t('import.apply', { count: writing })}
          </button>
        </>
      )}
      {progress && (
        <Progress
          label={t('import.progressLabel')}
          text={
            progress.phase === 'images'
              ? t('import.uploadingImages', { done: progress.done, total: progress.total, percent: Math.round(progress.fraction * 100) })
              : t('import.savingItems', { done: progress.done, total: progress.total })
          }
          done={progress.phase === 'images' ? progress.done + progress.fraction : progress.done}
          total={progress.total}
        />
      )}
      {state.step === 'done' && <ReportView report={state.report} />}
    </section>
  );
}

export function TransferScreen({ lang }: { lang: Lang }) {
  const { t } = useTranslation('transfer');
  // One long task at a time: an import while the export reads would export half of it.
  const [busy, setBusy] = useState(false);
  const exporting = useSiteExport(setBusy);
  return (
    <div className="transfer">
      <DocumentTitle title={t('title')} />
      <h1>{t('title')}</h1>
      <p className="field__hint">{t('intro')}</p>
      <ExportSection busy={busy} exporting={exporting} />
      <ImportSection lang={lang} busy={busy} onBusy={setBusy} keepCopy={() => void exporting.run()} />
    </div>
  );
}
