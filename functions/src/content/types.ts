/**
 * Items as the functions read them: the content package's summaries (@portfolio/content, the same mapping the
 * web app reads with), each marked with its kind. Summaries only, never bodies.
 */
import { isAvailableIn, type PostSummary, type ProjectSummary } from '@portfolio/content/content-types';
import { postSummaryFromDb, projectSummaryFromDb, type DbPostSummary, type DbProjectSummary } from '@portfolio/content/db-mapping';
import { LANGS, type Lang } from '@portfolio/content/languages';

export type ContentKind = 'post' | 'project';

export type ItemSummary = (PostSummary & { kind: 'post' }) | (ProjectSummary & { kind: 'project' });

/** The raw database tree as the functions read it (any node may be malformed: an Admin-SDK import bypasses the rules). */
export interface DbTree {
  posts?: { summaries?: Record<string, unknown> | null } | null;
  projects?: { summaries?: Record<string, unknown> | null } | null;
  tags?: Record<string, unknown> | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * One stored summary, or null for a record that is not one (not an object, neither `langs` nor a known status of
 * the older shape): a crawler-facing function must not crash on one odd record. The fields are read by the content
 * model, as the pages read them; which languages visitors see is visibleAt's (content-source.ts).
 */
export function summaryFromDb(kind: ContentKind, id: string, raw: unknown): ItemSummary | null {
  if (!isRecord(raw) || (!isRecord(raw.langs) && raw.status !== 'draft' && raw.status !== 'published')) return null;
  return kind === 'post'
    ? { kind, ...postSummaryFromDb(id, raw as unknown as DbPostSummary) }
    : { kind, ...projectSummaryFromDb(id, raw as unknown as DbProjectSummary) };
}

/**
 * What a visitor may see in a language: of a summary as visibleAt left it (only live languages keep their text),
 * one written in that language and published in it.
 */
export const isPublicIn = (item: ItemSummary, lang: Lang): boolean => item.langs[lang] !== undefined && isAvailableIn(item, lang);

export const availableLangs = (item: ItemSummary): Lang[] => LANGS.filter((lang) => isAvailableIn(item, lang));
