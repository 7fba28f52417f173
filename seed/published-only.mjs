// @ts-check
/**
 * The seed as visitors may see it: working copies (`/drafts`) removed, and of each published document only the
 * languages it publishes (docs/decisions.md, "What a saved version of an item is"). Everything built from the seed
 * for the public — the bundled content chunks of web/dist, the functions' copy in functions/lib — goes through
 * this, so a draft's id and text never leave the owner (docs/decisions.md, "Drafts never leave the owner"). The
 * Database emulator still imports the whole seed file (the owner's admin sees its drafts there; the rules hide
 * them from visitors).
 */

const LANGS = /** @type {const} */ (['en', 'es']);

/**
 * The languages of a stored summary that are published (by `liveAt`, when given): its `langs`, or in the shape
 * before per-language publication every language of a published item.
 * @param {Record<string, any> | undefined} summary @param {number | undefined} liveAt
 */
function publishedLangs(summary, liveAt) {
  if (!summary || typeof summary !== 'object') return [];
  const come = (/** @type {unknown} */ at) => liveAt === undefined || (typeof at === 'number' && at <= liveAt);
  if (summary.langs && typeof summary.langs === 'object') return LANGS.filter((lang) => summary.langs[lang] && come(summary.langs[lang].publishedAt));
  return summary.status === 'published' && come(summary.publishedAt) ? [...LANGS] : [];
}

/**
 * A stored node with the text of languages outside `keep` blanked (`""`, `0`), its `langs` entries too: alt texts
 * included, as the mapping's keepingLangs does (packages/content/src/db-mapping.ts).
 * @param {unknown} node @param {readonly string[]} keep @returns {any}
 */
function keeping(node, keep) {
  if (Array.isArray(node)) return node.map((entry) => keeping(entry, keep));
  if (!node || typeof node !== 'object') return node;
  const entries = Object.entries(node);
  const localized = entries.length > 0 && entries.every(([key, value]) => LANGS.includes(/** @type {any} */ (key)) && (typeof value === 'string' || typeof value === 'number'));
  if (localized) return Object.fromEntries(entries.map(([key, value]) => [key, keep.includes(key) ? value : typeof value === 'number' ? 0 : '']));
  return Object.fromEntries(
    entries.map(([key, value]) => [
      key,
      key === 'langs' ? Object.fromEntries(Object.entries(value ?? {}).filter(([lang]) => keep.includes(lang))) : key === 'tags' || key === 'tagList' ? value : keeping(value, keep),
    ]),
  );
}

/**
 * @param {Record<string, any>} tree the database tree of seed/database_export/
 * @param {{ liveAt?: number }} [options] `liveAt`: also leave out languages scheduled after that moment (the chunks a
 *   browser downloads: no one may read a scheduled language before its time; a server copy shows it when it comes)
 * @returns {Record<string, any>} a copy without working copies or unpublished languages
 */
export function publishedOnly(tree, { liveAt } = {}) {
  /** @param {'posts' | 'projects'} kind @param {'bodies' | 'details'} bodyNode */
  const published = (kind, bodyNode) => {
    const summaries = tree[kind]?.summaries ?? {};
    const details = tree[kind]?.[bodyNode] ?? {};
    /** @type {Record<string, any>} */ const keptSummaries = {};
    /** @type {Record<string, any>} */ const keptDetails = {};
    for (const id of Object.keys(summaries)) {
      const langs = publishedLangs(summaries[id], liveAt);
      if (langs.length === 0) continue;
      keptSummaries[id] = keeping(summaries[id], langs);
      if (id in details) keptDetails[id] = keeping(details[id], langs);
    }
    return { ...tree[kind], summaries: keptSummaries, [bodyNode]: keptDetails };
  };
  const posts = published('posts', 'bodies');
  const projects = published('projects', 'details');
  // A tag's names go only where a published item carries the tag: a draft's tags say what it is about.
  const usedTags = new Set(
    [...Object.values(posts.summaries), ...Object.values(projects.summaries)].flatMap((summary) => Object.keys(summary?.tags ?? {})),
  );
  const tags = Object.fromEntries(Object.entries(tree.tags ?? {}).filter(([tag]) => usedTags.has(tag)));
  const { drafts: _drafts, ...rest } = tree;
  return { ...rest, posts, projects, ...(tree.tags ? { tags } : {}) };
}

/**
 * Every text only the owner may read — a working copy's id and titles, summaries and body, and a published
 * document's text in a language it does not publish — for the tests that scan what is published for them.
 * @param {Record<string, any>} tree
 * `idIsPublic`: the item is published in another language, so its id is in public pages; only its texts count.
 * @returns {{ id: string, idIsPublic: boolean, texts: string[] }[]}
 */
export function draftsOf(tree) {
  /** @type {{ id: string, idIsPublic: boolean, texts: string[] }[]} */
  const drafts = [];
  /** @param {string} id @param {any} summary @param {any} body @param {'posts' | 'projects'} kind @param {readonly string[]} langs */
  const add = (id, summary, body, kind, langs) => {
    const idIsPublic = langs.length < LANGS.length;
    const localized = [summary?.title, summary?.summary, kind === 'posts' ? body : body?.body];
    const texts = localized
      .flatMap((value) => (value && typeof value === 'object' ? Object.entries(value).filter(([lang]) => langs.includes(lang)).map(([, text]) => text) : []))
      .filter((text) => typeof text === 'string' && text.length >= 12);
    // A long text is found by an excerpt: a build may escape or re-wrap the rest.
    if (texts.length > 0 || !idIsPublic) drafts.push({ id, idIsPublic, texts: texts.map((text) => text.slice(0, 40)) });
  };
  for (const [kind, bodyNode] of /** @type {const} */ ([
    ['posts', 'bodies'],
    ['projects', 'details'],
  ])) {
    const published = tree[kind]?.summaries ?? {};
    for (const [id, summary] of Object.entries(tree.drafts?.[kind]?.summaries ?? {})) {
      // A working copy's text that its published document also holds is public text.
      const publishedIn = publishedLangs(published[id], undefined);
      add(id, summary, tree.drafts?.[kind]?.[bodyNode]?.[id], kind, LANGS.filter((lang) => !publishedIn.includes(lang)));
    }
    for (const [id, summary] of Object.entries(published)) {
      const publishedIn = publishedLangs(/** @type {any} */ (summary), undefined);
      // A published document holds text only in the languages it publishes (the rules insist); the older shape's drafts hold all.
      if (publishedIn.length === 0) add(id, summary, tree[kind]?.[bodyNode]?.[id], kind, LANGS);
    }
  }
  return drafts;
}
