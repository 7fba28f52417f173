/**
 * Keeps the repo's seed file (seed/database_export/…) valid: the fields of the content model
 * (packages/content/src/content-model.ts) and nothing else, every item as the editor would accept it (its checks read the
 * model's limits), reading times equal to what the app computes, images that exist.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import seed from '../../../seed/database_export/demo-portfolio-default-rtdb.json';
import { site } from '@portfolio/content/site';
import { LIMITS, POST_MODEL, PROJECT_MODEL } from '@portfolio/content/content-model';
import {
  listFromDb,
  postFromDb,
  postSummaryFromDb,
  projectFromDb,
  projectSummaryFromDb,
  visibleAt,
  type DbImage,
  type DbPostSummary,
  type DbProjectSummary,
  type DbTree,
} from '@portfolio/content/db-mapping';
import { LANGS, isAvailableIn, type Lang, type PostSummary } from '@portfolio/content/content-types';
import { paginate } from '../features/blog/blog-query';
import { validatePost, validateProject } from '../features/editor/validation';
import { readingMinutes } from './reading-time';
import { isValidSlug } from './slug';

const tree = seed as unknown as Required<DbTree>;
/** Each stored document: the published ones, and the working copies (docs/data-model.md, `/drafts`). */
type Doc<S> = [id: string, summary: S, where: 'published' | 'working'];
const docs = <S>(published: Record<string, S> | undefined, working: Record<string, S> | undefined): Doc<S>[] => [
  ...Object.entries(published ?? {}).map(([id, summary]): Doc<S> => [id, summary, 'published']),
  ...Object.entries(working ?? {}).map(([id, summary]): Doc<S> => [id, summary, 'working']),
];
const postSummaries = docs<DbPostSummary>(tree.posts.summaries, tree.drafts?.posts?.summaries);
const projectSummaries = docs<DbProjectSummary>(tree.projects.summaries, tree.drafts?.projects?.summaries);
const items = [...postSummaries, ...projectSummaries];
const bodyOf = (id: string, where: Doc<unknown>[2]) => (where === 'published' ? tree.posts.bodies : tree.drafts?.posts?.bodies)?.[id];
const detailsOf = (id: string, where: Doc<unknown>[2]) =>
  (where === 'published' ? tree.projects.details : tree.drafts?.projects?.details)?.[id];
// __dirname: under jsdom, import.meta.url is not a file: URL.
const publicDir = resolve(__dirname, '../../public');
const EARLIEST = Date.UTC(2024, 0, 1);

/**
 * The fields a stored summary may have: the model's, the tags twice (docs/data-model.md, "Tags twice"), and in a
 * working copy the version it was saved over. No `status`: the seed is in the current shape (npm run migrate-content).
 */
const POST_KEYS = [...Object.keys(POST_MODEL.summary), 'tagList', 'basedOn'];
const PROJECT_KEYS = [...Object.keys(PROJECT_MODEL.summary), 'tagList', 'basedOn'];

/** The demonstration's English-only post (docs/decisions.md, "An item exists in a language when…"). */
const ENGLISH_ONLY = 'code-reviews-in-a-second-language';
const LONG_POST = 'a-year-building-a-ceramics-shop';
const GALLERY_PROJECT = 'taller-alba';

/** The images a Markdown body shows: `![alt](url)`. */
const bodyImages = (markdown: string) => [...markdown.matchAll(/!\[([^\]]*)\]\(([^)\s]+)\)/g)].map(([, alt, url]) => ({ alt, url }));

/** What visitors see of the posts in `lang` now (visibleAt, as every public reader). */
const publishedPostsIn = (lang: Lang) =>
  Object.entries(tree.posts.summaries ?? {})
    .map(([id, post]) => visibleAt(postSummaryFromDb(id, post), Date.now()))
    .filter((post): post is PostSummary => post !== null && isAvailableIn(post, lang));

function checkImage(image: DbImage, where: string, languages: readonly Lang[] = LANGS) {
  expect(Object.keys(image).sort(), where).toEqual(['alt', 'height', 'path', 'url', 'width']);
  expect(image.path, where).toBe('');
  expect(image.url, where).toMatch(/^\/images\/seed\/[a-z0-9-]+\.svg$/);
  expect(image.width, where).toBe(1200);
  expect(image.height, where).toBe(630);
  // Described in every language the item is written in (the editor's rule, features/editor/validation.ts).
  for (const lang of languages) expect(image.alt[lang].trim(), `${where} alt ${lang}`).not.toBe('');
  for (const lang of LANGS) expect(image.alt[lang].length, `${where} alt ${lang}`).toBeLessThanOrEqual(LIMITS.alt);
  const file = `${publicDir}${image.url}`;
  expect(existsSync(file), `${where}: ${file} exists`).toBe(true);
  const svg = readFileSync(file, 'utf8');
  expect(svg.length, `${where} size`).toBeLessThan(4096);
  expect(svg, where).toMatch(/^<svg [^>]*viewBox="0 0 1200 630"/);
  expect(svg, `${where} has no script`).not.toMatch(/<script|on\w+=/i);
}

describe('seed content', () => {
  it('has enough published content, a draft and the owner CV', () => {
    expect(Object.keys(tree.posts.summaries ?? {}).length).toBeGreaterThanOrEqual(6);
    // A draft: a working copy with nothing published.
    const drafts = Object.keys(tree.drafts?.posts?.summaries ?? {}).filter((id) => !tree.posts.summaries?.[id]);
    expect(drafts.length).toBeGreaterThanOrEqual(1);
    expect(Object.keys(tree.projects.summaries ?? {}).length).toBeGreaterThanOrEqual(5);
    expect(Object.values(tree.projects.summaries ?? {}).filter((project) => project.featured).length).toBe(2);
    expect(tree.cv.name).toBe(site.name);
  });

  it.each(items)('%s (%s): id, fields, limits and dates follow the data model', (id, stored, where) => {
    expect(isValidSlug(id)).toBe(true);
    // Imported as the first version of each item (a save must advance it, database.rules.json).
    expect(stored.version).toBe(1);
    expect(Object.keys(stored).every((key) => ('readingMinutes' in stored ? POST_KEYS : PROJECT_KEYS).includes(key))).toBe(true);
    // The same tags in numbered slots, which is how the rules count them.
    expect(listFromDb(stored.tagList)).toEqual(Object.keys(stored.tags ?? {}));
    const item = 'readingMinutes' in stored ? postSummaryFromDb(id, stored) : projectSummaryFromDb(id, stored as DbProjectSummary);
    // Published seed items are written in both languages, but for the one that shows an English-only post; each
    // language published is one it is written in (the rules insist).
    const languages: readonly Lang[] = id === ENGLISH_ONLY ? ['en'] : LANGS;
    if (where === 'published') {
      for (const lang of LANGS) expect(isAvailableIn(item, lang), lang).toBe(languages.includes(lang));
      expect(Object.keys(stored.langs ?? {}).sort()).toEqual([...languages].sort());
    }
    expect(item.createdAt).toBeGreaterThanOrEqual(EARLIEST);
    expect(item.createdAt).toBeLessThanOrEqual(item.updatedAt);
    expect(item.publishedAt).toBeGreaterThanOrEqual(EARLIEST);
    expect(Math.max(item.updatedAt, item.publishedAt)).toBeLessThan(Date.now());
    // "Updated on" (docs/decisions.md, "Dates that tell the truth"): after publication, at or before the last save.
    if ('revisedAt' in stored && 'revisedAt' in item) {
      expect(item.revisedAt).toBeGreaterThan(item.publishedAt);
      expect(item.revisedAt).toBeLessThanOrEqual(item.updatedAt);
    }
    if (stored.cover) checkImage(stored.cover, `${id} cover`, languages);
  });

  it.each(postSummaries)('post %s (%s): as the editor would save it; stored reading time equals the computed one', (id, post, where) => {
    const body = bodyOf(id, where);
    expect(body).toBeDefined();
    expect(validatePost(postFromDb(id, post, body), { now: Date.now() })).toEqual({});
    for (const lang of LANGS) expect(post.readingMinutes[lang], `${id} ${lang}`).toBe(readingMinutes(body![lang]));
    // Images in the text are the site's own sample images, described in the text's language.
    for (const lang of LANGS) {
      for (const { alt, url } of bodyImages(body![lang])) {
        expect(alt.trim(), `${id} ${lang} ${url}`).not.toBe('');
        expect(url).toMatch(/^\/images\/seed\/[a-z0-9-]+\.svg$/);
        expect(existsSync(`${publicDir}${url}`), `${id} ${lang}: ${url} exists`).toBe(true);
      }
    }
  });

  it.each(projectSummaries)('project %s (%s): as the editor would save it; URLs, body and gallery', (id, project, where) => {
    for (const url of [project.liveUrl, project.repoUrl]) expect(url).toMatch(/^(|https:\/\/example\.com\/[\w/-]*)$/);
    const details = detailsOf(id, where);
    expect(details).toBeDefined();
    expect(validateProject(projectFromDb(id, project, details), { now: Date.now() })).toEqual({});
    for (const lang of LANGS) expect(details!.body[lang].trim()).not.toBe('');
    const gallery = Object.values(details!.gallery ?? {});
    expect(gallery.length).toBeGreaterThanOrEqual(1);
    gallery.forEach((image, index) => checkImage(image, `${id} gallery ${index}`));
    // The card image is a copy of a gallery image.
    expect(gallery.map((image) => image.url)).toContain(project.cover?.url);
  });

  it('demonstrates the product: two blog pages in each language, an English-only post, a long illustrated post, a large gallery', () => {
    for (const lang of LANGS) expect(paginate(publishedPostsIn(lang), 2), `blog page 2 in ${lang}`).not.toBeNull();
    expect(publishedPostsIn('en').map((post) => post.id)).toContain(ENGLISH_ONLY);
    expect(publishedPostsIn('es').map((post) => post.id)).not.toContain(ENGLISH_ONLY);
    expect(tree.posts.bodies?.[ENGLISH_ONLY]).toEqual({ en: expect.stringMatching(/\S/), es: '' });

    const long = tree.posts.summaries?.[LONG_POST];
    const body = tree.posts.bodies?.[LONG_POST];
    expect(Object.keys(long?.langs ?? {}).sort()).toEqual(['en', 'es']);
    for (const lang of LANGS) {
      expect(long?.readingMinutes[lang], lang).toBeGreaterThanOrEqual(8);
      expect(long?.readingMinutes[lang], lang).toBeLessThanOrEqual(12);
      // Enough sections for the table of contents, and pictures in the text.
      expect(body![lang].match(/^## \S/gm)?.length, lang).toBeGreaterThanOrEqual(6);
      expect(bodyImages(body![lang]).length, lang).toBeGreaterThanOrEqual(2);
    }

    const gallery = Object.values(tree.projects.details?.[GALLERY_PROJECT]?.gallery ?? {});
    expect(tree.projects.summaries?.[GALLERY_PROJECT]?.langs?.en).toBeDefined();
    expect(gallery.length).toBeGreaterThanOrEqual(12);
    expect(gallery.length).toBeLessThanOrEqual(LIMITS.gallery);
  });

  it('has no orphan bodies or details', () => {
    for (const where of ['published', 'working'] as const) {
      const posts = where === 'published' ? tree.posts : tree.drafts?.posts;
      const projects = where === 'published' ? tree.projects : tree.drafts?.projects;
      expect(Object.keys(posts?.bodies ?? {}).sort(), where).toEqual(Object.keys(posts?.summaries ?? {}).sort());
      expect(Object.keys(projects?.details ?? {}).sort(), where).toEqual(Object.keys(projects?.summaries ?? {}).sort());
    }
  });

  it('has a complete CV in both languages', () => {
    const { cv } = tree;
    for (const lang of LANGS) {
      expect(cv.role[lang]).not.toBe('');
      expect(cv.summary[lang]).not.toBe('');
      for (const job of cv.experience) {
        expect(job.role[lang]).not.toBe('');
        expect(job.highlights[lang].length).toBeGreaterThan(0);
      }
      for (const school of cv.education) expect(school.degree[lang]).not.toBe('');
    }
    for (const period of [...cv.experience, ...cv.education]) {
      expect(period.start).toMatch(/^\d{4}-(0[1-9]|1[0-2])$/);
      expect(period.end).toMatch(/^(|\d{4}-(0[1-9]|1[0-2]))$/);
    }
  });
});
