/**
 * The whole site as plain files (docs/export-format.md): one Markdown file with YAML front matter per item and
 * language, the CV and the tag names as YAML, and the list of stored images to put beside them. Pure: the stored
 * tree in, file texts out; writing them into a zip with the images is export-zip.ts's job.
 *
 * The mapping is generic over the stored fields rather than a list of them, so a field added to the content
 * model is exported with no change here: a `{ en, es }` of strings becomes that language's value, an image keeps
 * its file and that language's alt text, keys ending in `At` become ISO dates, and anything else is copied.
 */
import { stringify } from 'yaml';
import { savedSummaryFromDb, tagsFromDb } from '../db-mapping.ts';
import { langState } from '../saved-item.ts';
import { LANGS, type Lang } from '../languages.ts';

/** The format's version: `site.yaml` says it, so a reader can tell what it holds. */
const EXPORT_FORMAT = 1;

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

type LangState = 'published' | 'scheduled' | 'draft';
type ContentKind = 'post' | 'project';

/**
 * What a language of an item is (docs/export-format.md, "status"), from its published document and its working
 * copy (docs/decisions.md, "What a saved version of an item is"): a language with staged changes exports its
 * working text, as published.
 */
function stateOf(layout: KindLayout, id: string, summary: unknown, working: unknown, lang: Lang, now: number): LangState {
  const saved = savedSummaryFromDb(layout.folder, id, summary, working);
  const state = saved ? langState(saved, lang, now) : 'none';
  return state === 'staged' ? 'published' : state === 'scheduled' || state === 'published' ? state : 'draft';
}

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

/** Stored keys that the export writes in another form (the tags with their names) or that the site derives. */
const NOT_COPIED = new Set(['tags', 'tagList', 'version', 'status', 'body', 'langs', 'basedOn']);

/** How an import puts an item's fields back (site.yaml's `fields`): which hold a value per language, which sit beside the body. */
interface FieldLayout {
  perLanguage: Set<string>;
  details: Set<string>;
}

function itemFiles(
  layout: KindLayout,
  id: string,
  documents: { summary: Raw; working: Raw | undefined; published: Raw | undefined },
  part: unknown,
  tagNames: Raw,
  now: number,
  images: ImageSet,
  fields: FieldLayout,
): ExportFile[] {
  // A post's body node is the body itself ({ en, es }); a project's details hold it beside the gallery.
  const { summary } = documents;
  const rest: Raw = layout.part === 'bodies' ? {} : isRecord(part) ? part : {};
  const body: unknown = layout.part === 'bodies' ? part : rest.body;
  // The item's dates, from its languages (content-types.ts, ItemDates), as the format has them.
  const saved = savedSummaryFromDb(layout.folder, id, documents.published, documents.working);
  const item = saved && (saved.published ?? saved.working);
  const dates: Raw = item
    ? { publishedAt: item.publishedAt, ...(item.firstPublishedAt > 0 ? { firstPublishedAt: item.firstPublishedAt } : {}) }
    : {};
  const stored: Raw = { ...summary, ...dates, ...rest };
  for (const [key, value] of Object.entries(stored)) {
    if (NOT_COPIED.has(key)) continue;
    if (isLocalizedText(value) || isLocalizedNumber(value)) fields.perLanguage.add(key);
    if (key in rest) fields.details.add(key);
  }
  const written = LANGS.filter((lang) => hasAnyText(stored, lang) || hasText(body, lang));
  const tags = tagsFromDb(summary.tags, summary.tagList).map((slug) => {
    const names = isRecord(tagNames[slug]) ? tagNames[slug] : {};
    return { slug, en: typeof names.en === 'string' ? names.en : '', es: typeof names.es === 'string' ? names.es : '' };
  });
  return written.map((lang) => {
    const front: Raw = {
      id,
      lang,
      status: stateOf(layout, id, documents.published, documents.working, lang, now),
      translations: written.filter((other) => other !== lang),
    };
    for (const [key, value] of Object.entries(stored)) {
      if (!NOT_COPIED.has(key)) front[key] = exportValue(key, value, lang, images);
    }
    front.tags = tags;
    const text = isRecord(body) && typeof body[lang] === 'string' ? body[lang] : '';
    return {
      path: `${layout.folder}/${id}.${lang}.md`,
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
fields in YAML front matter; the CV (cv.yaml); the tags' names (tags.yaml); the uploaded images (images/), at the
paths the files name. The format is described in the project's docs/export-format.md.
`;

export interface ExportOptions {
  /** The moment of the export (ms): it decides which published items are still scheduled. */
  now: number;
  /** The site's address, for the reader of the copy. */
  siteUrl: string;
}

/** The stored tree (`/posts`, `/projects`, `/tags`, `/cv`) as export files. */
export function siteExport(tree: unknown, { now, siteUrl }: ExportOptions): SiteExport {
  const root = isRecord(tree) ? tree : {};
  const images = new ImageSet();
  const tagNames = isRecord(root.tags) ? root.tags : {};
  const files: ExportFile[] = [{ path: 'README.md', text: README }];
  const fields: Record<string, { perLanguage: string[]; details: string[] }> = {};
  for (const layout of KINDS) {
    const layoutOf: FieldLayout = { perLanguage: new Set(), details: new Set() };
    const node = isRecord(root[layout.folder]) ? (root[layout.folder] as Raw) : {};
    const summaries = isRecord(node.summaries) ? node.summaries : {};
    const parts = isRecord(node[layout.part]) ? (node[layout.part] as Raw) : {};
    // Working copies (docs/data-model.md, `/drafts`): the item as the owner last saved it.
    const drafts = isRecord(root.drafts) && isRecord(root.drafts[layout.folder]) ? (root.drafts[layout.folder] as Raw) : {};
    const workingSummaries = isRecord(drafts.summaries) ? drafts.summaries : {};
    const workingParts = isRecord(drafts[layout.part]) ? (drafts[layout.part] as Raw) : {};
    for (const id of [...new Set([...Object.keys(summaries), ...Object.keys(workingSummaries)])].sort()) {
      const published = isRecord(summaries[id]) ? summaries[id] : undefined;
      const working = isRecord(workingSummaries[id]) ? workingSummaries[id] : undefined;
      const summary = working ?? published;
      const part = working ? workingParts[id] : parts[id];
      if (summary) files.push(...itemFiles(layout, id, { summary, working, published }, part, tagNames, now, images, layoutOf));
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
