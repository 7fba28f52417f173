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
  /** `posts`, `projects`, `tags`, `cv` as docs/data-model.md stores them; image URLs not yet known are `zip:<path>`. */
  tree: { posts: Raw; projects: Raw; tags: Raw; cv?: Raw };
  /** Paths in the zip of the images the tree names (to upload to the same Storage path). */
  images: string[];
  problems: ImportProblem[];
}

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
const FILE_KEYS = new Set(['id', 'lang', 'status', 'translations', 'tags']);

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

/** One item's stored summary and body/details from its language files. */
function itemFromFiles(layout: KindLayout, files: ParsedFile[], perLanguage: Set<string>, details: Set<string>, images: Set<string>) {
  const byLang = Object.fromEntries(files.map((file) => [file.lang, file])) as Partial<Record<Lang, ParsedFile>>;
  const first = LANGS.map((lang) => byLang[lang]).find((file): file is ParsedFile => file !== undefined)!;
  const summary: Raw = {};
  const rest: Raw = {};
  const keys = new Set(files.flatMap((file) => Object.keys(file.front)));
  for (const key of keys) {
    if (FILE_KEYS.has(key)) continue;
    const values = Object.fromEntries(files.map((file) => [file.lang, file.front[key]])) as Partial<Record<Lang, unknown>>;
    let value: unknown;
    if (key === 'cover') value = imageFromExport(values, images);
    else if (key === 'gallery') {
      const length = Math.max(...files.map((file) => (Array.isArray(file.front.gallery) ? file.front.gallery.length : 0)));
      value = Object.fromEntries(
        Array.from({ length }, (_, index) => [
          index,
          imageFromExport(
            Object.fromEntries(files.map((file) => [file.lang, (file.front.gallery as unknown[] | undefined)?.[index]])),
            images,
          ),
        ]),
      );
    } else if (perLanguage.has(key)) {
      const sample = LANGS.map((lang) => values[lang]).find((entry) => entry !== undefined);
      const blank = typeof sample === 'number' ? 0 : '';
      value = Object.fromEntries(LANGS.map((lang) => [lang, values[lang] ?? blank]));
    } else value = key.endsWith('At') ? toMs(first.front[key]) : first.front[key];
    if (value === null || value === undefined) continue;
    (details.has(key) ? rest : summary)[key] = value;
  }
  // Today's model publishes an item as a whole: published when any language of it is (docs/decisions.md).
  const published = files.some((file) => file.front.status === 'published' || file.front.status === 'scheduled');
  summary.status = published ? 'published' : 'draft';
  const tags = (Array.isArray(first.front.tags) ? first.front.tags : []).filter(isRecord).map((tag) => String(tag.slug));
  if (tags.length > 0) {
    summary.tags = Object.fromEntries(tags.map((tag) => [tag, true]));
    summary.tagList = Object.fromEntries(tags.map((tag, index) => [index, tag]));
  }
  const body = Object.fromEntries(LANGS.map((lang) => [lang, byLang[lang] ? bodyFromExport(byLang[lang].body, images) : '']));
  const part = layout.part === 'bodies' ? body : { ...rest, body };
  return { summary, part };
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
  if (!isRecord(site) || site.format !== 1) {
    problems.push({ file: 'site.yaml', problem: 'missing, or not format 1: this is not an export of this site' });
    return { tree: { posts: {}, projects: {}, tags: {} }, images: [], problems };
  }
  const fields = isRecord(site.fields) ? site.fields : {};
  const tree: SiteImport['tree'] = { posts: {}, projects: {}, tags: {} };
  for (const layout of KINDS) {
    const layoutOf = isRecord(fields[layout.folder]) ? (fields[layout.folder] as Raw) : {};
    const list = (key: string) => new Set(Array.isArray(layoutOf[key]) ? (layoutOf[key] as unknown[]).map(String) : []);
    const byId = new Map<string, ParsedFile[]>();
    for (const [path, text] of Object.entries(files)) {
      const match = new RegExp(`^${layout.folder}/([^/]+)\\.(en|es)\\.md$`).exec(path);
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
      byId.set(match[1], [...(byId.get(match[1]) ?? []), parsed]);
    }
    const summaries: Raw = {};
    const parts: Raw = {};
    for (const [id, itemFiles] of [...byId].sort(([a], [b]) => a.localeCompare(b))) {
      const { summary, part } = itemFromFiles(layout, itemFiles, list('perLanguage'), list('details'), images);
      summaries[id] = summary;
      parts[id] = part;
    }
    tree[layout.folder] = { summaries, [layout.part]: parts };
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

interface ImportPlanEntry {
  kind: 'posts' | 'projects';
  id: string;
  action: ItemAction;
  /** Why an item is skipped, or what replacing it does. */
  note?: string;
  /** The version the item is written at: 1 for a new item, the stored one + 1 for a replaced one (docs/data-model.md). */
  version: number;
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
  { replace }: { replace: boolean },
): ImportPlan {
  const items: ImportPlanEntry[] = [];
  for (const kind of ['posts', 'projects'] as const) {
    for (const id of Object.keys((imported.tree[kind].summaries as Raw | undefined) ?? {})) {
      const stored = existing[kind][id];
      if (stored === undefined) items.push({ kind, id, action: 'create', version: 1 });
      else if (replace) items.push({ kind, id, action: 'replace', version: stored + 1, note: `replaces version ${stored}` });
      else items.push({ kind, id, action: 'skip', version: stored, note: 'exists (--replace replaces it, after keeping a copy)' });
    }
  }
  const cv: ItemAction = !imported.tree.cv ? 'skip' : existing.cv === null ? 'create' : replace ? 'replace' : 'skip';
  return { items, cv };
}
