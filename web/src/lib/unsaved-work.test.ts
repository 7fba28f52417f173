import { afterEach, describe, expect, it, vi } from 'vitest';
import { authSession, setAuthClient } from '../features/auth/auth-session';
import { createFakeAuthClient, OWNER } from '../features/auth/testing/fake-auth-client';
import { keepWork, readKeptWork, unsavedWorkKey } from './unsaved-work';

const work = (text: string) => ({ draft: { text }, baseVersion: 3, keptAt: 1_700_000_000_000 });

afterEach(() => {
  setAuthClient(undefined);
  vi.restoreAllMocks();
});

describe('unsaved work kept in the browser', () => {
  it('keeps and reads back one copy per item, a new item and the CV', () => {
    expect(unsavedWorkKey('posts', 'hello')).toBe('unsaved-work:posts:hello');
    expect(unsavedWorkKey('projects', null)).toBe('unsaved-work:projects:new');
    expect(unsavedWorkKey('cv')).toBe('unsaved-work:cv');
    expect(keepWork(unsavedWorkKey('posts', 'hello'), work('hi'))).toBe(true);
    expect(readKeptWork(unsavedWorkKey('posts', 'hello'))).toEqual(work('hi'));
    expect(readKeptWork(unsavedWorkKey('posts', 'other'))).toBeNull();
  });

  it('reads nothing from a damaged entry, and says so when the browser refuses to keep', () => {
    localStorage.setItem('unsaved-work:cv', '{not json');
    expect(readKeptWork('unsaved-work:cv')).toBeNull();
    localStorage.setItem('unsaved-work:cv', JSON.stringify({ draft: 1 }));
    expect(readKeptWork('unsaved-work:cv')).toBeNull();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(keepWork('unsaved-work:cv', work('x'))).toBe(false);
  });

  it('keeps every copy when the owner signs out: nothing typed is lost to a sign-out', async () => {
    keepWork(unsavedWorkKey('posts', 'a'), work('a'));
    keepWork(unsavedWorkKey('cv'), work('cv'));
    setAuthClient(createFakeAuthClient({ user: OWNER }));
    expect(await authSession.logout()).toBe(true);
    expect(readKeptWork(unsavedWorkKey('posts', 'a'))).toEqual(work('a'));
    expect(readKeptWork(unsavedWorkKey('cv'))).toEqual(work('cv'));
  });
});
