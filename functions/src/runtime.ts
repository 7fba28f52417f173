import { getAuth } from 'firebase-admin/auth';
import { getDatabase } from 'firebase-admin/database';
import { logger } from 'firebase-functions/logger';
import type { ApiDeps } from './api/api-handler.js';
import { deployableSiteUrl } from './config/deployment.js';
import { ALLOWED_ORIGINS, contentSourceKind, SITE_URL } from './config/params.js';
import { bundledTreeLoader } from './content/bundled-tree.js';
import { cachingReader } from './content/caching-reader.js';
import { deadlineReader } from './content/deadline-reader.js';
import { createDatabaseContentSource, treeDbReader, type ContentSource, type DbReader } from './content/content-source.js';
import { firebaseDbReader } from './content/firebase-db-reader.js';
import { ogImageHandler } from './og/og-handler.js';
import { renderOgPng } from './og/render-og.js';
import type { HttpRequest, HttpResponse } from './http/http-types.js';
import { rendererLoader } from './pages/renderer.js';
import type { PagesDeps } from './pages/pages-handler.js';
import { parseOrigins } from './session/origin.js';

/** Builds the handlers' dependencies from params and the Admin SDK, once per instance (params are read at runtime, not at load). */
export const logError = (message: string, error: unknown) => logger.error(message, error);

let reader: DbReader | undefined;

/** `reader`, each answer `ms` later (none when 0). */
function delayedReader(reader: DbReader, ms: number): DbReader {
  if (!(ms > 0)) return reader;
  const later = <T>(read: () => Promise<T>) => new Promise<void>((resolve) => setTimeout(resolve, ms)).then(read);
  return { queryPublished: (path) => later(() => reader.queryPublished(path)), read: (path) => later(() => reader.read(path)) };
}
/** Where content is read: the Realtime Database through firebase-admin, or the bundled seed (published items only). */
function contentReader(): DbReader {
  // BUNDLED_CONTENT_FILE lets a local run (the benchmarks) serve another tree than the bundled seed, and
  // BUNDLED_READ_DELAY_MS answer each read that much later, as a database across the network would (bench:api).
  const file = process.env.BUNDLED_CONTENT_FILE;
  const delayMs = Number(process.env.BUNDLED_READ_DELAY_MS ?? 0);
  // Every read has a deadline (content/deadline-reader.ts): a database that stalls fails a page fast.
  reader ??= cachingReader(
    deadlineReader(
      contentSourceKind() === 'bundled'
        ? delayedReader(treeDbReader(bundledTreeLoader(file ? [file] : undefined)), delayMs)
        : firebaseDbReader(getDatabase()),
    ),
  );
  return reader;
}

/** The site's public origin, for absolute URLs in sitemaps, feeds and link-preview cards. A real project never
 * serves them for the local defaults (config/deployment.ts). */
export const siteUrl = (): string => deployableSiteUrl(SITE_URL.value(), ALLOWED_ORIGINS.value());

let content: ContentSource | undefined;
function contentSource(): ContentSource {
  content ??= createDatabaseContentSource(contentReader());
  return content;
}

let apiDeps: ApiDeps | undefined;
export function getApiDeps(): ApiDeps {
  apiDeps ??= {
    // firebase-admin's DecodedIdToken has auth_time and the custom claims; SessionAuth reads only those.
    auth: getAuth(),
    allowedOrigins: parseOrigins(ALLOWED_ORIGINS.value()),
    content: contentSource(),
    siteUrl: siteUrl(),
    logError,
  };
  return apiDeps;
}

export const loadRenderer = rendererLoader();
let pagesDeps: PagesDeps | undefined;
export function getPagesDeps(): PagesDeps {
  pagesDeps ??= { reader: contentReader(), siteUrl: siteUrl(), loadRenderer, logError };
  return pagesDeps;
}

let ogImages: ((req: HttpRequest, res: HttpResponse) => Promise<void>) | undefined;
/** The link-preview images' handler, with the images this instance has drawn (og/og-handler.ts). */
export function getOgImageHandler(): (req: HttpRequest, res: HttpResponse) => Promise<void> {
  ogImages ??= ogImageHandler({
    content: contentSource(),
    siteUrl: siteUrl(),
    render: renderOgPng,
    logInfo: (message, details) => logger.info(message, details),
    logError,
  });
  return ogImages;
}
