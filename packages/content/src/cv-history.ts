/**
 * The CV's kept versions (docs/data-model.md, `/revisions/cv`; docs/decisions.md, "What a saved version of an item
 * is"): the CV as a flat list of texts, one per field and language, what changed between two versions per section
 * and language (stored with each version, so the history lists without diffing), and the history's entries read
 * back from the database.
 */
import { LANGS, type Cv, type Lang } from './content-types';

/** How a version came to be. */
export const REVISION_KINDS = ['save', 'restore', 'import'] as const;
export type RevisionKind = (typeof REVISION_KINDS)[number];

/** Kept versions before the current one; an older one is removed by the save that pushes it out. */
export const KEPT_VERSIONS = 30;

/** The CV's sections, in the editor's order: `changed` names these. */
export const CV_SECTIONS = ['name', 'email', 'role', 'location', 'summary', 'experience', 'education', 'skills', 'languages'] as const;
export type CvSection = (typeof CV_SECTIONS)[number];

/** A text's language, or `shared` for what is the same in both (names, dates). */
export type FieldScope = Lang | 'shared';
export const FIELD_SCOPES: readonly FieldScope[] = [...LANGS, 'shared'];

/** Per section, the languages (or the shared fields) a version changed. */
export type CvChanges = Partial<Record<CvSection, Partial<Record<FieldScope, true>>>>;

/** One text of the CV: `experience.1.role.es` is the second job's role in Spanish. Lists are one line per entry. */
export interface CvField {
  key: string;
  section: CvSection;
  /** The entry's place in its list (0-based), for list sections. */
  index?: number;
  /** The field inside the entry (`role`, `start`…), or the section itself for the CV's own fields. */
  field: string;
  scope: FieldScope;
  text: string;
}

const lines = (list: string[]) => list.join('\n');

/** Every text of the CV, in the order the editor shows them. */
export function cvFields(cv: Cv): CvField[] {
  const fields: CvField[] = [];
  // `summary.en`, `experience.1.role.es`: the paths the CV editor names its fields by.
  const keyOf = (section: CvSection, field: string, index: number | undefined, lang?: Lang) =>
    (index === undefined ? [section, lang] : [section, index, field, lang]).filter((part) => part !== undefined).join('.');
  const shared = (section: CvSection, field: string, text: string, index?: number) =>
    fields.push({
      key: keyOf(section, field, index),
      section,
      index,
      field,
      scope: 'shared',
      text,
    });
  const localized = (section: CvSection, field: string, texts: Record<Lang, string>, index?: number) => {
    for (const lang of LANGS) {
      const key = keyOf(section, field, index, lang);
      fields.push({ key, section, index, field, scope: lang, text: texts[lang] });
    }
  };
  shared('name', 'name', cv.name);
  shared('email', 'email', cv.email);
  localized('role', 'role', cv.role);
  localized('location', 'location', cv.location);
  localized('summary', 'summary', cv.summary);
  cv.experience.forEach((job, index) => {
    shared('experience', 'organization', job.organization, index);
    localized('experience', 'role', job.role, index);
    localized('experience', 'location', job.location, index);
    shared('experience', 'start', job.start, index);
    shared('experience', 'end', job.end, index);
    localized('experience', 'highlights', { en: lines(job.highlights.en), es: lines(job.highlights.es) }, index);
  });
  cv.education.forEach((school, index) => {
    shared('education', 'institution', school.institution, index);
    localized('education', 'degree', school.degree, index);
    localized('education', 'location', school.location, index);
    shared('education', 'start', school.start, index);
    shared('education', 'end', school.end, index);
  });
  cv.skills.forEach((group, index) => {
    localized('skills', 'name', group.name, index);
    localized('skills', 'items', { en: lines(group.items.en), es: lines(group.items.es) }, index);
  });
  cv.languages.forEach((language, index) => {
    localized('languages', 'name', language.name, index);
    localized('languages', 'level', language.level, index);
  });
  return fields;
}

/** The sections and languages whose texts differ between two versions (an entry added or removed counts). */
export function cvChanges(previous: Cv | null, next: Cv): CvChanges {
  const before = new Map((previous ? cvFields(previous) : []).map((field) => [field.key, field.text]));
  const after = cvFields(next);
  const changes: CvChanges = {};
  const mark = (field: CvField) => ((changes[field.section] ??= {})[field.scope] = true);
  for (const field of after) if (before.get(field.key) !== field.text) mark(field);
  const keys = new Set(after.map((field) => field.key));
  for (const field of previous ? cvFields(previous) : []) if (!keys.has(field.key)) mark(field);
  return changes;
}

/** What the history lists for one version, without its texts. */
export interface CvRevision {
  version: number;
  /** When it was saved (the server's time); null for the version saved before history was kept. */
  at: number | null;
  kind: RevisionKind | null;
  /** For a restore: the version whose texts it brought back. */
  restoredFrom: number | null;
  changed: CvChanges;
  /** The version the CV holds now (its texts are `/cv`, not a kept copy). */
  current: boolean;
}

/** `/revisions/cv/summaries/{n}` as stored. */
export interface DbRevisionSummary {
  at: number;
  kind: RevisionKind;
  from?: number;
  changed?: CvChanges;
}

const isKind = (value: unknown): value is RevisionKind => (REVISION_KINDS as readonly unknown[]).includes(value);

function changesFromDb(value: unknown): CvChanges {
  if (!value || typeof value !== 'object') return {};
  const changes: CvChanges = {};
  for (const section of CV_SECTIONS) {
    const scopes = (value as Record<string, unknown>)[section];
    if (!scopes || typeof scopes !== 'object') continue;
    for (const scope of FIELD_SCOPES) if ((scopes as Record<string, unknown>)[scope] === true) (changes[section] ??= {})[scope] = true;
  }
  return changes;
}

/**
 * The history, newest first: each version the summaries describe within the window (the current one and the
 * KEPT_VERSIONS before it), and the version the first recorded save replaced, kept though saved before history
 * was (its date unknown).
 */
export function cvHistoryFromDb(summaries: unknown, currentVersion: number): CvRevision[] {
  const oldest = Math.max(1, currentVersion - KEPT_VERSIONS);
  const entries = new Map<number, CvRevision>();
  if (summaries && typeof summaries === 'object') {
    for (const [key, value] of Object.entries(summaries as Record<string, unknown>)) {
      const version = Number(key);
      if (!Number.isInteger(version) || version < oldest || version > currentVersion || !value || typeof value !== 'object') continue;
      const stored = value as Partial<DbRevisionSummary>;
      entries.set(version, {
        version,
        at: typeof stored.at === 'number' ? stored.at : null,
        kind: isKind(stored.kind) ? stored.kind : null,
        restoredFrom: typeof stored.from === 'number' ? stored.from : null,
        changed: changesFromDb(stored.changed),
        current: version === currentVersion,
      });
    }
  }
  const first = Math.min(...entries.keys());
  const before = first - 1;
  if (entries.size > 0 && before >= oldest && !entries.has(before)) {
    entries.set(before, { version: before, at: null, kind: null, restoredFrom: null, changed: {}, current: false });
  }
  if (!entries.has(currentVersion) && currentVersion >= 1) {
    entries.set(currentVersion, { version: currentVersion, at: null, kind: null, restoredFrom: null, changed: {}, current: true });
  }
  return [...entries.values()].sort((a, b) => b.version - a.version);
}

/** The kept versions a save of version `next` removes: those KEPT_VERSIONS + 1 or more before it. */
export const droppedVersion = (next: number): number | null => (next - KEPT_VERSIONS - 1 >= 1 ? next - KEPT_VERSIONS - 1 : null);

/** `changed` as stored: absent when nothing changed (the database drops an empty object). */
export function revisionSummaryToDb(at: unknown, kind: RevisionKind, changed: CvChanges, restoredFrom?: number): Record<string, unknown> {
  return {
    at,
    kind,
    ...(kind === 'restore' && restoredFrom !== undefined ? { from: restoredFrom } : {}),
    ...(Object.keys(changed).length > 0 ? { changed } : {}),
  };
}
