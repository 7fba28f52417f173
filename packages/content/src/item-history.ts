/**
 * The kept versions of posts and projects (docs/data-model.md, "The history of posts and projects"; docs/decisions.md,
 * "What a saved version of an item is"): what a write changed, per language, the update that keeps the version it
 * replaces (in the same multi-path update as the write itself), and the history read back.
 */
import { LANGS, type Lang } from './languages.ts';
import type { Post, Project } from './content-types.ts';
import { changedFields, editedItem, itemVersion, type SavedChange, type SavedItem } from './saved-item.ts';
import { itemPaths, savedFromDb, versionFromDb, type ItemKind, type StoredItem } from './db-mapping.ts';

/** How a version came to be. */
const ITEM_REVISION_KINDS = ['save', 'publish', 'unpublish', 'restore', 'import'] as const;
export type ItemRevisionKind = (typeof ITEM_REVISION_KINDS)[number];

/** Kept versions before the current one; the write that keeps one more removes the oldest. */
export const KEPT_ITEM_VERSIONS = 30;

/** Saves of the working copy this close to the last kept `save` are one version (one editing session). */
export const SAVE_SESSION_MS = 10 * 60 * 1000;

/** `changes`' key for the fields both languages share (tags, images' files, dates, a project's URLs). */
export const SHARED = 'shared';
type ChangeScope = Lang | typeof SHARED;

/** Per language (and `shared`), the fields (`title`, `body`, `cover`…) whose text changed from the version before. */
export type ItemChanges = Partial<Record<ChangeScope, string[]>>;

/** One document of a kept version, as stored: its summary and its body (a project's details). */
interface DbKeptDocument {
  summary: unknown;
  body: unknown;
}

/** `/revisions/{kind}/{id}/versions/{n}` as stored: the item at version n, both documents; an absent one is missing. */
interface DbItemVersion {
  published?: DbKeptDocument;
  working?: DbKeptDocument;
}

/** What the history lists for one version, without its texts. */
export interface ItemRevision {
  version: number;
  /** When it was written (the server's time); null for a version stored before the history began. */
  at: number | null;
  kind: ItemRevisionKind | null;
  changes: ItemChanges;
  revs: Partial<Record<Lang, number>>;
}

export interface ItemWriteOptions {
  /** How the write came about; inferred from the change when absent (see revisionKindOf). */
  kind?: ItemRevisionKind;
}

type Item = Post | Project;
const isNode = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isKind = (value: unknown): value is ItemRevisionKind => (ITEM_REVISION_KINDS as readonly unknown[]).includes(value);
const SCOPES: readonly ChangeScope[] = [...LANGS, SHARED];

/** The fields that differ between two versions of an item, in what visitors see and in what the owner edits. */
function itemChanges(before: SavedItem<Item> | null, after: SavedItem<Item> | null): ItemChanges {
  const edited = (saved: SavedItem<Item> | null) => (saved ? editedItem(saved) : null);
  const changes: ItemChanges = {};
  for (const scope of SCOPES) {
    const lang = scope === SHARED ? null : scope;
    const fields = new Set([
      ...changedFields(before?.published ?? null, after?.published ?? null, lang),
      ...changedFields(edited(before), edited(after), lang),
    ]);
    if (fields.size > 0) changes[scope] = [...fields].sort();
  }
  return changes;
}

/** Each language's published `rev` in a version. */
function revsOf(saved: SavedItem<Item> | null): Partial<Record<Lang, number>> {
  const revs: Partial<Record<Lang, number>> = {};
  for (const lang of LANGS) {
    const rev = saved?.published?.langs[lang]?.rev;
    if (typeof rev === 'number' && rev >= 1) revs[lang] = rev;
  }
  return revs;
}

/** How a change came about when the caller does not say: it publishes, unpublishes, or saves the working copy. */
export function revisionKindOf(before: SavedItem<Item> | null, change: SavedChange<Item>): ItemRevisionKind {
  if (change.published === undefined) return 'save';
  if (change.published === null) return before?.published ? 'unpublish' : 'save';
  const gone = LANGS.some((lang) => before?.published?.langs[lang] && !change.published?.langs[lang]);
  return gone ? 'unpublish' : 'publish';
}

/** The item after a change, as its documents will read (a document the change leaves alone stays as it was). */
const afterChange = (before: SavedItem<Item> | null, change: SavedChange<Item>): SavedItem<Item> => ({
  published: change.published === undefined ? (before?.published ?? null) : change.published,
  working: change.working === undefined ? (before?.working ?? null) : change.working,
});

/** A summary as stored: empty `changes` and `revs` left out (the database drops an empty object). */
function summaryToDb(at: unknown, kind: ItemRevisionKind, changes: ItemChanges, revs: Partial<Record<Lang, number>>) {
  return {
    at,
    kind,
    ...(Object.keys(changes).length > 0 ? { changes } : {}),
    ...(Object.keys(revs).length > 0 ? { revs } : {}),
  };
}

/** The union of two versions' changes (a coalesced save names what either save changed). */
function mergedChanges(a: ItemChanges, b: ItemChanges): ItemChanges {
  const merged: ItemChanges = {};
  for (const scope of SCOPES) {
    const fields = new Set([...(a[scope] ?? []), ...(b[scope] ?? [])]);
    if (fields.size > 0) merged[scope] = [...fields].sort();
  }
  return merged;
}

function changesFromDb(value: unknown): ItemChanges {
  const changes: ItemChanges = {};
  if (!isNode(value)) return changes;
  for (const scope of SCOPES) {
    const list = value[scope];
    const fields = (Array.isArray(list) ? list : isNode(list) ? Object.values(list) : []).filter(
      (field): field is string => typeof field === 'string',
    );
    if (fields.length > 0) changes[scope] = fields;
  }
  return changes;
}

function revsFromDb(value: unknown): Partial<Record<Lang, number>> {
  const revs: Partial<Record<Lang, number>> = {};
  if (!isNode(value)) return revs;
  for (const lang of LANGS) if (typeof value[lang] === 'number') revs[lang] = value[lang];
  return revs;
}

/** The stored summaries by version number (keys that are not versions skipped). */
function summariesByVersion(summaries: unknown): Map<number, Record<string, unknown>> {
  const byVersion = new Map<number, Record<string, unknown>>();
  // An array when the database reads numbered keys as one (with holes where versions were removed): Object.entries
  // gives its present entries only, under their numbers, as it does an object's.
  const entries = Array.isArray(summaries) || isNode(summaries) ? Object.entries(summaries as object) : [];
  for (const [key, value] of entries) {
    const version = Number(key);
    if (Number.isInteger(version) && version >= 1 && isNode(value)) byVersion.set(version, value);
  }
  return byVersion;
}

/** The stored item as a kept version holds it: each document's summary and body, exactly as the database has them. */
function keptVersionToDb(stored: StoredItem): DbItemVersion | null {
  const kept: DbItemVersion = {};
  if (isNode(stored.summary)) kept.published = { summary: stored.summary, body: stored.details ?? null };
  if (isNode(stored.workingSummary)) kept.working = { summary: stored.workingSummary, body: stored.workingDetails ?? null };
  return kept.published || kept.working ? kept : null;
}

/** A kept version read back as the item's two documents. */
export function keptVersionFromDb(kind: 'posts', id: string, value: unknown): SavedItem<Post> | null;
export function keptVersionFromDb(kind: 'projects', id: string, value: unknown): SavedItem<Project> | null;
export function keptVersionFromDb(kind: ItemKind, id: string, value: unknown): SavedItem<Post> | SavedItem<Project> | null;
export function keptVersionFromDb(kind: ItemKind, id: string, value: unknown): SavedItem<Post> | SavedItem<Project> | null {
  if (!isNode(value)) return null;
  const doc = (name: string) => (isNode(value[name]) ? (value[name] as Record<string, unknown>) : null);
  const published = doc('published');
  const working = doc('working');
  return savedFromDb<Post | Project>(kind, id, {
    summary: published?.summary,
    details: published?.body,
    workingSummary: working?.summary,
    workingDetails: working?.body,
  }) as SavedItem<Post> | SavedItem<Project> | null;
}

/** The stored version of an item's documents (a document stored without one counts as 1, as the rules say). */
const storedVersionOf = (stored: StoredItem): number =>
  Math.max(...[stored.summary, stored.workingSummary].map((summary) => (isNode(summary) ? versionFromDb(summary.version) : 0)));

interface HistoryUpdateInput {
  kind: ItemKind;
  id: string;
  /** The item's nodes as stored before the write (the database's values, untouched). */
  stored: StoredItem;
  /** `/revisions/{kind}/{id}/summaries` as stored. */
  summaries: unknown;
  change: SavedChange<Item>;
  revisionKind?: ItemRevisionKind;
  /** The write's moment as stored (the server's time where there is a server). */
  at: unknown;
  /** The owner's clock now: whether the last kept save is recent enough to coalesce with. */
  now: number;
}

/**
 * The history's part of the update that writes a change (docs/data-model.md, "The history of posts and projects"):
 * - the stored version n is kept at `versions/{n}`, and `summaries/{n + 1}` says how the new version came about;
 * - a version stored before the history began gets a summary too (kind `import`, dated its last write), so every
 *   kept version has one and the summaries alone tell which versions are kept;
 * - a `save` within SAVE_SESSION_MS of the stored version's own `save` coalesces: the stored version is not kept,
 *   its summary moves to n + 1 with both saves' changes;
 * - beyond KEPT_ITEM_VERSIONS kept versions, the oldest goes, its summary with it;
 * - a create (nothing stored) replaces whatever history a deleted item left at the same address.
 */
export function itemHistoryUpdate(input: HistoryUpdateInput): Record<string, unknown> {
  const { kind, id, stored, change, at, now } = input;
  const base = `revisions/${kind}/${id}`;
  const before = savedFromDb<Item>(kind, id, stored);
  const current = before ? storedVersionOf(stored) : 0;
  const next = change.version + 1;
  const after = afterChange(before, change);
  const revisionKind = input.revisionKind ?? revisionKindOf(before, change);
  const changes = itemChanges(before, after);
  const revs = revsOf(after);
  if (!before) return { [base]: { summaries: { [next]: summaryToDb(at, revisionKind, changes, revs) } } };

  const summaries = summariesByVersion(input.summaries);
  const patch: Record<string, unknown> = {};
  const last = summaries.get(current);
  const coalesce =
    revisionKind === 'save' &&
    last?.kind === 'save' &&
    typeof last.at === 'number' &&
    now - last.at < SAVE_SESSION_MS &&
    now - last.at > -SAVE_SESSION_MS;
  if (coalesce) {
    patch[`${base}/summaries/${current}`] = null;
    patch[`${base}/summaries/${next}`] = summaryToDb(at, 'save', mergedChanges(changesFromDb(last.changes), changes), revs);
    summaries.delete(current);
  } else {
    const kept = keptVersionToDb(stored);
    if (kept) patch[`${base}/versions/${current}`] = kept;
    if (!last) {
      const updatedAt = Math.max(
        ...[stored.summary, stored.workingSummary].map((summary) =>
          isNode(summary) && typeof summary.updatedAt === 'number' ? summary.updatedAt : 0,
        ),
      );
      patch[`${base}/summaries/${current}`] = summaryToDb(updatedAt, 'import', {}, revsOf(before));
      summaries.set(current, {});
    }
    patch[`${base}/summaries/${next}`] = summaryToDb(at, revisionKind, changes, revs);
  }
  const keptVersions = [...summaries.keys()].filter((version) => version < next).sort((a, b) => a - b);
  for (const version of keptVersions.slice(0, Math.max(0, keptVersions.length - KEPT_ITEM_VERSIONS))) {
    patch[`${base}/versions/${version}`] = null;
    patch[`${base}/summaries/${version}`] = null;
  }
  return patch;
}

/**
 * The history, newest first: the current version (even one stored before the history began, which has no
 * summary yet), then each kept version.
 */
export function itemHistoryFromDb(summaries: unknown, currentVersion: number): ItemRevision[] {
  if (currentVersion < 1) return [];
  const entries = [...summariesByVersion(summaries)]
    .filter(([version]) => version <= currentVersion)
    .map(([version, value]): ItemRevision => ({
      version,
      at: typeof value.at === 'number' ? value.at : null,
      kind: isKind(value.kind) ? value.kind : null,
      changes: changesFromDb(value.changes),
      revs: revsFromDb(value.revs),
    }));
  if (!entries.some((entry) => entry.version === currentVersion))
    entries.push({ version: currentVersion, at: null, kind: null, changes: {}, revs: {} });
  return entries.sort((a, b) => b.version - a.version);
}

/** The item's current version from its stored documents (0: none stored). */
export const currentItemVersion = (saved: SavedItem<Item> | null): number => (saved ? itemVersion(saved) : 0);

/** Where an item's history lives, and its stored documents' paths (read before a write, for the history). */
export const historyPaths = (kind: ItemKind, id: string) => ({ ...itemPaths(kind, id), summaries: `revisions/${kind}/${id}/summaries` });
