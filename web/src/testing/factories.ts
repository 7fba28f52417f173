/**
 * Test items built from the content model (packages/content/src/content-model.ts): every field gets a value by its kind, so a
 * field added to the model reaches every test item with no edit here. A test names only what it is about.
 */
import { POST_MODEL, PROJECT_MODEL, type Field, type Fields, type KindValues } from '@portfolio/content/content-model';
import type { Post, PostSummary, Project } from '@portfolio/content/content-types';

/** The moment test items are dated at unless a test says otherwise. */
const FACTORY_NOW = Date.UTC(2026, 5, 15, 12);

/**
 * A field's value in a test item: a required text is written in English only (its field's name, capitalised), an
 * optional one is not written; times are FACTORY_NOW (0 when optional: absent); numbers their least.
 */
function sampleValue(name: string, field: Field): KindValues[Field['kind']] {
  switch (field.kind) {
    case 'version':
      return 1;
    case 'langs':
      // Published in English (the language its required texts are written in), from FACTORY_NOW.
      return { en: { publishedAt: FACTORY_NOW, firstPublishedAt: FACTORY_NOW, rev: 0, translatedFrom: null } };
    case 'time':
      return field.optional ? 0 : FACTORY_NOW;
    case 'text':
    case 'markdown':
      return { en: field.optional ? '' : name[0].toUpperCase() + name.slice(1), es: '' };
    case 'minutes':
      return { en: 1, es: 0 };
    case 'tags':
    case 'gallery':
      return [];
    case 'image':
      return null;
    case 'flag':
      return false;
    case 'integer':
      return field.min;
    case 'url':
      return '';
  }
}

/** The item's dates, as its English language's (content-types.ts, ItemDates). */
const ITEM_DATES = { publishedAt: FACTORY_NOW, firstPublishedAt: FACTORY_NOW };

const sampleValues = (fields: Fields) => ({
  ...Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, sampleValue(name, field)])),
  ...('langs' in fields ? ITEM_DATES : {}),
});

/** The `langs` of an item published in `langs` from `at` (FACTORY_NOW unless given); none: a draft. */
export const publishedIn = (langs: readonly ('en' | 'es')[], at: number = FACTORY_NOW) =>
  Object.fromEntries(langs.map((lang) => [lang, { publishedAt: at, firstPublishedAt: at, rev: 0, translatedFrom: null }]));

/** A published post written in English, dated FACTORY_NOW. */
export const makePost = (overrides: Partial<Post> = {}): Post =>
  ({ id: 'a-post', ...sampleValues(POST_MODEL.summary), ...sampleValues(POST_MODEL.details), ...overrides }) as Post;

/** What lists read of a post (no body). */
export const makePostSummary = (overrides: Partial<PostSummary> = {}): PostSummary =>
  ({ id: 'a-post', ...sampleValues(POST_MODEL.summary), ...overrides }) as PostSummary;

/** A published project written in English, dated FACTORY_NOW: not featured, no links, no images. */
export const makeProject = (overrides: Partial<Project> = {}): Project =>
  ({ id: 'a-project', ...sampleValues(PROJECT_MODEL.summary), ...sampleValues(PROJECT_MODEL.details), ...overrides }) as Project;
