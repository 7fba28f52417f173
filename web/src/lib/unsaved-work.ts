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

/** `unsaved-work:posts:hello-world`, `unsaved-work:projects:new`, `unsaved-work:cv`. */
export const unsavedWorkKey = (kind: 'posts' | 'projects' | 'cv', id?: string | null): string =>
  kind === 'cv' ? `${PREFIX}cv` : `${PREFIX}${kind}:${id ?? 'new'}`;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage disabled (a privacy setting): nothing is kept, the editor works as before.
    return null;
  }
}

export function readKeptWork<T>(key: string): KeptWork<T> | null {
  try {
    const raw = storage()?.getItem(key);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<KeptWork<T>>;
    if (typeof value !== 'object' || value === null || value.draft === undefined || typeof value.keptAt !== 'number') return null;
    return { draft: value.draft, baseVersion: typeof value.baseVersion === 'number' ? value.baseVersion : null, keptAt: value.keptAt };
  } catch {
    return null;
  }
}

/** Keeps `work`; false when the browser refused (storage full or disabled). */
export function keepWork<T>(key: string, work: KeptWork<T>): boolean {
  try {
    const store = storage();
    if (!store) return false;
    store.setItem(key, JSON.stringify(work));
    return true;
  } catch {
    return false;
  }
}

export function forgetKeptWork(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to forget.
  }
}
