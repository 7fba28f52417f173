/**
 * The content model, declared once (docs/data-model.md, docs/decisions.md "A field in one place"): every field a
 * post or a project stores, its kind and its limits. What derives from it:
 * - the app's types (content-types.ts: PostSummary, Project…), through FieldValues below;
 * - the database mapping (db-mapping.ts), which reads and writes each field by its kind, for the pages and the
 *   functions (sitemaps, feeds, link-preview cards) alike;
 * - the editor's drafts, blank forms and checks (web/src/features/editor/form-values.ts, validation.ts);
 * - the seed check (web/src/utils/seed-content.test.ts);
 * - the proof that database.rules.json accepts exactly these fields within these limits
 *   (tests/rules/content-model-rules.test.ts). The rules themselves stay hand-written.
 * docs/adding-a-field.md walks through adding a field to posts.
 *
 * The content package's base: it imports only languages.ts, so web, functions, tests and the seed check may all
 * import it. It is in the visitors' bundle (the database mapping reads by it), so it holds the declaration and
 * nothing else.
 */
import type { Lang, Localized } from './languages.ts';

/** Lengths in characters (per language for text), counts, ranges and how far ahead of the server's clock a time may be. */
export const LIMITS = {
  idMin: 3,
  idMax: 80,
  title: 140,
  summary: 300,
  body: 100_000,
  alt: 200,
  tags: 12,
  /** Characters in one tag (TAG_PATTERN below). */
  tagLength: 30,
  url: 2000,
  orderMin: 0,
  orderMax: 9999,
  gallery: 20,
  /** Narrower copies one image may carry (slots 0–3, docs/decisions.md "Responsive images"). */
  imageVariants: 4,
  readingMinutes: 10_000,
  /** How far a save's own times may be ahead of the server's clock: the browser's clock may run a little fast. */
  clockSkewMs: 60_000,
  /**
   * How far ahead a publication date may be (database.rules.json: the server's `now` + 366 days): far enough to
   * schedule a post, near enough to catch a mistyped year. A later date on a published item schedules it.
   */
  scheduleAheadMs: 366 * 24 * 60 * 60 * 1000,
} as const;

/** Post and project ids are slugs (docs/data-model.md); tags are short slugs (LIMITS.tagLength). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const TAG_PATTERN = /^[a-z0-9][a-z0-9-]{0,29}$/;

/** True for a valid post/project id: a slug of LIMITS.idMin–idMax characters. */
export const isValidSlug = (id: string): boolean => id.length >= LIMITS.idMin && id.length <= LIMITS.idMax && SLUG_PATTERN.test(id);

/**
 * The characters that show nothing: whitespace, and the invisible ones (zero-width spaces and joiners, direction
 * marks, the soft hyphen, variation selectors, fillers). A title made only of them is no title: the editor takes it
 * for not written and database.rules.json refuses it (the same class, as `[^…]`: tests/rules/content-model-rules.test.ts).
 */
const INVISIBLE_CHARACTERS =
  '\\s\\u0085\\u00a0\\u00ad\\u034f\\u061c\\u115f\\u1160\\u1680\\u17b4\\u17b5\\u180b-\\u180f\\u2000-\\u200f\\u202a-\\u202f\\u205f-\\u206f\\u3000\\u3164\\ufe00-\\ufe0f\\ufeff\\uffa0';

/** A character that shows: text with none is not written. */
// The class lists combining marks (a grapheme joiner, variation selectors) one by one on purpose: each alone shows nothing.
// eslint-disable-next-line no-misleading-character-class
export const VISIBLE_CHARACTER = new RegExp(`[^${INVISIBLE_CHARACTERS}]`);

/** The editor's one control over an item's languages: every written language published, or none. */
export type PublishStatus = 'draft' | 'published';

/**
 * One language of an item in a published document (docs/decisions.md, "What a saved version of an item is"): it is
 * public from `publishedAt` on (later than now: scheduled). In a working copy, the dates a language keeps while it
 * is not published, so publishing it again restores them.
 */
export interface LangPublication {
  /** When visitors see this language; later than now = scheduled. */
  publishedAt: number;
  /**
   * When visitors could first see this language, or 0 while they never could. Follows a scheduled date until it
   * comes, then never changes: unpublishing and publishing again keep it (docs/decisions.md, "Publication dates").
   */
  firstPublishedAt: number;
  /** How many times this language's text has been published changed (0: not counted yet). */
  rev: number;
  /**
   * The source language's `rev` this translation was last marked up to date against, and when (docs/decisions.md,
   * "What a saved version of an item is": stale translations); null when not recorded.
   */
  translatedFrom: TranslatedFrom | null;
}

/** Which version of its source a translation was last brought up to date with: the source's `rev`, and the moment. */
export interface TranslatedFrom {
  lang: Lang;
  rev: number;
  /** When it was recorded (0: recorded before the moment was kept). */
  at: number;
}

/** The languages of a document, each with its dates: in a published document, only those public or scheduled. */
export type Langs = Partial<Record<Lang, LangPublication>>;

/** A narrower copy of an uploaded image: its own Storage object, the same type and aspect ratio. */
export interface ImageVariant {
  /** In pixels, less than the image's own width. */
  width: number;
  /** Storage object path, in the image's folder: `<name>-<width>w.<ext>` beside `<name>.<ext>`. */
  path: string;
  url: string;
}

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

/**
 * The kinds of field, each with its value in the app. A kind says how the field is stored (db-mapping.ts), edited
 * (form-values.ts) and checked (validation.ts); a new field of an existing kind needs no code in those files.
 */
export interface KindValues {
  /** Integer ≥ 1, the next with every save; in the app, the version a copy was read at (0: never saved). */
  version: number;
  /** Per language, its publication (see LangPublication); absent languages have none. */
  langs: Langs;
  /** Milliseconds since the epoch; 0 in the app where an optional time is absent. */
  time: number;
  /** Plain text in each language, trimmed; `""` = not written in that language. */
  text: Localized;
  /** Markdown in each language, kept as typed (whitespace only counts as not written). */
  markdown: Localized;
  /** A whole number in each language, computed at save time (never typed). */
  minutes: Localized<number>;
  /** Tag slugs in the owner's order; stored twice, as `tags` and `tagList` (docs/data-model.md, "Tags twice"). */
  tags: string[];
  image: ContentImage | null;
  /** Images in display order, stored in index-keyed slots. */
  gallery: ContentImage[];
  flag: boolean;
  integer: number;
  /** `""` or an https URL. */
  url: string;
}
type Kind = keyof KindValues;

/**
 * One field. `optional`: a save may leave it out of the database (absent reads as the kind's blank value); without
 * it, database.rules.json requires it. `max` and `min` are per language for text, a count for lists.
 */
export type Field =
  | { kind: 'version' | 'langs' | 'flag' | 'image'; optional?: true }
  | { kind: 'time'; optional?: true; ahead: number; after?: string }
  | { kind: 'text' | 'markdown'; optional?: true; max: number; required?: 'inOneLanguage' | 'whereTitled' }
  | { kind: 'minutes' | 'tags' | 'gallery'; optional?: true; max: number }
  /** `canonical`: where the item first appeared, when set (original-address.ts). */
  | { kind: 'url'; optional?: true; max: number; canonical?: true }
  | { kind: 'integer'; optional?: true; min: number; max: number };

export type Fields = Readonly<Record<string, Field>>;

/** The app's value of each field: `FieldValues<typeof POST_MODEL.summary>` is a post's summary, minus its id. */
export type FieldValues<F extends Fields> = { -readonly [K in keyof F]: KindValues[F[K]['kind']] };

/** The kinds the owner types into a form (the others the editor keeps or computes). */
export type EditedKind = 'text' | 'markdown' | 'tags' | 'image' | 'gallery' | 'flag' | 'integer' | 'url';
/** How a form holds a value while it is typed: numbers as the input's text. */
type DraftValue<K extends Kind> = K extends 'integer' ? string : KindValues[K];
/** The fields a form edits, as it holds them. */
export type DraftValues<F extends Fields> = {
  -readonly [K in keyof F as F[K]['kind'] extends EditedKind ? K : never]: DraftValue<F[K]['kind']>;
};

/** The summary fields posts and projects share: what every list needs. */
const SUMMARY_FIELDS = {
  /**
   * The stored version this copy was read at (0: never saved). A save is accepted only while the stored version
   * is still this one, and stores the next (database.rules.json): two tabs cannot overwrite each other unseen.
   */
  version: { kind: 'version' },
  /**
   * The languages visitors see or will see, each with its dates (docs/decisions.md, "What a saved version of an
   * item is"): a language absent here has no text in the published document. In a working copy, the dates each
   * language keeps (optional there).
   */
  langs: { kind: 'langs' },
  /** The server's time of the first save; never changed afterwards (the rules insist). */
  createdAt: { kind: 'time', ahead: LIMITS.clockSkewMs },
  /** The server's time of the last save. */
  updatedAt: { kind: 'time', ahead: LIMITS.clockSkewMs },
  /** Written in at least one language; the languages it is written in are the item's (docs/decisions.md). */
  title: { kind: 'text', max: LIMITS.title, required: 'inOneLanguage' },
  /** The form asks for it in each language that has a title; the rules do not. */
  summary: { kind: 'text', max: LIMITS.summary, required: 'whereTitled' },
  tags: { kind: 'tags', max: LIMITS.tags, optional: true },
  cover: { kind: 'image', optional: true },
  /**
   * Listed in the other language's lists (marked with the language it is written in) while it is written in one
   * language only; off by default (docs/decisions.md, "One-language items").
   */
  listUntranslated: { kind: 'flag', optional: true },
} as const satisfies Fields;

const BODY = { kind: 'markdown', max: LIMITS.body, required: 'whereTitled' } as const satisfies Field;

/**
 * A post: `posts/summaries/{id}` holds the summary, `posts/bodies/{id}` the body itself ({ en, es }: the one
 * field of `details`, stored without its name).
 */
export const POST_MODEL = {
  summary: {
    ...SUMMARY_FIELDS,
    /**
     * When the owner last marked a saved change as one that matters to readers ("Updated on …"), or 0: typo fixes
     * leave it alone. Always after the item's date (`publishedAt`, its earliest language's) when set
     * (docs/decisions.md, "Dates that tell the truth").
     */
    revisedAt: { kind: 'time', ahead: LIMITS.clockSkewMs, optional: true, after: 'publishedAt' },
    /** Minutes, computed from the body at save time so lists need not load bodies. */
    readingMinutes: { kind: 'minutes', max: LIMITS.readingMinutes },
  },
  details: { body: BODY },
} as const satisfies { summary: Fields; details: { body: Field } };

/** A project: `projects/summaries/{id}` and `projects/details/{id}` (what only its page needs). */
export const PROJECT_MODEL = {
  summary: {
    ...SUMMARY_FIELDS,
    /** The card image (a copy of one of the gallery images, or none). */
    cover: SUMMARY_FIELDS.cover,
    featured: { kind: 'flag' },
    /** Lower comes first among items with the same `featured` value. */
    order: { kind: 'integer', min: LIMITS.orderMin, max: LIMITS.orderMax },
    liveUrl: { kind: 'url', max: LIMITS.url },
    repoUrl: { kind: 'url', max: LIMITS.url },
  },
  details: {
    body: BODY,
    gallery: { kind: 'gallery', max: LIMITS.gallery, optional: true },
  },
} as const satisfies { summary: Fields; details: Fields };
