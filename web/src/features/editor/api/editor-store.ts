/**
 * The editor's reads and writes, all through the ContentStore (never the SDK).
 * One adapter per kind lets the forms and lists share their logic.
 */
import { getContentStore } from '../../../data/get-content-store';
import { ContentError, type ContentErrorCode, type ContentStore } from '../../../data/content-store';
import {
  TAG_NAME_MAX,
  type Cv,
  type Lang,
  type Localized,
  type Post,
  type PostSummary,
  type Project,
  type ProjectSummary,
  type PublishStatus,
  type TagNames,
  LANGS,
  isAvailableIn,
} from '@portfolio/content/content-types';
import { uploadedFileAt, uploadsShownIn } from '../../../data/uploaded-bytes';
import { bodyImagePaths, imageInFolder, imagePaths, pathInFolder, withImagesIn } from '../form-values';
import { storeImageFiles, type ImageFile } from '../../../data/store-image-files';
import {
  discardLangChanges,
  langState,
  publishLangs,
  saveWorking,
  unpublishLangs,
  type SavedChange,
  type SavedItem,
} from '@portfolio/content/saved-item';
import { storedDocuments } from '../../../data/stored-documents';
import type { TrashedItem } from '@portfolio/content/trash';
import type { CvRevision } from '@portfolio/content/cv-history';

export type EditorKind = 'posts' | 'projects';

export interface KindAdapter<Item extends Post | Project, Summary extends PostSummary | ProjectSummary> {
  kind: EditorKind;
  list(store: ContentStore): Promise<Summary[]>;
  /** Every item's two summaries: each language's state (langState). */
  listSaved(store: ContentStore): Promise<SavedItem<Summary>[]>;
  get(store: ContentStore, id: string): Promise<Item | null>;
  save(store: ContentStore, item: Item): Promise<void>;
  remove(store: ContentStore, id: string): Promise<void>;
  /** Both documents of the item (docs/decisions.md, "What a saved version of an item is"). */
  getSaved(store: ContentStore, id: string): Promise<SavedItem<Item> | null>;
  /** Writes a change of saveWorking, publishLangs, unpublishLangs or discardLangChanges (saved-item.ts). */
  store(store: ContentStore, change: SavedChange<Item>): Promise<void>;
}

/** An adapter seen only for its single-item operations. */
export type ItemAdapter<Item extends Post | Project> = KindAdapter<Item, PostSummary | ProjectSummary>;

export const postAdapter: KindAdapter<Post, PostSummary> = {
  kind: 'posts',
  list: (store) => store.listPosts({ includeDrafts: true }),
  listSaved: (store) => store.listSavedPosts(),
  get: (store, id) => store.getPost(id, { includeDrafts: true }),
  save: (store, post) => store.savePost(post),
  remove: (store, id) => store.deletePost(id),
  getSaved: (store, id) => store.getSavedPost(id),
  store: (store, change) => store.storePost(change),
};

export const projectAdapter: KindAdapter<Project, ProjectSummary> = {
  kind: 'projects',
  list: (store) => store.listProjects({ includeDrafts: true }),
  listSaved: (store) => store.listSavedProjects(),
  get: (store, id) => store.getProject(id, { includeDrafts: true }),
  save: (store, project) => store.saveProject(project),
  remove: (store, id) => store.deleteProject(id),
  getSaved: (store, id) => store.getSavedProject(id),
  store: (store, change) => store.storeProject(change),
};

/** The code to translate for any failure (non-ContentErrors are 'unknown'). */
export function errorCode(error: unknown): ContentErrorCode {
  return error instanceof ContentError ? error.code : 'unknown';
}

/**
 * Deletes Storage objects the content no longer references. Runs after the database write succeeded; a failure only
 * leaves an unused file behind, so it is logged rather than reported as a failed save. An image reused from the media
 * library is other items' too (docs/decisions.md, "The media library"): whatever any stored post or project still
 * names is kept, and when that cannot be read, nothing is deleted (the daily clean-up judges it later).
 */
export async function deleteImages(store: ContentStore, paths: Iterable<string>): Promise<void> {
  const candidates = [...paths].filter((path) => path !== '');
  if (candidates.length === 0) return;
  let used: Set<string>;
  try {
    used = await pathsInUse(store);
  } catch (error) {
    console.warn('Could not read which images are in use; none deleted', error);
    return;
  }
  await Promise.all(
    candidates
      .filter((path) => !used.has(path))
      .map((path) => store.deleteImage(path).catch((error: unknown) => console.warn(`Could not delete image ${path}`, error))),
  );
}

/**
 * Every Storage path a stored post or project names: its images' files and copies, and the images in its body, in
 * its published document and in its working copy (data/stored-documents.ts).
 */
async function pathsInUse(store: ContentStore): Promise<Set<string>> {
  const used = new Set<string>();
  for (const item of await storedDocuments(store)) {
    for (const path of [...imagePaths(item), ...bodyImagePaths(item.body)]) used.add(path);
  }
  return used;
}

/** An item that has neither document yet (a new one). */
const UNSAVED = { published: null, working: null };

/** Both documents as stored after a write (times as the server set them); a write that left neither is an error. */
async function reread<Item extends Post | Project>(store: ContentStore, adapter: ItemAdapter<Item>, id: string): Promise<SavedItem<Item>> {
  const saved = await adapter.getSaved(store, id);
  if (!saved) throw new ContentError('not-found', `No item ${id}`);
  return saved;
}

/**
 * Saves the item into its working copy (saveWorking: what visitors see does not change); returns both documents as
 * stored. An image the save replaced stays: a kept version can still name it, and the daily clean-up removes what
 * nothing names (docs/decisions.md, "What a saved version of an item is", Delete).
 */
export async function saveItem<Item extends Post | Project>(
  adapter: ItemAdapter<Item>,
  saved: SavedItem<Item> | null,
  item: Item,
): Promise<SavedItem<Item>> {
  const store = await getContentStore();
  await adapter.store(store, saveWorking(saved ?? UNSAVED, item, Date.now()));
  return reread(store, adapter, item.id);
}

/** What the publish menu does to one language (docs/decisions.md, "What a saved version of an item is"). */
export type LangOperation = 'publish' | 'backdate' | 'schedule' | 'unschedule' | 'publishChanges' | 'discard' | 'unpublish';

/**
 * Changes one language's publication: publish (now, or at `at`: an earlier moment the owner picked, or a later one
 * to schedule; docs/decisions.md, "Publication dates"), publish its staged
 * changes (keeping its date), unschedule or unpublish (its text stays in the working copy with its dates), or
 * discard its staged changes. Returns both documents as stored.
 */
export async function changeLanguage<Item extends Post | Project>(
  adapter: ItemAdapter<Item>,
  saved: SavedItem<Item>,
  operation: LangOperation,
  lang: Lang,
  at: number,
): Promise<SavedItem<Item>> {
  const store = await getContentStore();
  const now = Date.now();
  const id = (saved.working ?? saved.published)?.id ?? '';
  const change = (): SavedChange<Item> => {
    switch (operation) {
      case 'publish':
        return publishLangs(saved, { [lang]: republishedAt(saved, lang, now) ?? at }, now);
      case 'backdate':
      case 'schedule':
        return publishLangs(saved, { [lang]: at }, now);
      case 'publishChanges':
        // Live or scheduled, it keeps its moment: only its text and the shared fields change.
        return publishLangs(saved, { [lang]: saved.published?.langs[lang]?.publishedAt ?? at }, now);
      case 'discard':
        return discardLangChanges(saved, lang, now);
      case 'unschedule':
      case 'unpublish':
        return unpublishLangs(saved, [lang], now);
    }
  };
  await adapter.store(store, change());
  return reread(store, adapter, id);
}

/**
 * The moment a language published before (and unpublished since) goes back to: its own, which its working copy
 * keeps (unpublishLangs), so it does not jump to the top of the lists (docs/decisions.md, "Publication dates").
 * Undefined for a language never published.
 */
function republishedAt(saved: SavedItem<Post | Project | PostSummary | ProjectSummary>, lang: Lang, now: number): number | undefined {
  const kept = saved.published?.langs[lang] ? undefined : saved.working?.langs[lang];
  return kept && kept.firstPublishedAt > 0 && kept.publishedAt <= now ? kept.publishedAt : undefined;
}

/** The stored documents of an item, or null when there are none (any more). */
export async function loadSavedItem<Item extends Post | Project>(adapter: ItemAdapter<Item>, id: string): Promise<SavedItem<Item> | null> {
  return adapter.getSaved(await getContentStore(), id);
}

/** The title of the item at `id` (drafts included), or null when the address is free: a clash names the item. */
export async function titleAt<Item extends Post | Project>(adapter: ItemAdapter<Item>, id: string): Promise<Localized | null> {
  const store = await getContentStore();
  return (await adapter.get(store, id))?.title ?? (await trashedTitleAt(store, adapter.kind, id));
}

/**
 * The list's Publish and Unpublish (one item, or a selection): publishing puts every language written (a title and
 * summary) that visitors do not see as saved live now — a draft dated now (a republished one keeps its first
 * publication date), staged changes with their language's date — and leaves a scheduled one as scheduled;
 * unpublishing takes every published or scheduled language off (their text stays in the working copy).
 */
export async function setItemStatus<Item extends Post | Project>(
  adapter: ItemAdapter<Item>,
  id: string,
  status: PublishStatus,
): Promise<SavedItem<Item>> {
  const store = await getContentStore();
  const saved = await adapter.getSaved(store, id);
  if (!saved) throw new ContentError('not-found', `No item ${id}`);
  const now = Date.now();
  if (status === 'draft') {
    const live = LANGS.filter((lang) => saved.published?.langs[lang]);
    if (live.length > 0) await adapter.store(store, unpublishLangs(saved, live, now));
    return reread(store, adapter, id);
  }
  const source = saved.working ?? saved.published;
  const dates: Partial<Record<Lang, number>> = {};
  for (const lang of LANGS) {
    const state = langState(saved, lang, now);
    if (state === 'draft' && source && isAvailableIn(source, lang)) dates[lang] = republishedAt(saved, lang, now) ?? now;
    else if (state === 'staged') dates[lang] = saved.published?.langs[lang]?.publishedAt ?? now;
  }
  // Only fields both languages share may differ (tags, images): publishing a live language's changes takes them.
  const live = LANGS.find((lang) => saved.published?.langs[lang]);
  if (Object.keys(dates).length === 0 && saved.working && live) dates[live] = saved.published!.langs[live]!.publishedAt;
  if (Object.keys(dates).length > 0) await adapter.store(store, publishLangs(saved, dates, now));
  return reread(store, adapter, id);
}

/**
 * Moves the item to the trash (both documents, in one update in the store). Its images stay for the trash and the
 * history; the daily clean-up removes them once nothing names them.
 */
export async function deleteItem<Item extends Post | Project>(adapter: ItemAdapter<Item>, id: string): Promise<void> {
  await adapter.remove(await getContentStore(), id);
}

/** The posts and projects in the trash, the last deleted first (docs/decisions.md, "What a saved version of an item is"). */
export async function listTrash(): Promise<TrashedItem[]> {
  return (await getContentStore()).listTrash();
}

/** Brings a trashed item back as a draft (restoredChange in packages/content/src/trash.ts). */
export async function restoreFromTrash(kind: 'posts' | 'projects', id: string): Promise<void> {
  await (await getContentStore()).restoreFromTrash(kind, id);
}

/** Removes a trashed item for good, with its history; its images are left to the daily clean-up. */
export async function deleteForever(kind: 'posts' | 'projects', id: string): Promise<void> {
  await (await getContentStore()).deleteForever(kind, id);
}

/**
 * The title of a trashed item at `id`, or null: a new item cannot take a trashed item's address until it is
 * restored or deleted for good.
 */
async function trashedTitleAt(store: ContentStore, kind: 'posts' | 'projects', id: string): Promise<Localized | null> {
  return (await store.listTrash()).find((item) => item.kind === kind && item.id === id)?.title ?? null;
}

/**
 * Stores again, under the item's final folder, the images this tab uploaded under an address the owner has
 * changed since (before the first save): the cover and gallery, each with its narrower copies, and the images the
 * body shows, whose Markdown then names the new URL. The old files are left to the daily clean-up (nothing
 * references them any more: docs/decisions.md, "The id is the slug and the URL").
 */
export async function moveUploadsTo<Item extends Post | Project>(adapter: ItemAdapter<Item>, item: Item): Promise<Item> {
  const store = await getContentStore();
  const folder = imageFolder(adapter, item.id);
  const placed = await withImagesIn(item, folder, (image, target) => {
    // An image from the media library keeps its place: other items may show it (docs/decisions.md, "The media library").
    if (!uploadedFileAt(image.path)) return image;
    const moved = imageInFolder(image, target);
    return storeImageFiles(store, [
      storedAgainAt(image.path, moved.path),
      ...image.variants.map((variant, index) => storedAgainAt(variant.path, moved.variants[index].path)),
    ]);
  });
  return { ...placed, body: await withBodyImagesIn(store, placed.body, folder) };
}

/** The file this tab uploaded at `from`, to store again at `to`: the same bytes and size. */
function storedAgainAt(from: string, to: string): ImageFile {
  const uploaded = uploadedFileAt(from);
  // Only images uploaded in this tab can be outside the folder (a saved item's address is fixed).
  if (!uploaded) throw new ContentError('unknown', `No bytes for ${from}`);
  const { bytes, width, height } = uploaded;
  return { path: to, bytes, width, height };
}

/** The body with every image uploaded in this tab outside `folder` stored again there, its Markdown naming the new URL. */
async function withBodyImagesIn(store: ContentStore, body: Localized, folder: string): Promise<Localized> {
  const outside = uploadsShownIn(Object.values(body).join('\n')).filter((file) => !file.path.startsWith(`${folder}/`));
  let moved = body;
  for (const { path, url } of outside) {
    const stored = await storeImageFiles(store, [storedAgainAt(path, pathInFolder(path, folder))]);
    moved = { en: moved.en.replaceAll(url, stored.url), es: moved.es.replaceAll(url, stored.url) };
  }
  return moved;
}

/** The Storage folder of an item's images (storage.rules and database.rules.json want them there). */
export const imageFolder = (adapter: { kind: EditorKind }, id: string): string => `images/${adapter.kind}/${id}`;

/** The stored CV, or null when none is stored yet (the editor then starts from a blank one). */
export async function loadCv(): Promise<Cv | null> {
  const store = await getContentStore();
  try {
    return await store.getCv();
  } catch (error) {
    if (error instanceof ContentError && error.code === 'not-found') return null;
    throw error;
  }
}

/** Saves the whole CV (one version-checked write of `/cv`); returns it as stored, at the next version. */
export async function saveCv(cv: Cv): Promise<Cv> {
  const store = await getContentStore();
  await store.saveCv(cv);
  return { ...cv, version: cv.version + 1 };
}

/** The CV's history, newest first, and the CV it leads to (null: none stored). */
export async function loadCvHistory(): Promise<{ current: Cv | null; revisions: CvRevision[] }> {
  const store = await getContentStore();
  const [current, revisions] = await Promise.all([loadCv(), store.listCvHistory()]);
  return { current, revisions };
}

/** A kept version of the CV, or null when it is not kept. */
export async function loadCvVersion(version: number): Promise<Cv | null> {
  return (await getContentStore()).getCvVersion(version);
}

/**
 * Saves the texts of kept version `version` as a new version on top of `basedOn` (the CV as stored now, which the
 * same write keeps in the history): nothing is rewritten or lost. Returns the CV as stored.
 */
export async function restoreCvVersion(version: number, basedOn: Cv): Promise<Cv> {
  const store = await getContentStore();
  const kept = await store.getCvVersion(version);
  if (!kept) throw new ContentError('not-found', `Version ${version} of the CV is not kept`);
  const restored = { ...kept, version: basedOn.version };
  await store.saveCv(restored, { kind: 'restore', restoredFrom: version });
  return { ...restored, version: basedOn.version + 1 };
}

/** Every tag in use (drafts included) with how many posts and projects carry it, and the stored names. */
export interface TagUsage {
  tag: string;
  posts: number;
  projects: number;
}

/** The tag-names screen's data: the tags in use, A–Z, and the stored names (a named tag nothing uses any more is listed too). */
export async function loadTagUsage(): Promise<{ usage: TagUsage[]; names: TagNames }> {
  const store = await getContentStore();
  const [posts, projects, names] = await Promise.all([postAdapter.list(store), projectAdapter.list(store), store.getTagNames()]);
  const usage = new Map<string, TagUsage>(Object.keys(names).map((tag) => [tag, { tag, posts: 0, projects: 0 }]));
  const count = (items: { tags: string[] }[], kind: 'posts' | 'projects') => {
    for (const { tags } of items) {
      for (const tag of tags) {
        const entry = usage.get(tag) ?? { tag, posts: 0, projects: 0 };
        entry[kind] += 1;
        usage.set(tag, entry);
      }
    }
  };
  count(posts, 'posts');
  count(projects, 'projects');
  return { usage: [...usage.values()].sort((a, b) => a.tag.localeCompare(b.tag)), names };
}

/** Stores the tag names changed on the tag-names screen (one write). */
export async function saveTagNames(names: TagNames): Promise<void> {
  await (await getContentStore()).saveTagNames(names);
}

/**
 * Stores the names the owner gave new tags where they were added (the text typed, and the other language's name
 * asked for beside it), in each language where no name is stored yet and the name says more than the slug
 * ("Diseño web" for diseno-web; not "css" for css). After an item's save, best effort: a failure leaves the slug
 * showing (renameable on the tag-names screen).
 */
export async function nameTypedTags(typed: Record<string, Localized>): Promise<void> {
  if (Object.keys(typed).length === 0) return;
  try {
    const store = await getContentStore();
    const names = await store.getTagNames();
    const changed = Object.entries(typed).flatMap(([tag, given]) => {
      const stored = names[tag] ?? { en: '', es: '' };
      const pick = (lang: Lang) => {
        const name = given[lang].trim().replace(/\s+/g, ' ').slice(0, TAG_NAME_MAX);
        return stored[lang] || (name !== tag ? name : '');
      };
      const next = { en: pick('en'), es: pick('es') };
      return next.en !== stored.en || next.es !== stored.es ? [[tag, next] as const] : [];
    });
    if (changed.length === 0) return;
    await store.saveTagNames(Object.fromEntries(changed));
  } catch (error) {
    console.warn('The typed tag names could not be stored; the tags show their slugs', error);
  }
}

/** The stored tag names, or none when they cannot be read (the editor then asks for every new tag's names). */
export async function loadTagNames(): Promise<TagNames> {
  try {
    return await (await getContentStore()).getTagNames();
  } catch {
    return {};
  }
}
