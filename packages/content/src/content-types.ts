/**
 * The content model as the app uses it. The Realtime Database stores the same
 * data in a slightly different shape (see db-mapping.ts and docs/data-model.md):
 * list data and bodies live apart so that lists never download bodies.
 */
import type { Lang, Localized } from './languages.ts';
import type { ContentImage, FieldValues, POST_MODEL, PROJECT_MODEL } from './content-model.ts';

// The languages belong to the lowest layer (languages.ts); the content model speaks them.
export { LANGS, type Lang, type Localized } from './languages.ts';
// The fields and their limits are declared once, in content-model.ts; the types below derive from it.
export type { ContentImage, ImageVariant, PublishStatus } from './content-model.ts';

/** The Storage objects an image is stored in: its own and its copies' (none for a bundled image, path ''). */
export function imageFilePaths(image: ContentImage): string[] {
  return [image.path, ...image.variants.map((variant) => variant.path)].filter((path) => path !== '');
}

interface ItemId {
  /** The slug: the URL segment, fixed after the first save. */
  id: string;
}

/** What decides whether visitors see an item: its status and its publication moment. */
export type Publication = Pick<PostSummary, 'status' | 'publishedAt'>;

/**
 * Whether visitors see an item at `now`: published, and its publication moment has come. Every reader of
 * content for visitors asks this (the server renderer's store, the bundled store, the owner's database store for
 * public lists), so a scheduled item appears everywhere at once, with no rebuild (docs/decisions.md,
 * "Scheduled publishing").
 */
export const isLive = (item: Publication, now: number): boolean => item.status === 'published' && item.publishedAt <= now;

/** Published with a date still to come: the owner's list says "Scheduled", visitors do not see it yet. */
export const isScheduled = (item: Publication, now: number): boolean => item.status === 'published' && item.publishedAt > now;

export interface PostSummary extends ItemId, FieldValues<typeof POST_MODEL.summary> {}

/** The date a post was last marked as updated for readers, or 0 (docs/decisions.md, "Dates that tell the truth"). */
export const revisedDate = (post: PostSummary): number => (post.revisedAt > post.publishedAt ? post.revisedAt : 0);

/** The post's last meaningful change, for JSON-LD `dateModified` and `article:modified_time`: revised, else published. */
export const modifiedDate = (post: PostSummary): number => revisedDate(post) || post.publishedAt;

export interface Post extends PostSummary, FieldValues<typeof POST_MODEL.details> {}

export interface ProjectSummary extends ItemId, FieldValues<typeof PROJECT_MODEL.summary> {}

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
