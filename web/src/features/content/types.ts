/**
 * The content model as the app uses it. The Realtime Database stores the same
 * data in a slightly different shape (see ./api/db-mapping.ts and docs/data-model.md):
 * list data and bodies live apart so that lists never download bodies.
 */
import type { Lang, Localized } from '../../config/languages';

// The languages belong to the lowest layer (config/languages.ts); the content model speaks them.
export { LANGS, type Lang, type Localized } from '../../config/languages';

export type PublishStatus = 'draft' | 'published';

export interface ContentImage {
  /** Storage object path (e.g. `images/posts/my-post/cover-1700000000.webp`), or `''` for bundled images. */
  path: string;
  /** URL the browser loads: a Storage download URL, or a site path for bundled images. */
  url: string;
  width: number;
  height: number;
  alt: Localized;
  /**
   * Narrower copies of the same picture, narrowest first, for `srcset` (docs/decisions.md, "Responsive images"):
   * `[]` for bundled images and for uploads stored before copies were made. The image itself is the widest.
   */
  variants: ImageVariant[];
}

/** The Storage objects an image is stored in: its own and its copies' (none for a bundled image, path ''). */
export function imageFilePaths(image: ContentImage): string[] {
  return [image.path, ...image.variants.map((variant) => variant.path)].filter((path) => path !== '');
}

/** A narrower copy of an uploaded image: its own Storage object, the same type and aspect ratio. */
export interface ImageVariant {
  /** In pixels, less than the image's own width. */
  width: number;
  /** Storage object path, in the image's folder: `<name>-<width>w.<ext>` beside `<name>.<ext>`. */
  path: string;
  url: string;
}

interface ItemCommon {
  /** The slug: the URL segment, fixed after the first save. */
  id: string;
  /**
   * The stored version this copy was read at (0: never saved). A save is accepted only while the stored version
   * is still this one, and stores the next (database.rules.json): two tabs cannot overwrite each other unseen.
   */
  version: number;
  status: PublishStatus;
  /** Milliseconds since the epoch. */
  createdAt: number;
  updatedAt: number;
  /**
   * When it is (or will be) published; drives ordering. A published item dated in the future is scheduled:
   * visitors see it from that moment on (isLive).
   */
  publishedAt: number;
  title: Localized;
  summary: Localized;
  tags: string[];
}

/** What decides whether visitors see an item: its status and its publication moment. */
export type Publication = Pick<ItemCommon, 'status' | 'publishedAt'>;

/**
 * Whether visitors see an item at `now`: published, and its publication moment has come. Every reader of
 * content for visitors asks this (the server renderer's store, the bundled store, the owner's database store for
 * public lists), so a scheduled item appears everywhere at once, with no rebuild (docs/decisions.md,
 * "Scheduled publishing").
 */
export const isLive = (item: Publication, now: number): boolean => item.status === 'published' && item.publishedAt <= now;

/** Published with a date still to come: the owner's list says "Scheduled", visitors do not see it yet. */
export const isScheduled = (item: Publication, now: number): boolean => item.status === 'published' && item.publishedAt > now;

export interface PostSummary extends ItemCommon {
  /**
   * When the owner last marked a saved change as one that matters to readers ("Updated on …"), or 0: typo fixes
   * leave it alone. Always after `publishedAt` when set (docs/decisions.md, "Dates that tell the truth").
   */
  revisedAt: number;
  cover: ContentImage | null;
  /** Minutes, computed from the body at save time so lists need not load bodies. */
  readingMinutes: Localized<number>;
}

/** The date a post was last marked as updated for readers, or 0 (docs/decisions.md, "Dates that tell the truth"). */
export const revisedDate = (post: PostSummary): number => (post.revisedAt > post.publishedAt ? post.revisedAt : 0);

/** The post's last meaningful change, for JSON-LD `dateModified` and `article:modified_time`: revised, else published. */
export const modifiedDate = (post: PostSummary): number => revisedDate(post) || post.publishedAt;

export interface Post extends PostSummary {
  body: Localized;
}

export interface ProjectSummary extends ItemCommon {
  featured: boolean;
  /** Lower comes first among items with the same `featured` value. */
  order: number;
  /** The card image (one of the gallery images, or null). */
  cover: ContentImage | null;
  liveUrl: string;
  repoUrl: string;
}

export interface Project extends ProjectSummary {
  body: Localized;
  gallery: ContentImage[];
}

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
  items: string[];
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
