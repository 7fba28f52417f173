/**
 * A post's or project's history for the history dialog (docs/decisions.md, "History with differences and restore"):
 * the item as a flat list of texts to compare, its kept versions read through the store, and a restore that writes
 * a kept version's texts into the working copy as a new version (kind `restore`), never touching what visitors see.
 * Only in the history's lazy chunk.
 */
import { LANGS, type ContentImage, type Post, type Project } from '@portfolio/content/content-types';
import { SHARED, type ItemChanges, type ItemRevision } from '@portfolio/content/item-history';
import { editedItem, itemVersion, saveWorking, type SavedItem } from '@portfolio/content/saved-item';
import { getContentStore } from '../../../data/get-content-store';
import { ContentError, type ContentStore } from '../../../data/content-store';
import type { EditorKind } from '../api/editor-store';
import type { HistoryEntry } from './history-dialog';
import type { VersionField } from './field-diff';

type Item = Post | Project;

/** Every text of an item, in the editor's order: each language's texts and alt texts, then what both share. */
export function itemFields(item: Item): VersionField[] {
  const fields: VersionField[] = [];
  const localized = (section: string, texts: Record<string, string>, index?: number, field = section) => {
    for (const lang of LANGS) {
      const key = [section, index, field === section ? undefined : field, lang].filter((part) => part !== undefined).join('.');
      fields.push({ key, section, index, field, scope: lang, text: texts[lang] ?? '' });
    }
  };
  const shared = (section: string, text: string, index?: number, field = section) =>
    fields.push({
      key: [section, index, field === section ? undefined : field].filter((part) => part !== undefined).join('.'),
      section,
      index,
      field,
      scope: 'shared',
      text,
    });
  const image = (section: string, picture: ContentImage | null, index?: number) => {
    shared(section, picture ? picture.url : '', index, 'file');
    if (picture) localized(section, picture.alt, index, 'alt');
  };
  localized('title', item.title);
  localized('summary', item.summary);
  localized('body', item.body);
  shared('tags', item.tags.join(', '));
  image('cover', item.cover);
  if ('gallery' in item) {
    item.gallery.forEach((picture, index) => image('gallery', picture, index));
    shared('liveUrl', item.liveUrl);
    shared('repoUrl', item.repoUrl);
    shared('featured', item.featured ? '✓' : '');
    shared('order', String(item.order));
  }
  return fields;
}

/** The fields in the editor's order, as the history names them. */
const FIELD_ORDER = ['title', 'summary', 'body', 'tags', 'cover', 'gallery', 'liveUrl', 'repoUrl', 'featured', 'order', 'revisedAt'];

/** The dialog's `changed`, per field (in the editor's order) and language, from a summary's `changes` (per language, the fields). */
function changedOf(changes: ItemChanges): HistoryEntry['changed'] {
  const changed: HistoryEntry['changed'] = {};
  const fields = new Set(([...LANGS, SHARED] as const).flatMap((scope) => changes[scope] ?? []));
  const rank = (field: string) => (FIELD_ORDER.includes(field) ? FIELD_ORDER.indexOf(field) : FIELD_ORDER.length);
  for (const field of [...fields].sort((a, b) => rank(a) - rank(b)))
    for (const scope of [...LANGS, SHARED] as const)
      if (changes[scope]?.includes(field)) changed[field] = { ...changed[field], [scope]: true };
  return changed;
}

const toHistoryEntry = (revision: ItemRevision, current: number): HistoryEntry => ({
  version: revision.version,
  at: revision.at,
  kind: revision.kind,
  restoredFrom: null,
  changed: changedOf(revision.changes),
  current: revision.version === current,
});

const savedOf = (store: ContentStore, kind: EditorKind, id: string): Promise<SavedItem<Item> | null> =>
  kind === 'posts' ? store.getSavedPost(id) : store.getSavedProject(id);

/** The item as the editor edits it now, and its history, newest first. */
export async function loadItemHistory(kind: EditorKind, id: string): Promise<{ current: Item | null; revisions: HistoryEntry[] }> {
  const store = await getContentStore();
  const [saved, revisions] = await Promise.all([savedOf(store, kind, id), store.listItemHistory(kind, id)]);
  const version = saved ? itemVersion(saved) : 0;
  return { current: saved && editedItem(saved), revisions: revisions.map((revision) => toHistoryEntry(revision, version)) };
}

/** A kept version as the editor would have edited it (its working copy, else its published document). */
export async function loadItemVersion(kind: EditorKind, id: string, version: number): Promise<Item | null> {
  const kept = await (await getContentStore()).getItemVersion(kind, id, version);
  return kept && editedItem<Item>(kept);
}

/**
 * Writes kept version `version`'s texts into the working copy, over `current` (the version the dialog compared with:
 * a write since is a conflict), as a new version; the published document stays as it is. Returns both documents as
 * stored afterwards (the editor holds them as they are).
 */
export async function restoreItemVersion(kind: EditorKind, id: string, version: number, current: Item): Promise<SavedItem<Item>> {
  const store = await getContentStore();
  const [saved, kept] = await Promise.all([savedOf(store, kind, id), loadItemVersion(kind, id, version)]);
  if (!saved) throw new ContentError('not-found', `No item ${kind}/${id}`);
  if (itemVersion(saved) !== current.version)
    throw new ContentError('conflict', `${kind}/${id} is at version ${itemVersion(saved)}; the history showed ${current.version}`);
  if (!kept) throw new ContentError('not-found', `Version ${version} of ${kind}/${id} is not kept`);
  const change = saveWorking(saved, { ...kept, id }, Date.now());
  if (kind === 'posts') await store.storePost(change as never, { kind: 'restore' });
  else await store.storeProject(change as never, { kind: 'restore' });
  const stored = await savedOf(store, kind, id);
  if (!stored || !editedItem(stored)) throw new ContentError('not-found', `No item ${kind}/${id}`);
  return stored;
}
