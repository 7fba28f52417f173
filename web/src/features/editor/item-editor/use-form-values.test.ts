import { describe, expect, it } from 'vitest';
import { emptyPostDraft, type PostDraft } from '../form-values';
import { formValuesReducer } from './use-form-values';

const NOW = Date.UTC(2026, 5, 15, 12);

function start(): { draft: PostDraft; baseline: PostDraft } {
  const draft = emptyPostDraft(NOW);
  return { draft, baseline: draft };
}

describe('formValuesReducer', () => {
  it('changes the draft, never the baseline it is compared with', () => {
    const values = start();
    const next = formValuesReducer(values, { type: 'edited', patch: { tags: ['css'] } });
    expect(next.draft.tags).toEqual(['css']);
    expect(next.baseline).toBe(values.baseline);
  });

  it('proposes the address from a new title only when asked to', () => {
    const typed = formValuesReducer(start(), { type: 'localized', field: 'title', lang: 'en', value: 'Hello World', suggestId: true });
    expect(typed.draft.title).toEqual({ en: 'Hello World', es: '' });
    expect(typed.draft.id).toBe('hello-world');
    const kept = formValuesReducer(typed, { type: 'localized', field: 'title', lang: 'en', value: 'Other', suggestId: false });
    expect(kept.draft.id).toBe('hello-world');
    const summary = formValuesReducer(typed, { type: 'localized', field: 'summary', lang: 'es', value: 'Hola', suggestId: true });
    expect(summary.draft.id).toBe('hello-world');
    expect(summary.draft.summary.es).toBe('Hola');
  });

  it('holds a stored version as draft and baseline: nothing is unsaved', () => {
    const stored = { ...emptyPostDraft(NOW), id: 'saved' };
    const next = formValuesReducer(formValuesReducer(start(), { type: 'edited', patch: { id: 'typed' } }), {
      type: 'stored',
      draft: stored,
    });
    expect(next).toEqual({ draft: stored, baseline: stored });
  });

  it('after a save, holds the stored version, keeping what was typed while it was on its way', () => {
    const sent = formValuesReducer(start(), { type: 'edited', patch: { id: 'sent' } });
    const stored = { ...sent.draft, tags: ['stored'] };
    expect(formValuesReducer(sent, { type: 'saved', sent: sent.draft, stored })).toEqual({ draft: stored, baseline: stored });
    const typedOn = formValuesReducer(sent, { type: 'localized', field: 'summary', lang: 'en', value: 'More', suggestId: false });
    const next = formValuesReducer(typedOn, { type: 'saved', sent: sent.draft, stored });
    expect(next.draft).toBe(typedOn.draft);
    expect(next.baseline).toBe(stored);
  });

  it('restores kept work into the draft, still unsaved', () => {
    const values = start();
    const kept = { ...emptyPostDraft(NOW), id: 'kept' };
    const next = formValuesReducer(values, { type: 'restored', draft: kept });
    expect(next.draft).toBe(kept);
    expect(next.baseline).toBe(values.baseline);
  });
});
