/**
 * Importing into the site from the owner's tab (docs/export-format.md, "From the admin"): an export zip of this site,
 * or Markdown files with front matter as Hugo, Astro or Jekyll write them (a zip, a folder or loose files). The files
 * are read by the content package's own readers (the ones `npm run import` runs); the dry run plans every item with
 * the editor's own limits and writes nothing; applying writes each item through the content store, as the editor
 * saves, so the database rules check every write.
 */
import { strFromU8, unzipSync } from 'fflate';
import { cvFromDb, savedFromDb, type DbCv } from '@portfolio/content/db-mapping';
import { LIMITS } from '@portfolio/content/content-model';
import type { Lang, Localized, Post, Project, TagNames } from '@portfolio/content/content-types';
import { siteFromMarkdownFiles } from '@portfolio/content/portability/markdown-import';
import {
  importedDocuments,
  planImport,
  siteFromExport,
  withImageUrls,
  type ImportedLangState,
  type ImportedTree,
  type SiteImport,
} from '@portfolio/content/portability/site-import';
import { editedItem, type SavedChange, type SavedItem } from '@portfolio/content/saved-item';
import { ContentError, type ContentStore } from '../../data/content-store';
import { hasErrors, validateCv, validatePost, validateProject } from '../editor';
import { MAX_OUTPUT_BYTES } from '../images';
import type { SiteTree } from './site-export';

type Raw = Record<string, unknown>;
const isRecord = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A zip larger than this is refused before it is read: it is read whole into the tab's memory. */
const MAX_ZIP_BYTES = 1024 * 1024 * 1024;

/** What the owner picked, read: the texts the readers parse and the images beside them. */
export interface ImportFiles {
  /** 'export': an export of this site (it has site.yaml); 'markdown': another generator's files. */
  source: 'export' | 'markdown';
  texts: Record<string, string>;
  images: Record<string, Uint8Array>;
}

/** Why the files picked cannot be imported at all; `detail` is the reader's own words (English), shown as is. */
export class ImportFileError extends Error {
  constructor(
    readonly reason: 'not-a-zip' | 'too-big' | 'nothing-to-import',
    readonly detail = '',
  ) {
    super(`${reason}${detail ? `: ${detail}` : ''}`);
    this.name = 'ImportFileError';
  }
}

const TEXT_FILE = /\.(md|markdown|yaml|yml|toml)$/i;

function filesOf(entries: Record<string, Uint8Array>): ImportFiles {
  const texts: Record<string, string> = {};
  const images: Record<string, Uint8Array> = {};
  for (const [path, bytes] of Object.entries(entries)) {
    if (path.endsWith('/') || path.startsWith('__MACOSX/')) continue;
    if (TEXT_FILE.test(path)) texts[path] = strFromU8(bytes);
    else if (path.startsWith('images/')) images[path] = bytes;
  }
  // A zip of a folder holds the folder itself: read below it when everything is inside one.
  if (!('site.yaml' in texts)) {
    const roots = new Set(Object.keys(texts).map((path) => path.split('/')[0]));
    const [root] = roots;
    if (roots.size === 1 && `${root}/site.yaml` in texts)
      return filesOf(Object.fromEntries(Object.entries(entries).map(([path, bytes]) => [path.slice(root.length + 1), bytes])));
  }
  const source = 'site.yaml' in texts ? 'export' : 'markdown';
  if (!Object.keys(texts).some((path) => /\.(md|markdown)$/i.test(path)) && source === 'markdown')
    throw new ImportFileError('nothing-to-import');
  return { source, texts, images };
}

/** A path as the readers expect it: `/` separators, no leading folder a browser adds for a picked folder. */
const relativePath = (file: File): string => (file.webkitRelativePath || file.name).replace(/\\/g, '/');

/** Reads what the owner picked: one zip, or Markdown files (a folder's, with their relative paths). */
export async function readImportFiles(picked: File[]): Promise<ImportFiles> {
  const zips = picked.filter((file) => /\.zip$/i.test(file.name));
  if (zips.length === 1 && picked.length === 1) {
    const [zip] = zips;
    if (zip.size > MAX_ZIP_BYTES) throw new ImportFileError('too-big');
    let entries: Record<string, Uint8Array>;
    try {
      entries = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    } catch (error) {
      throw new ImportFileError('not-a-zip', error instanceof Error ? error.message : String(error));
    }
    return filesOf(entries);
  }
  const entries: Record<string, Uint8Array> = {};
  for (const file of picked) {
    if (TEXT_FILE.test(file.name)) entries[relativePath(file)] = new Uint8Array(await file.arrayBuffer());
  }
  // A picked folder's paths start with the folder's name; the readers look at the names below it.
  const paths = Object.keys(entries);
  const top = paths[0]?.split('/')[0];
  const underOne = paths.length > 0 && paths.every((path) => path.includes('/') && path.split('/')[0] === top);
  return filesOf(
    underOne ? Object.fromEntries(Object.entries(entries).map(([path, bytes]) => [path.slice(top.length + 1), bytes])) : entries,
  );
}

type PlanAction = 'create' | 'replace' | 'skip';

/** Why an item is skipped, as a key of the screen's messages (`transfer:skip.<reason>`) and its detail. */
type SkipReason = 'exists' | 'invalid' | 'missing-image' | 'image-too-big';

interface PlannedItem {
  kind: 'posts' | 'projects' | 'cv';
  id: string;
  /** The title in the interface's language, or in the other when it is not written there. */
  title: string;
  action: PlanAction;
  reason?: SkipReason;
  /** The fields refused (`title.en: tooLong`) or the image's path. */
  detail?: string;
  /** The stored version it replaces (replace), or 0. */
  basedOn: number;
  /** What each language written in it becomes (docs/export-format.md): none for the CV. */
  langs: Partial<Record<Lang, ImportedLangState>>;
}

export interface ImportDryRun {
  source: ImportFiles['source'];
  items: PlannedItem[];
  /** Files the readers could not use, by file, in their own words. */
  problems: { file: string; problem: string }[];
  /** Another generator's fields that were not mapped, by file. */
  ignored: { file: string; fields: string[] }[];
  /** Images a Markdown body names by a relative path: not imported, left as links to fix in the editor. */
  unimportedImages: string[];
  /** Tag names the import would add. */
  tags: TagNames;
  imported: SiteImport;
}

/** A stand-in URL for an image still in the zip, so the editor's checks see a valid address (a site path). */
const plannedUrl = (path: string) => `/${path}`;

const titleOf = (summary: Raw | undefined, lang: Lang): string => {
  const title = isRecord(summary?.title) ? (summary.title as Partial<Localized>) : {};
  return (title[lang] || title[lang === 'en' ? 'es' : 'en'] || '').trim();
};

const errorList = (errors: Record<string, { code: string }>) =>
  Object.entries(errors)
    .map(([field, error]) => `${field}: ${error.code}`)
    .join(', ');

/** Every `zip:<path>` an item names (its images and its body's). */
function zipImagesOf(value: unknown, found: Set<string>): Set<string> {
  if (typeof value === 'string') for (const match of value.matchAll(/zip:(images\/[^)\s>"]+)/g)) found.add(match[1]);
  else if (Array.isArray(value)) value.forEach((entry) => zipImagesOf(entry, found));
  else if (isRecord(value)) Object.values(value).forEach((entry) => zipImagesOf(entry, found));
  return found;
}

/** An item's two documents in an imported tree, read as the stores read them (docs/decisions.md). */
function savedOf(tree: ImportedTree, kind: 'posts' | 'projects', id: string): SavedItem<Post | Project> | null {
  const { published, working } = importedDocuments(tree, kind, id);
  return savedFromDb<Post | Project>(kind, id, {
    summary: published?.summary,
    details: published?.part,
    workingSummary: working?.summary,
    workingDetails: working?.part,
  });
}

/**
 * The editor's checks on what the import would store: the item as the editor would open it and, when it differs,
 * the published document; each language's date no later than a schedule may be.
 */
function importErrors(kind: 'posts' | 'projects', saved: SavedItem<Post | Project>, now: number): ReturnType<typeof validatePost> {
  const validate = (item: Post | Project) =>
    kind === 'posts' ? validatePost(item as Post, { now }) : validateProject(item as Project, { now });
  const edited = editedItem(saved)!;
  const errors = { ...(saved.published && saved.working ? validate(saved.published) : {}), ...validate(edited) };
  for (const [lang, entry] of Object.entries(saved.published?.langs ?? {}))
    if (entry.publishedAt > now + LIMITS.scheduleAheadMs) errors[`langs.${lang}.publishedAt`] = { code: 'future' };
  return errors;
}

/**
 * The dry run: what importing `files` into a site holding `current` would do, item by item. Nothing is written.
 * An item whose id exists is skipped unless `replace`; one the editor would refuse, or whose image is missing or
 * larger than an upload may be, is skipped with the reason.
 */
export function planSiteImport(
  files: ImportFiles,
  current: SiteTree['versions'],
  { replace, lang, now = Date.now() }: { replace: boolean; lang: Lang; now?: number },
): ImportDryRun {
  const imported: SiteImport & { ignored?: ImportDryRun['ignored']; unimportedImages?: string[] } =
    files.source === 'export' ? siteFromExport(files.texts) : siteFromMarkdownFiles(files.texts, { defaultLang: lang, now });
  const plan = planImport(imported, current, { replace, now });
  const checked = withImageUrls(imported.tree, plannedUrl);
  const items: PlannedItem[] = plan.items.map((entry) => {
    const { published, working } = importedDocuments(imported.tree, entry.kind, entry.id);
    const planned: PlannedItem = {
      kind: entry.kind,
      id: entry.id,
      title: titleOf(working?.summary ?? published?.summary, lang),
      action: entry.action,
      basedOn: entry.action === 'replace' ? entry.version - 1 : 0,
      langs: entry.langs,
    };
    if (entry.action === 'skip') return { ...planned, reason: 'exists' };
    const errors = importErrors(entry.kind, savedOf(checked, entry.kind, entry.id)!, now);
    if (hasErrors(errors)) return { ...planned, action: 'skip', reason: 'invalid', detail: errorList(errors) };
    const images = zipImagesOf([published, working], new Set());
    const missing = [...images].find((path) => !files.images[path]);
    if (missing) return { ...planned, action: 'skip', reason: 'missing-image', detail: missing };
    const tooBig = [...images].find((path) => files.images[path].length > MAX_OUTPUT_BYTES);
    if (tooBig) return { ...planned, action: 'skip', reason: 'image-too-big', detail: tooBig };
    return planned;
  });
  if (imported.tree.cv) {
    const cvItem: PlannedItem = {
      kind: 'cv',
      id: 'cv',
      title: '',
      action: plan.cv,
      basedOn: plan.cv === 'replace' ? (current.cv ?? 0) : 0,
      langs: {},
    };
    if (plan.cv === 'skip') items.push({ ...cvItem, reason: 'exists' });
    else {
      const errors = validateCv(cvFromDb(imported.tree.cv as unknown as DbCv));
      items.push(hasErrors(errors) ? { ...cvItem, action: 'skip', reason: 'invalid', detail: errorList(errors) } : cvItem);
    }
  }
  return {
    source: files.source,
    items,
    problems: imported.problems,
    ignored: imported.ignored ?? [],
    unimportedImages: imported.unimportedImages ?? [],
    tags: (isRecord(imported.tree.tags) ? imported.tree.tags : {}) as TagNames,
    imported,
  };
}

export type ApplyProgress =
  { phase: 'images'; done: number; total: number; fraction: number } | { phase: 'items'; done: number; total: number };

export interface ImportReport {
  created: PlannedItem[];
  replaced: PlannedItem[];
  skipped: PlannedItem[];
  /** Items the store refused while applying (changed meanwhile, a rule refused it, the network), with its words. */
  failed: { item: PlannedItem; message: string }[];
  images: number;
}

/**
 * Applies a dry run: uploads the images the written items name (each at its path in the zip), then saves each item
 * based on the version the dry run saw, so one changed meanwhile fails as a conflict instead of being overwritten.
 * Tag names are added only where a tag has none yet, or everywhere when `replace` (the owner was offered a copy first).
 */
export async function applySiteImport(
  store: ContentStore,
  dryRun: ImportDryRun,
  files: ImportFiles,
  { replace, onProgress }: { replace: boolean; onProgress?: (progress: ApplyProgress) => void },
): Promise<ImportReport> {
  const { tree } = dryRun.imported;
  const writing = dryRun.items.filter((item) => item.action !== 'skip');
  const report: ImportReport = {
    created: [],
    replaced: [],
    skipped: dryRun.items.filter((item) => item.action === 'skip'),
    failed: [],
    images: 0,
  };
  const documentsOf = (item: PlannedItem) => importedDocuments(tree, item.kind as 'posts' | 'projects', item.id);
  const paths = [...zipImagesOf(writing.filter((item) => item.kind !== 'cv').map(documentsOf), new Set())].sort();
  const sizes = new Map<string, { width: number; height: number }>();
  const collectSizes = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(collectSizes);
    else if (isRecord(value)) {
      if (typeof value.path === 'string' && typeof value.width === 'number')
        sizes.set(value.path, { width: value.width, height: typeof value.height === 'number' ? value.height : 0 });
      Object.values(value).forEach(collectSizes);
    }
  };
  collectSizes(tree);

  const urls = new Map<string, string>();
  const failedImages = new Set<string>();
  for (const [index, path] of paths.entries()) {
    onProgress?.({ phase: 'images', done: index, total: paths.length, fraction: 0 });
    try {
      const stored = await store.uploadImage(
        path,
        new Blob([new Uint8Array(files.images[path])]),
        sizes.get(path) ?? { width: 0, height: 0 },
        {
          onProgress: (fraction) => onProgress?.({ phase: 'images', done: index, total: paths.length, fraction }),
        },
      );
      urls.set(path, stored.url);
      report.images += 1;
    } catch {
      failedImages.add(path);
    }
  }
  onProgress?.({ phase: 'images', done: paths.length, total: paths.length, fraction: 1 });

  const written = withImageUrls(tree, (path) => urls.get(path) ?? `zip:${path}`);
  for (const [index, item] of writing.entries()) {
    onProgress?.({ phase: 'items', done: index, total: writing.length });
    try {
      if (item.kind === 'cv') {
        await store.saveCv({ ...cvFromDb(written.cv as unknown as DbCv), version: item.basedOn }, { kind: 'import' });
      } else {
        const kind = item.kind;
        const saved = savedOf(written, kind, item.id)!;
        const failedImage = [...zipImagesOf(importedDocuments(written, kind, item.id), new Set())].find((path) => failedImages.has(path));
        if (failedImage) throw new Error(`${failedImage}: the upload failed`);
        // Both documents as exported, in one update based on the version the dry run saw: the published languages
        // into the published document, drafts and staged edits into the working copy, and whatever the item had
        // that the import does not (its other document) removed, as replacing the item as a whole does.
        const change = {
          id: item.id,
          version: item.basedOn,
          basedOn: saved.published ? item.basedOn + 1 : 0,
          published: saved.published,
          working: saved.working,
        };
        if (kind === 'posts') await store.storePost(change as SavedChange<Post>, { kind: 'import' });
        else await store.storeProject(change as SavedChange<Project>, { kind: 'import' });
      }
      (item.action === 'create' ? report.created : report.replaced).push(item);
    } catch (error) {
      report.failed.push({ item, message: error instanceof Error ? error.message : String(error) });
    }
  }
  onProgress?.({ phase: 'items', done: writing.length, total: writing.length });

  if (report.created.length + report.replaced.length > 0) {
    const existing = await store.getTagNames();
    const names = Object.fromEntries(
      Object.entries(dryRun.tags).filter(
        ([tag, name]) => isRecord(name) && (replace || !existing[tag] || (!existing[tag].en && !existing[tag].es)),
      ),
    ) as TagNames;
    if (Object.keys(names).length > 0) await store.saveTagNames(names);
  }
  return report;
}

/** The stored version of every item and of the CV: what a dry run plans against (the lists carry it, no body is read). */
export async function currentVersions(store: ContentStore): Promise<SiteTree['versions']> {
  const [posts, projects, cv] = await Promise.all([
    store.listPosts({ includeDrafts: true }),
    store.listProjects({ includeDrafts: true }),
    store.getCv().then(
      (stored) => stored.version,
      (error: unknown) => {
        if (error instanceof ContentError && error.code === 'not-found') return null;
        throw error;
      },
    ),
  ]);
  return {
    posts: Object.fromEntries(posts.map((item) => [item.id, item.version])),
    projects: Object.fromEntries(projects.map((item) => [item.id, item.version])),
    cv,
  };
}
