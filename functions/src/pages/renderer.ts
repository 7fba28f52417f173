import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { DbReader } from '../content/content-source.js';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * lib/prerendered/renderer/ is the web build's server renderer (web/scripts/prerender-plugin.ts writes it to
 * web/dist-pages/renderer/, the functions build copies it): entry-server.js and the assets.json it assembles
 * documents from. The web app's own route table and components render every page (docs/rendering.md).
 */
export const RENDERER_DIR = join(here, '..', 'prerendered', 'renderer');

export interface RenderedDocument {
  status: number;
  html: string;
}

/** Renders a URL of the public site from the content a reader gives (published items only). */
export type RenderPage = (url: string, reader: DbReader) => Promise<RenderedDocument>;

/** The part of web/src/entry-server.tsx the function calls (the packages share no code: they deploy apart). */
interface ServerEntry {
  renderDocument(url: string, assets: unknown, options: { store: unknown }): Promise<RenderedDocument>;
  createServerContentStore(reader: DbReader): unknown;
}

/**
 * Loads the renderer once per instance (its first import is most of a cold start: React, the app, jsdom for
 * DOMPurify). Null when the web app was not built — the handler then answers 503; a failed load is retried.
 */
export function rendererLoader(dir: string = RENDERER_DIR): () => Promise<RenderPage | null> {
  let loading: Promise<RenderPage | null> | undefined;
  const load = async (): Promise<RenderPage | null> => {
    let assets: unknown;
    try {
      assets = JSON.parse(await readFile(join(dir, 'assets.json'), 'utf8'));
    } catch {
      return null;
    }
    const entry = (await import(pathToFileURL(join(dir, 'entry-server.js')).href)) as ServerEntry;
    return (url, reader) => entry.renderDocument(url, assets, { store: entry.createServerContentStore(reader) });
  };
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
