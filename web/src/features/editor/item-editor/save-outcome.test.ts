import { describe, expect, it } from 'vitest';
import { saveOutcome } from './save-outcome';

const published = { id: 'a' } as never;

describe('saveOutcome', () => {
  it('calls a new item a draft: a save never publishes', () => {
    expect(saveOutcome(null, { published: null })).toBe('createdDraft');
  });

  it('says a saved item with a published document still shows visitors that version', () => {
    expect(saveOutcome({}, { published: null })).toBe('savedDraft');
    expect(saveOutcome({}, { published })).toBe('savedStaged');
  });
});
