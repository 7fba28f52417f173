import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Lang } from '@portfolio/content/languages';
import type { RenderedDocument, RenderedPageData, ServerEntry } from '@portfolio/content/renderer';
import type { DbReader } from '../content/content-source.js';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * lib/prerendered/renderer/ is the web build's server renderer (web/scripts/server-renderer-plugin.ts writes it to
 * web/dist-pages/renderer/, the functions build copies it): entry-server.js and the assets.json it assembles
 * documents from. The web app's own route table and components render every page (docs/rendering.md).
 */
const RENDERER_DIR = join(here, '..', 'prerendered', 'renderer');

/** The web app's server renderer, on the content a reader gives (published items only). */
export interface Renderer {
  /** The complete document of a URL of the public site. */
  page(url: string, reader: DbReader): Promise<RenderedDocument>;
  /** The page data of a URL (client-side navigation reads it). */
  data(url: string, reader: DbReader): Promise<RenderedPageData>;
  /** The feeds' full text: the bodies of published posts in `lang` as sanitised HTML, by id (links absolute on `siteUrl`). */
  postBodies(ids: string[], lang: Lang, reader: DbReader, siteUrl: string): Promise<Record<string, string>>;
  /**
   * The search index of a language as JSON (`/api/search/{lang}.json`), or its quick tier (`{lang}.quick.json`);
   * null for a language the site does not have.
   */
  searchIndex(lang: string, reader: DbReader, tier: 'full' | 'quick'): Promise<string | null>;
}

/** The renderer's part that the Database trigger and the build use (content/rendered-bodies.ts). */
export interface BodyRenderer {
  /** An item's bodies (each language's Markdown) as their stored renderings. */
  storedBodies(bodies: unknown): Promise<Record<string, { version: string; html: string }>>;
}

/** A page's data as the renderer answers it. */
export type PageData = RenderedPageData;

/**
 * Loads the renderer once per instance (its first import is most of a cold start: React, the app, jsdom for
 * DOMPurify). Null when the web app was not built — the handler then answers 503; a failed load is retried.
 */
export function rendererLoader(dir: string = RENDERER_DIR): () => Promise<(Renderer & BodyRenderer) | null> {
  let loading: Promise<(Renderer & BodyRenderer) | null> | undefined;
  const load = async (): Promise<(Renderer & BodyRenderer) | null> => {
    let assets: unknown;
    try {
      assets = JSON.parse(await readFile(join(dir, 'assets.json'), 'utf8'));
    } catch {
      return null;
    }
    // React (external to the renderer's build) picks its development build when NODE_ENV is unset, as the Functions
    // emulator leaves it: slower, and its Suspense error markup carries component stacks with our file paths
    // (docs/security.md, "Hostile input"). Cloud Functions sets production; the emulator must render the same pages.
    process.env.NODE_ENV ??= 'production';
    const entry = (await import(pathToFileURL(join(dir, 'entry-server.js')).href)) as ServerEntry;
    // One store per reader (one per instance): the renderer keeps the search index per store for 10 s.
    const stores = new WeakMap<DbReader, unknown>();
    const storeOf = (reader: DbReader) => {
      if (!stores.has(reader)) stores.set(reader, entry.createServerContentStore(reader));
      return stores.get(reader);
    };
    return {
      page: (url, reader) => entry.renderDocument(url, assets, { store: storeOf(reader) }),
      data: (url, reader) => entry.renderPageData(url, { store: storeOf(reader) }),
      postBodies: (ids, lang, reader, siteUrl) => entry.renderPostBodies(ids, lang, { store: storeOf(reader), siteUrl }),
      searchIndex: async (lang, reader, tier) =>
        entry.isLang(lang) ? entry.renderSearchIndex(lang, { store: storeOf(reader), tier }) : null,
      storedBodies: (bodies) => entry.renderStoredBodies(bodies),
    };
  };
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
