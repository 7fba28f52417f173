/**
 * Client-side checks for the CV. The limits are those database.rules.json enforces on `/cv` (a test reads the
 * rules file and compares), so the form says what is wrong next to each field instead of the database answering
 * a bare "permission denied". The CV page exists in both languages, so the form is stricter than the rules where
 * a blank would show on it (a role, a summary, each item's title text in both languages), never looser.
 */
import { LANGS, type Cv, type Localized } from '@portfolio/content/content-types';
import type { FieldErrors } from './validation';

export const CV_LIMITS = {
  name: 100,
  email: 254,
  /** Role, location, organization, institution, degree. */
  text: 140,
  summary: 2000,
  highlight: 300,
  skillGroupName: 100,
  skill: 60,
  /** A language's name and level. */
  language: 60,
  /** Items of a list (and highlights, skills): the rules name their keys 0–99. */
  items: 100,
} as const;

// The rules' patterns.
const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const MONTH_PATTERN = /^[0-9]{4}-(0[1-9]|1[0-2])$/;

export function validateCv(cv: Cv): FieldErrors {
  const errors: FieldErrors = {};
  const text = (path: string, value: string, max: number, required: boolean) => {
    if (required && value === '') errors[path] = { code: 'required' };
    else if (value.length > max) errors[path] = { code: 'tooLong', max };
  };
  const localized = (path: string, value: Localized, max: number, required: boolean) => {
    for (const lang of LANGS) text(`${path}.${lang}`, value[lang], max, required);
  };
  const period = (path: string, { start, end }: { start: string; end: string }) => {
    if (start === '') errors[`${path}.start`] = { code: 'required' };
    else if (!MONTH_PATTERN.test(start)) errors[`${path}.start`] = { code: 'month' };
    if (end !== '' && !MONTH_PATTERN.test(end)) errors[`${path}.end`] = { code: 'month' };
    // Both are YYYY-MM, so the strings compare as dates do.
    else if (end !== '' && MONTH_PATTERN.test(start) && end < start) errors[`${path}.end`] = { code: 'endBeforeStart' };
  };
  const lines = (path: string, list: string[], max: number) => {
    if (list.length > CV_LIMITS.items) errors[path] = { code: 'tooMany', max: CV_LIMITS.items };
    const long = list.findIndex((line) => line.length > max);
    if (long >= 0 && !errors[path]) errors[path] = { code: 'lineTooLong', max, value: String(long + 1) };
  };
  const count = (path: string, list: unknown[]) => {
    if (list.length > CV_LIMITS.items) errors[path] = { code: 'tooMany', max: CV_LIMITS.items };
  };

  text('name', cv.name, CV_LIMITS.name, true);
  if (cv.email === '') errors.email = { code: 'required' };
  else if (cv.email.length > CV_LIMITS.email) errors.email = { code: 'tooLong', max: CV_LIMITS.email };
  else if (!EMAIL_PATTERN.test(cv.email)) errors.email = { code: 'email' };
  localized('role', cv.role, CV_LIMITS.text, true);
  localized('location', cv.location, CV_LIMITS.text, false);
  localized('summary', cv.summary, CV_LIMITS.summary, true);

  count('experience', cv.experience);
  cv.experience.forEach((job, index) => {
    const path = `experience.${index}`;
    text(`${path}.organization`, job.organization, CV_LIMITS.text, true);
    localized(`${path}.role`, job.role, CV_LIMITS.text, true);
    localized(`${path}.location`, job.location, CV_LIMITS.text, false);
    period(path, job);
    for (const lang of LANGS) lines(`${path}.highlights.${lang}`, job.highlights[lang], CV_LIMITS.highlight);
  });
  count('education', cv.education);
  cv.education.forEach((school, index) => {
    const path = `education.${index}`;
    text(`${path}.institution`, school.institution, CV_LIMITS.text, true);
    localized(`${path}.degree`, school.degree, CV_LIMITS.text, true);
    localized(`${path}.location`, school.location, CV_LIMITS.text, false);
    period(path, school);
  });
  count('skills', cv.skills);
  cv.skills.forEach((group, index) => {
    const path = `skills.${index}`;
    localized(`${path}.name`, group.name, CV_LIMITS.skillGroupName, true);
    for (const lang of LANGS) {
      if (group.items[lang].length === 0) errors[`${path}.items.${lang}`] = { code: 'required' };
      else lines(`${path}.items.${lang}`, group.items[lang], CV_LIMITS.skill);
    }
  });
  count('languages', cv.languages);
  cv.languages.forEach((language, index) => {
    const path = `languages.${index}`;
    localized(`${path}.name`, language.name, CV_LIMITS.language, true);
    localized(`${path}.level`, language.level, CV_LIMITS.language, true);
  });
  return errors;
}
