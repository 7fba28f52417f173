/**
 * Bodies rendered once per version (docs/rendering.md, "Bodies rendered once per version"): a post's or project's
 * sanitised HTML is made when its body is written, by the web app's own renderer, and stored under
 * `rendered/{posts|projects}/{id}` ({ en, es }: { version, html }), which no client may read or write
 * (database.rules.json denies every node it does not name). The `pages` function reads it beside the body and renders
 * a body only when its stored version is missing or stale (web/src/data/rendered-bodies.ts).
 */
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

/** `tree` with the rendering of every body it holds (the functions build does this for the bundled content). */
export async function withRenderedBodies<T extends Tree>(tree: T, renderer: BodyRenderer): Promise<T> {
  const rendered: Record<BodyKind, Record<string, object>> = { posts: {}, projects: {} };
  for (const kind of ['posts', 'projects'] as const) {
    const nodes = ((tree[kind] as Record<string, Record<string, unknown> | null | undefined> | null | undefined)?.[BODY_NODES[kind].node] ??
      {}) as Record<string, unknown>;
    for (const [id, value] of Object.entries(nodes)) {
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
