import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { DocumentTitle } from '../../../components/seo/document-title';
import type { ContentErrorCode } from '../../../data/content-store';
import {
  LANGS,
  isAvailableIn,
  isScheduledOnly,
  statusOf,
  type Lang,
  type Post,
  type PostSummary,
  type Project,
  type ProjectSummary,
} from '@portfolio/content/content-types';
import { formatDate, formatDateTime, isoDate } from '../../../utils/dates';
import type { ItemKind } from '../item-kinds';
import { ListLanguage } from '../stale/stale-translations';
import { ConfirmDialog } from './confirm-dialog';
import { ListError } from './list-error';
import type { LangState } from '@portfolio/content/saved-item';
import { localizedLabel } from './item-form-parts';
import { useStatesLine } from './publish-menu';
import { useListActions } from './use-list-actions';
import { useBulkActions, type BulkAction } from './use-bulk-actions';
import { listQueryFrom, listQueryParams, listView, SORTS, STATUS_FILTERS, type ListQuery } from './admin-list-view';

export interface AdminListProps<Item extends Post | Project, Summary extends PostSummary | ProjectSummary, FormData> {
  /** What this list's kind does differently: its paths, messages, adapter and columns. */
  kind: ItemKind<Item, Summary, FormData>;
  items: Summary[];
  lang: Lang;
  /** Why the list could not be loaded, if it could not. */
  loadError: ContentErrorCode | null;
  /** When the items were read (the loader's clock): what "scheduled" is judged against. */
  readAt: number;
  /** Each item's languages' states, by id (the status column says them: "EN published · ES draft"). */
  states?: Record<string, Record<Lang, LangState>>;
}

/** Every post or project, drafts included, with publish/unpublish and delete (use-list-actions.ts). */
export function AdminList<Item extends Post | Project, Summary extends PostSummary | ProjectSummary, FormData>({
  kind,
  items,
  lang,
  loadError,
  readAt,
  states = {},
}: AdminListProps<Item, Summary, FormData>) {
  const { t } = useTranslation('admin');
  const { busyId, outcome, confirming, heading, toggleStatus, askToDelete, cancelDelete, confirmDelete } = useListActions(kind.adapter);
  const ns = kind.adapter.kind; // 'posts' | 'projects': the messages' prefix
  const headingId = `${ns}-list-heading`;
  const bulk = useBulkActions(kind.adapter);
  const [params, setParams] = useSearchParams();
  const query = listQueryFrom(params);
  const view = listView(items, query, readAt, lang);
  // A filter changed: back to the first page, replacing the history entry (typing is not navigation). The URL follows
  // a navigation behind (the route's parents load first), so changes build on the last one asked for.
  const latest = useRef(query);
  /** The query string last asked for, until the URL has it (earlier ones arriving meanwhile are not the latest). */
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (asked.current !== null && params.toString() !== asked.current) return;
    asked.current = null;
    latest.current = listQueryFrom(params);
  }, [params]);
  const ask = (next: ListQuery) => {
    latest.current = next;
    const search = listQueryParams(next);
    asked.current = search.toString();
    // In place (scroll-manager.tsx): nothing scrolls and focus stays in the control being used.
    setParams(search, { replace: true, state: { inPlace: true } });
  };
  const refine = (patch: Partial<ListQuery>) => ask({ ...latest.current, ...patch, page: 1 });
  const pageLink = (page: number) => `?${listQueryParams({ ...query, page }).toString()}`;
  // Clearing starts the controls afresh (the search field keeps what is typed in its own state).
  const [controls, setControls] = useState({ key: 0, text: query.q });
  const clear = () => {
    ask(listQueryFrom(new URLSearchParams()));
    setControls((current) => ({ key: current.key + 1, text: '' }));
  };
  return (
    <>
      <DocumentTitle title={t(`${ns}.listTitle`)} />
      <div className="admin-list__header">
        <h1 id={headingId} ref={heading} tabIndex={-1}>
          {t(`${ns}.listTitle`)}
        </h1>
        <Link className="button" to={kind.paths.create(lang)}>
          {t(`${ns}.create`)}
        </Link>
      </div>
      <p role="status" className="admin-list__status">
        {outcome?.kind === 'ok' ? t(outcome.key, { title: localizedLabel(outcome.item.title, lang) || outcome.item.id }) : ''}
      </p>
      {outcome?.kind === 'error' ? <ListError code={outcome.code} /> : null}
      {loadError ? (
        <ListError code={loadError} unread />
      ) : items.length === 0 ? (
        <p className="admin-list__empty">{t(`${ns}.empty`)}</p>
      ) : (
        <>
          <ListControls
            key={controls.key}
            initialText={controls.text}
            query={query}
            tags={view.tags}
            onChange={refine}
            countId={`${ns}-list-count`}
          />
          {/* The search field's description: not a live region (the list's status line says what an action did). */}
          <p id={`${ns}-list-count`} className="admin-list__count">
            {t('list.showing', { count: view.matching, total: items.length })}
          </p>
          {view.matching === 0 ? (
            <p className="admin-list__empty">
              {t('list.noMatch')}{' '}
              <button type="button" className="admin-list__clear" onClick={clear}>
                {t('list.clear')}
              </button>
            </p>
          ) : null}
          {view.matching > 0 ? (
            <BulkBar
              count={bulk.selected.size}
              pageIds={view.rows.map((item) => item.id)}
              selected={bulk.selected}
              onToggleAll={bulk.toggleAll}
              onAsk={bulk.ask}
            />
          ) : null}
          {bulk.outcome ? (
            <p role={bulk.outcome.failed > 0 ? 'alert' : 'status'} className="admin-list__bulk-outcome">
              {t(`list.bulk.done.${bulk.outcome.action}`, { count: bulk.outcome.done })}
              {bulk.outcome.failed > 0
                ? ` ${t('list.bulk.failed', { count: bulk.outcome.failed })} ${t(`contentErrors.${bulk.outcome.code ?? 'unknown'}`)}`
                : ''}
            </p>
          ) : null}
          <div className="admin-list__scroll" hidden={view.matching === 0}>
            <table className="admin-list" aria-labelledby={headingId}>
              <thead>
                <tr>
                  <th scope="col">{t('list.title')}</th>
                  <th scope="col">{t('list.status')}</th>
                  <th scope="col">{t('list.date')}</th>
                  <th scope="col">{t('list.updated')}</th>
                  <th scope="col">{t('list.languages')}</th>
                  {kind.listColumns.map((column) => (
                    <th key={column.header} scope="col">
                      {t(column.header)}
                    </th>
                  ))}
                  <th scope="col">{t('list.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {view.rows.map((item) => (
                  <ItemRow
                    key={item.id}
                    kind={kind}
                    item={item}
                    lang={lang}
                    readAt={readAt}
                    states={states[item.id]}
                    busy={busyId === item.id}
                    onToggleStatus={() => void toggleStatus(item)}
                    onDelete={() => askToDelete(item)}
                    selected={bulk.selected.has(item.id)}
                    onSelect={(on) => bulk.toggle(item.id, on)}
                  />
                ))}
              </tbody>
            </table>
          </div>
          {view.pages > 1 ? (
            <nav className="admin-list__pages" aria-label={t('list.pages')}>
              {view.page > 1 ? <Link to={pageLink(view.page - 1)}>{t('list.previous')}</Link> : null}
              <span aria-current="page">{t('list.pageOf', { page: view.page, pages: view.pages })}</span>
              {view.page < view.pages ? <Link to={pageLink(view.page + 1)}>{t('list.next')}</Link> : null}
            </nav>
          ) : null}
        </>
      )}
      {bulk.asking ? (
        <ConfirmDialog
          title={t(`list.bulk.confirm.${bulk.asking}`, { count: bulk.selected.size })}
          message={t(`list.bulk.message.${bulk.asking}`, { count: bulk.selected.size })}
          confirmLabel={t(`list.bulk.${bulk.asking}`)}
          cancelLabel={t('list.cancel')}
          busy={bulk.running}
          onConfirm={bulk.confirm}
          onCancel={bulk.cancel}
        />
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title={t(`${ns}.deleteTitle`)}
          message={t('list.deleteMessage', { title: localizedLabel(confirming.title, lang) || confirming.id })}
          confirmLabel={t('list.delete')}
          cancelLabel={t('list.cancel')}
          busy={busyId === confirming.id}
          onConfirm={() => void confirmDelete()}
          onCancel={cancelDelete}
        />
      ) : null}
    </>
  );
}

interface ItemRowProps<Item extends Post | Project, Summary extends PostSummary | ProjectSummary, FormData> {
  kind: ItemKind<Item, Summary, FormData>;
  item: Summary;
  lang: Lang;
  readAt: number;
  states?: Record<Lang, LangState>;
  /** An action on this item is on its way. */
  busy: boolean;
  onToggleStatus(): void;
  onDelete(): void;
  /** In the bulk selection. */
  selected: boolean;
  onSelect(on: boolean): void;
}

/** One item: its title (the way into the editor), status, dates, languages, the kind's own columns, and actions. */
function ItemRow<Item extends Post | Project, Summary extends PostSummary | ProjectSummary, FormData>({
  kind,
  item,
  lang,
  readAt,
  states,
  busy,
  onToggleStatus,
  onDelete,
  selected,
  onSelect,
}: ItemRowProps<Item, Summary, FormData>) {
  const { t } = useTranslation('admin');
  const statesLine = useStatesLine();
  const title = localizedLabel(item.title, lang) || item.id;
  // The public page in the interface language, or in the one language it is written in.
  const pageLang = isAvailableIn(item, lang) ? lang : (LANGS.find((other) => isAvailableIn(item, other)) ?? lang);
  return (
    <tr>
      {/* The title is the way into the editor: the link most often wanted, and the one a phone shows first. */}
      <th scope="row">
        <Link to={kind.paths.edit(lang, item.id)}>{title}</Link>
      </th>
      {/* On a phone the table turns into one card per item and the column headers are hidden: each
          cell then shows its header itself (data-label, see editor.css). */}
      <td data-label={t('list.status')}>
        {/* A published item dated later is scheduled: it goes live by itself (docs/decisions.md, "Scheduled publishing"). */}
        {states
          ? statesLine(states, Object.fromEntries(LANGS.map((of) => [of, item.langs[of]?.publishedAt])), readAt)
          : isScheduledOnly(item, readAt)
            ? t('status.scheduled', { date: formatDateTime(item.publishedAt, lang) })
            : t(`status.${statusOf(item)}`)}
      </td>
      <td data-label={t('list.date')}>
        <time dateTime={isoDate(item.publishedAt)}>{formatDate(item.publishedAt, lang)}</time>
      </td>
      <td data-label={t('list.updated')}>
        <time dateTime={isoDate(item.updatedAt)}>{formatDate(item.updatedAt, lang)}</time>
      </td>
      <td data-label={t('list.languages')}>
        <ul className="admin-list__langs">
          {LANGS.map((other) =>
            kind.isComplete(item, other) ? (
              <li key={other}>
                <ListLanguage item={item} lang={other} />
              </li>
            ) : (
              // Marked by more than colour (weight, border, sign), so what is left to translate stands out.
              <li key={other} className="admin-list__missing">
                {t('list.missing', { lang: other.toUpperCase() })}
              </li>
            ),
          )}
        </ul>
      </td>
      {kind.listColumns.map(({ header, Cell }) => (
        <td key={header} data-label={t(header)}>
          <Cell item={item} />
        </td>
      ))}
      <td className="admin-list__actions-cell">
        <div className="admin-list__actions">
          {/* For the bulk actions above the table; in this cell, the row header stays the title alone. */}
          <input
            type="checkbox"
            className="admin-list__select"
            checked={selected}
            aria-label={t('list.select', { title })}
            onChange={(event) => onSelect(event.target.checked)}
          />
          <Link to={kind.paths.edit(lang, item.id)} aria-label={t('list.editItem', { title })}>
            {t('list.edit')}
          </Link>
          {statusOf(item) === 'published' ? (
            <Link to={kind.paths.public(pageLang, item.id)} aria-label={t('list.viewItem', { title })}>
              {t('list.view')}
            </Link>
          ) : null}
          <button
            type="button"
            disabled={busy}
            onClick={onToggleStatus}
            aria-label={t(statusOf(item) === 'published' ? 'list.unpublishItem' : 'list.publishItem', { title })}
          >
            {t(statusOf(item) === 'published' ? 'list.unpublish' : 'list.publish')}
          </button>
          <button type="button" className="button--danger" disabled={busy} onClick={onDelete} aria-label={t('list.deleteItem', { title })}>
            {t('list.delete')}
          </button>
        </div>
      </td>
    </tr>
  );
}

/** Search, filters and sort above the list: each change shows its result at once (no Apply button). */
function ListControls({
  initialText,
  query,
  tags,
  onChange,
  countId,
}: {
  /** The search field's text when it appears (cleared: empty, before the URL says so). */
  initialText: string;
  query: ListQuery;
  tags: string[];
  onChange(patch: Partial<ListQuery>): void;
  /** The "12 of 40 shown" line. */
  countId: string;
}) {
  const { t } = useTranslation('admin');
  // What is typed shows at once; the URL (and the list) follow it, a navigation behind.
  const [text, setText] = useState(initialText);
  return (
    <search className="admin-list__controls">
      <label>
        {t('list.search')}
        <input
          type="search"
          value={text}
          aria-describedby={countId}
          onChange={(event) => {
            setText(event.target.value);
            onChange({ q: event.target.value });
          }}
        />
      </label>
      <label>
        {t('list.status')}
        <select value={query.status} onChange={(event) => onChange({ status: event.target.value as ListQuery['status'] })}>
          {STATUS_FILTERS.map((status) => (
            <option key={status} value={status}>
              {t(`list.statusFilter.${status}`)}
            </option>
          ))}
        </select>
      </label>
      {tags.length > 0 ? (
        <label>
          {t('list.tag')}
          <select value={query.tag} onChange={(event) => onChange({ tag: event.target.value })}>
            <option value="">{t('list.anyTag')}</option>
            {tags.map((tag) => (
              <option key={tag} value={tag}>
                {tag}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <label>
        {t('list.languages')}
        <select value={query.missing} onChange={(event) => onChange({ missing: event.target.value as ListQuery['missing'] })}>
          <option value="">{t('list.anyLanguage')}</option>
          {LANGS.map((lang) => (
            <option key={lang} value={lang}>
              {t(`list.missingIn.${lang}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('list.sort')}
        <select value={query.sort} onChange={(event) => onChange({ sort: event.target.value as ListQuery['sort'] })}>
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`list.sortBy.${sort}`)}
            </option>
          ))}
        </select>
      </label>
    </search>
  );
}

/** Select the page's items, and act on every one selected: shown above the table. */
function BulkBar({
  count,
  pageIds,
  selected,
  onToggleAll,
  onAsk,
}: {
  count: number;
  pageIds: string[];
  selected: ReadonlySet<string>;
  onToggleAll(ids: string[], on: boolean): void;
  onAsk(action: BulkAction): void;
}) {
  const { t } = useTranslation('admin');
  const all = pageIds.every((id) => selected.has(id));
  return (
    <div className="admin-list__bulk">
      <label>
        <input type="checkbox" checked={all} onChange={(event) => onToggleAll(pageIds, event.target.checked)} />
        {t('list.selectPage')}
      </label>
      {count > 0 ? (
        <>
          <span>{t('list.bulk.selected', { count })}</span>
          {(['publish', 'unpublish', 'delete'] as const).map((action) => (
            <button key={action} type="button" className={action === 'delete' ? 'button--danger' : undefined} onClick={() => onAsk(action)}>
              {t(`list.bulk.${action}`)}
            </button>
          ))}
        </>
      ) : null}
    </div>
  );
}
