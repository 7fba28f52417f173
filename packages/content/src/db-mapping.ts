/**
 * Conversion between the app's content types and the Realtime Database tree
 * (docs/data-model.md). Both content stores use it, so the seed file is read
 * exactly as the database would return it.
 */
import {
  POST_MODEL,
  PROJECT_MODEL,
  TAG_PATTERN,
  type Field,
  type FieldValues,
  type Fields,
  type KindValues,
  type LangPublication,
  type Langs,
} from './content-model.ts';
import {
  LANGS,
  isAvailableIn,
  liveLangs,
  type ContentImage,
  type Cv,
  type ImageVariant,
  type Lang,
  type Localized,
  type Post,
  type PostSummary,
  type Project,
  type ProjectSummary,
  type TagNames,
} from './content-types.ts';
import type { SavedChange, SavedItem } from './saved-item.ts';

export interface DbImage {
  path: string;
  url: string;
  width: number;
  height: number;
  alt: Localized;
  /** Narrower copies, in slots 0–3 (docs/data-model.md); absent when there are none. RTDB returns them as an array. */
  variants?: ImageVariant[] | Record<string, ImageVariant>;
}

/**
 * Each kind of field (content-model.ts) as the database stores it: as the app holds it, but tags as a set and
 * images with their database shape; absent where the app holds the kind's blank value.
 */
type StoredValues = Omit<KindValues, 'tags' | 'image' | 'gallery' | 'langs'> & {
  tags: Record<string, true>;
  langs: Partial<Record<Lang, DbLangPublication>>;
  image: DbImage;
  /** RTDB returns index-keyed objects as arrays, and may return sparse objects. */
  gallery: DbImage[] | Record<string, DbImage>;
};

/** A language's publication as stored: `firstPublishedAt` absent while 0, `rev` and `translatedFrom` while unknown. */
export interface DbLangPublication {
  publishedAt: number;
  firstPublishedAt?: number;
  rev?: number;
  translatedFrom?: { lang: Lang; rev: number; at?: number };
}

/** A node as stored: the model's fields, those it calls optional maybe absent. */
type DbNode<F extends Fields> = {
  -readonly [K in keyof F as F[K] extends { optional: true } ? never : K]: StoredValues[F[K]['kind']];
} & {
  -readonly [K in keyof F as F[K] extends { optional: true } ? K : never]?: StoredValues[F[K]['kind']];
};

type DbSummary<F extends Fields> = Omit<DbNode<F>, 'version' | 'langs'> & {
  /** Advanced by one with every save (the rules insist); absent in imports from before versions, which count as 1. */
  version?: number;
  /** Required in a published document of the current shape; in a working copy, the dates each language keeps. */
  langs?: StoredValues['langs'];
  /**
   * The same tags in numbered slots 0–11, in the owner's order: the rules cannot count a node's children, so
   * each tag must sit in a slot and each slot hold a tag, which caps the tags at 12 (docs/data-model.md).
   * The database returns an object's keys sorted, so the order lives here: readers list `tags` in slot order.
   * RTDB returns dense index keys as an array.
   */
  tagList?: string[] | Record<string, string>;
  /** A working copy only: the published version it was saved over (0: nothing published then). */
  basedOn?: number;
} & LegacySummary;

/**
 * The shape before per-language publication (docs/decisions.md, "What a saved version of an item is", Migration):
 * one status and one date for the whole item. Read as before, written in the current shape by the next save;
 * `npm run migrate-content` rewrites a whole tree.
 */
export interface LegacySummary {
  status?: 'draft' | 'published';
  publishedAt?: number;
  firstPublishedAt?: number;
}

export type DbPostSummary = DbSummary<typeof POST_MODEL.summary>;
export type DbProjectSummary = DbSummary<typeof PROJECT_MODEL.summary>;
export type DbProjectDetails = DbNode<typeof PROJECT_MODEL.details>;

/** The posts' or the projects' nodes: summaries apart from bodies (posts) or details (projects). */
export interface DbPosts {
  summaries?: Record<string, DbPostSummary>;
  bodies?: Record<string, Localized>;
}
export interface DbProjects {
  summaries?: Record<string, DbProjectSummary>;
  details?: Record<string, DbProjectDetails>;
}

/** The whole database tree; the seed file has exactly this shape. */
export interface DbTree {
  /** The published documents (docs/data-model.md). */
  posts?: DbPosts;
  projects?: DbProjects;
  /** The working copies, owner-only, in the same shape as the published documents. */
  drafts?: { posts?: DbPosts; projects?: DbProjects };
  /** As the seed holds it (lists as arrays); the version may be absent, as in older imports. */
  cv?: Omit<Cv, 'version'> & { version?: number };
  tags?: Record<string, Localized>;
}

const localized = (value: Partial<Localized> | undefined): Localized => ({ en: value?.en ?? '', es: value?.es ?? '' });

/**
 * An image's narrower copies as `srcset` needs them: narrowest first, only those narrower than the image itself
 * (the rules insist, but an Admin-SDK import bypasses them), each width once.
 */
function variantsFromDb(value: DbImage['variants'], imageWidth: number): ImageVariant[] {
  const byWidth = new Map<number, ImageVariant>();
  for (const variant of listFromDb(value)) {
    const { width, path, url } = variant ?? {};
    if (typeof url !== 'string' || !Number.isInteger(width) || width <= 0 || width >= imageWidth || byWidth.has(width)) continue;
    byWidth.set(width, { width, path: typeof path === 'string' ? path : '', url });
  }
  return [...byWidth.values()].sort((a, b) => a.width - b.width);
}

function fromDbImage(image: DbImage | undefined): ContentImage | null {
  if (!image) return null;
  return {
    path: image.path ?? '',
    url: image.url,
    width: image.width,
    height: image.height,
    alt: localized(image.alt),
    variants: variantsFromDb(image.variants, image.width),
  };
}

function toDbImage(image: ContentImage): DbImage {
  const stored: DbImage = { path: image.path, url: image.url, width: image.width, height: image.height, alt: { ...image.alt } };
  // Slots 0–3, as the gallery's: the rules name them. None: no node (the database would drop an empty one anyway).
  if (image.variants.length > 0)
    stored.variants = Object.fromEntries(image.variants.map(({ width, path, url }, slot) => [String(slot), { width, path, url }]));
  return stored;
}

/**
 * An item's tags in the owner's order. The database keeps an object's keys sorted, so `tags` cannot hold the
 * order; the slots of `tagList` do (an array, or an index-keyed object). Tags without a slot (an item stored before `tagList`, which gets its slots
 * with its next save) follow, alphabetically; a slot naming a tag the item does not have is ignored.
 */
export function tagsFromDb(tags: unknown, tagList?: unknown): string[] {
  if (!tags || typeof tags !== 'object' || Array.isArray(tags)) return [];
  const stored = tags as Record<string, unknown>;
  const set = new Set(Object.keys(stored).filter((tag) => stored[tag] === true));
  const slots: unknown[] =
    Array.isArray(tagList) || (tagList && typeof tagList === 'object') ? listFromDb(tagList as Record<string, unknown>) : [];
  const ordered = [...new Set(slots)].filter((tag): tag is string => typeof tag === 'string' && set.has(tag));
  const placed = new Set(ordered);
  return [...ordered, ...[...set].filter((tag) => !placed.has(tag)).sort()];
}

/** `tags` and `tagList` of a summary (both absent without tags). */
export function tagsToDb(tags: string[]): { tags: Record<string, true> | null; tagList: Record<string, string> | null } {
  if (tags.length === 0) return { tags: null, tagList: null };
  return {
    tags: Object.fromEntries(tags.map((tag) => [tag, true as const])),
    tagList: Object.fromEntries(tags.map((tag, slot) => [String(slot), tag])),
  };
}

/**
 * The stored tag names as the pages use them: entries of valid tags only, each with both languages (a missing
 * or non-string name reads as ""), so one bad record from an import cannot break a page.
 */
export function tagNamesFromDb(value: unknown): TagNames {
  if (!value || typeof value !== 'object') return {};
  const text = (entry: unknown): string => (typeof entry === 'string' ? entry : '');
  return Object.fromEntries(
    Object.entries(value as Record<string, Partial<Record<Lang, unknown>> | null>)
      .filter(([tag, names]) => TAG_PATTERN.test(tag) && names !== null && typeof names === 'object')
      .map(([tag, names]) => [tag, { en: text(names?.en), es: text(names?.es) }]),
  );
}

/** The update that stores `names` (database.rules.json `/tags`): trimmed; a tag with no name in either language is removed. */
export function tagNamesUpdate(names: TagNames): Record<string, Localized | null> {
  return Object.fromEntries(
    Object.entries(names).map(([tag, { en, es }]) => {
      const trimmed = { en: en.trim(), es: es.trim() };
      return [`tags/${tag}`, trimmed.en === '' && trimmed.es === '' ? null : trimmed];
    }),
  );
}

/** Arrays and index-keyed objects both come back from RTDB (it turns dense index keys into arrays; empty lists are absent); keep index order. */
export function listFromDb<T>(value: T[] | Record<string, T> | null | undefined): T[] {
  if (!value) return [];
  if (Array.isArray(value)) return value.filter((entry) => entry != null);
  return Object.keys(value)
    .sort((a, b) => Number(a) - Number(b))
    .map((key) => value[key]);
}

/** The stored version of an item: a positive integer; an item stored without one counts as 1, as in the rules. */
export const versionFromDb = (value: unknown): number => (typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : 1);

/** The largest time a Date holds (±8.64e15 ms); past it, new Date(ms).toISOString() throws a RangeError. */
export const MAX_TIME_MS = 8.64e15;
/**
 * A stored time as the pages may format it: an integer in [0, MAX_TIME_MS], else 0. The rules keep writes
 * near the server's clock, but an Admin-SDK import bypasses them, and one bad record must not break a page.
 */
const timeFromDb = (value: unknown): number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_TIME_MS ? value : 0;

/** A stored count: a whole number ≥ 0, else 0. */
const countFromDb = (value: unknown): number => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0);

/** The stored languages of a document: entries of known languages with a valid date only (an import may hold others). */
export function langsFromDb(value: unknown): Langs {
  const langs: Langs = {};
  if (!value || typeof value !== 'object') return langs;
  const stored = value as Partial<Record<Lang, Partial<DbLangPublication> | null>>;
  for (const lang of LANGS) {
    const entry = stored[lang];
    if (!entry || typeof entry !== 'object' || typeof entry.publishedAt !== 'number') continue;
    const from = entry.translatedFrom;
    langs[lang] = {
      publishedAt: timeFromDb(entry.publishedAt),
      firstPublishedAt: timeFromDb(entry.firstPublishedAt),
      rev: countFromDb(entry.rev),
      translatedFrom:
        from && typeof from === 'object' && LANGS.includes(from.lang) && from.lang !== lang
          ? { lang: from.lang, rev: countFromDb(from.rev), at: timeFromDb(from.at) }
          : null,
    };
  }
  return langs;
}

/** The languages as stored: absent where there are none, zeros and unknowns left out. */
export function langsToDb(langs: Langs): Partial<Record<Lang, DbLangPublication>> | null {
  const entries = LANGS.flatMap((lang) => {
    const entry = langs[lang];
    if (!entry) return [];
    const stored: DbLangPublication = { publishedAt: entry.publishedAt };
    if (entry.firstPublishedAt > 0) stored.firstPublishedAt = entry.firstPublishedAt;
    if (entry.rev > 0) stored.rev = entry.rev;
    if (entry.translatedFrom) {
      const { lang: source, rev, at } = entry.translatedFrom;
      stored.translatedFrom = at > 0 ? { lang: source, rev, at } : { lang: source, rev };
    }
    return [[lang, stored] as const];
  });
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

/**
 * A summary stored in the shape before per-language publication (LegacySummary): published, every language it is
 * written in is public from the item's date; a draft has none. Its dates are the item's, as stored.
 */
function legacyPublication(
  raw: StoredNode,
  text: { title: Localized; summary: Localized },
): { langs: Langs; publishedAt: number; firstPublishedAt: number } {
  const publishedAt = timeFromDb(raw.publishedAt);
  const published = raw.status === 'published';
  // A published item stored before firstPublishedAt counts from its date (docs/decisions.md, "Publication dates").
  const firstPublishedAt = timeFromDb(raw.firstPublishedAt) || (published ? publishedAt : 0);
  const langs: Langs = {};
  if (published) {
    for (const lang of LANGS) if (isAvailableIn(text, lang)) langs[lang] = { publishedAt, firstPublishedAt, rev: 0, translatedFrom: null };
  }
  return { langs, publishedAt, firstPublishedAt };
}

/**
 * The item's dates from its languages (content-types.ts, ItemDates): the earliest language's; with none, the last
 * save (a draft's placeholder date).
 */
export function itemDates(langs: Langs, updatedAt: number): { publishedAt: number; firstPublishedAt: number } {
  const entries = LANGS.map((lang) => langs[lang]).filter((entry): entry is LangPublication => entry !== undefined);
  if (entries.length === 0) return { publishedAt: updatedAt, firstPublishedAt: 0 };
  const firsts = entries.map((entry) => entry.firstPublishedAt).filter((first) => first > 0);
  return {
    publishedAt: Math.min(...entries.map((entry) => entry.publishedAt)),
    firstPublishedAt: firsts.length > 0 ? Math.min(...firsts) : 0,
  };
}

type StoredNode = Record<string, unknown>;

/** A field's value in the app, from the stored node it sits in: absent or malformed, the kind's blank value. */
function fieldFromDb(field: Field, key: string, node: StoredNode): unknown {
  const value = node[key] as never;
  switch (field.kind) {
    case 'version':
      return versionFromDb(value);
    case 'langs':
      return langsFromDb(value);
    case 'time':
      return timeFromDb(value);
    case 'text':
    case 'markdown':
      return localized(value);
    case 'minutes':
      return {
        en: (value as Partial<Localized<number>> | undefined)?.en ?? 0,
        es: (value as Partial<Localized<number>> | undefined)?.es ?? 0,
      };
    case 'tags':
      return tagsFromDb(value, node.tagList as never);
    case 'image':
      return fromDbImage(value);
    case 'gallery':
      return listFromDb<DbImage>(value).map((image) => fromDbImage(image) as ContentImage);
    case 'flag':
      return value === true;
    case 'integer':
      return value ?? field.min;
    case 'url':
      return value ?? '';
  }
}

/** The entries that store a field of `item` (null deletes): a save writes every field, so a cleared one is removed. */
function fieldToDb(field: Field, key: string, item: StoredNode): StoredNode {
  const value = item[key] as never;
  switch (field.kind) {
    case 'version':
      // A save stores the next version; the rules accept it only over the version it was based on.
      return { [key]: (value as number) + 1 };
    case 'time':
      // An optional time is stored only after the one it follows (the rules insist): a post published again
      // later is not "updated".
      return { [key]: field.optional && !((value as number) > ((field.after ? item[field.after] : 0) as number)) ? null : value };
    case 'text':
    case 'markdown':
    case 'minutes':
      return { [key]: { ...(value as Localized) } };
    case 'langs':
      return { [key]: langsToDb(value) };
    case 'tags':
      return tagsToDb(value);
    case 'image':
      return { [key]: value ? toDbImage(value) : null };
    case 'gallery':
      return { [key]: listToDb((value as ContentImage[]).map(toDbImage)) };
    case 'flag':
    case 'integer':
    case 'url':
      return { [key]: value };
  }
}

/** A stored node's fields as the app holds them. */
const nodeFromDb = <F extends Fields>(fields: F, node: StoredNode | undefined): FieldValues<F> =>
  Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, fieldFromDb(field, key, node ?? {})])) as FieldValues<F>;

/** The writes that store an item's fields in one node, as values of one multi-path update. */
const nodeToDb = (fields: Fields, item: object): StoredNode =>
  Object.assign({}, ...Object.entries(fields).map(([key, field]) => fieldToDb(field, key, item as StoredNode))) as StoredNode;

/**
 * A stored summary's fields as the app holds them, with its languages and the item's dates: read from `langs`, or
 * from `status` and the item's dates in the shape before per-language publication (LegacySummary).
 */
function summaryNodeFromDb<F extends Fields>(
  fields: F,
  db: StoredNode | undefined,
): FieldValues<F> & { publishedAt: number; firstPublishedAt: number } {
  const node = db ?? {};
  const values = nodeFromDb(fields, node) as FieldValues<F> & { langs: Langs; title: Localized; summary: Localized; updatedAt: number };
  const legacy = node.status !== undefined && node.langs === undefined;
  if (legacy) return Object.assign(values, legacyPublication(node, values));
  return Object.assign(values, itemDates(values.langs, values.updatedAt));
}

export const postSummaryFromDb = (id: string, db: DbPostSummary): PostSummary => ({
  id,
  ...summaryNodeFromDb(POST_MODEL.summary, db as unknown as StoredNode),
});

/** A post's body is stored as itself at `posts/bodies/{id}` (the one field of its details, content-model.ts). */
export const postFromDb = (id: string, summary: DbPostSummary, body: Localized | undefined): Post => ({
  ...postSummaryFromDb(id, summary),
  ...nodeFromDb(POST_MODEL.details, { body }),
});

/** The database writes for a post, as the values of one multi-path update (null deletes). */
export function postToDb(post: Post): { summary: StoredNode; body: Localized } {
  return { summary: nodeToDb(POST_MODEL.summary, post), body: nodeToDb(POST_MODEL.details, post).body as Localized };
}

export const projectSummaryFromDb = (id: string, db: DbProjectSummary): ProjectSummary => ({
  id,
  ...summaryNodeFromDb(PROJECT_MODEL.summary, db as unknown as StoredNode),
});

export const projectFromDb = (id: string, summary: DbProjectSummary, details: DbProjectDetails | undefined): Project => ({
  ...projectSummaryFromDb(id, summary),
  ...nodeFromDb(PROJECT_MODEL.details, details),
});

export function projectToDb(project: Project): { summary: StoredNode; details: StoredNode } {
  return { summary: nodeToDb(PROJECT_MODEL.summary, project), details: nodeToDb(PROJECT_MODEL.details, project) };
}

/** A language's text blanked: `''`, `0`, and the alt texts of images. */
function blankedIn(field: Field, value: unknown, keep: readonly Lang[]): unknown {
  const only = <T>(localized: Localized<T>, blank: T): Localized<T> =>
    Object.fromEntries(LANGS.map((lang) => [lang, keep.includes(lang) ? localized[lang] : blank])) as Localized<T>;
  const image = (picture: ContentImage): ContentImage => ({ ...picture, alt: only(picture.alt, '') });
  switch (field.kind) {
    case 'text':
    case 'markdown':
      return only(value as Localized, '');
    case 'minutes':
      return only(value as Localized<number>, 0);
    case 'image':
      return value ? image(value as ContentImage) : null;
    case 'gallery':
      return (value as ContentImage[]).map(image);
    default:
      return value;
  }
}

type AnyItem = PostSummary | ProjectSummary | Post | Project;
const MODEL_FIELDS: Fields = { ...POST_MODEL.summary, ...POST_MODEL.details, ...PROJECT_MODEL.summary, ...PROJECT_MODEL.details };

/**
 * `item` with only the text of `keep` (docs/decisions.md, "What a saved version of an item is"): every other
 * language's titles, summaries, bodies, reading times and alt texts blanked, as "not written". What a published
 * document holds of a working copy, and what a visitor may see of a published document at a moment.
 */
export function keepingLangs<T extends AnyItem>(item: T, keep: readonly Lang[]): T {
  const narrowed: Record<string, unknown> = { ...item };
  for (const [key, field] of Object.entries(MODEL_FIELDS)) if (key in item) narrowed[key] = blankedIn(field, narrowed[key], keep);
  return narrowed as T;
}

/**
 * A published document as visitors see it at `now`: only its live languages (isLive), their text and their
 * entries in `langs`, the item's dates from them; null when no language is live (not published, or scheduled).
 * Every public reader goes through this, so a language that is scheduled, unpublished or never published is in
 * no public response (nor a half-written one: a title without its summary). The same object when every
 * language is live.
 */
export function visibleAt<T extends AnyItem>(item: T, now: number): T | null {
  const live = liveLangs(item, now);
  if (live.length === 0) return null;
  if (live.length === LANGS.length) return item;
  const langs: Langs = Object.fromEntries(live.map((lang) => [lang, item.langs[lang]]));
  return { ...keepingLangs(item, live), langs, ...itemDates(langs, item.updatedAt) };
}

export type ItemKind = 'posts' | 'projects';
const DETAILS_NODE: Record<ItemKind, string> = { posts: 'bodies', projects: 'details' };

/**
 * Where an item's documents live (docs/data-model.md): the published document at today's paths, the working copy
 * under `/drafts` in the same shape, so lists read summaries without bodies there too.
 */
export const itemPaths = (kind: ItemKind, id: string) => ({
  summary: `${kind}/summaries/${id}`,
  details: `${kind}/${DETAILS_NODE[kind]}/${id}`,
  workingSummary: `drafts/${kind}/summaries/${id}`,
  workingDetails: `drafts/${kind}/${DETAILS_NODE[kind]}/${id}`,
});

/** An item's summary and details (a post's body) as stored, at `item.version + 1`. */
function itemToDb(kind: ItemKind, item: Post | Project): { summary: StoredNode; details: unknown } {
  if (kind === 'posts') {
    const { summary, body } = postToDb(item as Post);
    return { summary, details: body };
  }
  const { summary, details } = projectToDb(item as Project);
  return { summary, details: withoutNulls(details) };
}

/**
 * The one multi-path update that stores a change of an item (saved-item.ts): each document written at the item's
 * next version, or removed (both halves together), or left alone. A published document holds only the text of the
 * languages in its `langs`, whatever it was given.
 */
export function savedChangeToDb(kind: ItemKind, change: SavedChange<Post | Project>): Record<string, unknown> {
  const paths = itemPaths(kind, change.id);
  const update: Record<string, unknown> = {};
  if (change.published !== undefined) {
    const published =
      change.published &&
      keepingLangs(
        { ...change.published, version: change.version },
        LANGS.filter((lang) => change.published?.langs[lang]),
      );
    const stored = published && itemToDb(kind, published);
    update[paths.summary] = stored ? withoutNulls(stored.summary) : null;
    update[paths.details] = stored ? stored.details : null;
  }
  if (change.working !== undefined) {
    const stored = change.working && itemToDb(kind, { ...change.working, version: change.version });
    update[paths.workingSummary] = stored ? withoutNulls({ ...stored.summary, basedOn: change.basedOn }) : null;
    update[paths.workingDetails] = stored ? stored.details : null;
  }
  return update;
}

/** The stored nodes of one item, as read: either document may be missing. */
export interface StoredItem {
  summary?: unknown;
  details?: unknown;
  workingSummary?: unknown;
  workingDetails?: unknown;
}

const isNode = (value: unknown): value is StoredNode => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * An item's two documents as the owner has them; null when neither exists. A document of the shape before
 * per-language publication (LegacySummary) is read as before: published, it is the published document; a draft,
 * the working copy.
 */
export function savedFromDb<T extends Post | Project>(kind: ItemKind, id: string, stored: StoredItem): SavedItem<T> | null {
  const read = (summary: unknown, details: unknown): T | null => {
    if (!isNode(summary)) return null;
    return (
      kind === 'posts'
        ? postFromDb(id, summary as unknown as DbPostSummary, (details ?? undefined) as Localized | undefined)
        : projectFromDb(id, summary as unknown as DbProjectSummary, (details ?? undefined) as DbProjectDetails | undefined)
    ) as T;
  };
  let published = read(stored.summary, stored.details);
  let working = read(stored.workingSummary, stored.workingDetails);
  if (published && isNode(stored.summary) && stored.summary.status === 'draft' && stored.summary.langs === undefined) {
    // A draft of the older shape: what the working copy is now; its date is its kept date.
    working ??= { ...published, langs: published.firstPublishedAt > 0 ? keptDates(published) : {} };
    published = null;
  }
  if (!published && !working) return null;
  return { published, working };
}

/** Summaries-only version of savedFromDb, for lists. */
export function savedSummaryFromDb<T extends PostSummary | ProjectSummary>(
  kind: ItemKind,
  id: string,
  summary: unknown,
  workingSummary: unknown,
): SavedItem<T> | null {
  const read = (value: unknown): T | null =>
    isNode(value)
      ? ((kind === 'posts'
          ? postSummaryFromDb(id, value as unknown as DbPostSummary)
          : projectSummaryFromDb(id, value as unknown as DbProjectSummary)) as T)
      : null;
  let published = read(summary);
  let working = read(workingSummary);
  if (published && isNode(summary) && summary.status === 'draft' && summary.langs === undefined) {
    working ??= { ...published, langs: published.firstPublishedAt > 0 ? keptDates(published) : {} };
    published = null;
  }
  if (!published && !working) return null;
  return { published, working };
}

/** The dates an unpublished item keeps (its own), for each language it is written in. */
export function keptDates(item: PostSummary | ProjectSummary): Langs {
  return Object.fromEntries(
    LANGS.filter((lang) => isAvailableIn(item, lang)).map((lang) => [
      lang,
      { publishedAt: item.publishedAt, firstPublishedAt: item.firstPublishedAt, rev: 0, translatedFrom: null },
    ]),
  );
}

export const byNewest = (a: { publishedAt: number }, b: { publishedAt: number }) => b.publishedAt - a.publishedAt;

export function byProjectOrder(a: ProjectSummary, b: ProjectSummary): number {
  if (a.featured !== b.featured) return a.featured ? -1 : 1;
  if (a.order !== b.order) return a.order - b.order;
  return byNewest(a, b);
}

export type DbCv = Omit<Cv, 'version' | 'experience' | 'education' | 'skills' | 'languages'> & {
  /** Advanced by one with every save (the rules insist); absent in the seed and older imports, which count as 1. */
  version?: number;
  experience?: (Omit<Cv['experience'][number], 'highlights'> & { highlights?: Partial<Localized<string[] | Record<string, string>>> })[];
  education?: Cv['education'];
  /** `items` per language; a CV saved before skills were translated holds one list for both (read as such). */
  skills?: (Omit<Cv['skills'][number], 'items'> & {
    items?: string[] | Record<string, string> | Partial<Localized<string[] | Record<string, string>>>;
  })[];
  languages?: Cv['languages'];
};

function skillItemsFromDb(items: NonNullable<DbCv['skills']>[number]['items']): Localized<string[]> {
  if (items && !Array.isArray(items) && ('en' in items || 'es' in items)) {
    const perLanguage = items as Partial<Localized<string[] | Record<string, string>>>;
    return { en: listFromDb(perLanguage.en), es: listFromDb(perLanguage.es) };
  }
  const shared = listFromDb(items as string[] | Record<string, string> | undefined);
  return { en: shared, es: [...shared] };
}

export function cvFromDb(db: DbCv): Cv {
  return {
    version: versionFromDb(db.version),
    name: db.name,
    role: db.role,
    location: db.location,
    email: db.email,
    summary: db.summary,
    experience: listFromDb(db.experience).map((entry) => ({
      ...entry,
      highlights: { en: listFromDb(entry.highlights?.en), es: listFromDb(entry.highlights?.es) },
    })),
    education: listFromDb(db.education),
    skills: listFromDb(db.skills).map((entry) => ({ ...entry, items: skillItemsFromDb(entry.items) })),
    languages: listFromDb(db.languages),
  };
}

/** An index-keyed object, as the database stores a list; null (nothing stored) for an empty one. */
const listToDb = <T>(list: T[]): Record<string, T> | null =>
  list.length > 0 ? Object.fromEntries(list.map((entry, index) => [String(index), entry])) : null;

const withoutNullFields = <T extends Record<string, unknown>>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== null)) as T;

/**
 * The CV as the database stores it, at the version a save writes (`cv.version + 1`): lists become index-keyed
 * objects (the rules name their keys 0–99) and empty lists are left out, as the database would drop them anyway.
 */
export function cvToDb(cv: Cv): Record<string, unknown> {
  return withoutNullFields({
    version: cv.version + 1,
    name: cv.name,
    role: { ...cv.role },
    location: { ...cv.location },
    email: cv.email,
    summary: { ...cv.summary },
    experience: listToDb(
      cv.experience.map(({ organization, role, location, start, end, highlights }) =>
        withoutNullFields({
          organization,
          role: { ...role },
          location: { ...location },
          start,
          end,
          highlights:
            highlights.en.length + highlights.es.length > 0
              ? withoutNullFields({ en: listToDb(highlights.en), es: listToDb(highlights.es) })
              : null,
        }),
      ),
    ),
    education: listToDb(
      cv.education.map(({ institution, degree, location, start, end }) => ({
        institution,
        degree: { ...degree },
        location: { ...location },
        start,
        end,
      })),
    ),
    skills: listToDb(
      cv.skills.map(({ name, items }) =>
        withoutNullFields({
          name: { ...name },
          items: items.en.length + items.es.length > 0 ? withoutNullFields({ en: listToDb(items.en), es: listToDb(items.es) }) : null,
        }),
      ),
    ),
    languages: listToDb(cv.languages.map(({ name, level }) => ({ name: { ...name }, level: { ...level } }))),
  });
}

/** A record without its null and undefined entries: what the database stores (a null there deletes). */
export const withoutNulls = <T extends Record<string, unknown>>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== null && entry !== undefined)) as T;
