/** The CV form checks what database.rules.json checks, with the same numbers (read from the rules file here). */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testTree } from '../../testing/fixtures';
import { cvFromDb } from '@portfolio/content/db-mapping';
import { CV_LIMITS, validateCv } from './cv-validation';

type RulesNode = { '.validate'?: string } & { [key: string]: RulesNode };
// __dirname: under jsdom, import.meta.url is not a file: URL.
const rules = JSON.parse(readFileSync(resolve(__dirname, '../../../../database.rules.json'), 'utf8')) as { rules: RulesNode };
const cvRules = rules.rules.cv;
/** The maximum length a rule allows at a path under /cv. */
const maxLength = (...path: string[]): number => {
  const node = path.reduce((current, key) => current[key], cvRules);
  const match = /length <= (\d+)/.exec(node['.validate'] ?? '');
  if (!match) throw new Error(`No length limit at cv/${path.join('/')}`);
  return Number(match[1]);
};

const validCv = () => cvFromDb(testTree().cv!);

describe('CV limits', () => {
  it('are the rules’ limits', () => {
    expect(maxLength('name')).toBe(CV_LIMITS.name);
    expect(maxLength('email')).toBe(CV_LIMITS.email);
    expect(maxLength('summary', 'en')).toBe(CV_LIMITS.summary);
    for (const path of [
      ['role', 'es'],
      ['location', 'en'],
      ['experience', '$i', 'organization'],
      ['experience', '$i', 'role', 'en'],
      ['education', '$i', 'institution'],
      ['education', '$i', 'degree', 'es'],
    ]) {
      expect(maxLength(...path), path.join('/')).toBe(CV_LIMITS.text);
    }
    expect(maxLength('experience', '$i', 'highlights', 'en', '$j')).toBe(CV_LIMITS.highlight);
    expect(maxLength('skills', '$i', 'name', 'en')).toBe(CV_LIMITS.skillGroupName);
    expect(maxLength('skills', '$i', 'items', 'es', '$j')).toBe(CV_LIMITS.skill);
    expect(maxLength('languages', '$i', 'level', 'es')).toBe(CV_LIMITS.language);
    // List keys 0–99.
    expect(cvRules.experience.$i['.validate']).toContain(String.raw`$i.matches(/^(0|[1-9][0-9]?)$/)`);
    expect(CV_LIMITS.items).toBe(100);
  });

  it('accept the fixture CV and refuse one past each limit', () => {
    expect(validateCv(validCv())).toEqual({});
    const cv = validCv();
    cv.name = 'x'.repeat(CV_LIMITS.name + 1);
    cv.summary.es = 'x'.repeat(CV_LIMITS.summary + 1);
    cv.experience[0].highlights.en = ['ok', 'x'.repeat(CV_LIMITS.highlight + 1)];
    cv.skills[0].items.es = ['x'.repeat(CV_LIMITS.skill + 1)];
    cv.languages = Array.from({ length: CV_LIMITS.items + 1 }, () => structuredClone(validCv().languages[0]));
    expect(validateCv(cv)).toEqual({
      name: { code: 'tooLong', max: 100 },
      'summary.es': { code: 'tooLong', max: 2000 },
      'experience.0.highlights.en': { code: 'lineTooLong', max: 300, value: '2' },
      'skills.0.items.es': { code: 'lineTooLong', max: 60, value: '1' },
      languages: { code: 'tooMany', max: 100 },
    });
  });

  it('checks months and their order like the rules, and more strictly an end before its start', () => {
    const cv = validCv();
    cv.experience[0].start = '2021-13';
    cv.education[0].end = '2010-01';
    expect(validateCv(cv)).toEqual({
      'experience.0.start': { code: 'month' },
      'education.0.end': { code: 'endBeforeStart' },
    });
  });
});
