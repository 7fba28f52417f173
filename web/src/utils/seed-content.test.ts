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
import { listFromDb, postFromDb, postSummaryFromDb, projectFromDb, type DbImage, type DbTree } from '@portfolio/content/db-mapping';
import { LANGS, isAvailableIn, type Lang } from '@portfolio/content/content-types';
import { paginate } from '../features/blog/blog-query';
import { validatePost, validateProject } from '../features/editor/validation';
import { readingMinutes } from './reading-time';
import { isValidSlug } from './slug';

const tree = seed as unknown as Required<DbTree>;
const postSummaries = Object.entries(tree.posts.summaries ?? {});
const projectSummaries = Object.entries(tree.projects.summaries ?? {});
const items = [...postSummaries, ...projectSummaries];
// __dirname: under jsdom, import.meta.url is not a file: URL.
const publicDir = resolve(__dirname, '../../public');
const EARLIEST = Date.UTC(2024, 0, 1);

/** The fields a stored summary may have: the model's, the tags twice (docs/data-model.md, "Tags twice"). */
const POST_KEYS = [...Object.keys(POST_MODEL.summary), 'tagList'];
const PROJECT_KEYS = [...Object.keys(PROJECT_MODEL.summary), 'tagList'];

/** The demonstration's English-only post (docs/decisions.md, "An item exists in a language when…"). */
const ENGLISH_ONLY = 'code-reviews-in-a-second-language';
const LONG_POST = 'a-year-building-a-ceramics-shop';
const GALLERY_PROJECT = 'taller-alba';

/** The images a Markdown body shows: `![alt](url)`. */
const bodyImages = (markdown: string) => [...markdown.matchAll(/!\[([^\]]*)\]\(([^)\s]+)\)/g)].map(([, alt, url]) => ({ alt, url }));

const publishedPostsIn = (lang: Lang) =>
  postSummaries
    .filter(([, post]) => post.status === 'published' && isAvailableIn(post, lang))
    .map(([id, post]) => postSummaryFromDb(id, post));

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
    const published = postSummaries.filter(([, post]) => post.status === 'published');
    expect(published.length).toBeGreaterThanOrEqual(6);
    expect(postSummaries.filter(([, post]) => post.status === 'draft').length).toBeGreaterThanOrEqual(1);
    expect(projectSummaries.length).toBeGreaterThanOrEqual(5);
    expect(projectSummaries.filter(([, project]) => project.featured).length).toBe(2);
    expect(tree.cv.name).toBe(site.name);
  });

  it.each(items)('%s: id, fields, limits and dates follow the data model', (id, item) => {
    expect(isValidSlug(id)).toBe(true);
    // Imported as the first version of each item (a save must advance it, database.rules.json).
    expect(item.version).toBe(1);
    expect(Object.keys(item).every((key) => ('readingMinutes' in item ? POST_KEYS : PROJECT_KEYS).includes(key))).toBe(true);
    // The same tags in numbered slots, which is how the rules count them.
    expect(listFromDb(item.tagList)).toEqual(Object.keys(item.tags ?? {}));
    // Published seed items are written in both languages, but for the one that shows an English-only post.
    const languages: readonly Lang[] = id === ENGLISH_ONLY ? ['en'] : LANGS;
    if (item.status === 'published') for (const lang of LANGS) expect(isAvailableIn(item, lang), lang).toBe(languages.includes(lang));
    expect(item.createdAt).toBeGreaterThanOrEqual(EARLIEST);
    expect(item.createdAt).toBeLessThanOrEqual(item.updatedAt);
    expect(item.publishedAt).toBeGreaterThanOrEqual(EARLIEST);
    expect(Math.max(item.updatedAt, item.publishedAt)).toBeLessThan(Date.now());
    // "Updated on" (docs/decisions.md, "Dates that tell the truth"): after publication, at or before the last save.
    if ('revisedAt' in item) {
      expect(item.revisedAt).toBeGreaterThan(item.publishedAt);
      expect(item.revisedAt).toBeLessThanOrEqual(item.updatedAt);
    }
    if (item.cover) checkImage(item.cover, `${id} cover`, languages);
  });

  it.each(postSummaries)('post %s: as the editor would save it; stored reading time equals the computed one', (id, post) => {
    const body = tree.posts.bodies?.[id];
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

  it.each(projectSummaries)('project %s: as the editor would save it; URLs, body and gallery', (id, project) => {
    for (const url of [project.liveUrl, project.repoUrl]) expect(url).toMatch(/^(|https:\/\/example\.com\/[\w/-]*)$/);
    const details = tree.projects.details?.[id];
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
    expect(long?.status).toBe('published');
    for (const lang of LANGS) {
      expect(long?.readingMinutes[lang], lang).toBeGreaterThanOrEqual(8);
      expect(long?.readingMinutes[lang], lang).toBeLessThanOrEqual(12);
      // Enough sections for the table of contents, and pictures in the text.
      expect(body![lang].match(/^## \S/gm)?.length, lang).toBeGreaterThanOrEqual(6);
      expect(bodyImages(body![lang]).length, lang).toBeGreaterThanOrEqual(2);
    }

    const gallery = Object.values(tree.projects.details?.[GALLERY_PROJECT]?.gallery ?? {});
    expect(tree.projects.summaries?.[GALLERY_PROJECT]?.status).toBe('published');
    expect(gallery.length).toBeGreaterThanOrEqual(12);
    expect(gallery.length).toBeLessThanOrEqual(LIMITS.gallery);
  });

  it('has no orphan bodies or details', () => {
    expect(Object.keys(tree.posts.bodies ?? {}).sort()).toEqual(postSummaries.map(([id]) => id).sort());
    expect(Object.keys(tree.projects.details ?? {}).sort()).toEqual(projectSummaries.map(([id]) => id).sort());
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
