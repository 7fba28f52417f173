/**
 * The slice of the content model the functions need: summaries only, never bodies.
 * Mirrors the database tree in docs/data-model.md (the web app's DbTree); defined here
 * because functions must not import from web/.
 */
export type Lang = 'en' | 'es';
export const LANGS: readonly Lang[] = ['en', 'es'];

interface Localized<T = string> {
  en: T;
  es: T;
}

interface ContentImage {
  url: string;
  width: number;
  height: number;
  alt: Localized;
}

export type ContentKind = 'post' | 'project';

export interface ItemSummary {
  kind: ContentKind;
  id: string;
  status: 'draft' | 'published';
  createdAt: number;
  updatedAt: number;
  publishedAt: number;
  title: Localized;
  summary: Localized;
  tags: string[];
  cover: ContentImage | null;
  /** Posts: minutes to read in each language (0 for projects and where unwritten). */
  readingMinutes: Localized<number>;
}

/** The raw database tree (as stored and as in the seed file); only the parts read here. */
export interface DbTree {
  posts?: { summaries?: Record<string, unknown> | null } | null;
  projects?: { summaries?: Record<string, unknown> | null } | null;
  tags?: Record<string, unknown> | null;
}

/** Ids are slugs (docs/data-model.md); anything else cannot exist, so it needs no lookup. */
const ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const isValidId = (id: string): boolean => id.length >= 3 && id.length <= 80 && ID_PATTERN.test(id);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** The largest time a Date holds (±8.64e15 ms); past it, new Date(ms).toISOString() throws a RangeError. */
export const MAX_TIME_MS = 8.64e15;
/**
 * A stored timestamp as the pages and feeds may format it: an integer in [0, MAX_TIME_MS], else 0 ("none").
 * The rules keep writes near the server's clock, but an Admin-SDK import bypasses them.
 */
const timestamp = (value: unknown): number => {
  const ms = num(value);
  return Number.isInteger(ms) && ms >= 0 && ms <= MAX_TIME_MS ? ms : 0;
};

function localized(value: unknown): Localized {
  const record = isRecord(value) ? value : {};
  return { en: text(record.en), es: text(record.es) };
}

function minutes(value: unknown): Localized<number> {
  const record = isRecord(value) ? value : {};
  const whole = (entry: unknown) => Math.min(999, Math.max(0, Math.round(num(entry))));
  return { en: whole(record.en), es: whole(record.es) };
}

function image(value: unknown): ContentImage | null {
  if (!isRecord(value) || typeof value.url !== 'string' || value.url === '') return null;
  return { url: value.url, width: num(value.width), height: num(value.height), alt: localized(value.alt) };
}

/**
 * Reads one stored summary defensively: the database is written by the admin forms and the rules,
 * but a crawler-facing function must not crash on one odd record, so bad records become null.
 */
export function summaryFromDb(kind: ContentKind, id: string, raw: unknown): ItemSummary | null {
  if (!isRecord(raw)) return null;
  if (raw.status !== 'draft' && raw.status !== 'published') return null;
  return {
    kind,
    id,
    status: raw.status,
    createdAt: timestamp(raw.createdAt),
    updatedAt: timestamp(raw.updatedAt),
    publishedAt: timestamp(raw.publishedAt),
    title: localized(raw.title),
    summary: localized(raw.summary),
    tags: tagsFromRaw(raw.tags, raw.tagList),
    cover: image(raw.cover),
    readingMinutes: minutes(raw.readingMinutes),
  };
}

/**
 * Tags in the owner's order. The database keeps an object's keys sorted, so the set `tags` ({ <tag>: true })
 * cannot hold the order; `tagList`, the same tags in slots 0–11, does (an array, as RTDB returns dense index
 * keys, or an index-keyed object). Tags without a slot (an item stored before `tagList`) follow alphabetically;
 * a slot naming a tag the item does not have is ignored. Same reading as the web app's db-mapping.
 */
export function tagsFromRaw(rawTags: unknown, rawTagList?: unknown): string[] {
  if (!isRecord(rawTags)) return [];
  const tags = new Set(Object.keys(rawTags).filter((tag) => rawTags[tag] === true));
  const slots = Array.isArray(rawTagList)
    ? rawTagList
    : isRecord(rawTagList)
      ? Object.keys(rawTagList)
          .sort((a, b) => Number(a) - Number(b))
          .map((key) => rawTagList[key])
      : [];
  const ordered = [...new Set(slots)].filter((tag): tag is string => typeof tag === 'string' && tags.has(tag));
  const placed = new Set(ordered);
  return [...ordered, ...[...tags].filter((tag) => !placed.has(tag)).sort()];
}

/** `/tags/{tag}`: each tag's name in each language ("" where none is written; docs/data-model.md). */
export type TagNames = Record<string, Localized>;

const TAG_PATTERN = /^[a-z0-9][a-z0-9-]{0,29}$/;

/** The stored tag names, anything malformed left out. Same reading as the web app's db-mapping `tagNamesFromDb`. */
export function tagNamesFromDb(value: unknown): TagNames {
  if (!isRecord(value)) return {};
  const text = (entry: unknown): string => (typeof entry === 'string' ? entry.trim() : '');
  return Object.fromEntries(
    Object.entries(value)
      .filter((entry): entry is [string, Record<string, unknown>] => TAG_PATTERN.test(entry[0]) && isRecord(entry[1]))
      .map(([tag, names]) => [tag, { en: text(names.en), es: text(names.es) }]),
  );
}

/** A tag as readers of `lang` see it: its name in that language, or its slug where none is written. */
export const tagLabel = (names: TagNames, tag: string, lang: Lang): string => names[tag]?.[lang] || tag;

/** An item is shown in a language when its title and summary are written in it. */
const isAvailableIn = (item: ItemSummary, lang: Lang): boolean => item.title[lang].trim() !== '' && item.summary[lang].trim() !== '';

/**
 * Published, and its moment has come: a published item dated in the future is scheduled. The web app's isLive
 * (web/src/config/content-types.ts) is the same rule for the pages; docs/decisions.md, "Scheduled publishing".
 */
export const isLive = (item: ItemSummary, now: number): boolean => item.status === 'published' && item.publishedAt <= now;

/** What a visitor may see in a language: published and translated. */
export const isPublicIn = (item: ItemSummary, lang: Lang): boolean => item.status === 'published' && isAvailableIn(item, lang);

export const availableLangs = (item: ItemSummary): Lang[] => LANGS.filter((lang) => isAvailableIn(item, lang));

export const byNewest = (a: ItemSummary, b: ItemSummary): number => b.publishedAt - a.publishedAt;
