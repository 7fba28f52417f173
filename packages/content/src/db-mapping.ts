/**
 * Conversion between the app's content types and the Realtime Database tree
 * (docs/data-model.md). Both content stores use it, so the seed file is read
 * exactly as the database would return it.
 */
import { POST_MODEL, PROJECT_MODEL, TAG_PATTERN, type Field, type FieldValues, type Fields, type KindValues } from './content-model.ts';
import {
  isLive,
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
type StoredValues = Omit<KindValues, 'tags' | 'image' | 'gallery'> & {
  tags: Record<string, true>;
  image: DbImage;
  /** RTDB returns index-keyed objects as arrays, and may return sparse objects. */
  gallery: DbImage[] | Record<string, DbImage>;
};

/** A node as stored: the model's fields, those it calls optional maybe absent. */
type DbNode<F extends Fields> = {
  -readonly [K in keyof F as F[K] extends { optional: true } ? never : K]: StoredValues[F[K]['kind']];
} & {
  -readonly [K in keyof F as F[K] extends { optional: true } ? K : never]?: StoredValues[F[K]['kind']];
};

type DbSummary<F extends Fields> = Omit<DbNode<F>, 'version'> & {
  /** Advanced by one with every save (the rules insist); absent in imports from before versions, which count as 1. */
  version?: number;
  /**
   * The same tags in numbered slots 0–11, in the owner's order: the rules cannot count a node's children, so
   * each tag must sit in a slot and each slot hold a tag, which caps the tags at 12 (docs/data-model.md).
   * The database returns an object's keys sorted, so the order lives here: readers list `tags` in slot order.
   * RTDB returns dense index keys as an array.
   */
  tagList?: string[] | Record<string, string>;
};

export type DbPostSummary = DbSummary<typeof POST_MODEL.summary>;
export type DbProjectSummary = DbSummary<typeof PROJECT_MODEL.summary>;
export type DbProjectDetails = DbNode<typeof PROJECT_MODEL.details>;

/** The whole database tree; the seed file has exactly this shape. */
export interface DbTree {
  posts?: { summaries?: Record<string, DbPostSummary>; bodies?: Record<string, Localized> };
  projects?: { summaries?: Record<string, DbProjectSummary>; details?: Record<string, DbProjectDetails> };
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

/**
 * Whether a stored summary is one visitors see at `now` (isLive), read as stored: the three stores that filter
 * for visitors (server, database, memory) ask this of the raw node before mapping it.
 */
export const isStoredSummaryLive = (value: unknown, now: number): boolean => {
  const summary = value as { status?: unknown; publishedAt?: unknown } | null;
  return summary?.status === 'published' && isLive({ status: 'published', publishedAt: timeFromDb(summary.publishedAt) }, now);
};

type StoredNode = Record<string, unknown>;

/** A field's value in the app, from the stored node it sits in: absent or malformed, the kind's blank value. */
function fieldFromDb(field: Field, key: string, node: StoredNode): unknown {
  const value = node[key] as never;
  switch (field.kind) {
    case 'version':
      return versionFromDb(value);
    case 'status':
      return value;
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
    case 'tags':
      return tagsToDb(value);
    case 'image':
      return { [key]: value ? toDbImage(value) : null };
    case 'gallery':
      return { [key]: listToDb((value as ContentImage[]).map(toDbImage)) };
    case 'status':
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

export const postSummaryFromDb = (id: string, db: DbPostSummary): PostSummary => ({ id, ...nodeFromDb(POST_MODEL.summary, db) });

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
  ...nodeFromDb(PROJECT_MODEL.summary, db),
});

export const projectFromDb = (id: string, summary: DbProjectSummary, details: DbProjectDetails | undefined): Project => ({
  ...projectSummaryFromDb(id, summary),
  ...nodeFromDb(PROJECT_MODEL.details, details),
});

export function projectToDb(project: Project): { summary: StoredNode; details: StoredNode } {
  return { summary: nodeToDb(PROJECT_MODEL.summary, project), details: nodeToDb(PROJECT_MODEL.details, project) };
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
