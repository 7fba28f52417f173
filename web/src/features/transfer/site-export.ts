/**
 * The whole site as a zip, made in the owner's tab (docs/export-format.md, "From the admin"): the content is read
 * through the content store the editor uses, turned into the export's files by the content package's own exporter
 * (the one `npm run export` runs), and each uploaded image is fetched from its download URL. Nothing goes through a
 * function, so no request limit cuts a large site short.
 */
import type { Post, PostSummary, Project, ProjectSummary } from '@portfolio/content/content-types';
import { cvToDb, savedChangeToDb, type ItemKind } from '@portfolio/content/db-mapping';
import { itemVersion, type SavedItem } from '@portfolio/content/saved-item';
import { writeExportZip, type ZipResult } from '@portfolio/content/portability/export-zip';
import { siteExport, storageObjectPath } from '@portfolio/content/portability/site-export';
import { ContentError, type ContentStore } from '../../data/content-store';

type Raw = Record<string, unknown>;
const isRecord = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The stored tree (docs/data-model.md) as the export reads it, and each uploaded image's download URL by its path. */
export interface SiteTree {
  tree: { posts: Raw; projects: Raw; drafts: Raw; tags: Raw; cv?: Raw };
  /** Stored version of each item (for an import's plan): posts and projects by id, the CV or null when none. */
  versions: { posts: Record<string, number>; projects: Record<string, number>; cv: number | null };
  imageUrls: Map<string, string>;
}

export type ExportProgress = { phase: 'items'; done: number; total: number } | { phase: 'images'; done: number; total: number };

/** How many items are read at once: enough to hide the round trips, few enough to stay gentle on the database. */
const READS_IN_FLIGHT = 6;

async function inBatches<T, R>(list: T[], work: (entry: T) => Promise<R>, onDone: () => void): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < list.length; start += READS_IN_FLIGHT) {
    const batch = await Promise.all(
      list.slice(start, start + READS_IN_FLIGHT).map(async (entry) => {
        const result = await work(entry);
        onDone();
        return result;
      }),
    );
    results.push(...batch);
  }
  return results;
}

/** Every uploaded image's path → download URL: image records (`{ path, url }`) and links in the bodies. */
function collectImageUrls(value: unknown, urls: Map<string, string>): void {
  if (typeof value === 'string') {
    for (const match of value.matchAll(/\]\(\s*<?([^)\s>]+)/g)) {
      const path = storageObjectPath(match[1]);
      if (path) urls.set(path, match[1]);
    }
  } else if (Array.isArray(value)) value.forEach((entry) => collectImageUrls(entry, urls));
  else if (isRecord(value)) {
    if (typeof value.path === 'string' && value.path.startsWith('images/') && typeof value.url === 'string')
      urls.set(value.path, value.url);
    Object.values(value).forEach((entry) => collectImageUrls(entry, urls));
  }
}

/** A change's `a/b/c` paths set into `tree` (null: nothing there), as the database would store them. */
function setPaths(tree: Raw, update: Record<string, unknown>): void {
  for (const [path, value] of Object.entries(update)) {
    if (value === null) continue;
    const keys = path.split('/');
    const last = keys.pop()!;
    let node = tree;
    for (const key of keys) node = (node[key] ??= {}) as Raw;
    node[last] = value;
  }
}

/**
 * Everything the owner wrote, read through the store as the stored tree: each item's published document and its
 * working copy (docs/decisions.md, "What a saved version of an item is"), so the export tells a draft or a staged
 * edit from what visitors see.
 */
async function readSiteTree(store: ContentStore, onProgress?: (done: number, total: number) => void): Promise<SiteTree> {
  const [postList, projectList, tags] = await Promise.all([store.listSavedPosts(), store.listSavedProjects(), store.getTagNames()]);
  const cv = await store.getCv().catch((error: unknown) => {
    if (error instanceof ContentError && error.code === 'not-found') return null;
    throw error;
  });
  const idOf = (item: SavedItem<PostSummary | ProjectSummary>) => (item.working ?? item.published)!.id;
  const total = postList.length + projectList.length;
  let done = 0;
  const step = () => onProgress?.(++done, total);
  onProgress?.(0, total);
  const posts = await inBatches(postList, (item) => store.getSavedPost(idOf(item)), step);
  const projects = await inBatches(projectList, (item) => store.getSavedProject(idOf(item)), step);

  const tree: SiteTree['tree'] = {
    posts: { summaries: {}, bodies: {} },
    projects: { summaries: {}, details: {} },
    drafts: {},
    tags: tags as Raw,
  };
  const versions: SiteTree['versions'] = { posts: {}, projects: {}, cv: cv ? cv.version : null };
  const add = (kind: ItemKind, saved: SavedItem<Post | Project> | null) => {
    if (!saved) return; // deleted while the export ran
    const version = itemVersion(saved);
    const id = (saved.working ?? saved.published)!.id;
    // The documents as stored (savedChangeToDb writes the version after the one it is given).
    const change = { id, version: version - 1, basedOn: 0, published: saved.published, working: saved.working };
    setPaths(tree as unknown as Raw, savedChangeToDb(kind, change));
    versions[kind][id] = version;
  };
  posts.forEach((saved) => add('posts', saved));
  projects.forEach((saved) => add('projects', saved));
  if (cv) tree.cv = cvToDb(cv);
  const imageUrls = new Map<string, string>();
  collectImageUrls(tree, imageUrls);
  return { tree, versions, imageUrls };
}

/** How long fetching one image may take (export-zip.ts lists it as missing after that). */
const IMAGE_FETCH_DEADLINE_MS = 20_000;

async function fetchImage(url: string): Promise<Uint8Array> {
  const response = await fetch(url, { signal: AbortSignal.timeout(IMAGE_FETCH_DEADLINE_MS) });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

export interface SiteZip {
  blob: Blob;
  result: ZipResult;
  /** The file name to save it under: the site and the day. */
  fileName: string;
}

/** The site as an export zip, in memory (a Blob the browser can keep on disk), with progress per item and image. */
export async function exportSiteZip(
  store: ContentStore,
  {
    now = Date.now(),
    siteUrl = window.location.origin,
    onProgress,
    readImage = fetchImage,
  }: {
    now?: number;
    siteUrl?: string;
    onProgress?: (progress: ExportProgress) => void;
    readImage?: (url: string) => Promise<Uint8Array>;
  } = {},
): Promise<SiteZip> {
  const { tree, imageUrls } = await readSiteTree(store, (done, total) => onProgress?.({ phase: 'items', done, total }));
  const exported = siteExport(tree, { now, siteUrl });
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  onProgress?.({ phase: 'images', done: 0, total: exported.images.length });
  const result = await writeExportZip(
    exported,
    (path) => {
      const url = imageUrls.get(path);
      return url ? readImage(url) : Promise.reject(new Error('no download URL is stored for it'));
    },
    // Each chunk copied: fflate may reuse its buffers, and a Blob wants plain ArrayBuffer-backed parts.
    { write: (chunk) => void chunks.push(new Uint8Array(chunk)) },
    { onProgress: (done, total) => onProgress?.({ phase: 'images', done, total }) },
  );
  const day = new Date(now).toISOString().slice(0, 10);
  const host = new URL(siteUrl).hostname.replace(/[^a-z0-9.-]/gi, '') || 'site';
  return { blob: new Blob(chunks, { type: 'application/zip' }), result, fileName: `${host}-${day}.zip` };
}
