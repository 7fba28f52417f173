/**
 * Site search (docs/decisions.md, "Search"): one MiniSearch index per language over the published posts and
 * projects written in it — title, tag names, summary and body text — built on the server and serialised for
 * the browser (`/api/search/{lang}.json`). The same module runs in Node and in the browser: the search page's
 * loader searches on the server (results without JavaScript), the page searches per keystroke in the browser.
 *
 * The browser gets two tiers: first the quick index's documents (titles, tags and summaries, as compact rows:
 * `/api/search/{lang}.quick.json`, ≈ 10 KB gzip at 1,000 posts), which it indexes itself, so the first keystroke
 * searches locally within the mobile target; then the full index. docs/quality.md has the numbers.
 *
 * Matching is accent- and case-insensitive (`aplicacion` finds "aplicación") and forgiving about word forms:
 * a crude stem (a trailing "s", then a trailing "e") on both sides, prefix matching while typing and, when
 * nothing matches, one typo in words of five letters or more.
 */
import MiniSearch, { type Options, type SearchResult } from 'minisearch';
import type { Lang } from '@portfolio/content/content-types';

export type SearchKind = 'post' | 'project';

/** One searchable item in one language, as indexed. */
export interface SearchDocument {
  /** `{kind}:{slug}`: a post and a project may share a slug. */
  id: string;
  kind: SearchKind;
  slug: string;
  title: string;
  /** The tags' names in the language, space-separated. */
  tags: string;
  summary: string;
  /** The body as plain text (markdownToText). */
  body: string;
  /** The start of the body text, kept in the index for result snippets. */
  excerpt: string;
}

/** What the index keeps of each item, so results show without another request. */
type StoredFields = Pick<SearchDocument, 'kind' | 'slug' | 'title' | 'summary'> & { excerpt?: string };

/** One result, as the page shows it: the texts and the matched (processed) terms to mark in them. */
export interface SearchHit {
  kind: SearchKind;
  slug: string;
  title: string;
  /** The summary, or the part of the body excerpt with a match. */
  snippet: string;
  /** The processed terms that matched; `highlight` marks the words that process to one of them. */
  terms: string[];
}

export interface SearchAnswer {
  /** The query as searched (trimmed). */
  query: string;
  hits: SearchHit[];
}

/** The most results a page shows. */
const MAX_HITS = 50;
/** A longer query is cut: no one types more, and every term is a search. */
export const MAX_QUERY_LENGTH = 100;
/** Characters of body text kept per item for snippets. */
const EXCERPT_LENGTH = 160;
const SNIPPET_LENGTH = 160;

/** Lower case without accents: `Aplicación` → `aplicacion`, `CAFÉ` → `cafe`, `diseño` → `diseno`. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * A crude stem, the same for indexing and queries: `componentes`/`componente` → `component`, `posts` → `post`. A
 * short word keeps its "e" (`theme` is not `them`, `style` stays `style`).
 */
function stem(term: string): string {
  let word = term;
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) word = word.slice(0, -1);
  if (word.length > 5 && word.endsWith('e')) word = word.slice(0, -1);
  return word;
}

// MiniSearch's own tokenizer: spaces and punctuation separate words.
const SEPARATORS = /[\n\r\p{Z}\p{P}]+/u;
const SEPARATOR_RUN = /([\n\r\p{Z}\p{P}]+)/u;

/**
 * Words too common to find anything (folded): neither indexed nor searched. Each is in nearly every item, so
 * leaving them out also keeps the index smaller (npm run bench:search).
 */
const STOP_WORDS = new Set(
  (
    'a an and are as at be but by do does for from has have how in is it its of on or s t that the this to was what when ' +
    'which who why will with you your ' +
    'al como con de del e el en es esta este hay la las lo los mas o para pero por que se si sin su sus u un una y ya'
  ).split(' '),
);

/** A word as the index knows it (indexing and queries alike); null drops it (a stop word). */
export function processTerm(term: string): string | null {
  const folded = fold(term);
  if (folded === '' || STOP_WORDS.has(folded)) return null;
  return stem(folded);
}

const OPTIONS: Options<SearchDocument> = {
  fields: ['title', 'tags', 'summary', 'body'],
  storeFields: ['kind', 'slug', 'title', 'summary', 'excerpt'],
  processTerm,
  searchOptions: {
    boost: { title: 4, tags: 3, summary: 2, body: 1 },
    prefix: true,
    fuzzy: false,
    combineWith: 'AND',
  },
};

export type SiteSearchIndex = MiniSearch<SearchDocument>;

export function buildSearchIndex(documents: SearchDocument[]): SiteSearchIndex {
  const index = new MiniSearch<SearchDocument>(OPTIONS);
  index.addAll(documents);
  return index;
}

/** The index as JSON (what `/api/search/{lang}.json` answers). */
export const serializeSearchIndex = (index: SiteSearchIndex): string => JSON.stringify(index);

/** An index from its JSON (serializeSearchIndex). */
export const loadSearchIndex = (json: string): SiteSearchIndex => MiniSearch.loadJSON<SearchDocument>(json, OPTIONS);

/**
 * The quick tier: the same matching over titles, tags and summaries only (no body, no excerpt), so a result shows
 * its summary. Built in the browser from QuickRows: at 1,000 posts the rows are ≈ 10 KB gzip against ≈ 39 KB for
 * this index serialised by MiniSearch (whose posting lists cost more than the text), and indexing them takes
 * ≈ 20 ms (×4 on the mobile preset): less than the download it saves (npm run bench:search).
 */
const QUICK_OPTIONS: Options<SearchDocument> = {
  ...OPTIONS,
  fields: ['title', 'tags', 'summary'],
  storeFields: ['kind', 'slug', 'title', 'summary'],
};

/** One item of the quick tier: `[kind (0 post, 1 project), slug, title, tags, summary]`. */
type QuickRow = [0 | 1, string, string, string, string];

/** What `/api/search/{lang}.quick.json` answers: the quick tier's documents, not an index (see QUICK_OPTIONS). */
interface QuickIndexJson {
  quick: 1;
  rows: QuickRow[];
}

/** The quick tier's JSON from the full documents (the server's side). */
export function serializeQuickIndex(documents: SearchDocument[]): string {
  const json: QuickIndexJson = {
    quick: 1,
    rows: documents.map((document) => [document.kind === 'post' ? 0 : 1, document.slug, document.title, document.tags, document.summary]),
  };
  return JSON.stringify(json);
}

/** The quick index from its JSON (serializeQuickIndex): indexed here, in the browser. */
export function loadQuickIndex(json: string): SiteSearchIndex {
  const { rows } = JSON.parse(json) as QuickIndexJson;
  const index = new MiniSearch<SearchDocument>(QUICK_OPTIONS);
  index.addAll(
    rows.map(([kind, slug, title, tags, summary]) => {
      const kindName: SearchKind = kind === 0 ? 'post' : 'project';
      return { id: `${kindName}:${slug}`, kind: kindName, slug, title, tags, summary, body: '', excerpt: '' };
    }),
  );
  return index;
}

/** One typo, in words of five letters or more (a shorter word with a typo is another word). */
const TYPO = { fuzzy: (term: string) => (term.length >= 5 ? 1 : false) };

/**
 * Searches `index` for `query`: the best MAX_HITS results, best first. Exact and prefix matches come first; typo
 * tolerance is a second pass, only when they find nothing (docs/decisions.md, "Search"): a misspelt word still
 * finds its item, but a word that is there is never swamped by its neighbours (`theme` by `them`).
 */
export function search(index: SiteSearchIndex, query: string): SearchAnswer {
  const trimmed = query.trim().slice(0, MAX_QUERY_LENGTH);
  if (trimmed === '') return { query: trimmed, hits: [] };
  let results = index.search(trimmed) as (SearchResult & StoredFields)[];
  if (results.length === 0) results = index.search(trimmed, TYPO) as (SearchResult & StoredFields)[];
  return {
    query: trimmed,
    hits: results.slice(0, MAX_HITS).map((result) => ({
      kind: result.kind,
      slug: result.slug,
      title: result.title,
      snippet: snippetOf(result, new Set(result.terms)),
      terms: result.terms,
    })),
  };
}

/** The summary when a matched word is in it, else the part of the body excerpt around the first match. */
function snippetOf(result: StoredFields, terms: Set<string>): string {
  // The quick tier keeps no excerpt: its matches are in the title, tags or summary.
  if (result.excerpt === undefined || hasMatch(result.summary, terms) || !hasMatch(result.excerpt, terms)) return result.summary;
  const segments = highlight(result.excerpt, [...terms]);
  const first = segments.findIndex((segment) => segment.match);
  const offset = segments.slice(0, first).reduce((length, segment) => length + segment.text.length, 0);
  const start = offset > SNIPPET_LENGTH / 2 ? result.excerpt.lastIndexOf(' ', offset - SNIPPET_LENGTH / 4) + 1 : 0;
  const text = result.excerpt.slice(start, start + SNIPPET_LENGTH);
  return `${start > 0 ? '…' : ''}${text}${start + SNIPPET_LENGTH < result.excerpt.length ? '…' : ''}`;
}

const hasMatch = (text: string, terms: Set<string>): boolean =>
  text.split(SEPARATORS).some((word) => word !== '' && terms.has(processTerm(word) ?? ''));

export interface Segment {
  text: string;
  /** A word that matched: shown in <mark>. */
  match: boolean;
}

/**
 * `text` cut into runs, the words that process to one of `terms` apart (the page wraps them in <mark>). Plain
 * text in, plain text out: React escapes it, no HTML is ever built from content.
 */
export function highlight(text: string, terms: string[]): Segment[] {
  const wanted = new Set(terms);
  const segments: Segment[] = [];
  for (const part of text.split(SEPARATOR_RUN)) {
    if (part === '') continue;
    const match = !SEPARATORS.test(part) && wanted.has(processTerm(part) ?? '');
    const last = segments[segments.length - 1];
    if (last && !last.match && !match) last.text += part;
    else segments.push({ text: part, match });
  }
  return segments;
}

/** Markdown as the words a reader sees: no markup, link and image targets, HTML tags or code fences. */
export function markdownToText(markdown: string): string {
  // First the comments: an author's notes, never shown, so never indexed (docs/security.md, "What a page carries").
  return markdown
    .replace(/<!--[\s\S]*?(?:-->|$)/g, ' ')
    .replace(/^\s*(```|~~~).*$/gm, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '')
    .replace(/[*~`]+|(?<![\p{L}\p{N}])_+|_+(?![\p{L}\p{N}])/gu, '')
    .replace(/\|/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The document of one item in `lang` (the caller keeps only items written in it). */
export function searchDocument(
  kind: SearchKind,
  item: { id: string; title: Record<Lang, string>; summary: Record<Lang, string>; body: Record<Lang, string> },
  tagNames: string[],
  lang: Lang,
): SearchDocument {
  const body = markdownToText(item.body[lang]);
  return {
    id: `${kind}:${item.id}`,
    kind,
    slug: item.id,
    title: item.title[lang],
    tags: tagNames.join(' '),
    summary: item.summary[lang],
    body,
    excerpt:
      body.length > EXCERPT_LENGTH ? `${body.slice(0, body.lastIndexOf(' ', EXCERPT_LENGTH) + 1 || EXCERPT_LENGTH).trimEnd()}` : body,
  };
}
