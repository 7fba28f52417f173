/**
 * The whole site as plain files (docs/export-format.md): one Markdown file with YAML front matter per item and
 * language (its published text, or its draft) plus one per published language with staged edits, the CV and the
 * tag names as YAML, and the list of stored images to put beside them. Pure: the stored
 * tree in, file texts out; writing them into a zip with the images is export-zip.ts's job.
 *
 * The mapping is generic over the stored fields rather than a list of them, so a field added to the content
 * model is exported with no change here: a `{ en, es }` of strings becomes that language's value, an image keeps
 * its file and that language's alt text, keys ending in `At` become ISO dates, and anything else is copied.
 */
import { stringify } from 'yaml';
import { savedFromDb, tagsFromDb, type DbTree } from '../db-mapping.ts';
import { differsIn } from '../saved-item.ts';
import { migrateTree } from '../migrate-content.ts';
import type { Post, Project } from '../content-types.ts';
import { LANGS, type Lang } from '../languages.ts';

/** The format's version: `site.yaml` says it, so a reader can tell what it holds. */
const EXPORT_FORMAT = 2;

interface ExportFile {
  /** Path inside the export, with `/` separators (`posts/my-post.en.md`). */
  path: string;
  text: string;
}

export interface SiteExport {
  files: ExportFile[];
  /** Storage object paths (`images/posts/my-post/…webp`) the files name: the export stores each at the same path. */
  images: string[];
}

type Raw = Record<string, unknown>;
const isRecord = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An index-keyed object as the database returns it (`{ "0": a, "1": b }`, or an array): its values in order. */
const slots = (value: unknown): unknown[] =>
  Array.isArray(value)
    ? value.filter((entry) => entry !== null && entry !== undefined)
    : isRecord(value)
      ? Object.keys(value)
          .sort((a, b) => Number(a) - Number(b))
          .map((key) => value[key])
      : [];

const isLocalizedText = (value: unknown): value is Partial<Record<Lang, string>> =>
  isRecord(value) &&
  Object.keys(value).length > 0 &&
  Object.keys(value).every((key) => (LANGS as readonly string[]).includes(key) && typeof value[key] === 'string');

const isLocalizedNumber = (value: unknown): value is Partial<Record<Lang, number>> =>
  isRecord(value) &&
  Object.keys(value).length > 0 &&
  Object.keys(value).every((key) => (LANGS as readonly string[]).includes(key) && typeof value[key] === 'number');

const isImage = (value: unknown): value is Raw => isRecord(value) && typeof value.url === 'string' && 'width' in value && 'alt' in value;

/** A Storage download URL's object path (`…/v0/b/<bucket>/o/<path>?…`), or null for any other URL. */
export function storageObjectPath(url: string): string | null {
  const match = /\/v0\/b\/[^/]+\/o\/([^?#]+)/.exec(url);
  if (!match) return null;
  try {
    const path = decodeURIComponent(match[1]);
    return path.startsWith('images/') && !path.split('/').includes('..') ? path : null;
  } catch {
    return null;
  }
}

class ImageSet {
  readonly paths = new Set<string>();
  /** An image's place in the export: its file (a stored upload) or its URL (a picture served by the site itself). */
  where(path: unknown, url: unknown): { file: string } | { url: string } {
    const stored = typeof path === 'string' && path.startsWith('images/') ? path : typeof url === 'string' ? storageObjectPath(url) : null;
    if (stored) {
      this.paths.add(stored);
      return { file: stored };
    }
    return { url: typeof url === 'string' ? url : '' };
  }
}

function exportImage(image: Raw, lang: Lang, images: ImageSet): Raw {
  const alt = isRecord(image.alt) && typeof image.alt[lang] === 'string' ? image.alt[lang] : '';
  const copies = slots(image.variants)
    .filter(isRecord)
    .map((copy) => ({ width: copy.width, ...images.where(copy.path, copy.url) }));
  return {
    ...images.where(image.path, image.url),
    width: image.width,
    height: image.height,
    alt,
    ...(copies.length > 0 ? { copies } : {}),
  };
}

/** One stored value as `lang`'s file shows it (see the module comment). */
function exportValue(key: string, value: unknown, lang: Lang, images: ImageSet): unknown {
  if (isLocalizedText(value)) return value[lang] ?? '';
  if (isLocalizedNumber(value)) return value[lang] ?? 0;
  if (isImage(value)) return exportImage(value, lang, images);
  if (key.endsWith('At') && typeof value === 'number' && Number.isFinite(value)) return new Date(value).toISOString();
  if (key === 'gallery')
    return slots(value)
      .filter(isImage)
      .map((image) => exportImage(image, lang, images));
  return value;
}

/** Markdown image and link targets that are Storage uploads, pointed at the exported file (relative to the item's folder). */
function bodyWithExportedImages(body: string, images: ImageSet): string {
  return body.replace(/\]\(\s*<?([^)\s>]+)>?/g, (whole, url: string) => {
    const path = storageObjectPath(url);
    if (!path) return whole;
    images.paths.add(path);
    return whole.replace(url, `../${path}`);
  });
}

type ContentKind = 'post' | 'project';

/** What a file holds (docs/export-format.md, "status"): a language's published text, its draft, or staged edits of it. */
type FileStatus = 'published' | 'scheduled' | 'draft' | 'staged';

const hasText = (value: unknown, lang: Lang): boolean => isRecord(value) && typeof value[lang] === 'string' && value[lang].trim() !== '';

/** Whether any text of the item — a field, an alt text, the body — is written in `lang`: then it gets a file. */
function hasAnyText(value: unknown, lang: Lang): boolean {
  if (isLocalizedText(value)) return (value[lang] ?? '').trim() !== '';
  if (Array.isArray(value)) return value.some((entry) => hasAnyText(entry, lang));
  return isRecord(value) && Object.values(value).some((entry) => hasAnyText(entry, lang));
}

interface KindLayout {
  kind: ContentKind;
  folder: 'posts' | 'projects';
  /** The node beside `summaries` holding the rest of an item. */
  part: 'bodies' | 'details';
}
const KINDS: KindLayout[] = [
  { kind: 'post', folder: 'posts', part: 'bodies' },
  { kind: 'project', folder: 'projects', part: 'details' },
];

/** Stored keys that the export writes in another form (the tags with their names, `langs` as each file's dates) or that the site derives. */
const NOT_COPIED = new Set(['tags', 'tagList', 'version', 'status', 'body', 'langs', 'basedOn', 'publishedAt', 'firstPublishedAt']);

/** How an import puts an item's fields back (site.yaml's `fields`): which hold a value per language, which sit beside the body. */
interface FieldLayout {
  perLanguage: Set<string>;
  details: Set<string>;
}

/** One stored document of an item: its summary and its body (a post) or details (a project). */
interface StoredDocument {
  summary: Raw;
  part: unknown;
}

/** A language's dates as a file's front matter has them (a `langs` entry, docs/data-model.md). */
function langDates(langs: unknown, lang: Lang): Raw {
  const entry = isRecord(langs) && isRecord(langs[lang]) ? langs[lang] : null;
  if (!entry || typeof entry.publishedAt !== 'number') return {};
  const dates: Raw = { publishedAt: new Date(entry.publishedAt).toISOString() };
  if (typeof entry.firstPublishedAt === 'number' && entry.firstPublishedAt > 0)
    dates.firstPublishedAt = new Date(entry.firstPublishedAt).toISOString();
  if (typeof entry.rev === 'number' && entry.rev > 0) dates.rev = entry.rev;
  if (isRecord(entry.translatedFrom)) {
    const { lang, rev, at } = entry.translatedFrom;
    // `at`: when it was marked up to date (absent in records kept before it was noted).
    dates.translatedFrom = typeof at === 'number' && at > 0 ? { lang, rev, at: new Date(at).toISOString() } : { lang, rev };
  }
  return dates;
}

/** A document's stored fields and body, with the per-language and details keys noted for site.yaml. */
function fieldsOf(layout: KindLayout, document: StoredDocument, fields: FieldLayout): { stored: Raw; body: unknown } {
  // A post's body node is the body itself ({ en, es }); a project's details hold it beside the gallery.
  const rest: Raw = layout.part === 'bodies' ? {} : isRecord(document.part) ? document.part : {};
  const body: unknown = layout.part === 'bodies' ? document.part : rest.body;
  const stored: Raw = { ...document.summary, ...rest };
  for (const [key, value] of Object.entries(stored)) {
    if (NOT_COPIED.has(key)) continue;
    if (isLocalizedText(value) || isLocalizedNumber(value)) fields.perLanguage.add(key);
    if (key in rest) fields.details.add(key);
  }
  return { stored, body };
}

const writtenIn = (document: { stored: Raw; body: unknown }, lang: Lang) =>
  hasAnyText(document.stored, lang) || hasText(document.body, lang);

/**
 * An item's files (docs/export-format.md, "An item's file"): per language, its published text when it is published
 * or scheduled (from the published document), else its draft (from the working copy); and, for a published
 * language the working copy changes, the staged text in `{id}.{lang}.staged.md`. The published text and the
 * owner's unpublished text are never in the same file, so an import cannot mistake one for the other.
 */
function itemFiles(
  layout: KindLayout,
  id: string,
  documents: { published: StoredDocument | undefined; working: StoredDocument | undefined },
  tagNames: Raw,
  now: number,
  images: ImageSet,
  fields: FieldLayout,
): ExportFile[] {
  const published = documents.published && fieldsOf(layout, documents.published, fields);
  const working = documents.working && fieldsOf(layout, documents.working, fields);
  const publishedLangs = LANGS.filter((lang) => published && isRecord(published.stored.langs) && isRecord(published.stored.langs[lang]));
  const saved = savedFromDb<Post | Project>(layout.folder, id, {
    summary: documents.published?.summary,
    details: documents.published?.part,
    workingSummary: documents.working?.summary,
    workingDetails: documents.working?.part,
  });
  const changed = (lang: Lang) => !!(saved?.published && saved.working && differsIn(saved.working, saved.published, lang));
  const files: { lang: Lang; status: FileStatus; from: { stored: Raw; body: unknown } }[] = [];
  for (const lang of LANGS) {
    if (published && publishedLangs.includes(lang)) {
      const entry = (published.stored.langs as Raw)[lang] as Raw;
      const scheduled = typeof entry.publishedAt === 'number' && entry.publishedAt > now;
      files.push({ lang, status: scheduled ? 'scheduled' : 'published', from: published });
    } else if (working && writtenIn(working, lang)) files.push({ lang, status: 'draft', from: working });
  }
  if (working && published) {
    const staged = publishedLangs.filter(changed);
    // A working copy that changes only what both languages share (tags, images, links) still has to travel:
    // then every published language carries it.
    const carriers = staged.length > 0 || files.some((file) => file.status === 'draft') ? staged : publishedLangs;
    for (const lang of carriers) files.push({ lang, status: 'staged', from: working });
  } else if (working && files.length === 0) files.push({ lang: LANGS[0], status: 'draft', from: working });
  const main = files.filter((file) => file.status !== 'staged').map((file) => file.lang);
  const tagOf = (slug: string) => {
    const names = isRecord(tagNames[slug]) ? tagNames[slug] : {};
    return { slug, en: typeof names.en === 'string' ? names.en : '', es: typeof names.es === 'string' ? names.es : '' };
  };
  return files.map(({ lang, status, from }) => {
    const front: Raw = {
      id,
      lang,
      status,
      // Other tools (Hugo, Astro, Jekyll) leave a file with `draft: true` out of the site they build.
      ...(status === 'draft' || status === 'staged' ? { draft: true } : {}),
      translations: main.filter((other) => other !== lang),
      ...langDates(from.stored.langs, lang),
    };
    for (const [key, value] of Object.entries(from.stored)) {
      if (!NOT_COPIED.has(key)) front[key] = exportValue(key, value, lang, images);
    }
    front.tags = tagsFromDb(from.stored.tags, from.stored.tagList).map(tagOf);
    const text = isRecord(from.body) && typeof from.body[lang] === 'string' ? from.body[lang] : '';
    return {
      path: `${layout.folder}/${id}.${lang}${status === 'staged' ? '.staged' : ''}.md`,
      // The body exactly as stored, after one blank line: an import reads back the same characters.
      text: `---\n${stringify(front, { lineWidth: 0 })}---\n\n${bodyWithExportedImages(text, images)}`,
    };
  });
}

/** Index-keyed objects (the database's arrays) as lists, so the CV reads as a person would write it. */
function listsAsArrays(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(listsAsArrays);
  if (!isRecord(value)) return value;
  const keys = Object.keys(value);
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key))) return slots(value).map(listsAsArrays);
  return Object.fromEntries(keys.map((key) => [key, listsAsArrays(value[key])]));
}

const README = `# A copy of the whole site

Made by the site's export. One Markdown file per post or project and language (posts/, projects/), with its
fields in YAML front matter: the text visitors see or will see (status: published or scheduled), or a draft
(status: draft, draft: true); edits of a published text not yet published are in a .staged.md file beside it
(draft: true). The CV (cv.yaml); the tags' names (tags.yaml); the uploaded images (images/), at the paths the
files name. The format is described in the project's docs/export-format.md.
`;

export interface ExportOptions {
  /** The moment of the export (ms): it decides which published items are still scheduled. */
  now: number;
  /** The site's address, for the reader of the copy. */
  siteUrl: string;
}

/**
 * The stored tree (`/posts`, `/projects`, `/drafts`, `/tags`, `/cv`) as export files. A tree still in the shape
 * before per-language publication is read as the stores read it (migrateTree).
 */
export function siteExport(tree: unknown, { now, siteUrl }: ExportOptions): SiteExport {
  const root = (isRecord(tree) ? migrateTree(tree as DbTree) : {}) as Raw;
  const images = new ImageSet();
  const tagNames = isRecord(root.tags) ? root.tags : {};
  const files: ExportFile[] = [{ path: 'README.md', text: README }];
  const fields: Record<string, { perLanguage: string[]; details: string[] }> = {};
  for (const layout of KINDS) {
    const layoutOf: FieldLayout = { perLanguage: new Set(), details: new Set() };
    const node = isRecord(root[layout.folder]) ? (root[layout.folder] as Raw) : {};
    const summaries = isRecord(node.summaries) ? node.summaries : {};
    const parts = isRecord(node[layout.part]) ? (node[layout.part] as Raw) : {};
    // Working copies (docs/data-model.md, `/drafts`): the owner's text not yet published.
    const drafts = isRecord(root.drafts) && isRecord(root.drafts[layout.folder]) ? (root.drafts[layout.folder] as Raw) : {};
    const workingSummaries = isRecord(drafts.summaries) ? drafts.summaries : {};
    const workingParts = isRecord(drafts[layout.part]) ? (drafts[layout.part] as Raw) : {};
    for (const id of [...new Set([...Object.keys(summaries), ...Object.keys(workingSummaries)])].sort()) {
      const published = isRecord(summaries[id]) ? { summary: summaries[id], part: parts[id] } : undefined;
      const working = isRecord(workingSummaries[id]) ? { summary: workingSummaries[id], part: workingParts[id] } : undefined;
      if (published || working) files.push(...itemFiles(layout, id, { published, working }, tagNames, now, images, layoutOf));
    }
    fields[layout.folder] = { perLanguage: [...layoutOf.perLanguage].sort(), details: [...layoutOf.details].sort() };
  }
  files.splice(1, 0, {
    path: 'site.yaml',
    text: stringify({ format: EXPORT_FORMAT, exportedAt: new Date(now).toISOString(), site: siteUrl, fields }),
  });
  files.push({ path: 'tags.yaml', text: stringify(listsAsArrays(tagNames), { lineWidth: 0 }) });
  if (isRecord(root.cv)) {
    const { version: _version, ...cv } = root.cv;
    files.push({ path: 'cv.yaml', text: stringify(listsAsArrays(cv), { lineWidth: 0 }) });
  }
  return { files, images: [...images.paths].sort() };
}
