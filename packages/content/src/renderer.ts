/**
 * The seam between the two deploys: what the web app's server renderer (web/src/server/entry-server.tsx, built into
 * web/dist-pages/renderer/) exports and the `pages` function (functions/src/pages/renderer.ts) calls
 * (docs/rendering.md). The function loads the built file at run time, so only this type joins them; a test of the
 * renderer (web/src/server/entry-server.test.tsx) fails to type-check when the two drift apart.
 */
import type { Lang } from './languages.ts';

export interface RenderedDocument {
  status: number;
  html: string;
  /** A read failed and the page made do without it (tags by their slugs): never cached. */
  degraded?: boolean;
  /** The page's data, as `renderPageData` answers it for the same URL (null: no content route answers the URL). */
  pageData?: RenderedPageData | null;
}

/** What the content routes' loaders answer for a page (web/src/app/page-data.ts), sent as JSON. */
export interface RenderedPageData {
  status: number;
  /** As for a document; not part of the JSON sent. */
  degraded?: boolean;
}

/**
 * The renderer's exports the function calls. The function holds the store, the assets and its reader as opaque
 * values (unknown); the renderer's test names their real types, so the check covers them too.
 */
export interface ServerEntry<Store = unknown, Assets = unknown, Reader = unknown> {
  renderDocument(url: string, assets: Assets, options: { store: Store }): Promise<RenderedDocument>;
  renderPageData(url: string, options: { store: Store }): Promise<RenderedPageData>;
  renderPostBodies(ids: string[], lang: Lang, options: { store: Store; siteUrl: string }): Promise<Record<string, string>>;
  renderSearchIndex(lang: Lang, options: { store: Store; tier: 'full' | 'quick' }): Promise<string>;
  /** An item's bodies (each language's Markdown) rendered and sanitised, with the version they were rendered at. */
  renderStoredBodies(bodies: unknown): Promise<Record<string, { version: string; html: string }>>;
  isLang(value: string): value is Lang;
  createServerContentStore(reader: Reader): Store;
}
