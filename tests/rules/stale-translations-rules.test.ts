/**
 * database.rules.json on stale translations (docs/decisions.md, "What a saved version of an item is"): each
 * language's `rev` and a translation's `translatedFrom = { lang, rev, at }`, as the stores write them, evaluated
 * by targaryen.
 */
import { describe, expect, it } from 'vitest';
import { buildChangeUpdate } from '../../web/src/data/database-content-store';
import { migrateTree } from '@portfolio/content/migrate-content';
import { markUpToDate, publishLangs, staleness } from '@portfolio/content/saved-item';
import { testTree } from '../../web/src/testing/fixtures';
import { applied, NOW, owner, savedPostOf as savedPost, update } from './rules-kit';

type Tree = ReturnType<typeof testTree>;

const apply = (patch: Record<string, unknown>, data: unknown) => update(owner, patch, data);

describe('rules: rev and translatedFrom', () => {
  /** secret-draft published in English, then in Spanish: the Spanish records the English rev. */
  function translated() {
    const start: Tree = migrateTree(testTree());
    const first = applied(start, buildChangeUpdate('posts', publishLangs(savedPost(start, 'secret-draft'), { en: NOW }, NOW)));
    return applied(first, buildChangeUpdate('posts', publishLangs(savedPost(first, 'secret-draft'), { es: NOW }, NOW)));
  }

  it('accepts a translation’s record as publishing writes it', () => {
    const tree = translated();
    expect(tree.posts?.summaries?.['secret-draft']).toMatchObject({
      langs: { es: { rev: 1, translatedFrom: { lang: 'en', rev: 1, at: NOW } } },
    });
  });

  it('accepts “Mark as up to date” after the source changed, and nothing else changes', () => {
    const tree = translated();
    const saved = savedPost(tree, 'secret-draft');
    const edited = publishLangs(
      { published: saved.published, working: { ...saved.published!, title: { en: 'Changed', es: saved.published!.title.es } } },
      { en: NOW },
      NOW,
    );
    const afterEdit = applied(tree, buildChangeUpdate('posts', edited));
    const stale = savedPost(afterEdit, 'secret-draft');
    expect(staleness(stale.published, 'es')).toMatchObject({ source: 'en', rev: 1, sourceRev: 2 });
    const marked = applied(afterEdit, buildChangeUpdate('posts', markUpToDate(stale, 'es', NOW)));
    expect(staleness(savedPost(marked, 'secret-draft').published, 'es')).toBeNull();
    // A mark written from an older version of the item is refused, as every write is.
    const late = apply(buildChangeUpdate('posts', markUpToDate(stale, 'es', NOW)), marked);
    expect(late.allowed).toBe(false);
  });

  const path = 'posts/summaries/secret-draft/langs/es/translatedFrom';
  it.each([
    ['a rev ahead of the source’s', { lang: 'en', rev: 2, at: NOW }],
    ['a translation of itself', { lang: 'es', rev: 1, at: NOW }],
    ['a moment more than a year ahead', { lang: 'en', rev: 1, at: NOW + 400 * 24 * 3600 * 1000 }],
    ['a moment that is not a number', { lang: 'en', rev: 1, at: 'today' }],
    ['no rev', { lang: 'en', at: NOW }],
    ['a field of its own', { lang: 'en', rev: 1, at: NOW, note: 'x' }],
  ])('refuses %s', (_, translatedFrom) => {
    const tree = translated();
    const saved = savedPost(tree, 'secret-draft');
    const patch = buildChangeUpdate('posts', markUpToDate(saved, 'es', NOW));
    const summary = patch['posts/summaries/secret-draft'] as { langs: Record<string, Record<string, unknown>> };
    const bad = { ...summary, langs: { ...summary.langs, es: { ...summary.langs.es, translatedFrom } } };
    const result = apply({ ...patch, 'posts/summaries/secret-draft': bad }, tree);
    expect(result.allowed, `${path}: ${JSON.stringify(translatedFrom)}`).toBe(false);
    expect(apply(patch, tree).allowed).toBe(true);
  });

  it('refuses a rev below 1 or not whole', () => {
    const tree = translated();
    const patch = buildChangeUpdate('posts', markUpToDate(savedPost(tree, 'secret-draft'), 'es', NOW));
    const summary = patch['posts/summaries/secret-draft'] as { langs: Record<string, Record<string, unknown>> };
    for (const rev of [0, 1.5, '2']) {
      const bad = { ...summary, langs: { ...summary.langs, en: { ...summary.langs.en, rev } } };
      expect(apply({ ...patch, 'posts/summaries/secret-draft': bad }, tree).allowed).toBe(false);
    }
  });
});
