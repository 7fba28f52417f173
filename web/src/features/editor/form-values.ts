/**
 * What the forms edit (drafts: strings as the inputs hold them) and the conversion to the content model that is
 * validated and saved. The fields the owner types, their blank values and how each is held and normalised follow
 * from their kind (packages/content/src/content-model.ts); the id, status and dates are the editor's own.
 */
import {
  LIMITS,
  VISIBLE_CHARACTER,
  type DraftValues,
  type EditedKind,
  type Field,
  type FieldValues,
  type Fields,
} from '@portfolio/content/content-model';
import {
  LANGS,
  imageFilePaths,
  isAvailableIn,
  isLiveAnywhere,
  statusOf,
  type ContentImage,
  type Langs,
  type Localized,
  type Post,
  type Project,
  type PublishStatus,
} from '@portfolio/content/content-types';
import { uploadedFileAt } from '../../data/uploaded-bytes';
import { readingMinutesOf } from '../../utils/reading-time';
import { slugify } from '../../utils/slug';
import { POST_FIELDS, PROJECT_FIELDS } from './validation';

interface DraftBase {
  id: string;
  status: PublishStatus;
  /** `YYYY-MM-DDTHH:mm` in the browser's time zone, as <input type="datetime-local"> holds it. */
  publishedAt: string;
}

export interface PostDraft extends DraftBase, DraftValues<typeof POST_FIELDS> {
  /**
   * The owner says this save changes the post in a way readers should know about: it then shows "Updated on"
   * the save's date (docs/decisions.md, "Dates that tell the truth"). Unticked after every save.
   */
  markUpdated: boolean;
}

export interface ProjectDraft extends DraftBase, DraftValues<typeof PROJECT_FIELDS> {}

/** What both forms edit. */
export type ItemDraft = Pick<PostDraft, keyof PostDraft & keyof ProjectDraft>;

const pad = (value: number) => String(value).padStart(2, '0');

/** Milliseconds → the local `YYYY-MM-DDTHH:mm` of a datetime-local input. */
export function toDateTimeLocal(ms: number): string {
  const date = new Date(ms);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The local `YYYY-MM-DDTHH:mm` → milliseconds (NaN when empty or malformed). */
export function fromDateTimeLocal(value: string): number {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return Number.NaN;
  return new Date(value).getTime();
}

/** The id suggested for a new item: from the English title, else the Spanish one. */
export function suggestId(title: Localized): string {
  return slugify(title.en.trim() || title.es.trim(), LIMITS.idMax);
}

/** The kinds a form edits, as DraftValues (packages/content/src/content-model.ts) types them. */
const EDITED: Record<EditedKind, true> = {
  text: true,
  markdown: true,
  tags: true,
  image: true,
  gallery: true,
  flag: true,
  integer: true,
  url: true,
};
const isEdited = (field: Field): boolean => field.kind in EDITED;
/** The fields of `fields` a form edits. */
const edited = (fields: Fields): [string, Field][] => Object.entries(fields).filter(([, field]) => isEdited(field));

/** A field's value in a new item's form. */
function blankValue(field: Field): unknown {
  switch (field.kind) {
    case 'text':
    case 'markdown':
      return { en: '', es: '' };
    case 'tags':
    case 'gallery':
      return [];
    case 'image':
      return null;
    case 'flag':
      return false;
    case 'integer':
      return String(field.min);
    default:
      return '';
  }
}

/** A saved value as the form holds it: copies, so typing never changes the saved item; numbers as text. */
function toDraftValue(field: Field, value: unknown): unknown {
  switch (field.kind) {
    case 'text':
    case 'markdown':
      return { ...(value as Localized) };
    case 'tags':
    case 'gallery':
      return [...(value as unknown[])];
    case 'integer':
      return String(value);
    default:
      return value;
  }
}

/** A typed value as it is checked and saved: text trimmed, as the rules see it; numbers parsed (NaN when empty). */
function fromDraftValue(field: Field, value: unknown): unknown {
  switch (field.kind) {
    case 'text':
      return trimmed(value as Localized);
    case 'markdown':
      return bodyOf(value as Localized);
    case 'tags':
    case 'gallery':
      return [...(value as unknown[])];
    case 'integer':
      return (value as string).trim() === '' ? Number.NaN : Number(value);
    case 'url':
      return (value as string).trim();
    default:
      return value;
  }
}

const blankDraft = <F extends Fields>(fields: F): DraftValues<F> =>
  Object.fromEntries(edited(fields).map(([key, field]) => [key, blankValue(field)])) as DraftValues<F>;

const draftValues = <F extends Fields>(fields: F, item: FieldValues<F>): DraftValues<F> =>
  Object.fromEntries(edited(fields).map(([key, field]) => [key, toDraftValue(field, item[key])])) as DraftValues<F>;

const itemValues = <F extends Fields>(fields: F, draft: DraftValues<F>): Pick<FieldValues<F>, keyof DraftValues<F>> =>
  Object.fromEntries(edited(fields).map(([key, field]) => [key, fromDraftValue(field, (draft as Record<string, unknown>)[key])])) as Pick<
    FieldValues<F>,
    keyof DraftValues<F>
  >;

export function emptyPostDraft(now: number): PostDraft {
  return { markUpdated: false, id: '', status: 'draft', publishedAt: toDateTimeLocal(now), ...blankDraft(POST_FIELDS) };
}

export function emptyProjectDraft(now: number): ProjectDraft {
  return { id: '', status: 'draft', publishedAt: toDateTimeLocal(now), ...blankDraft(PROJECT_FIELDS) };
}

const baseDraft = (item: Post | Project): DraftBase => ({
  id: item.id,
  status: statusOf(item),
  publishedAt: toDateTimeLocal(item.publishedAt),
});

export const postToDraft = (post: Post): PostDraft => ({ ...baseDraft(post), ...draftValues(POST_FIELDS, post), markUpdated: false });

export const projectToDraft = (project: Project): ProjectDraft => ({ ...baseDraft(project), ...draftValues(PROJECT_FIELDS, project) });

/** Text that shows nothing (packages/content/src/content-model.ts INVISIBLE_CHARACTERS) is not written. */
const written = (text: string): string => (VISIBLE_CHARACTER.test(text) ? text.trim() : '');
const trimmed = (value: Localized): Localized => ({ en: written(value.en), es: written(value.es) });
/** Whitespace-only bodies count as "not written"; otherwise the Markdown is kept as typed. */
const bodyOf = (value: Localized): Localized => ({ en: value.en.trim() ? value.en : '', es: value.es.trim() ? value.es : '' });

export interface BuildContext {
  now: number;
  /** The saved version being edited, or null for a new item. */
  previous: {
    createdAt: number;
    publishedAt: number;
    firstPublishedAt?: number;
    langs: Langs;
    version: number;
    revisedAt?: number;
  } | null;
  /**
   * The date field as the form was loaded (or last saved) with; for a new item, the moment the form proposed.
   * Any other value is a date the owner picked.
   */
  loadedPublishedAt: string;
}

/** What a save needs to know of the stored item to date it. */
type Dated = Pick<Post, 'langs' | 'publishedAt'> & { firstPublishedAt?: number };

/**
 * The editor's one status as the item's languages (docs/decisions.md, "What a saved version of an item is": until the
 * editor publishes each language on its own): published, every language it is written in at the item's dates,
 * each keeping what the stored item counted of it; a draft, none.
 */
function langsFor(
  item: { title: Localized; summary: Localized },
  previous: Langs | undefined,
  status: PublishStatus,
  publishedAt: number,
  firstPublishedAt: number,
): Langs {
  if (status !== 'published') return {};
  const written = LANGS.filter((lang) => isAvailableIn(item, lang));
  return Object.fromEntries(
    written.map((lang) => [
      lang,
      { publishedAt, firstPublishedAt, rev: previous?.[lang]?.rev ?? 0, translatedFrom: previous?.[lang]?.translatedFrom ?? null },
    ]),
  );
}

/**
 * When visitors could first see the item, or 0 while they never could (an item published before this was stored
 * counts from its stored date). Kept by every later save once that moment has come; until then (a scheduled
 * item) it follows the item's date, and goes if the item goes back to draft before it.
 */
function firstPublishedAtOf(previous: Dated | null, status: PublishStatus, publishedAt: number, now: number): number {
  const first = previous?.firstPublishedAt || (previous && statusOf(previous) === 'published' ? previous.publishedAt : 0);
  if (first > 0 && first <= now) return first;
  return status === 'published' ? publishedAt : 0;
}

/** Publishing an item visitors have never had: its date is still the draft's placeholder (publishedAtOf). */
const isFirstPublication = (previous: Dated | null, status: PublishStatus, now: number): boolean =>
  status === 'published' && (!previous || statusOf(previous) !== 'published') && firstPublishedAtOf(previous, 'draft', 0, now) === 0;

/**
 * A never-published draft's date is a placeholder: publishing it the first time dates the item to that moment (a
 * draft from September published today shows today), unless the owner picks a date in the same save. An item
 * published before and unpublished since keeps its date when published again (docs/decisions.md, "Publication dates"). A
 * new item whose date is still the proposed one is dated when saved, too. That moment is `now`, which the
 * database store sends as the server's time (database-content-store.ts), so a fast clock cannot date it in the
 * future. Otherwise the stored millisecond date is kept when the minute shown in the input was not changed.
 */
function publishedAtOf(draft: DraftBase, context: BuildContext): number {
  const previous = context.previous;
  const publishing = isFirstPublication(previous, draft.status, context.now);
  if (publishing && draft.publishedAt === context.loadedPublishedAt) return context.now;
  if (previous && toDateTimeLocal(previous.publishedAt) === draft.publishedAt) return previous.publishedAt;
  if (!previous && draft.publishedAt === context.loadedPublishedAt) return context.now;
  return fromDateTimeLocal(draft.publishedAt);
}

/** What the editor, not the owner's typing, decides for a save: the id as typed, the version it is based on, the times. */
function savedBase(draft: DraftBase, context: BuildContext) {
  const publishedAt = publishedAtOf(draft, context);
  return {
    id: draft.id.trim(),
    // The version this edit is based on: the save is refused if the item changed since (0: a new item).
    version: context.previous?.version ?? 0,
    createdAt: context.previous?.createdAt ?? context.now,
    updatedAt: context.now,
    publishedAt,
    firstPublishedAt: firstPublishedAtOf(context.previous, draft.status, publishedAt, context.now),
  };
}

/** The item's languages as the draft's status says (langsFor), from the values it saves. */
function withLangs<T extends Omit<Post, 'langs'> | Omit<Project, 'langs'>>(
  item: T,
  draft: DraftBase,
  context: BuildContext,
): T & { langs: Langs } {
  return { ...item, langs: langsFor(item, context.previous?.langs, draft.status, item.publishedAt, item.firstPublishedAt) };
}

/** A post already published, saved published again, with "updated" ticked: dated now; otherwise its date is kept. */
function revisedAtOf(draft: PostDraft, context: BuildContext): number {
  const previous = context.previous;
  // Visitors saw it and still do: a scheduled post has nothing to be "updated" from yet.
  const republished = previous !== null && isLiveAnywhere(previous, context.now) && draft.status === 'published';
  return republished && draft.markUpdated ? context.now : (previous?.revisedAt ?? 0);
}

export function draftToPost(draft: PostDraft, context: BuildContext): Post {
  const values = itemValues(POST_FIELDS, draft);
  const post = {
    ...savedBase(draft, context),
    ...values,
    revisedAt: revisedAtOf(draft, context),
    readingMinutes: readingMinutesOf(values.body),
  };
  return withLangs(post, draft, context);
}

export function draftToProject(draft: ProjectDraft, context: BuildContext): Project {
  return withLangs({ ...savedBase(draft, context), ...itemValues(PROJECT_FIELDS, draft) }, draft, context);
}

/** Storage paths an item references, each image's narrower copies included (bundled images, path '', are not stored objects). */
export function imagePaths(item: { cover: ContentImage | null; gallery?: ContentImage[] } | null): Set<string> {
  const paths = new Set<string>();
  if (!item) return paths;
  for (const image of [item.cover, ...(item.gallery ?? [])]) {
    if (image) for (const path of imageFilePaths(image)) paths.add(path);
  }
  return paths;
}

/**
 * Storage paths named in Markdown bodies, by their download URL (`…/o/images%2Fposts%2Fid%2Fa.webp?…`) or plain
 * path: images uploaded into a body. Read the same way as the daily clean-up reads them
 * (functions/src/images/orphaned-images.ts), so what keeps an image there is what the editor sees here.
 */
export function bodyImagePaths(body: Localized): string[] {
  const paths = new Set<string>();
  for (const text of Object.values(body)) {
    for (const match of text.match(/images(?:\/|%2F)[A-Za-z0-9._~%/-]+/gi) ?? []) {
      try {
        paths.add(decodeURIComponent(match));
      } catch {
        paths.add(match);
      }
    }
  }
  return [...paths];
}

/** Paths in `before` that `after` no longer references: the objects to delete after a save. */
export function removedImagePaths(before: Iterable<string>, after: Set<string>): string[] {
  return [...new Set(before)].filter((path) => !after.has(path));
}

/** Where an image uploaded under another folder goes once the item's address is final: same file name, new folder. */
export const pathInFolder = (path: string, folder: string): string => `${folder}/${path.slice(path.lastIndexOf('/') + 1)}`;

/** The image with its file and its copies' named in `folder` (the URLs are the old files' until they are stored again). */
export function imageInFolder(image: ContentImage, folder: string): ContentImage {
  return {
    ...image,
    path: pathInFolder(image.path, folder),
    variants: image.variants.map((variant) => ({ ...variant, path: pathInFolder(variant.path, folder) })),
  };
}

/**
 * The item with every uploaded image that is not in `folder` moved there, copies included (`move` stores the image
 * in `folder` and gives the new one). The cover of a project is a copy of a gallery image, so an image is moved once
 * and both places get the same result.
 */
export async function withImagesIn<Item extends { cover: ContentImage | null; gallery?: ContentImage[] }>(
  item: Item,
  folder: string,
  move: (image: ContentImage, folder: string) => ContentImage | Promise<ContentImage>,
): Promise<Item> {
  const moved = new Map<string, ContentImage>();
  const place = async (image: ContentImage | null): Promise<ContentImage | null> => {
    if (!image || image.path === '' || image.path.startsWith(`${folder}/`)) return image;
    if (!moved.has(image.path)) moved.set(image.path, await move(image, folder));
    // Alt texts are the form's, whichever copy they were typed on.
    return { ...moved.get(image.path)!, alt: image.alt };
  };
  const cover = await place(item.cover);
  const gallery = item.gallery ? await Promise.all(item.gallery.map(place)) : undefined;
  return { ...item, cover, ...(gallery ? { gallery: gallery as ContentImage[] } : {}) };
}

/**
 * A draft as the form holds it, from work kept in the browser by an editor from before images had copies
 * (docs/decisions.md, "Nothing typed is lost"): its images lack `variants`, and read as images without copies.
 */
export function withImageCopiesListed<Draft extends { cover: ContentImage | null; gallery?: ContentImage[] }>(draft: Draft): Draft {
  const listed = (image: ContentImage): ContentImage => ({ ...image, variants: image.variants ?? [] });
  return {
    ...draft,
    cover: draft.cover && listed(draft.cover),
    ...(draft.gallery ? { gallery: draft.gallery.map(listed) } : {}),
  };
}

/**
 * A new item's work kept in another tab (docs/decisions.md, "Nothing typed is lost"), restored here: its cover and
 * gallery sit under the address they were uploaded at, and only the tab that uploaded them holds the bytes to store
 * them again under another (data/uploaded-bytes.ts). So the restored form takes that address back, and its first
 * save finds the images in place. `kind` names the images' folder (`images/{kind}/{id}/`).
 */
export function atUploadAddress<Draft extends { id: string; cover: ContentImage | null; gallery?: ContentImage[] }>(
  draft: Draft,
  kind: string,
): Draft {
  const folderIds = [draft.cover, ...(draft.gallery ?? [])]
    .filter((image): image is ContentImage => image !== null && image.path !== '' && !uploadedFileAt(image.path))
    .map((image) => image.path.split('/'))
    .filter((parts) => parts.length === 4 && parts[0] === 'images' && parts[1] === kind)
    .map((parts) => parts[2]);
  const [id] = folderIds;
  return id && id !== draft.id && folderIds.every((other) => other === id) ? { ...draft, id } : draft;
}

/** The item as `withImagesIn` will make it, without storing anything: what validation judges before a first save. */
export function asIfImagesIn<Item extends { cover: ContentImage | null; gallery?: ContentImage[] }>(item: Item, folder: string): Item {
  const place = (image: ContentImage | null) =>
    image && image.path !== '' && !image.path.startsWith(`${folder}/`) ? imageInFolder(image, folder) : image;
  return { ...item, cover: place(item.cover), ...(item.gallery ? { gallery: item.gallery.map((image) => place(image)!) } : {}) };
}
