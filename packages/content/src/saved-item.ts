/**
 * An item as its owner has it (docs/decisions.md, "What a saved version of an item is"): the published document
 * (only the languages visitors see or will see) and the working copy (the whole item as the editor edits it, while
 * it differs). The operations here are pure: each returns the documents a write changes, and a content store
 * writes them in one version-checked update. Owner-only: no public page imports this module.
 */
import { LANGS, otherLanguage, type Lang } from './languages.ts';
import { POST_MODEL, PROJECT_MODEL, type Field, type Fields, type Langs } from './content-model.ts';
import { isAvailableIn, type ContentImage, type Post, type PostSummary, type Project, type ProjectSummary } from './content-types.ts';
import { itemDates, keepingLangs, keptDates } from './db-mapping.ts';

type Item = Post | Project | PostSummary | ProjectSummary;

export interface SavedItem<T extends Item> {
  /** What visitors see or will see: only the languages in its `langs`. Null while no language is published. */
  published: T | null;
  /** The working copy: its `langs` are the dates each language keeps. Null while it would equal the published document. */
  working: T | null;
}

/**
 * What a write changes, as one update: a document to store (at `version + 1`), null to delete it, absent to leave
 * it as it is. `version` is the item's version the change was made from (itemVersion): the write is refused if
 * either document changed since.
 */
export interface SavedChange<T extends Item> {
  id: string;
  version: number;
  /** The published version the working copy is written over (0: none), when the change writes one. */
  basedOn: number;
  published?: T | null;
  working?: T | null;
}

/**
 * A language's state, derived from both documents: not written anywhere, a draft (text in the working copy only),
 * scheduled, published, or published with changes staged in the working copy.
 */
export type LangState = 'none' | 'draft' | 'scheduled' | 'published' | 'staged';

/** The item's version: both documents advance it, so a save from an older read of either is refused. */
export const itemVersion = (saved: SavedItem<Item>): number => Math.max(saved.published?.version ?? 0, saved.working?.version ?? 0);

const MODEL_FIELDS: Fields = { ...POST_MODEL.summary, ...POST_MODEL.details, ...PROJECT_MODEL.summary, ...PROJECT_MODEL.details };
/** Fields a save or a publication sets itself: not part of what the owner wrote. */
const BOOKKEEPING = new Set(['version', 'langs', 'createdAt', 'updatedAt']);

/** A field's part in one language (null for the shared fields), or its shared part (lang null). */
function partOf(field: Field, value: unknown, lang: Lang | null): unknown {
  const image = (picture: ContentImage | null) => (picture ? (lang ? picture.alt[lang] : { ...picture, alt: null }) : null);
  switch (field.kind) {
    case 'text':
    case 'markdown':
    case 'minutes':
      return lang ? (value as Record<Lang, unknown>)[lang] : null;
    case 'image':
      return image(value as ContentImage | null);
    case 'gallery':
      return (value as ContentImage[]).map(image);
    default:
      return lang ? null : value;
  }
}

const fieldsOf = (item: Item) => Object.entries(MODEL_FIELDS).filter(([key]) => key in item && !BOOKKEEPING.has(key));

/** Whether two versions of an item differ in `lang`'s text (lang) or in the fields both languages share (null). */
export function differsIn(a: Item, b: Item, lang: Lang | null): boolean {
  const record = (item: Item) => item as unknown as Record<string, unknown>;
  return fieldsOf(a).some(
    ([key, field]) => JSON.stringify(partOf(field, record(a)[key], lang)) !== JSON.stringify(partOf(field, record(b)[key], lang)),
  );
}

/**
 * Whether `lang`'s text differs between two versions as a translation sees it: its title, summary, body and images'
 * alt texts, and the tags it shows by name (docs/decisions.md, "What a saved version of an item is": stale
 * translations). What advances the language's `rev`.
 */
export const textDiffersIn = (a: Item, b: Item, lang: Lang): boolean =>
  differsIn(a, b, lang) || JSON.stringify(a.tags) !== JSON.stringify(b.tags);

/**
 * The fields whose `lang` part (null: shared part) differs between two versions of an item; a missing version
 * counts as empty, so a field empty in both is not named (the history's `changes`, item-history.ts).
 */
export function changedFields(a: Item | null, b: Item | null, lang: Lang | null): string[] {
  const record = (item: Item | null) => (item ?? {}) as unknown as Record<string, unknown>;
  const empty = (part: unknown) =>
    part === undefined || part === null || part === '' || part === 0 || part === false || (Array.isArray(part) && part.length === 0);
  const part = (item: Item | null, key: string, field: Field) => (item && key in item ? partOf(field, record(item)[key], lang) : undefined);
  const keys = new Set([...(a ? fieldsOf(a) : []), ...(b ? fieldsOf(b) : [])].map(([key]) => key));
  return [...keys].filter((key) => {
    const field = MODEL_FIELDS[key];
    if (field.kind === 'minutes') return false; // follows the body
    const [before, after] = [part(a, key, field), part(b, key, field)];
    return !(empty(before) && empty(after)) && JSON.stringify(before) !== JSON.stringify(after);
  });
}

/** Whether a working copy holds anything its published document does not (docs/decisions.md: it exists only then). */
export const differs = (working: Item, published: Item): boolean =>
  differsIn(working, published, null) || LANGS.some((lang) => differsIn(working, published, lang));

/** Whether a language has text in a document: a title and summary, or a body. */
const hasText = (item: Item, lang: Lang): boolean => isAvailableIn(item, lang) || ('body' in item && item.body[lang].trim() !== '');

export function langState(saved: SavedItem<Item>, lang: Lang, now: number): LangState {
  const entry = saved.published?.langs[lang];
  if (entry && saved.published) {
    if (saved.working && differsIn(saved.working, saved.published, lang)) return 'staged';
    return entry.publishedAt > now ? 'scheduled' : 'published';
  }
  return saved.working && hasText(saved.working, lang) ? 'draft' : 'none';
}

/**
 * The item as the editor edits it: the working copy, or the published document when there is none, at the item's
 * version, with the published languages in `langs` and the item's dates from them (else the working copy's).
 */
export function editedItem<T extends Item>(saved: SavedItem<T>): T | null {
  const base = saved.working ?? saved.published;
  if (!base) return null;
  const langs = saved.published?.langs ?? {};
  const dates = saved.published
    ? itemDates(langs, saved.published.updatedAt)
    : { publishedAt: base.publishedAt, firstPublishedAt: base.firstPublishedAt };
  return { ...base, version: itemVersion(saved), langs, ...dates };
}

/** `lang`'s alt text of `image`, from the version of it in `from` (the same file), else none. */
function altFrom(image: ContentImage, from: ContentImage[], lang: Lang): string {
  return from.find((other) => other.path === image.path && other.url === image.url)?.alt[lang] ?? '';
}

/**
 * The published document after publishing: the shared fields and `fresh` languages' text from `source`, the other
 * kept languages' text from `published`. An image keeps a kept language's alt text only if it is the same file.
 */
function combined<T extends Item>(source: T, published: T | null, fresh: readonly Lang[], kept: readonly Lang[]): T {
  const next = { ...keepingLangs(source, fresh) } as unknown as Record<string, unknown>;
  if (!published) return next as unknown as T;
  const old = published as unknown as Record<string, unknown>;
  for (const [key, field] of fieldsOf(source)) {
    const value = next[key];
    if (field.kind === 'text' || field.kind === 'markdown' || field.kind === 'minutes') {
      const mixed = { ...(value as Record<Lang, unknown>) };
      for (const lang of kept) mixed[lang] = (old[key] as Record<Lang, unknown>)[lang];
      next[key] = mixed;
    } else if (field.kind === 'image' || field.kind === 'gallery') {
      const before = [old[key]].flat().filter((image): image is ContentImage => !!image);
      const withAlts = (image: ContentImage): ContentImage => {
        const alt = { ...image.alt };
        for (const lang of kept) alt[lang] = altFrom(image, before, lang);
        return { ...image, alt };
      };
      next[key] = Array.isArray(value) ? (value as ContentImage[]).map(withAlts) : value ? withAlts(value as ContentImage) : null;
    }
  }
  return next as unknown as T;
}

/**
 * Publishes (or schedules) languages: `dates` gives each one's moment (later than now: scheduled). Their text and
 * the shared fields go from the working copy into the published document; a language published before keeps its
 * first publication date (docs/decisions.md, "Publication dates"), and its `rev` advances when its text changed.
 * The working copy goes when nothing else differs.
 */
export function publishLangs<T extends Item>(saved: SavedItem<T>, dates: Partial<Record<Lang, number>>, now: number): SavedChange<T> {
  const source = saved.working ?? saved.published;
  if (!source) throw new Error('Nothing to publish');
  const version = itemVersion(saved);
  const fresh = LANGS.filter((lang) => dates[lang] !== undefined);
  const kept = LANGS.filter((lang) => !fresh.includes(lang) && saved.published?.langs[lang] !== undefined);
  const langs: Langs = {};
  for (const lang of LANGS) {
    const before = saved.published?.langs[lang];
    const at = dates[lang];
    if (at === undefined) {
      if (before) langs[lang] = before;
      continue;
    }
    const previous = before ?? saved.working?.langs[lang];
    const first = previous?.firstPublishedAt ?? 0;
    langs[lang] = {
      publishedAt: at,
      firstPublishedAt: first > 0 && first <= now ? first : at,
      rev: previous?.rev ?? 0,
      translatedFrom: previous?.translatedFrom ?? null,
    };
  }
  const text = combined(source, saved.published, fresh, kept);
  const counted = countedLangs(saved.published, text, langs, fresh, now);
  const published = { ...text, version, updatedAt: now, langs: counted, ...itemDates(counted, now) };
  const basedOn = version + 1;
  if (!saved.working) return { id: source.id, version, basedOn, published };
  const working = { ...saved.working, version, updatedAt: now, langs: { ...saved.working.langs, ...counted } };
  return { id: source.id, version, basedOn, published, working: differs(working, published) ? working : null };
}

/**
 * The languages of a published document about to be stored, counted (docs/decisions.md, "What a saved version of an
 * item is": stale translations): a language's `rev` advances when its text differs from the document it replaces
 * (`before`; a language new there counts as changed), and a translation published (`fresh`) beside its source for
 * the first time records the source's `rev` as the one it is up to date with. The source is the language published first
 * (already in `before`, else the earlier `firstPublishedAt`; English when both came together), and only one of the
 * two is a translation.
 */
export function countedLangs(before: Item | null, after: Item, langs: Langs, fresh: readonly Lang[], now: number): Langs {
  const counted: Langs = {};
  for (const lang of LANGS) {
    const entry = langs[lang];
    if (!entry) continue;
    const old = before?.langs[lang];
    const changed = !before || !old || textDiffersIn(after, before, lang);
    counted[lang] = { ...entry, rev: (old?.rev ?? entry.rev) + (changed ? 1 : 0) };
  }
  for (const lang of LANGS) {
    const entry = counted[lang];
    const source = otherLanguage(lang);
    const original = counted[source];
    if (!entry || !original || !fresh.includes(lang) || entry.translatedFrom || original.translatedFrom?.lang === lang) continue;
    const first = (of: typeof entry) => of.firstPublishedAt || of.publishedAt;
    const [wasSource, wasLang] = [before?.langs[source] !== undefined, before?.langs[lang] !== undefined];
    const sourceFirst =
      wasSource !== wasLang ? wasSource : first(original) < first(entry) || (first(original) === first(entry) && source === LANGS[0]);
    // A translation published before is up to date with the source as it was then, not with this publication's.
    const rev = wasLang && wasSource ? (before?.langs[source]?.rev ?? original.rev) : original.rev;
    if (sourceFirst) entry.translatedFrom = { lang: source, rev, at: now };
  }
  return counted;
}

/**
 * Whether `lang`'s published text is behind its source's: the source's text was published changed after the
 * translation was last marked up to date. `since` is that moment (0: not known), `sourceRev` the source's `rev` now
 * and `rev` the one the translation is up to date with. Null when the language is up to date or no translation.
 */
export interface Staleness {
  source: Lang;
  since: number;
  rev: number;
  sourceRev: number;
  /** Paragraphs of the source changed since (title, summary, tags and alt texts count as one each); null: not known. */
  paragraphs: number | null;
}

/**
 * The staleness of `lang` in `item` (a published document, or the item as the editor edits it: its `langs` are the
 * published ones). With `sourceThen`, the source's text at the translation's `rev` (a kept version), it counts the
 * paragraphs changed since.
 */
export function staleness(item: { langs: Langs } | null, lang: Lang, sourceThen?: Item | null): Staleness | null {
  const from = item?.langs[lang]?.translatedFrom;
  const sourceRev = from ? item?.langs[from.lang]?.rev : undefined;
  if (!from || sourceRev === undefined || sourceRev <= from.rev) return null;
  const paragraphs = sourceThen && item && 'title' in item ? changedParagraphs(sourceThen, item as Item, from.lang) : null;
  return { source: from.lang, since: from.at, rev: from.rev, sourceRev, paragraphs };
}

/** `lang`'s text as paragraphs: title, summary, each paragraph of the body, the tags, each image's alt text. */
export function textParts(item: Item, lang: Lang): string[] {
  const record = item as unknown as Record<string, unknown>;
  const parts: string[] = [item.title[lang], item.summary[lang], item.tags.join(', ')];
  const body = record.body as Record<Lang, string> | undefined;
  if (body) parts.push(...body[lang].split(/\n\s*\n/));
  const images = [record.cover, record.gallery].flat().filter((image): image is ContentImage => !!image);
  parts.push(...images.map((image) => image.alt[lang]));
  return parts.map((part) => part.trim()).filter((part) => part !== '');
}

/** How many of `lang`'s paragraphs changed from `before` to `after`: an edited one counts once, as does an added or removed one. */
export function changedParagraphs(before: Item, after: Item, lang: Lang): number {
  const unmatched = (from: string[], to: string[]) => {
    const left = [...to];
    let count = 0;
    for (const part of from) {
      const at = left.indexOf(part);
      if (at >= 0) left.splice(at, 1);
      else count += 1;
    }
    return count;
  };
  const [older, newer] = [textParts(before, lang), textParts(after, lang)];
  return Math.max(unmatched(newer, older), unmatched(older, newer));
}

/**
 * "Mark as up to date": `lang`'s translation is recorded as up to date with its source's published text as it is
 * now. Only the bookkeeping changes (the published document's `langs`, at the next version); the working copy,
 * when there is one, moves to the same version so it stays based on the published one.
 */
export function markUpToDate<T extends Item>(saved: SavedItem<T>, lang: Lang, now: number): SavedChange<T> {
  const published = saved.published;
  const entry = published?.langs[lang];
  if (!published || !entry) throw new Error(`${lang} is not published`);
  const source = entry.translatedFrom?.lang ?? otherLanguage(lang);
  const sourceEntry = published.langs[source];
  if (!sourceEntry) throw new Error(`${source} is not published`);
  const version = itemVersion(saved);
  const translatedFrom = { lang: source, rev: sourceEntry.rev, at: now };
  const langs: Langs = { ...published.langs, [lang]: { ...entry, translatedFrom } };
  const change: SavedChange<T> = {
    id: published.id,
    version,
    basedOn: version + 1,
    published: { ...published, version, updatedAt: now, langs },
  };
  if (saved.working) change.working = { ...saved.working, version, updatedAt: now, langs: { ...saved.working.langs, ...langs } };
  return change;
}

/**
 * Unpublishes languages: their text leaves the published document (which goes when no language is left) and stays
 * in the working copy with its dates, so publishing it again keeps them.
 */
export function unpublishLangs<T extends Item>(saved: SavedItem<T>, gone: readonly Lang[], now: number): SavedChange<T> {
  const published = saved.published;
  if (!published) throw new Error('Nothing published');
  const version = itemVersion(saved);
  const base = saved.working ?? published;
  const remaining = LANGS.filter((lang) => published.langs[lang] !== undefined && !gone.includes(lang));
  const langs: Langs = Object.fromEntries(remaining.map((lang) => [lang, published.langs[lang]]));
  const kept: Langs = { ...base.langs };
  for (const lang of gone) if (published.langs[lang]) kept[lang] = published.langs[lang];
  const working = { ...base, version, updatedAt: now, langs: kept, ...itemDates(kept, now) };
  const next =
    remaining.length > 0 ? { ...keepingLangs(published, remaining), version, updatedAt: now, langs, ...itemDates(langs, now) } : null;
  return { id: published.id, version, basedOn: next ? version + 1 : 0, published: next, working };
}

/**
 * Saves the owner's edits into the working copy: what visitors see does not change. The copy keeps the dates of
 * every language (its own and the published ones); it is removed when it equals the published document.
 */
export function saveWorking<T extends Item>(saved: SavedItem<T>, item: T, now: number): SavedChange<T> {
  const version = itemVersion(saved);
  const langs: Langs = { ...saved.working?.langs, ...saved.published?.langs };
  const working = {
    ...item,
    version,
    updatedAt: now,
    createdAt: saved.working?.createdAt ?? saved.published?.createdAt ?? item.createdAt,
    langs,
  };
  const basedOn = saved.published?.version ?? 0;
  // Kept even when it reads as the published document (a restore or an edit undone): dropping it would take the
  // item's version back to the published one, and the next write would reuse a number the history has kept.
  return { id: item.id, version, basedOn, working };
}

/**
 * The editor's one status over every language (docs/decisions.md, "What a saved version of an item is": until the
 * editor publishes per language): an item with languages in `langs` is published in exactly those; one with none
 * is a working copy only, keeping the dates it had. Text the published document cannot hold (a language not
 * published: a body without its title) stays in a working copy, so a save never loses it. Given the published
 * document it replaces (`before`, null: none), each language's `rev` and `translatedFrom` are counted (countedLangs).
 */
export function storedAsEdited<T extends Post | Project>(edited: T, before?: T | null): SavedChange<T> {
  const langs = LANGS.filter((lang) => edited.langs[lang]);
  if (langs.length === 0) {
    const working = { ...edited, langs: edited.firstPublishedAt > 0 ? keptDates(edited) : {} };
    return { id: edited.id, version: edited.version, basedOn: 0, published: null, working };
  }
  // Each language's `rev` counts against the published document it replaces (null: none), when the store read it.
  const item =
    before !== undefined
      ? { ...edited, langs: countedLangs(before, keepingLangs(edited, langs), edited.langs, langs, edited.updatedAt) }
      : edited;
  const working = differs(item, keepingLangs(item, langs)) ? item : null;
  return { id: item.id, version: item.version, basedOn: item.version + 1, published: item, working };
}

/**
 * Discards the changes staged for `lang` (docs/decisions.md, "What a saved version of an item is"): the working
 * copy takes that language's text and the shared fields back from the published document, so publishing it would
 * change nothing there; the other language's staged text stays. The copy goes when nothing else differs.
 */
export function discardLangChanges<T extends Item>(saved: SavedItem<T>, lang: Lang, now: number): SavedChange<T> {
  const published = saved.published;
  if (!published || !saved.working) throw new Error('Nothing staged');
  const version = itemVersion(saved);
  const next = { ...saved.working } as unknown as Record<string, unknown>;
  const old = published as unknown as Record<string, unknown>;
  for (const [key, field] of fieldsOf(published)) {
    const value = next[key];
    if (field.kind === 'text' || field.kind === 'markdown' || field.kind === 'minutes') {
      next[key] = { ...(value as Record<Lang, unknown>), [lang]: (old[key] as Record<Lang, unknown>)[lang] };
    } else if (field.kind === 'image' || field.kind === 'gallery') {
      // An image's file is shared: the published one comes back, with the other language's alt text kept for the same file.
      const before = [value].flat().filter((image): image is ContentImage => !!image);
      const withAlts = (image: ContentImage): ContentImage => {
        const alt = { ...image.alt };
        for (const other of LANGS) if (other !== lang) alt[other] = altFrom(image, before, other) || image.alt[other];
        return { ...image, alt };
      };
      const restored = old[key];
      next[key] = Array.isArray(restored)
        ? (restored as ContentImage[]).map(withAlts)
        : restored
          ? withAlts(restored as ContentImage)
          : null;
    } else {
      next[key] = old[key];
    }
  }
  const working = { ...(next as unknown as T), version, updatedAt: now };
  // Kept even when nothing else differs now: its version keeps the item's version from going back (saveWorking).
  return { id: published.id, version, basedOn: published.version, working };
}
