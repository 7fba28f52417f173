/**
 * The CV's history in database.rules.json (`/revisions/cv`, docs/data-model.md), evaluated by targaryen: only the
 * owner reads or writes it; a kept version is written only with the CV save that replaces it, holds exactly the
 * stored CV, is never rewritten, and goes only once it falls out of the kept ones; a version's summary is written
 * only with the save that makes that version.
 */
import { describe, expect, it, vi } from 'vitest';
import { buildCvUpdate } from '../../web/src/data/database-content-store';
import { cvFromDb, type DbTree } from '@portfolio/content/db-mapping';
import { KEPT_VERSIONS } from '@portfolio/content/cv-history';
import type { Cv } from '@portfolio/content/content-types';
import { testTree } from '../../web/src/testing/fixtures';
import { applied, expectAllowed, expectDenied, NOW, owner, read as readIn, update as updateIn, user, type Result } from './rules-kit';

// Thirty-odd saves, each judged leaf by leaf: more than the default 5 s on a loaded machine.
vi.setConfig({ testTimeout: 30_000 });

const NOT_OWNERS: [string, typeof owner | typeof user | null][] = [
  ['anonymous visitor', null],
  ['signed-in non-owner', user],
];

type Tree = DbTree & { revisions?: unknown };
// The fixture tree unless a test gives its own.
const update = (auth: unknown, patch: Record<string, unknown>, data: unknown = testTree()): Result => updateIn(auth, patch, data);
const read = (auth: unknown, path: string, data: unknown = testTree()) => readIn(auth, path, data);

/** Saves `edit(cv)` as the store does, returning the database after the save (or failing the test if refused). */
function save(tree: Tree, edit: (cv: Cv) => Cv = (cv) => cv, options = {}): Tree {
  const stored = tree.cv ?? null;
  const cv = edit(stored ? cvFromDb(stored) : ({} as Cv));
  return applied(tree, buildCvUpdate(cv, stored, options));
}

const withName = (name: string) => (cv: Cv) => ({ ...cv, name });
const summaries = (tree: Tree) => Object.keys((tree.revisions as { cv?: { summaries?: object } })?.cv?.summaries ?? {}).map(Number);
const versions = (tree: Tree) => Object.keys((tree.revisions as { cv?: { versions?: object } })?.cv?.versions ?? {}).map(Number);

describe('the CV history: who', () => {
  const saved = save(testTree(), withName('Second'));

  it.each(NOT_OWNERS)('a %s reads none of it and writes none of it', (_, auth) => {
    for (const path of ['revisions', 'revisions/cv', 'revisions/cv/summaries', 'revisions/cv/versions/1', 'revisions/cv/summaries/2'])
      expectDenied(read(auth, path, saved));
    const tree = testTree();
    expectDenied(update(auth, buildCvUpdate(cvFromDb(tree.cv!), tree.cv), tree));
    expectDenied(update(auth, { 'revisions/cv/versions/2': null }, saved));
  });

  it('the owner reads it', () => {
    expectAllowed(read(owner, 'revisions/cv', saved));
    expect(versions(saved)).toEqual([1]);
    expect(summaries(saved)).toEqual([2]);
  });
});

describe('the CV history: what the owner may write', () => {
  it('a save keeps the stored version, exactly, and notes the new one', () => {
    const tree = testTree();
    const after = save(tree, (cv) => ({ ...cv, summary: { ...cv.summary, es: 'Otra cosa.' } }));
    const kept = (after.revisions as any).cv;
    expect(cvFromDb(kept.versions['1'])).toEqual(cvFromDb(tree.cv!));
    expect(kept.summaries['2']).toEqual({ at: NOW, kind: 'save', changed: { summary: { es: true } } });
    // The first CV of an empty database has nothing to keep, only its summary.
    const created = save({}, () => ({ ...cvFromDb(testTree().cv!), version: 0 }));
    expect(summaries(created)).toEqual([1]);
    expect(versions(created)).toEqual([]);
  });

  it('a restore says which version it brings back; a restore without it, or another kind, is refused', () => {
    const twice = save(save(testTree(), withName('Second')), withName('Third'));
    const back = cvFromDb((twice.revisions as any).cv.versions['1']);
    save(twice, () => ({ ...back, version: 3 }), { kind: 'restore', restoredFrom: 1 });
    const patch = buildCvUpdate({ ...back, version: 3 }, twice.cv, { kind: 'restore', restoredFrom: 1 });
    expectDenied(update(owner, { ...patch, 'revisions/cv/summaries/4': { at: NOW, kind: 'restore' } }, twice));
    expectDenied(update(owner, { ...patch, 'revisions/cv/summaries/4': { at: NOW, kind: 'undo', from: 1 } }, twice));
    expectDenied(update(owner, { ...patch, 'revisions/cv/summaries/4': { at: NOW, kind: 'save', from: 1 } }, twice));
    expectDenied(update(owner, { ...patch, 'revisions/cv/summaries/4/changed': { photo: { en: true } } }, twice));
    expectDenied(update(owner, { ...patch, 'revisions/cv/summaries/4/changed': { name: { fr: true } } }, twice));
    expectDenied(update(owner, { ...patch, 'revisions/cv/summaries/4/at': NOW + 120_000 }, twice));
  });

  it('a kept version is written only with the save that replaces it, and only as the CV it replaces', () => {
    const tree = testTree();
    const stored = tree.cv!;
    const patch = buildCvUpdate(cvFromDb(stored), stored);
    // Alone, without the save.
    expectDenied(update(owner, { 'revisions/cv/versions/1': patch['revisions/cv/versions/1'] }, tree));
    expectDenied(update(owner, { 'revisions/cv/summaries/2': patch['revisions/cv/summaries/2'] }, tree));
    // Under another version's number, or with a text that was not the stored one.
    const { ['revisions/cv/versions/1']: copy, ...rest } = patch;
    expectDenied(update(owner, { ...rest, 'revisions/cv/versions/2': copy }, tree));
    expectDenied(update(owner, { ...rest, 'revisions/cv/versions/1': { ...(copy as object), name: 'Forged' } }, tree));
    const forged = structuredClone(copy) as any;
    forged.experience[0].highlights.en[0] = 'Never written';
    expectDenied(update(owner, { ...rest, 'revisions/cv/versions/1': forged }, tree));
    forged.experience[0].highlights.en[0] = (copy as any).experience[0].highlights.en[0];
    forged.experience[0].award = 'Extra';
    expectDenied(update(owner, { ...rest, 'revisions/cv/versions/1': forged }, tree));
    // A summary for another version than the one saved.
    expectDenied(update(owner, { ...rest, 'revisions/cv/summaries/3': patch['revisions/cv/summaries/2'] }, tree));
    expectAllowed(update(owner, patch, tree));
  });

  it('history is never rewritten: a kept version or a summary cannot be replaced, changed or removed while kept', () => {
    const once = save(testTree(), withName('Second'));
    const twice = save(once, withName('Third'));
    const patch = buildCvUpdate(cvFromDb(twice.cv!), twice.cv);
    expectDenied(update(owner, { ...patch, 'revisions/cv/summaries/2': { at: NOW, kind: 'import' } }, twice));
    expectDenied(update(owner, { ...patch, 'revisions/cv/versions/1/name': 'Changed' }, twice));
    expectDenied(update(owner, { ...patch, 'revisions/cv/versions/1': null }, twice));
    expectDenied(update(owner, { ...patch, 'revisions/cv/summaries/2': null }, twice));
    expectDenied(update(owner, { 'revisions/cv/versions/1': null }, twice));
    expectDenied(update(owner, { 'revisions/cv': null }, twice));
    expectDenied(update(owner, { revisions: null }, twice));
  });

  it(`keeps the ${KEPT_VERSIONS} versions before the current one, the oldest removed by the save that pushes it out`, () => {
    let tree: Tree = testTree();
    for (let save_ = 1; save_ <= KEPT_VERSIONS + 2; save_ += 1) tree = save(tree, withName(`Name ${save_}`));
    const current = KEPT_VERSIONS + 3;
    expect(tree.cv!.version).toBe(current);
    expect(versions(tree)).toEqual(Array.from({ length: KEPT_VERSIONS }, (_, index) => current - KEPT_VERSIONS + index));
    expect(summaries(tree)).toEqual(Array.from({ length: KEPT_VERSIONS + 1 }, (_, index) => current - KEPT_VERSIONS + index));
    // Still kept: the oldest one cannot go before the next save pushes it out.
    expectDenied(update(owner, { [`revisions/cv/versions/${current - KEPT_VERSIONS}`]: null }, tree));
  });

  it('keeps a CV stored without a version (an old import) as version 1', () => {
    const tree = testTree();
    delete tree.cv!.version;
    const after = save(tree, withName('Second'));
    expect(after.cv!.version).toBe(2);
    expect(cvFromDb((after.revisions as any).cv.versions['1'])).toEqual(cvFromDb(tree.cv!));
  });
});
