/**
 * The owner's tab after a full page load (a reload, a new tab, a bookmarked admin URL): the app knows the
 * owner from the session cookie, but the Firebase SDK must first restore the owner's persisted sign-in,
 * or the database and Storage clients reach the rules without an ID token and every owner call is refused.
 * The SDK modules beneath lib/firebase.ts are fakes that log the order of events; Auth restores its user
 * only when the test says so.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

const sdk = vi.hoisted(() => {
  const events: string[] = [];
  let restore!: () => void;
  const restored = new Promise<void>((resolve) => (restore = resolve));
  return { events, restored, restoreSignIn: () => restore() };
});

vi.mock('../config/env', () => ({
  env: {
    firebase: {
      apiKey: 'k',
      authDomain: 'd',
      projectId: 'demo-test',
      storageBucket: 'b',
      messagingSenderId: 'm',
      appId: 'a',
      databaseURL: 'https://demo-test.firebaseio.com',
    },
    useEmulators: false,
    contentSource: 'database',
    siteUrl: 'https://example.com',
  },
}));

vi.mock('firebase/app', () => ({ initializeApp: () => ({ name: 'app' }) }));

vi.mock('firebase/auth', () => ({
  connectAuthEmulator: () => undefined,
  getAuth: () => {
    sdk.events.push('auth started');
    return {
      authStateReady: async () => {
        await sdk.restored;
        sdk.events.push('owner sign-in restored');
      },
    };
  },
}));

vi.mock('firebase/database', () => ({
  connectDatabaseEmulator: () => undefined,
  forceWebSockets: () => undefined,
  getDatabase: () => ({ name: 'database' }),
  ref: (_db: unknown, path = '') => ({ path }),
  query: (target: { path: string }) => target,
  orderByChild: () => ({}),
  equalTo: () => ({}),
  serverTimestamp: () => ({ '.sv': 'timestamp' }),
  get: async (target: { path: string }) => {
    sdk.events.push(`read ${target.path}`);
    return { exists: () => false, val: () => null, forEach: () => false };
  },
  update: async () => {
    sdk.events.push('write');
  },
}));

vi.mock('firebase/storage', () => ({
  connectStorageEmulator: () => undefined,
  getStorage: () => ({ name: 'storage' }),
  ref: (_storage: unknown, path: string) => ({ fullPath: path }),
  deleteObject: async (target: { fullPath: string }) => {
    sdk.events.push(`delete ${target.fullPath}`);
  },
}));

const { createDatabaseContentStore } = await import('./database-content-store');

/** Lets every pending promise run: whatever is not waiting on the restored sign-in gets done. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('owner calls after a full page load (database mode)', () => {
  beforeEach(() => {
    sdk.events.length = 0;
  });

  // Only the owner's tab reads the database (visitors get page data from the pages function), and the rules
  // refuse lists to anyone else: a public list read with no ID token would be refused too.
  it('every read (public lists and the CV included), save and image delete waits until Auth has restored the owner’s sign-in', async () => {
    const store = createDatabaseContentStore();
    const list = store.listPosts({ includeDrafts: true });
    const publicList = store.listProjects();
    const cv = store.getCv().catch(() => null);
    const draft = store.getProject('a-draft', { includeDrafts: true });
    const deleted = store.deleteImage('images/posts/a-post/cover.png');
    await settle();
    // Nothing reached the database or Storage with an anonymous connection.
    expect(sdk.events).toEqual(['auth started']);

    sdk.restoreSignIn();
    await Promise.all([list, publicList, cv, draft, deleted]);
    const restoredAt = sdk.events.indexOf('owner sign-in restored');
    expect(restoredAt).toBeGreaterThan(0);
    for (const call of [
      'read posts/summaries',
      'read projects/summaries',
      'read cv',
      'read projects/summaries/a-draft',
      'delete images/posts/a-post/cover.png',
    ]) {
      expect(sdk.events.indexOf(call)).toBeGreaterThan(restoredAt);
    }

    await store.savePost({
      id: 'a-post',
      version: 0,
      langs: {},
      createdAt: 1,
      updatedAt: 1,
      publishedAt: 1,
      title: { en: 'A post', es: '' },
      summary: { en: 'Summary', es: '' },
      body: { en: 'Body', es: '' },
      tags: [],
      cover: null,
    } as never);
    expect(sdk.events.at(-1)).toBe('write');
  });
});
