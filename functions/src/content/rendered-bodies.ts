/**
 * Bodies rendered once per version (docs/rendering.md, "Bodies rendered once per version"): a post's or project's
 * sanitised HTML is made when its body is written, by the web app's own renderer, and stored under
 * `rendered/{posts|projects}/{id}` ({ en, es }: { version, html }), which no client may read or write
 * (database.rules.json denies every node it does not name). The `pages` function reads it beside the body and renders
 * a body only when its stored version is missing or stale (web/src/data/rendered-bodies.ts).
 */
import type { Database } from 'firebase-admin/database';
import type { BodyRenderer } from '../pages/renderer.js';

export type BodyKind = 'posts' | 'projects';

/** Where an item's body is written, and its Markdown in that node: a post's bodies/{id} is { en, es }, a project's details/{id} has body. */
export const BODY_NODES: Record<BodyKind, { node: string; markdown: (value: unknown) => unknown }> = {
  posts: { node: 'bodies', markdown: (value) => value },
  projects: { node: 'details', markdown: (value) => (value as { body?: unknown } | null)?.body },
};

const renderedPath = (kind: BodyKind, id: string) => `rendered/${kind}/${id}`;

/**
 * What `rendered/{kind}/{id}` holds once the body node of the item is `value` (null: the item was deleted, so is
 * its rendering). Drafts are rendered too: the node is read only for a published item (server-content-store.ts).
 */
async function renderedBodies(kind: BodyKind, value: unknown, renderer: BodyRenderer): Promise<object | null> {
  if (value === null || value === undefined) return null;
  const stored = await renderer.storedBodies(BODY_NODES[kind].markdown(value));
  return Object.keys(stored).length > 0 ? stored : null;
}

interface Tree {
  posts?: { bodies?: Record<string, unknown> | null } | null;
  projects?: { details?: Record<string, unknown> | null } | null;
  rendered?: unknown;
}

type Nodes = Record<string, unknown>;

/** The body nodes of `kind` in `tree`, by id. */
const bodyNodes = (tree: Tree, kind: BodyKind): Nodes =>
  ((tree[kind] as Record<string, Nodes | null | undefined> | null | undefined)?.[BODY_NODES[kind].node] ?? {}) as Nodes;

/** `tree` with the rendering of every body it holds (the functions build does this for the bundled content). */
export async function withRenderedBodies<T extends Tree>(tree: T, renderer: BodyRenderer): Promise<T> {
  const rendered: Record<BodyKind, Record<string, object>> = { posts: {}, projects: {} };
  for (const kind of ['posts', 'projects'] as const) {
    for (const [id, value] of Object.entries(bodyNodes(tree, kind))) {
      const bodies = await renderedBodies(kind, value, renderer);
      if (bodies) rendered[kind][id] = bodies;
    }
  }
  return { ...tree, rendered };
}

/**
 * The Database trigger's work when the body node of `kind`/`id` has become `value`: renders it and writes the
 * rendering, or removes it with the item. A rendering that fails leaves none: pages then render the body themselves.
 */
export async function storeRenderedBodies(
  kind: BodyKind,
  id: string,
  value: unknown,
  deps: { renderer: BodyRenderer; write: (path: string, value: object | null) => Promise<void> },
): Promise<void> {
  const path = renderedPath(kind, id);
  try {
    await deps.write(path, await renderedBodies(kind, value, deps.renderer));
  } catch (error) {
    await deps.write(path, null);
    throw error;
  }
}

/** What a Database trigger gives its handler, as far as the handler reads it (firebase-functions' DatabaseEvent). */
export interface BodyWrittenEvent {
  params: { id: string };
  data: { after: { val(): unknown } };
}

/**
 * The handler of the `renderPostBodies` and `renderProjectBodies` triggers (index.ts): the body node just written
 * is rendered and its rendering written through `database` (firebase-admin's default app), or removed with the item.
 */
export function onBodyWritten(
  kind: BodyKind,
  deps: { loadRenderer: () => Promise<BodyRenderer | null>; database: () => Pick<Database, 'ref'> },
): (event: BodyWrittenEvent) => Promise<void> {
  return async (event) => {
    const renderer = await deps.loadRenderer();
    if (!renderer) throw new Error('renderBodies: the server renderer is missing (build the web app before the functions)');
    await storeRenderedBodies(kind, event.params.id, event.data.after.val(), {
      renderer,
      write: async (path, value) => {
        await deps.database().ref(path).set(value);
      },
    });
  };
}

/** A value as JSON with every object's keys in order: the database answers keys sorted, a rendering is made en, es. */
const canonical = (value: unknown): string =>
  JSON.stringify(value ?? null, (_key, node: unknown) =>
    node && typeof node === 'object' && !Array.isArray(node)
      ? Object.fromEntries(Object.entries(node).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : node,
  );

export interface BackfillReport {
  /** `rendered/…` paths written: a rendering that was missing or differed from the one made now. */
  written: string[];
  /** Bodies whose stored rendering was already the one made now. */
  unchanged: number;
  /** Renderings of items that no longer exist, removed. */
  removed: string[];
  /** Bodies that could not be rendered (their stored rendering, if any, is left: a stale one is never used). */
  failed: { path: string; error: string }[];
}

/**
 * The one-off backfill for content stored before the rendering triggers existed (`npm run backfill-rendered`,
 * docs/rendering.md "Bodies rendered once per version"): every body of `tree` (the database's `posts`, `projects`
 * and `rendered`) rendered as the trigger renders it, and written where `rendered/` does not hold exactly that
 * already; renderings of items that are gone removed. Running it again writes nothing.
 */
export async function backfillRenderedBodies(
  tree: Tree,
  deps: {
    renderer: BodyRenderer;
    write: (path: string, value: object | null) => Promise<void>;
    onProgress?: (done: number, total: number) => void;
  },
): Promise<BackfillReport> {
  const report: BackfillReport = { written: [], unchanged: 0, removed: [], failed: [] };
  const stored = (tree.rendered ?? {}) as Partial<Record<BodyKind, Record<string, unknown> | null>>;
  const total = Object.keys(bodyNodes(tree, 'posts')).length + Object.keys(bodyNodes(tree, 'projects')).length;
  let done = 0;
  for (const kind of ['posts', 'projects'] as const) {
    const nodes = bodyNodes(tree, kind);
    for (const [id, value] of Object.entries(nodes)) {
      const path = renderedPath(kind, id);
      let wanted: object | null;
      try {
        wanted = await renderedBodies(kind, value, deps.renderer);
      } catch (error) {
        report.failed.push({ path, error: error instanceof Error ? error.message : String(error) });
        deps.onProgress?.((done += 1), total);
        continue;
      }
      if (canonical(wanted) === canonical(stored[kind]?.[id])) report.unchanged += 1;
      else {
        await deps.write(path, wanted);
        report.written.push(path);
      }
      deps.onProgress?.((done += 1), total);
    }
    for (const id of Object.keys(stored[kind] ?? {})) {
      if (id in nodes) continue;
      await deps.write(renderedPath(kind, id), null);
      report.removed.push(renderedPath(kind, id));
    }
  }
  return report;
}
