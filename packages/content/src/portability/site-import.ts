/**
 * An export (docs/export-format.md) read back into the stored tree: the inverse of site-export.ts, used to restore a
 * backup or move a site. Pure: the zip's files in, the tree and the images to upload out, with every problem found
 * named by file — a broken file is reported and skipped, never half-imported. Putting the tree and the images into
 * a project (and refusing to overwrite without a copy) is the caller's job (scripts/import-site.mjs).
 */
import { parse } from 'yaml';
import { isValidSlug } from '../content-model.ts';
import { LANGS, type Lang } from '../languages.ts';

type Raw = Record<string, unknown>;
const isRecord = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);

interface ImportProblem {
  file: string;
  problem: string;
}

export interface SiteImport {
  /**
   * `posts`, `projects` (the published documents), `drafts` (the working copies), `tags`, `cv` as docs/data-model.md
   * stores them, without the versions a write sets; image URLs not yet known are `zip:<path>`.
   */
  tree: ImportedTree;
  /** Paths in the zip of the images the tree names (to upload to the same Storage path). */
  images: string[];
  problems: ImportProblem[];
}

export interface ImportedTree {
  posts: Raw;
  projects: Raw;
  drafts: { posts: Raw; projects: Raw };
  tags: Raw;
  cv?: Raw;
}

/** An empty tree: each kind's two nodes, published and working. */
export const emptyTree = (): ImportedTree => ({
  posts: { summaries: {}, bodies: {} },
  projects: { summaries: {}, details: {} },
  drafts: { posts: { summaries: {}, bodies: {} }, projects: { summaries: {}, details: {} } },
  tags: {},
});

/** The placeholder URL of an image that comes with the import, until it is uploaded (withImageUrls). */
const ZIP_URL = 'zip:';

interface KindLayout {
  folder: 'posts' | 'projects';
  part: 'bodies' | 'details';
}
const KINDS: KindLayout[] = [
  { folder: 'posts', part: 'bodies' },
  { folder: 'projects', part: 'details' },
];

/** Keys of an item's front matter that describe the file rather than a stored field. */
const FILE_KEYS = new Set([
  'id',
  'lang',
  'status',
  'draft',
  'translations',
  'tags',
  'publishedAt',
  'firstPublishedAt',
  'rev',
  'translatedFrom',
]);

interface ParsedFile {
  path: string;
  lang: Lang;
  front: Raw;
  body: string;
}

function parseItemFile(path: string, text: string, problems: ImportProblem[]): ParsedFile | null {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!match) {
    problems.push({ file: path, problem: 'no front matter (a --- block at the top)' });
    return null;
  }
  let front: unknown;
  try {
    front = parse(match[1]);
  } catch (error) {
    problems.push({ file: path, problem: `the front matter is not valid YAML: ${(error as Error).message.split('\n')[0]}` });
    return null;
  }
  if (!isRecord(front)) {
    problems.push({ file: path, problem: 'the front matter is not a set of fields' });
    return null;
  }
  const lang = front.lang;
  if (lang !== 'en' && lang !== 'es') {
    problems.push({ file: path, problem: `lang must be en or es, not ${JSON.stringify(lang)}` });
    return null;
  }
  return { path, lang, front, body: match[2].replace(/^\r?\n/, '') };
}

/** `../images/…` links in a body (what the export wrote for uploads) back to their placeholder URL. */
const bodyFromExport = (body: string, images: Set<string>): string =>
  body.replace(/\]\(\s*<?\.\.\/(images\/[^)\s>]+)>?/g, (whole, path: string) => {
    images.add(path);
    return whole.replace(`../${path}`, `${ZIP_URL}${path}`);
  });

function imageFromExport(byLang: Partial<Record<Lang, unknown>>, images: Set<string>): Raw | null {
  const first = LANGS.map((lang) => byLang[lang]).find(isRecord);
  if (!first) return null;
  const place = (entry: Raw) => {
    if (typeof entry.file === 'string' && entry.file.startsWith('images/')) {
      images.add(entry.file);
      return { path: entry.file, url: `${ZIP_URL}${entry.file}` };
    }
    return { path: '', url: typeof entry.url === 'string' ? entry.url : '' };
  };
  const copies = Array.isArray(first.copies) ? first.copies.filter(isRecord) : [];
  const alt = Object.fromEntries(
    LANGS.map((lang) => [lang, isRecord(byLang[lang]) && typeof byLang[lang].alt === 'string' ? byLang[lang].alt : '']),
  );
  return {
    ...place(first),
    width: first.width,
    height: first.height,
    alt,
    ...(copies.length > 0
      ? { variants: Object.fromEntries(copies.map((copy, index) => [index, { width: copy.width, ...place(copy) }])) }
      : {}),
  };
}

const toMs = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? value : ms;
};

/** A language's `langs` entry (docs/data-model.md) from a file's dates, or null when it has none. */
function langEntry(front: Raw): Raw | null {
  const publishedAt = toMs(front.publishedAt);
  if (typeof publishedAt !== 'number') return null;
  const entry: Raw = { publishedAt };
  const first = toMs(front.firstPublishedAt);
  if (typeof first === 'number' && first > 0) entry.firstPublishedAt = first;
  if (typeof front.rev === 'number' && Number.isInteger(front.rev) && front.rev > 0) entry.rev = front.rev;
  const from = front.translatedFrom;
  if (isRecord(from) && (from.lang === 'en' || from.lang === 'es') && typeof from.rev === 'number')
    entry.translatedFrom = {
      lang: from.lang,
      rev: from.rev,
      ...(typeof toMs(from.at) === 'number' && { at: toMs(from.at) }),
    };
  return entry;
}

/**
 * One stored document (summary and body/details) from the file each language's text comes from: `text[lang]`
 * gives that language's texts, absent for a language the document has no text in; the fields both languages
 * share come from `shared`.
 */
function documentFromFiles(
  layout: KindLayout,
  text: Partial<Record<Lang, ParsedFile>>,
  shared: ParsedFile,
  perLanguage: Set<string>,
  details: Set<string>,
  images: Set<string>,
) {
  const files = LANGS.map((lang) => text[lang]).filter((file): file is ParsedFile => file !== undefined);
  const summary: Raw = {};
  const rest: Raw = {};
  const keys = new Set([...files, shared].flatMap((file) => Object.keys(file.front)));
  // An image is shared; its alt text is each language's, from that language's file (a working copy's language
  // taken from the published file has the same alt texts, or it would have a staged file of its own).
  const imageFrom = (pick: (file: ParsedFile) => unknown) => {
    const sharedOne = pick(shared);
    if (!isRecord(sharedOne)) return null;
    const alts = Object.fromEntries(files.map((file) => [file.lang, pick(file)])) as Partial<Record<Lang, unknown>>;
    return imageFromExport(
      Object.fromEntries(LANGS.map((lang) => [lang, { ...sharedOne, alt: isRecord(alts[lang]) ? alts[lang].alt : '' }])),
      images,
    );
  };
  for (const key of keys) {
    if (FILE_KEYS.has(key)) continue;
    let value: unknown;
    if (key === 'cover') value = imageFrom((file) => file.front.cover);
    else if (key === 'gallery') {
      const length = Array.isArray(shared.front.gallery) ? shared.front.gallery.length : 0;
      value = Object.fromEntries(
        Array.from({ length }, (_, index) => [index, imageFrom((file) => (file.front.gallery as unknown[] | undefined)?.[index])]),
      );
    } else if (perLanguage.has(key)) {
      const values = Object.fromEntries(files.map((file) => [file.lang, file.front[key]])) as Partial<Record<Lang, unknown>>;
      const sample = [...LANGS.map((lang) => values[lang]), shared.front[key]].find((entry) => entry !== undefined);
      const blank = typeof sample === 'number' ? 0 : '';
      value = Object.fromEntries(LANGS.map((lang) => [lang, values[lang] ?? blank]));
    } else value = key.endsWith('At') ? toMs(shared.front[key]) : shared.front[key];
    if (value === null || value === undefined) continue;
    (details.has(key) ? rest : summary)[key] = value;
  }
  const tags = (Array.isArray(shared.front.tags) ? shared.front.tags : []).filter(isRecord).map((tag) => String(tag.slug));
  if (tags.length > 0) {
    summary.tags = Object.fromEntries(tags.map((tag) => [tag, true]));
    summary.tagList = Object.fromEntries(tags.map((tag, index) => [index, tag]));
  }
  const body = Object.fromEntries(LANGS.map((lang) => [lang, text[lang] ? bodyFromExport(text[lang].body, images) : '']));
  const part = layout.part === 'bodies' ? body : { ...rest, body };
  return { summary, part };
}

const PUBLIC = new Set(['published', 'scheduled']);

/**
 * One item's two documents from its files (docs/export-format.md, "An item's file"): the published document from
 * the files of languages published or scheduled, each with its dates; the working copy, when there is a draft or
 * staged file, from those, the other languages' published text and the dates each language keeps. A language
 * whose file is a draft never reaches the published document.
 */
function itemFromFiles(
  layout: KindLayout,
  main: Partial<Record<Lang, ParsedFile>>,
  staged: Partial<Record<Lang, ParsedFile>>,
  perLanguage: Set<string>,
  details: Set<string>,
  images: Set<string>,
  format: number,
) {
  const isPublic = (file: ParsedFile | undefined): file is ParsedFile => !!file && PUBLIC.has(String(file.front.status));
  const publicText: Partial<Record<Lang, ParsedFile>> = Object.fromEntries(
    LANGS.filter((lang) => isPublic(main[lang])).map((lang) => [lang, main[lang]]),
  );
  const publicFiles = LANGS.map((lang) => publicText[lang]).filter(isPublic);
  let published: { summary: Raw; part: unknown } | null = null;
  if (publicFiles.length > 0) {
    published = documentFromFiles(layout, publicText, publicFiles[0], perLanguage, details, images);
    published.summary.langs = Object.fromEntries(publicFiles.map((file) => [file.lang, langEntry(file.front) ?? { publishedAt: 0 }]));
  }
  const drafts = LANGS.map((lang) => staged[lang] ?? (isPublic(main[lang]) ? undefined : main[lang])).filter(
    (file): file is ParsedFile => file !== undefined,
  );
  let working: { summary: Raw; part: unknown } | null = null;
  if (drafts.length > 0) {
    const workingText: Partial<Record<Lang, ParsedFile>> = Object.fromEntries(
      LANGS.flatMap((lang) => {
        const file = staged[lang] ?? main[lang];
        return file ? [[lang, file]] : [];
      }),
    );
    working = documentFromFiles(layout, workingText, drafts[0], perLanguage, details, images);
    const langs = Object.fromEntries(
      LANGS.flatMap((lang) => {
        const file = workingText[lang];
        // Format 1 dated a never-published draft with a placeholder: only a first publication makes dates kept.
        const kept = format > 1 || (!!file && (PUBLIC.has(String(file.front.status)) || file.front.firstPublishedAt !== undefined));
        const entry = file && kept && langEntry(file.front);
        return entry ? [[lang, entry]] : [];
      }),
    );
    if (Object.keys(langs).length > 0) working.summary.langs = langs;
  }
  return { published, working };
}

/** Index-keyed objects, as the database stores lists (the CV's entries). */
function listsAsSlots(value: unknown): unknown {
  if (Array.isArray(value)) return Object.fromEntries(value.map((entry, index) => [index, listsAsSlots(entry)]));
  if (!isRecord(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, listsAsSlots(entry)]));
}

/** Reads an export's files (path → text; images are not read here, only named). */
export function siteFromExport(files: Record<string, string>): SiteImport {
  const problems: ImportProblem[] = [];
  const images = new Set<string>();
  const site: unknown = files['site.yaml'] === undefined ? undefined : parse(files['site.yaml']);
  // Format 1 had no staged files and dated every language at the item's date; it reads the same way.
  if (!isRecord(site) || (site.format !== 1 && site.format !== 2)) {
    problems.push({ file: 'site.yaml', problem: 'missing, or not format 1 or 2: this is not an export of this site' });
    return { tree: emptyTree(), images: [], problems };
  }
  const fields = isRecord(site.fields) ? site.fields : {};
  const tree = emptyTree();
  for (const layout of KINDS) {
    const layoutOf = isRecord(fields[layout.folder]) ? (fields[layout.folder] as Raw) : {};
    const list = (key: string) => new Set(Array.isArray(layoutOf[key]) ? (layoutOf[key] as unknown[]).map(String) : []);
    const byId = new Map<string, { main: Partial<Record<Lang, ParsedFile>>; staged: Partial<Record<Lang, ParsedFile>> }>();
    for (const [path, text] of Object.entries(files)) {
      const match = new RegExp(`^${layout.folder}/([^/]+?)\\.(en|es)(\\.staged)?\\.md$`).exec(path);
      if (!match) continue;
      if (!isValidSlug(match[1])) {
        problems.push({ file: path, problem: `${match[1]} is not a valid address (3–80 lowercase letters, digits and hyphens)` });
        continue;
      }
      const parsed = parseItemFile(path, text, problems);
      if (!parsed) continue;
      if (parsed.front.id !== match[1] || parsed.lang !== match[2]) {
        problems.push({ file: path, problem: `its id and lang (${String(parsed.front.id)}, ${parsed.lang}) do not match its name` });
        continue;
      }
      const status = parsed.front.status;
      const expected = match[3] ? ['staged'] : ['published', 'scheduled', 'draft'];
      if (!expected.includes(String(status))) {
        problems.push({ file: path, problem: `status must be ${expected.join(', ')}, not ${JSON.stringify(status)}` });
        continue;
      }
      if (PUBLIC.has(String(status)) && !langEntry(parsed.front)) {
        problems.push({ file: path, problem: `a ${String(status)} language needs its publishedAt (an ISO 8601 date)` });
        continue;
      }
      const entry = byId.get(match[1]) ?? { main: {}, staged: {} };
      entry[match[3] ? 'staged' : 'main'][parsed.lang] = parsed;
      byId.set(match[1], entry);
    }
    const published = { summaries: {} as Raw, [layout.part]: {} as Raw };
    const working = { summaries: {} as Raw, [layout.part]: {} as Raw };
    for (const [id, { main, staged }] of [...byId].sort(([a], [b]) => a.localeCompare(b))) {
      const item = itemFromFiles(layout, main, staged, list('perLanguage'), list('details'), images, site.format);
      if (item.published) {
        published.summaries[id] = item.published.summary;
        (published[layout.part] as Raw)[id] = item.published.part;
      }
      if (item.working) {
        working.summaries[id] = item.working.summary;
        (working[layout.part] as Raw)[id] = item.working.part;
      }
    }
    tree[layout.folder] = published;
    tree.drafts[layout.folder] = working;
  }
  if (files['tags.yaml'] !== undefined) {
    const tags: unknown = parse(files['tags.yaml']);
    if (isRecord(tags)) tree.tags = tags;
    else if (tags !== null) problems.push({ file: 'tags.yaml', problem: 'not a set of tags' });
  }
  if (files['cv.yaml'] !== undefined) {
    const cv: unknown = parse(files['cv.yaml']);
    if (isRecord(cv)) tree.cv = listsAsSlots(cv) as Raw;
    else problems.push({ file: 'cv.yaml', problem: 'not a CV' });
  }
  return { tree, images: [...images].sort(), problems };
}

/** The tree with each `zip:<path>` placeholder replaced by the uploaded image's URL. */
export function withImageUrls<T>(tree: T, urlOf: (path: string) => string): T {
  const replace = (value: unknown): unknown => {
    if (typeof value === 'string') return value.replace(/zip:(images\/[^)\s>"]+)/g, (_, path: string) => urlOf(path));
    if (Array.isArray(value)) return value.map(replace);
    if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, replace(entry)]));
    return value;
  };
  return replace(tree) as T;
}

type ItemAction = 'create' | 'replace' | 'skip';

/** What an import does with a language of an item: publish it, schedule it, keep it as a draft, or stage its edits. */
export type ImportedLangState = 'published' | 'scheduled' | 'draft' | 'staged';

/** Every item id of a kind in an imported tree: published, working copy only, or both. */
function importedIds(tree: ImportedTree, kind: 'posts' | 'projects'): string[] {
  const ids = (node: Raw) => Object.keys(isRecord(node.summaries) ? node.summaries : {});
  return [...new Set([...ids(tree[kind]), ...ids(tree.drafts[kind])])].sort();
}

/** An item's two documents in an imported tree: each summary with its body/details, or null. */
export function importedDocuments(tree: ImportedTree, kind: 'posts' | 'projects', id: string) {
  const part = kind === 'posts' ? 'bodies' : 'details';
  const read = (node: Raw) => {
    const summary = isRecord(node.summaries) ? node.summaries[id] : undefined;
    return isRecord(summary) ? { summary, part: (node[part] as Raw | undefined)?.[id] } : null;
  };
  return { published: read(tree[kind]), working: read(tree.drafts[kind]) };
}

/**
 * Each language's state once imported (docs/decisions.md, "What a saved version of an item is"): scheduled when
 * its date is later than `now`; staged when the working copy changes a published language's text.
 */
function importedLangStates(tree: ImportedTree, kind: 'posts' | 'projects', id: string, now: number) {
  const { published, working } = importedDocuments(tree, kind, id);
  const langs = isRecord(published?.summary.langs) ? published.summary.langs : {};
  const textOf = (document: { summary: Raw; part: unknown } | null, lang: Lang) => {
    if (!document) return '';
    const body = kind === 'posts' ? document.part : isRecord(document.part) ? document.part.body : undefined;
    const pick = (value: unknown) => (isRecord(value) ? value[lang] : undefined);
    return JSON.stringify([pick(document.summary.title), pick(document.summary.summary), pick(body)]);
  };
  const written = (document: { summary: Raw; part: unknown } | null, lang: Lang) =>
    !!document && JSON.parse(textOf(document, lang)).some((text: unknown) => typeof text === 'string' && text.trim() !== '');
  const states: Partial<Record<Lang, ImportedLangState>> = {};
  for (const lang of LANGS) {
    const entry = langs[lang];
    if (isRecord(entry)) {
      const staged = working && textOf(working, lang) !== textOf(published, lang);
      states[lang] = staged ? 'staged' : typeof entry.publishedAt === 'number' && entry.publishedAt > now ? 'scheduled' : 'published';
    } else if (written(working, lang)) states[lang] = 'draft';
  }
  return states;
}

interface ImportPlanEntry {
  kind: 'posts' | 'projects';
  id: string;
  action: ItemAction;
  /** Why an item is skipped, or what replacing it does. */
  note?: string;
  /** The version the item is written at: 1 for a new item, the stored one + 1 for a replaced one (docs/data-model.md). */
  version: number;
  /** What each language written in it becomes: the dry run says it before anything is written. */
  langs: Partial<Record<Lang, ImportedLangState>>;
}

export interface ImportPlan {
  items: ImportPlanEntry[];
  cv: ItemAction;
}

/**
 * What an import would do to a database holding `existing` (its ids and versions): new items are created; an item
 * whose id exists is skipped unless `replace`, and then written at its next version, so an editor open on it sees
 * a conflict rather than losing its work silently.
 */
export function planImport(
  imported: SiteImport,
  existing: { posts: Record<string, number>; projects: Record<string, number>; cv: number | null },
  { replace, now = Date.now() }: { replace: boolean; now?: number },
): ImportPlan {
  const items: ImportPlanEntry[] = [];
  for (const kind of ['posts', 'projects'] as const) {
    for (const id of importedIds(imported.tree, kind)) {
      const stored = existing[kind][id];
      const langs = importedLangStates(imported.tree, kind, id, now);
      if (stored === undefined) items.push({ kind, id, action: 'create', version: 1, langs });
      else if (replace) items.push({ kind, id, action: 'replace', version: stored + 1, note: `replaces version ${stored}`, langs });
      else items.push({ kind, id, action: 'skip', version: stored, note: 'exists (--replace replaces it, after keeping a copy)', langs });
    }
  }
  const cv: ItemAction = !imported.tree.cv ? 'skip' : existing.cv === null ? 'create' : replace ? 'replace' : 'skip';
  return { items, cv };
}
