// @ts-check
/**
 * The seed as visitors may see it: drafts (and their bodies and details) removed. Everything built from the seed
 * for the public — the bundled content chunks of web/dist, the functions' copy in functions/lib — goes through
 * this, so a draft's id and text never leave the owner (docs/decisions.md, "Drafts never leave the owner"). The
 * Database emulator still imports the whole seed file (the owner's admin sees its draft there; the rules hide it
 * from visitors).
 */

/**
 * @param {Record<string, any>} tree the database tree of seed/database_export/
 * @param {{ liveAt?: number }} [options] `liveAt`: also leave out items scheduled after that moment (the chunks a
 *   browser downloads: no one may read a scheduled item before its time; a server copy shows it when it comes)
 * @returns {Record<string, any>} a copy without unpublished items
 */
export function publishedOnly(tree, { liveAt } = {}) {
  /** @param {'posts' | 'projects'} kind @param {'bodies' | 'details'} bodyNode */
  const published = (kind, bodyNode) => {
    const summaries = tree[kind]?.summaries ?? {};
    const ids = Object.keys(summaries).filter(
      (id) => summaries[id]?.status === 'published' && (liveAt === undefined || summaries[id]?.publishedAt <= liveAt),
    );
    const pick = (/** @type {Record<string, unknown> | undefined} */ node) =>
      Object.fromEntries(ids.filter((id) => node && id in node).map((id) => [id, node?.[id]]));
    return { ...tree[kind], summaries: pick(summaries), [bodyNode]: pick(tree[kind]?.[bodyNode]) };
  };
  const posts = published('posts', 'bodies');
  const projects = published('projects', 'details');
  // A tag's names go only where a published item carries the tag: a draft's tags say what it is about.
  const usedTags = new Set(
    [...Object.values(posts.summaries), ...Object.values(projects.summaries)].flatMap((summary) => Object.keys(summary?.tags ?? {})),
  );
  const tags = Object.fromEntries(Object.entries(tree.tags ?? {}).filter(([tag]) => usedTags.has(tag)));
  return { ...tree, posts, projects, ...(tree.tags ? { tags } : {}) };
}

/**
 * Every draft's id and the text only a draft has (its titles, summaries and body), for the tests that scan
 * what is published for them.
 * @param {Record<string, any>} tree
 * @returns {{ id: string, texts: string[] }[]}
 */
export function draftsOf(tree) {
  /** @type {{ id: string, texts: string[] }[]} */
  const drafts = [];
  for (const [kind, bodyNode] of /** @type {const} */ ([
    ['posts', 'bodies'],
    ['projects', 'details'],
  ])) {
    for (const [id, summary] of Object.entries(tree[kind]?.summaries ?? {})) {
      if (summary?.status === 'published') continue;
      const body = tree[kind]?.[bodyNode]?.[id];
      const localized = [summary?.title, summary?.summary, kind === 'posts' ? body : body?.description];
      const texts = localized.flatMap((value) => (value && typeof value === 'object' ? Object.values(value) : [])).filter((text) => typeof text === 'string' && text.length >= 12);
      // A long text is found by an excerpt: a build may escape or re-wrap the rest.
      drafts.push({ id, texts: texts.map((text) => text.slice(0, 40)) });
    }
  }
  return drafts;
}
