/**
 * Moving in from another Markdown blog (docs/export-format.md, "Moving in from Hugo, Astro or Jekyll"): a folder of
 * Markdown files with front matter, as those generators write them, read into the stored tree. The common fields
 * are mapped; every other field is named in the report ("ignored fields"), so the owner decides what to do with it
 * before anything is written. Pure: paths and texts in, the tree and the report out.
 */
import { parse as parseToml } from 'smol-toml';
import { parse as parseYaml } from 'yaml';
import { isValidSlug } from '../content-model.ts';
import { LANGS, type Lang } from '../languages.ts';
import { readingMinutes } from '../reading-time.ts';
import { slugify } from '../slug.ts';
import { emptyTree, type SiteImport } from './site-import.ts';

type Raw = Record<string, unknown>;
const isRecord = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What the generators call each field the site has (Hugo, Astro's content collections and starters, Jekyll). */
const FIELD_NAMES = {
  title: ['title'],
  summary: ['description', 'summary', 'excerpt', 'subtitle'],
  publishedAt: ['date', 'pubDate', 'publishDate', 'published', 'publishedAt'],
  updatedAt: ['lastmod', 'updatedDate', 'updated', 'modified', 'last_modified_at', 'updatedAt'],
  tags: ['tags', 'categories', 'keywords'],
} as const;
/** Fields that only say how the generator builds the page, or that the mapping reads below. */
const UNDERSTOOD = new Set([
  ...Object.values(FIELD_NAMES).flat(),
  'draft',
  'slug',
  'lang',
  'language',
  'locale',
  'layout',
  'permalink',
  'url',
  'aliases',
  'weight',
  'type',
  'translationKey',
]);

export interface MarkdownImport extends SiteImport {
  /** Front-matter fields not mapped, by file: the dry run lists them. */
  ignored: { file: string; fields: string[] }[];
  /** Images the bodies name by a relative path, which are not imported (they stay links to fix in the editor). */
  unimportedImages: string[];
}

function frontMatterOf(text: string): { front: Raw; body: string } | string {
  const yaml = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  const toml = /^\+\+\+\r?\n([\s\S]*?)\r?\n\+\+\+\r?\n?([\s\S]*)$/.exec(text);
  const match = yaml ?? toml;
  if (!match) return 'no front matter (a --- or +++ block at the top)';
  try {
    const front: unknown = yaml ? parseYaml(match[1]) : parseToml(match[1]);
    if (!isRecord(front)) return 'the front matter is not a set of fields';
    return { front, body: match[2].replace(/^\r?\n/, '') };
  } catch (error) {
    return `the front matter cannot be read: ${(error as Error).message.split('\n')[0]}`;
  }
}

/**
 * The item a file belongs to and its language, from its path as the generators lay files out: Hugo's
 * `my-post.es.md` and `my-post/index.es.md`, Astro's `es/my-post.md`, Jekyll's `2024-01-02-my-post.md`; a
 * `lang`/`language`/`locale` field wins over the path, `slug` over the name.
 */
function placeOf(path: string, front: Raw): { id: string; lang: Lang | null; kind: 'posts' | 'projects' } {
  const parts = path.split('/');
  const name = parts[parts.length - 1].replace(/\.(md|markdown)$/i, '');
  const [base, suffix] = /^(.*?)(?:\.(en|es))?$/.exec(name)!.slice(1) as [string, string | undefined];
  const folderLang = parts.slice(0, -1).find((part) => part === 'en' || part === 'es');
  const stated = [front.lang, front.language, front.locale].find((value) => typeof value === 'string') as string | undefined;
  const langOf = (value: string | undefined): Lang | null => {
    const short = value?.slice(0, 2).toLowerCase();
    return short === 'en' || short === 'es' ? short : null;
  };
  const lang = langOf(stated) ?? langOf(suffix) ?? langOf(folderLang);
  const file = base === 'index' || base === '_index' ? (parts[parts.length - 2] ?? base) : base;
  const id = slugify(typeof front.slug === 'string' && front.slug.trim() !== '' ? front.slug : file.replace(/^\d{4}-\d{2}-\d{2}-/, ''));
  const kind = parts.some((part) => /^(projects?|portfolio|work)$/i.test(part)) ? 'projects' : 'posts';
  return { id, lang, kind };
}

const first = (front: Raw, names: readonly string[]): unknown =>
  names.map((name) => front[name]).find((value) => value !== undefined && value !== null);

function dateMs(value: unknown): number | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.getTime();
  if (typeof value === 'string' || typeof value === 'number') {
    const ms = new Date(value).getTime();
    return Number.isNaN(ms) ? null : ms;
  }
  // smol-toml's offset date-times are Date subclasses; its local dates print as ISO strings.
  if (isRecord(value) && typeof value.toISOString === 'function') return dateMs(String((value as { toISOString(): string }).toISOString()));
  return null;
}

interface Draft {
  kind: 'posts' | 'projects';
  byLang: Partial<Record<Lang, { path: string; front: Raw; body: string }>>;
}

/**
 * A folder's Markdown files (path → text) as the site's tree. A file whose language is not said anywhere is taken
 * as `defaultLang`. Files that cannot be read, or with no title, are named in `problems` and left out.
 */
export function siteFromMarkdownFiles(
  files: Record<string, string>,
  { defaultLang = 'en', now }: { defaultLang?: Lang; now: number },
): MarkdownImport {
  const problems: MarkdownImport['problems'] = [];
  const ignored: MarkdownImport['ignored'] = [];
  const unimportedImages = new Set<string>();
  const drafts = new Map<string, Draft>();
  for (const [path, text] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
    if (!/\.(md|markdown)$/i.test(path)) continue;
    const read = frontMatterOf(text);
    if (typeof read === 'string') {
      problems.push({ file: path, problem: read });
      continue;
    }
    const { id, lang, kind } = placeOf(path, read.front);
    if (!isValidSlug(id)) {
      problems.push({ file: path, problem: `no address can be made from its name or slug ("${id}": 3–80 letters, digits and hyphens)` });
      continue;
    }
    if (typeof read.front.title !== 'string' || read.front.title.trim() === '') {
      problems.push({ file: path, problem: 'it has no title' });
      continue;
    }
    const language = lang ?? defaultLang;
    const key = `${kind}/${id}`;
    const draft = drafts.get(key) ?? { kind, byLang: {} };
    if (draft.byLang[language]) {
      problems.push({ file: path, problem: `${draft.byLang[language].path} is already the ${language} text of ${key}` });
      continue;
    }
    draft.byLang[language] = { path, front: read.front, body: read.body };
    drafts.set(key, draft);
    const unknown = Object.keys(read.front).filter((field) => !UNDERSTOOD.has(field));
    if (unknown.length > 0) ignored.push({ file: path, fields: unknown });
    for (const match of read.body.matchAll(/!\[[^\]]*\]\(\s*<?([^)\s>]+)/g))
      if (!/^https?:\/\//.test(match[1])) unimportedImages.add(`${path}: ${match[1]}`);
  }

  const tree = emptyTree();
  const tagNames: Record<string, Record<Lang, string>> = {};
  for (const [key, draft] of drafts) {
    const id = key.slice(key.indexOf('/') + 1);
    const text = (lang: Lang, names: readonly string[]) => {
      const value = draft.byLang[lang] ? first(draft.byLang[lang].front, names) : undefined;
      return typeof value === 'string' ? value.trim() : '';
    };
    const fronts = LANGS.map((lang) => draft.byLang[lang]?.front).filter(isRecord);
    const date = (names: readonly string[]) =>
      fronts.map((front) => dateMs(first(front, names))).find((ms): ms is number => ms !== null) ?? null;
    const itemDate = date(FIELD_NAMES.publishedAt) ?? now;
    const updatedAt = Math.max(itemDate, date(FIELD_NAMES.updatedAt) ?? itemDate);
    // Each file is its language: one with `draft: true` (or `published: false`) stays a draft, in the working copy
    // only (docs/decisions.md, "What a saved version of an item is"); the others are published at their own date.
    const isDraft = (lang: Lang) => {
      const front = draft.byLang[lang]?.front;
      return !front || front.draft === true || front.published === false;
    };
    const langDate = (lang: Lang) => dateMs(first(draft.byLang[lang]!.front, FIELD_NAMES.publishedAt)) ?? itemDate;
    const publishedLangs = LANGS.filter((lang) => !isDraft(lang));
    const langs = Object.fromEntries(
      publishedLangs.map((lang) => [lang, { publishedAt: langDate(lang), firstPublishedAt: langDate(lang) }]),
    );
    const body = Object.fromEntries(LANGS.map((lang) => [lang, draft.byLang[lang]?.body ?? ''])) as Record<Lang, string>;
    const tags: string[] = [];
    for (const lang of LANGS) {
      const listed = draft.byLang[lang] ? first(draft.byLang[lang].front, FIELD_NAMES.tags) : undefined;
      const names = Array.isArray(listed) ? listed : typeof listed === 'string' ? listed.split(',') : [];
      for (const name of names.map((entry) => String(entry).trim()).filter(Boolean)) {
        const slug = slugify(name, 30);
        if (!/^[a-z0-9][a-z0-9-]{0,29}$/.test(slug)) continue;
        tagNames[slug] ??= { en: '', es: '' };
        tagNames[slug][lang] ||= name.slice(0, 40);
        if (!tags.includes(slug) && tags.length < 12) tags.push(slug);
      }
    }
    /** The item's summary and body/details holding the text of `keep` only. */
    const documentIn = (keep: readonly Lang[]) => {
      const only = <T>(value: (lang: Lang) => T, blank: T) =>
        Object.fromEntries(LANGS.map((lang) => [lang, keep.includes(lang) ? value(lang) : blank]));
      const summary: Raw = {
        createdAt: Math.min(itemDate, updatedAt),
        updatedAt,
        title: only((lang) => text(lang, FIELD_NAMES.title).slice(0, 140), ''),
        summary: only((lang) => text(lang, FIELD_NAMES.summary).slice(0, 300), ''),
        ...(tags.length > 0
          ? {
              tags: Object.fromEntries(tags.map((tag) => [tag, true])),
              tagList: Object.fromEntries(tags.map((tag, index) => [index, tag])),
            }
          : {}),
      };
      const kept = only((lang) => body[lang], '');
      if (draft.kind === 'posts')
        return { summary: { ...summary, readingMinutes: only((lang) => readingMinutes(body[lang]), 0) }, part: kept };
      return { summary: { ...summary, featured: false, order: 0, liveUrl: '', repoUrl: '' }, part: { body: kept } };
    };
    const part = draft.kind === 'posts' ? 'bodies' : 'details';
    if (publishedLangs.length > 0) {
      const published = documentIn(publishedLangs);
      (tree[draft.kind].summaries as Raw)[id] = { ...published.summary, langs };
      (tree[draft.kind][part] as Raw)[id] = published.part;
    }
    if (publishedLangs.length < Object.keys(draft.byLang).length) {
      const working = documentIn(LANGS);
      (tree.drafts[draft.kind].summaries as Raw)[id] = { ...working.summary, ...(publishedLangs.length > 0 ? { langs } : {}) };
      (tree.drafts[draft.kind][part] as Raw)[id] = working.part;
    }
  }
  tree.tags = tagNames;
  return { tree, images: [], unimportedImages: [...unimportedImages], problems, ignored };
}
