/**
 * What the CV form edits and the conversion to the content model that is validated and saved. List items carry
 * a key that stays with them while they move, so React keeps each item's inputs (and focus) in place. Lists
 * of short lines (a job's highlights, a skill group's items) are edited as one line each in a text area.
 */
import type { Cv, CvEducation, CvLanguage, Localized } from '@portfolio/content/content-types';

interface Keyed {
  key: string;
}

export interface ExperienceDraft extends Keyed {
  organization: string;
  role: Localized;
  location: Localized;
  start: string;
  end: string;
  /** One highlight per line. */
  highlights: Localized;
}

export type EducationDraft = Keyed & CvEducation;

export interface SkillGroupDraft extends Keyed {
  name: Localized;
  /** One skill per line, per language. */
  items: Localized;
}

export type LanguageDraft = Keyed & CvLanguage;

export interface CvDraft {
  /** The stored version the draft is based on (0: no CV stored yet). */
  version: number;
  name: string;
  email: string;
  role: Localized;
  location: Localized;
  summary: Localized;
  experience: ExperienceDraft[];
  education: EducationDraft[];
  skills: SkillGroupDraft[];
  languages: LanguageDraft[];
}

export type CvSection = 'experience' | 'education' | 'skills' | 'languages';

let lastKey = 0;
const nextKey = () => `item-${++lastKey}`;
const emptyLocalized = (): Localized => ({ en: '', es: '' });
const copy = (value: Localized): Localized => ({ en: value.en, es: value.es });

/** A blank item of a section, as the Add button inserts it. */
export function newItem(section: 'experience'): ExperienceDraft;
export function newItem(section: 'education'): EducationDraft;
export function newItem(section: 'skills'): SkillGroupDraft;
export function newItem(section: 'languages'): LanguageDraft;
export function newItem(section: CvSection): ExperienceDraft | EducationDraft | SkillGroupDraft | LanguageDraft;
export function newItem(section: CvSection): ExperienceDraft | EducationDraft | SkillGroupDraft | LanguageDraft {
  const key = nextKey();
  switch (section) {
    case 'experience':
      return {
        key,
        organization: '',
        role: emptyLocalized(),
        location: emptyLocalized(),
        start: '',
        end: '',
        highlights: emptyLocalized(),
      };
    case 'education':
      return { key, institution: '', degree: emptyLocalized(), location: emptyLocalized(), start: '', end: '' };
    case 'skills':
      return { key, name: emptyLocalized(), items: emptyLocalized() };
    case 'languages':
      return { key, name: emptyLocalized(), level: emptyLocalized() };
  }
}

export function cvToDraft(cv: Cv): CvDraft {
  return {
    version: cv.version,
    name: cv.name,
    email: cv.email,
    role: copy(cv.role),
    location: copy(cv.location),
    summary: copy(cv.summary),
    experience: cv.experience.map((job) => ({
      key: nextKey(),
      organization: job.organization,
      role: copy(job.role),
      location: copy(job.location),
      start: job.start,
      end: job.end,
      highlights: { en: job.highlights.en.join('\n'), es: job.highlights.es.join('\n') },
    })),
    education: cv.education.map((school) => ({ ...school, key: nextKey(), degree: copy(school.degree), location: copy(school.location) })),
    skills: cv.skills.map((group) => ({
      key: nextKey(),
      name: copy(group.name),
      items: { en: group.items.en.join('\n'), es: group.items.es.join('\n') },
    })),
    languages: cv.languages.map((language) => ({ key: nextKey(), name: copy(language.name), level: copy(language.level) })),
  };
}

/** The lines of a text area: trimmed, blank lines dropped. */
const linesOf = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

const trimmed = (value: Localized): Localized => ({ en: value.en.trim(), es: value.es.trim() });

/** The CV the draft stands for, text trimmed as the rules will see it. */
export function draftToCv(draft: CvDraft): Cv {
  return {
    version: draft.version,
    name: draft.name.trim(),
    email: draft.email.trim(),
    role: trimmed(draft.role),
    location: trimmed(draft.location),
    summary: trimmed(draft.summary),
    experience: draft.experience.map((job) => ({
      organization: job.organization.trim(),
      role: trimmed(job.role),
      location: trimmed(job.location),
      start: job.start.trim(),
      end: job.end.trim(),
      highlights: { en: linesOf(job.highlights.en), es: linesOf(job.highlights.es) },
    })),
    education: draft.education.map((school) => ({
      institution: school.institution.trim(),
      degree: trimmed(school.degree),
      location: trimmed(school.location),
      start: school.start.trim(),
      end: school.end.trim(),
    })),
    skills: draft.skills.map((group) => ({
      name: trimmed(group.name),
      items: { en: linesOf(group.items.en), es: linesOf(group.items.es) },
    })),
    languages: draft.languages.map((language) => ({ name: trimmed(language.name), level: trimmed(language.level) })),
  };
}
