/**
 * Unsaved work kept in this browser (docs/decisions.md, "Nothing typed is lost"): while the owner edits a post,
 * a project or the CV, the form is copied into localStorage, so a crash, a closed tab, an expired session or a
 * failed save loses nothing; the editor offers it back the next time it opens that item. A copy goes once the
 * work is saved or discarded, and every copy goes when the owner signs out (a shared computer keeps nothing).
 */

const PREFIX = 'unsaved-work:';

export interface KeptWork<T> {
  /** The form as it was. */
  draft: T;
  /** The stored version it was based on (null: a new item). Restoring over a newer version must not be silent. */
  baseVersion: number | null;
  /** When it was kept (ms since epoch). */
  keptAt: number;
}

/**
 * `unsaved-work:posts:hello-world`, `unsaved-work:new-item:projects` (an item not saved yet: no slug has that
 * shape, so an item whose id is `new` keeps its own), `unsaved-work:cv`. Each tab keeps its copy under the key
 * and its own tab id (`…@tab-id`), so two tabs of one item never overwrite or forget each other's work.
 */
export const unsavedWorkKey = (kind: 'posts' | 'projects' | 'cv', id?: string | null): string =>
  kind === 'cv' ? `${PREFIX}cv` : id ? `${PREFIX}${kind}:${id}` : `${PREFIX}new-item:${kind}`;

const TAB_ID = 'unsaved-work-tab';

/** This tab's id: in sessionStorage, which is the tab's own and survives its reloads. */
function tabId(): string {
  try {
    let id = sessionStorage.getItem(TAB_ID);
    if (!id) sessionStorage.setItem(TAB_ID, (id = crypto.randomUUID()));
    return id;
  } catch {
    return 'tab';
  }
}

/** Where this tab keeps its copy of `key`. */
const tabCopy = (key: string): string => `${key}@${tabId()}`;

/** The stored keys of every tab's copy of `key` (and one kept before copies were per tab). */
function copiesOf(store: Storage, key: string): string[] {
  return Array.from({ length: store.length }, (_, index) => store.key(index)).filter(
    (stored): stored is string => stored !== null && (stored === key || stored.startsWith(`${key}@`)),
  );
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage disabled (a privacy setting): nothing is kept, the editor works as before.
    return null;
  }
}

function readCopy<T>(store: Storage, storedKey: string): KeptWork<T> | null {
  try {
    const raw = store.getItem(storedKey);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<KeptWork<T>>;
    if (typeof value !== 'object' || value === null || value.draft === undefined || typeof value.keptAt !== 'number') return null;
    return { draft: value.draft, baseVersion: typeof value.baseVersion === 'number' ? value.baseVersion : null, keptAt: value.keptAt };
  } catch {
    return null;
  }
}

/** The newest copy of `key` any tab kept, or null. */
export function readKeptWork<T>(key: string): KeptWork<T> | null {
  const store = storage();
  if (!store) return null;
  try {
    const copies = copiesOf(store, key).flatMap((stored) => readCopy<T>(store, stored) ?? []);
    return copies.reduce<KeptWork<T> | null>((newest, copy) => (!newest || copy.keptAt > newest.keptAt ? copy : newest), null);
  } catch {
    return null;
  }
}

/** Keeps `work` as this tab's copy of `key`; false when the browser refused (storage full or disabled). */
export function keepWork<T>(key: string, work: KeptWork<T>): boolean {
  try {
    const store = storage();
    if (!store) return false;
    store.setItem(tabCopy(key), JSON.stringify(work));
    return true;
  } catch {
    return false;
  }
}

/**
 * Forgets this tab's copy of `key` (saved, or nothing left to keep), leaving other tabs' work alone; `everyTab`
 * forgets every copy (the owner discarded the offer, or took it into this tab's form).
 */
export function forgetKeptWork(key: string, { everyTab = false }: { everyTab?: boolean } = {}): void {
  try {
    const store = storage();
    if (!store) return;
    for (const stored of everyTab ? copiesOf(store, key) : [tabCopy(key), key]) store.removeItem(stored);
  } catch {
    // Nothing to forget.
  }
}
