/**
 * Client-side checks for posts and projects, by each field's kind and limits as the content model declares them
 * (packages/content/src/content-model.ts). They mirror the limits that database.rules.json enforces (docs/data-model.md,
 * "Limits"), so the form can say what is wrong next to each field instead of the database answering a bare
 * "permission denied". Where the brief asks for more than the rules (a summary and
 * a body in each language that has a title; at most 12 tags) the form is stricter,
 * never looser. Values arrive normalised (see form-values.ts: text trimmed),
 * so lengths are checked as the rules see them.
 */
import { LIMITS, POST_MODEL, PROJECT_MODEL, VISIBLE_CHARACTER, type Field } from '@portfolio/content/content-model';
import type { ContentImage, Lang, Post, Project } from '@portfolio/content/content-types';
import { LANGS, isPublished } from '@portfolio/content/content-types';
import { SLUG_PATTERN, TAG_PATTERN } from '../../utils/slug';

/**
 * Every field of a post, wherever it is stored: what the editor edits, checks and saves. Put together here, in the
 * editor, so the visitors' bundle carries only the model itself.
 */
export const POST_FIELDS = { ...POST_MODEL.summary, ...POST_MODEL.details };
/** Every field of a project, wherever it is stored. */
export const PROJECT_FIELDS = { ...PROJECT_MODEL.summary, ...PROJECT_MODEL.details };

type ErrorCode =
  | 'required'
  | 'titleRequired'
  | 'requiredWithTitle'
  | 'tooShort'
  | 'tooLong'
  | 'slug'
  | 'taken'
  | 'takenBy'
  | 'orderTaken'
  | 'tag'
  | 'tooMany'
  | 'url'
  | 'integer'
  | 'range'
  | 'date'
  | 'future'
  | 'imagePath'
  | 'imageUrl'
  | 'imageSize'
  | 'altMissing'
  | 'altRequired'
  // The CV's (cv-validation.ts).
  | 'email'
  | 'month'
  | 'endBeforeStart'
  | 'lineTooLong';

export interface FieldError {
  code: ErrorCode;
  min?: number;
  max?: number;
  /** The offending value, when naming it helps (a bad tag). */
  value?: string;
  /** A value that would do instead (the next free featured order). */
  next?: number;
}

/**
 * Field path → error. Paths: `id`, `title.en`, `summary.es`, `body.en`, `tags`,
 * `publishedAt`, `cover`, `cover.alt.en`, `liveUrl`, `repoUrl`, `order`,
 * `gallery`, `gallery.2`, `gallery.2.alt.es`.
 */
export type FieldErrors = Record<string, FieldError>;

export interface ValidateOptions {
  /** The clock to compare publishedAt with (tests pass a fixed one). */
  now?: number;
}

// The same patterns as database.rules.json (an https URL with a host name of dot-separated labels, none empty or
// starting or ending with a hyphen, so `https://.` or `https://-a..b` are refused; a site path for bundled images).
const URL_PATTERN = /^https:\/\/[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)+(:[0-9]+)?([/?#]\S*)?$/;
const SITE_PATH_PATTERN = /^\/[A-Za-z0-9._~-][A-Za-z0-9._~/-]*$/;
// Download URLs of the Storage emulator (development only; the rules accept exactly this prefix).
const STORAGE_EMULATOR_URL_PREFIX = 'http://127.0.0.1:9199/v0/b/';
// An image URL must never reach the site's API (a GET there can be an action), nor anything a browser
// would normalize into it (dot segments, backslashes, %2e).
const API_PATH_PATTERN = /^(https?:\/\/[^/?#]*)?\/api([/?#].*)?$/i;
const isImageUrl = (url: string): boolean =>
  (URL_PATTERN.test(url) || url.startsWith(STORAGE_EMULATOR_URL_PREFIX) || SITE_PATH_PATTERN.test(url)) &&
  !API_PATH_PATTERN.test(url) &&
  !url.includes('/.') &&
  !url.includes('\\') &&
  !url.toLowerCase().includes('%2e');
// In the bundled (no-database) mode an uploaded image lives only in this tab, as a blob: URL. The database
// rules refuse such URLs, so one can never be saved to a real database; accepting it here lets the owner try
// the editor end to end without a backend.
const TAB_IMAGE_URL_PATTERN = /^blob:https?:\/\/[A-Za-z0-9.-]+(:[0-9]+)?\/[A-Za-z0-9-]+$/;
const IMAGE_PATH_PATTERN = /^images\/(posts|projects)\/[a-z0-9-]+\/[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;
const IMAGE_PATH_MAX = 300;
const IMAGE_SIDE_MAX = 20_000;

function validateId(id: string): FieldError | null {
  if (id === '') return { code: 'required' };
  if (id.length < LIMITS.idMin) return { code: 'tooShort', min: LIMITS.idMin };
  if (id.length > LIMITS.idMax) return { code: 'tooLong', max: LIMITS.idMax };
  if (!SLUG_PATTERN.test(id)) return { code: 'slug' };
  return null;
}

/** One tag as typed in the tags input (also used by validateTags). */
export function validateTag(tag: string): FieldError | null {
  return TAG_PATTERN.test(tag) ? null : { code: 'tag', value: tag };
}

function validateTags(tags: string[], max: number): FieldError | null {
  if (tags.length > max) return { code: 'tooMany', max };
  for (const tag of tags) {
    const error = validateTag(tag);
    if (error) return error;
  }
  return null;
}

/** '' or an https URL of at most `max` characters. */
export function validateUrl(url: string, max: number): FieldError | null {
  if (url === '') return null;
  if (url.length > max) return { code: 'tooLong', max };
  return URL_PATTERN.test(url) ? null : { code: 'url' };
}

/**
 * @param languages The languages the item is written in. An image described in one of them must be described in
 * all of them, or the other language's page shows it with alt="" (as if decorative). Described in none, it is
 * decorative everywhere, which is allowed.
 */
/**
 * `languages`: the item's languages; `publishing`: the item is saved published, so each of them needs every
 * image's alt text (docs/decisions.md, "Ready to publish, per language"). A draft may leave an image undescribed, unless it is described in one language.
 */
function validateImage(
  errors: FieldErrors,
  field: string,
  image: ContentImage,
  folder: string,
  languages: Lang[],
  publishing = false,
): void {
  // Uploaded images live under the item's own folder, their narrower copies beside them; bundled images have path ''.
  const pathOk = (path: string) =>
    path === '' || (path.startsWith(`${folder}/`) && path.length <= IMAGE_PATH_MAX && IMAGE_PATH_PATTERN.test(path));
  const urlOk = (url: string) => url.length <= LIMITS.url && (isImageUrl(url) || TAB_IMAGE_URL_PATTERN.test(url));
  const side = (value: number) => Number.isInteger(value) && value >= 1 && value <= IMAGE_SIDE_MAX;
  const { variants } = image;
  if (!pathOk(image.path) || !variants.every((variant) => pathOk(variant.path))) errors[field] = { code: 'imagePath' };
  else if (!urlOk(image.url) || !variants.every((variant) => urlOk(variant.url))) errors[field] = { code: 'imageUrl' };
  else if (!side(image.width) || !side(image.height)) errors[field] = { code: 'imageSize' };
  else if (variants.length > LIMITS.imageVariants || !variants.every((variant) => side(variant.width) && variant.width < image.width))
    errors[field] = { code: 'imageSize' };
  const described = LANGS.some((lang) => image.alt[lang].trim() !== '');
  for (const lang of LANGS) {
    if (image.alt[lang].length > LIMITS.alt) errors[`${field}.alt.${lang}`] = { code: 'tooLong', max: LIMITS.alt };
    else if (languages.includes(lang) && image.alt[lang].trim() === '') {
      if (described) errors[`${field}.alt.${lang}`] = { code: 'altMissing' };
      else if (publishing) errors[`${field}.alt.${lang}`] = { code: 'altRequired' };
    }
  }
}

/** The languages an item has a title in (the ones it will be published in once complete). */
const writtenIn = (item: Pick<Post, 'title'>): Lang[] => LANGS.filter((lang) => item.title[lang].trim() !== '');

/**
 * Checks every field the owner types by its kind and limits (packages/content/src/content-model.ts), then the publication date.
 * `kind` names the item's image folder.
 */
function validateItem(
  item: Post | Project,
  fields: Record<string, Field>,
  kind: 'posts' | 'projects',
  options: ValidateOptions,
): FieldErrors {
  const errors: FieldErrors = {};
  const now = options.now ?? Date.now();

  const idError = validateId(item.id);
  if (idError) errors.id = idError;
  // Uploaded images must sit in the item's folder, which needs a valid id.
  const folder = idError ? null : `images/${kind}/${item.id}`;
  const languages = writtenIn(item);
  const publishing = isPublished(item);
  const hasTitle = (lang: Lang) => item.title[lang].length > 0;

  for (const [key, field] of Object.entries(fields)) {
    const value = (item as unknown as Record<string, unknown>)[key];
    switch (field.kind) {
      case 'text':
      case 'markdown': {
        const text = value as Post['title'];
        // Only what shows counts: a title of zero-width spaces is no title (database.rules.json refuses it too).
        const written = LANGS.some((lang) => VISIBLE_CHARACTER.test(text[lang]));
        for (const lang of LANGS) {
          const path = `${key}.${lang}`;
          if (field.required === 'inOneLanguage' && !written) errors[path] = { code: 'titleRequired' };
          else if (text[lang].length > field.max) errors[path] = { code: 'tooLong', max: field.max };
          else if (field.required === 'whereTitled' && hasTitle(lang) && text[lang].length === 0)
            errors[path] = { code: 'requiredWithTitle' };
        }
        break;
      }
      case 'tags': {
        const error = validateTags(value as string[], field.max);
        if (error) errors[key] = error;
        break;
      }
      case 'url': {
        const error = validateUrl(value as string, field.max);
        if (error) errors[key] = error;
        break;
      }
      case 'integer':
        if (!Number.isInteger(value)) errors[key] = { code: 'integer' };
        else if ((value as number) < field.min || (value as number) > field.max)
          errors[key] = { code: 'range', min: field.min, max: field.max };
        break;
      case 'image':
        if (value && folder) validateImage(errors, key, value as ContentImage, folder, languages, publishing);
        break;
      case 'gallery': {
        const images = value as ContentImage[];
        if (images.length > field.max) errors[key] = { code: 'tooMany', max: field.max };
        if (folder) images.forEach((image, index) => validateImage(errors, `${key}.${index}`, image, folder, languages, publishing));
        break;
      }
    }
  }

  // The rules want whole, non-negative milliseconds, no further ahead than the model allows.
  if (!Number.isInteger(item.publishedAt) || item.publishedAt < 0) errors.publishedAt = { code: 'date' };
  else if (item.publishedAt > now + LIMITS.scheduleAheadMs) errors.publishedAt = { code: 'future' };
  return errors;
}

export function validatePost(post: Post, options: ValidateOptions = {}): FieldErrors {
  return validateItem(post, POST_FIELDS, 'posts', options);
}

export function validateProject(project: Project, options: ValidateOptions = {}): FieldErrors {
  return validateItem(project, PROJECT_FIELDS, 'projects', options);
}

export const hasErrors = (errors: FieldErrors): boolean => Object.keys(errors).length > 0;

/** The order to suggest for a newly featured project: after the last featured one (0 when none is featured). */
export function nextFreeOrder(taken: readonly number[]): number {
  return taken.length === 0 ? 0 : Math.min(LIMITS.orderMax, Math.max(...taken) + 1);
}
