import { afterEach, describe, expect, it, vi } from 'vitest';
import { authSession, setAuthClient } from '../features/auth/auth-session';
import { createFakeAuthClient, OWNER } from '../features/auth/testing/fake-auth-client';
import { forgetKeptWork, keepWork, readKeptWork, unsavedWorkKey } from './unsaved-work';

const work = (text: string) => ({ draft: { text }, baseVersion: 3, keptAt: 1_700_000_000_000 });

afterEach(() => {
  setAuthClient(undefined);
  vi.restoreAllMocks();
});

describe('unsaved work kept in the browser', () => {
  it('keeps and reads back one copy per item, a new item and the CV', () => {
    expect(unsavedWorkKey('posts', 'hello')).toBe('unsaved-work:posts:hello');
    expect(unsavedWorkKey('projects', null)).toBe('unsaved-work:new-item:projects');
    expect(unsavedWorkKey('cv')).toBe('unsaved-work:cv');
    expect(keepWork(unsavedWorkKey('posts', 'hello'), work('hi'))).toBe(true);
    expect(readKeptWork(unsavedWorkKey('posts', 'hello'))).toEqual(work('hi'));
    expect(readKeptWork(unsavedWorkKey('posts', 'other'))).toBeNull();
  });

  it('keeps a new item’s work apart from the work on an item whose id is “new”', () => {
    expect(unsavedWorkKey('posts', null)).not.toBe(unsavedWorkKey('posts', 'new'));
    keepWork(unsavedWorkKey('posts', 'new'), work('the post called new'));
    keepWork(unsavedWorkKey('posts', null), work('a post not saved yet'));
    expect(readKeptWork(unsavedWorkKey('posts', 'new'))).toEqual(work('the post called new'));
    expect(readKeptWork(unsavedWorkKey('posts', null))).toEqual(work('a post not saved yet'));
  });

  it('keeps each tab’s work on one item apart: neither overwrites nor forgets the other’s, and the newest is offered', () => {
    const key = unsavedWorkKey('posts', 'shared');
    sessionStorage.setItem('unsaved-work-tab', 'tab-a');
    keepWork(key, { ...work('typed in tab A'), keptAt: 1 });
    sessionStorage.setItem('unsaved-work-tab', 'tab-b');
    keepWork(key, { ...work('typed in tab B'), keptAt: 2 });
    expect(readKeptWork(key)).toEqual({ ...work('typed in tab B'), keptAt: 2 });
    // Tab B saves: its copy goes, tab A's work stays on offer.
    forgetKeptWork(key);
    expect(readKeptWork(key)).toEqual({ ...work('typed in tab A'), keptAt: 1 });
    forgetKeptWork(key, { everyTab: true });
    expect(readKeptWork(key)).toBeNull();
    sessionStorage.removeItem('unsaved-work-tab');
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
