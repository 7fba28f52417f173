import { describe, expect, it } from 'vitest';
import { cvFields } from '@portfolio/content/cv-history';
import { cvFromDb } from '@portfolio/content/db-mapping';
import { testTree } from '../../../testing/fixtures';
import { diffFields } from './field-diff';

const cv = () => cvFromDb(testTree().cv!);

describe('diffFields (the history’s comparison)', () => {
  it('finds nothing between a version and itself', () => {
    expect(diffFields(cvFields(cv()), cvFields(cv()))).toEqual([]);
  });

  it('names each changed field and language, with the words removed and added', () => {
    const older = cv();
    const newer = { ...older, summary: { ...older.summary, en: 'I build fast websites.' }, name: 'Test Owner' };
    const [change, ...rest] = diffFields(cvFields(older), cvFields(newer));
    expect(rest).toEqual([]);
    expect(change.field).toMatchObject({ key: 'summary.en', section: 'summary', scope: 'en' });
    expect(change.parts).toEqual([
      { text: 'I build ', change: 'same' },
      { text: 'fast ', change: 'added' },
      { text: 'websites.', change: 'same' },
    ]);
    expect([change.added, change.removed]).toEqual([1, 0]);
  });

  it('counts a replaced word as one removed and one added, and leaves out a change of spacing alone', () => {
    const older = cv();
    const newer = {
      ...older,
      role: { en: 'Web Engineer', es: 'Desarrollador  web' },
    };
    const changes = diffFields(cvFields(older), cvFields(newer));
    expect(changes.map((change) => change.field.key)).toEqual(['role.en']);
    expect(changes[0].parts.filter((part) => part.change !== 'same')).toEqual([
      { text: 'Developer', change: 'removed' },
      { text: 'Engineer', change: 'added' },
    ]);
    expect([changes[0].added, changes[0].removed]).toEqual([1, 1]);
  });

  it('shows an entry added as all added and one removed as all removed, shared fields included', () => {
    const older = cv();
    const job = { ...older.experience[0], organization: 'Globex', start: '2018-01', end: '2020-12' };
    const added = diffFields(cvFields(older), cvFields({ ...older, experience: [...older.experience, job] }));
    expect(added.map((change) => change.field.key)).toEqual([
      'experience.1.organization',
      'experience.1.role.en',
      'experience.1.role.es',
      'experience.1.location.en',
      'experience.1.location.es',
      'experience.1.start',
      'experience.1.end',
      'experience.1.highlights.en',
      'experience.1.highlights.es',
    ]);
    expect(added.every((change) => change.parts.every((part) => part.change === 'added'))).toBe(true);
    const removed = diffFields(cvFields({ ...older, experience: [...older.experience, job] }), cvFields(older));
    expect(removed[0]).toMatchObject({ field: { key: 'experience.1.organization', scope: 'shared' }, added: 0, removed: 1 });
    expect(removed.every((change) => change.parts.every((part) => part.change === 'removed'))).toBe(true);
  });

  it('compares list fields line by line as words, accents and all', () => {
    const older = cv();
    const skills = [{ ...older.skills[0], items: { en: older.skills[0].items.en, es: ['React', 'TypeScript', 'Rendimiento y diseño'] } }];
    const [change] = diffFields(cvFields(older), cvFields({ ...older, skills }));
    expect(change.field.key).toBe('skills.0.items.es');
    expect(change.parts.filter((part) => part.change === 'added').map((part) => part.text.trim())).toEqual(['y diseño']);
    expect(change.added).toBe(2);
  });
});
