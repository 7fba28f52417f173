/**
 * The content model as the app uses it. The Realtime Database stores the same
 * data in a slightly different shape (see db-mapping.ts and docs/data-model.md):
 * list data and bodies live apart so that lists never download bodies.
 */
import type { Lang, Localized } from './languages.ts';
import { LANGS } from './languages.ts';
import type { ContentImage, FieldValues, Langs, POST_MODEL, PROJECT_MODEL, PublishStatus } from './content-model.ts';

// The languages belong to the lowest layer (languages.ts); the content model speaks them.
export { LANGS, type Lang, type Localized } from './languages.ts';
// The fields and their limits are declared once, in content-model.ts; the types below derive from it.
export type { ContentImage, ImageVariant, LangPublication, Langs, PublishStatus, TranslatedFrom } from './content-model.ts';

/** The Storage objects an image is stored in: its own and its copies' (none for a bundled image, path ''). */
export function imageFilePaths(image: ContentImage): string[] {
  return [image.path, ...image.variants.map((variant) => variant.path)].filter((path) => path !== '');
}

interface ItemId {
  /** The slug: the URL segment, fixed after the first save. */
  id: string;
}

/** What decides whether visitors see a language of an item: its entry in `langs`. */
export type Publication = { langs: Langs };

/**
 * Whether visitors see `lang` of an item at `now`: the language is in the published document's `langs` and its
 * moment has come (docs/decisions.md, "What a saved version of an item is"). Every reader of content for visitors
 * asks this per language (the server renderer's store, the bundled store, the functions' feeds, sitemaps and
 * cards), so a scheduled language appears everywhere at once, with no rebuild.
 */
export const isLive = (item: Publication, lang: Lang, now: number): boolean => {
  const entry = item.langs[lang];
  return entry !== undefined && entry.publishedAt <= now;
};

/** In the published document with a date still to come: the owner sees "Scheduled", visitors nothing yet. */
export const isScheduled = (item: Publication, lang: Lang, now: number): boolean => {
  const entry = item.langs[lang];
  return entry !== undefined && entry.publishedAt > now;
};

/** The languages visitors see at `now`. */
export const liveLangs = (item: Publication, now: number): Lang[] => LANGS.filter((lang) => isLive(item, lang, now));

/** Whether visitors see the item in some language at `now`. */
export const isLiveAnywhere = (item: Publication, now: number): boolean => liveLangs(item, now).length > 0;

/** Published in some language, none of them come yet: the whole item waits for its date. */
export const isScheduledOnly = (item: Publication, now: number): boolean =>
  !isLiveAnywhere(item, now) && LANGS.some((lang) => isScheduled(item, lang, now));

/** Whether any language is in the published document (public or scheduled): the item has been "published". */
export const isPublished = (item: Publication): boolean => LANGS.some((lang) => item.langs[lang] !== undefined);

/** The editor's one status of an item: published when some language is (docs/decisions.md, "What a saved version of an item is"). */
export const statusOf = (item: Publication): PublishStatus => (isPublished(item) ? 'published' : 'draft');

/**
 * The dates of an item as a whole, derived from its languages (never stored): `publishedAt` is the earliest
 * language's (the article's date, its place in the lists, in both languages: a translation published later is the
 * same article), `firstPublishedAt` likewise (0 while none was ever public). For an item with no language
 * published, the dates its working copy keeps, else its last save (a draft's date is a placeholder).
 */
interface ItemDates {
  publishedAt: number;
  firstPublishedAt: number;
}

export interface PostSummary extends ItemId, FieldValues<typeof POST_MODEL.summary>, ItemDates {}

/** The date a post was last marked as updated for readers, or 0 (docs/decisions.md, "Dates that tell the truth"). */
export const revisedDate = (post: PostSummary): number => (post.revisedAt > post.publishedAt ? post.revisedAt : 0);

/** The post's last meaningful change, for JSON-LD `dateModified` and `article:modified_time`: revised, else published. */
export const modifiedDate = (post: PostSummary): number => revisedDate(post) || post.publishedAt;

export interface Post extends PostSummary, FieldValues<typeof POST_MODEL.details> {}

export interface ProjectSummary extends ItemId, FieldValues<typeof PROJECT_MODEL.summary>, ItemDates {}

export interface Project extends ProjectSummary, FieldValues<typeof PROJECT_MODEL.details> {}

export interface CvPeriod {
  /** `YYYY-MM` */
  start: string;
  /** `YYYY-MM`, or `''` for "present". */
  end: string;
}

interface CvExperience extends CvPeriod {
  organization: string;
  role: Localized;
  location: Localized;
  highlights: Localized<string[]>;
}

export interface CvEducation extends CvPeriod {
  institution: string;
  degree: Localized;
  location: Localized;
}

interface CvSkillGroup {
  name: Localized;
  /** Per language, as a skill can be a phrase ("Web performance", "Rendimiento web"); tool names repeat in both. */
  items: Localized<string[]>;
}

export interface CvLanguage {
  name: Localized;
  level: Localized;
}

export interface Cv {
  /**
   * The stored version this copy was read at (0: no CV stored yet; a CV stored without one counts as 1). As for
   * posts, a save is accepted only while the stored version is still this one, and stores the next.
   */
  version: number;
  name: string;
  role: Localized;
  location: Localized;
  email: string;
  summary: Localized;
  experience: CvExperience[];
  education: CvEducation[];
  skills: CvSkillGroup[];
  languages: CvLanguage[];
}

/** A post or project exists in a language when its title and summary are written in it (docs/decisions.md); the body does not count. */
export function isAvailableIn(item: { title: Localized; summary: Localized }, lang: Lang): boolean {
  return item.title[lang].trim() !== '' && item.summary[lang].trim() !== '';
}

/**
 * What readers see for each tag, by tag slug (docs/data-model.md, `/tags`): the owner's name for it in each
 * language; `""` where none is written, and the slug is shown instead. URLs always use the slug.
 */
export type TagNames = Record<string, Localized>;

/** The longest tag name (database.rules.json `/tags`). */
export const TAG_NAME_MAX = 40;

/** A tag as readers of `lang` see it: the owner's name for it there, else its slug. */
export function tagLabel(names: TagNames, tag: string, lang: Lang): string {
  return names[tag]?.[lang] || tag;
}
