import { describe, expect, it, vi } from 'vitest';
import { getSourceAtRev, type ItemVersions } from './source-at-rev';

const item = (title: string) => ({ id: 'a-post', title: { en: title, es: '' } });

function versions(kept: Record<number, unknown>, revs: Record<number, { en?: number; es?: number }>): ItemVersions {
  return {
    listItemHistory: vi.fn(async () => Object.entries(revs).map(([version, at]) => ({ version: Number(version), revs: at }))),
    getItemVersion: vi.fn(async (_kind, _id, version: number) => kept[version] ?? null),
  };
}

describe('getSourceAtRev', () => {
  it('reads the newest kept version whose source rev is the one asked for, and its published text', async () => {
    const store = versions(
      { 2: { published: item('Old'), working: null }, 3: { published: item('Older still?'), working: null } },
      { 1: { en: 1 }, 2: { en: 2, es: 1 }, 3: { en: 2, es: 2 }, 4: { en: 3, es: 2 } },
    );
    expect((await getSourceAtRev(store, 'posts', 'a-post', 'en', 2))?.title.en).toBe('Older still?');
    expect(store.getItemVersion).toHaveBeenCalledWith('posts', 'a-post', 3);
  });

  it('is null when no kept version has that rev, or the version is gone', async () => {
    const store = versions({}, { 5: { en: 4 } });
    expect(await getSourceAtRev(store, 'projects', 'a-post', 'en', 2)).toBeNull();
    expect(await getSourceAtRev(store, 'projects', 'a-post', 'en', 4)).toBeNull();
    expect(store.getItemVersion).toHaveBeenCalledTimes(1);
  });

  it('is null for a store that keeps no versions', async () => {
    expect(await getSourceAtRev({} as ItemVersions, 'posts', 'a-post', 'en', 1)).toBeNull();
  });
});
