/**
 * What of the database store can be checked without the emulators: the writes it builds, the
 * queries it sends (a visitor must use the published query or the rules refuse), how SDK errors
 * become ContentError codes, and the upload/delete control flow. The SDK is replaced by fakes that
 * record calls; the real thing is exercised in tests/emulator/database-storage/database-content-store.test.ts.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { postFromDb, projectFromDb, tagsFromDb, tagsToDb } from '@portfolio/content/db-mapping';
import { ContentError } from './content-store';
import { testTree } from '../testing/fixtures';

const sdk = vi.hoisted(() => {
  const state = {
    values: new Map<string, unknown>(),
    denied: new Set<string>(),
    updates: [] as { path: string; patch: Record<string, unknown> }[],
    gets: [] as { path: string; constraints: unknown[] }[],
    upload: null as null | { fail?: unknown; cancelled: boolean; metadata?: unknown },
    deleted: [] as string[],
    deleteError: null as unknown,
    updateError: null as unknown,
  };
  const snapshot = (path: string, value: unknown) => ({
    key: path.split('/').pop(),
    exists: () => value !== undefined && value !== null,
    val: () => (value === undefined ? null : structuredClone(value)),
    forEach(callback: (child: { key: string; val: () => unknown }) => void) {
      for (const [key, child] of Object.entries((value ?? {}) as Record<string, unknown>))
        callback({ key, val: () => structuredClone(child) });
      return false;
    },
  });
  return { state, snapshot };
});

vi.mock('../lib/firebase', () => ({
  getOwnerDatabaseClient: async () => ({ kind: 'database' }),
  getStorageClient: async () => ({ kind: 'storage' }),
}));

vi.mock('firebase/database', () => ({
  ref: (_db: unknown, path = '') => ({ path, constraints: [] }),
  query: (target: { path: string }, ...constraints: unknown[]) => ({ path: target.path, constraints }),
  orderByChild: (child: string) => ({ orderByChild: child }),
  equalTo: (value: unknown) => ({ equalTo: value }),
  serverTimestamp: () => ({ '.sv': 'timestamp' }),
  get: async (target: { path: string; constraints: unknown[] }) => {
    sdk.state.gets.push({ path: target.path, constraints: target.constraints });
    if (sdk.state.denied.has(target.path)) throw new Error('Permission denied');
    return sdk.snapshot(target.path, sdk.state.values.get(target.path));
  },
  update: async (target: { path: string }, patch: Record<string, unknown>) => {
    if (sdk.state.updateError) throw sdk.state.updateError;
    sdk.state.updates.push({ path: target.path, patch });
  },
}));

vi.mock('firebase/storage', () => ({
  ref: (_storage: unknown, path: string) => ({ fullPath: path }),
  uploadBytesResumable: (target: { fullPath: string }, file: Blob, metadata: unknown) => {
    const upload = { cancelled: false, metadata, fail: sdk.state.upload?.fail };
    sdk.state.upload = upload;
    let handlers: { next: (s: unknown) => void; error: (e: unknown) => void; complete: () => void } | null = null;
    return {
      snapshot: { ref: target },
      cancel() {
        upload.cancelled = true;
        handlers?.error(Object.assign(new Error('User canceled the upload/download.'), { code: 'storage/canceled' }));
        return true;
      },
      on(_event: string, next: (s: unknown) => void, error: (e: unknown) => void, complete: () => void) {
        handlers = { next, error, complete };
        queueMicrotask(() => {
          if (upload.cancelled) return;
          next({ bytesTransferred: file.size / 2, totalBytes: file.size });
          if (upload.fail) return error(upload.fail);
          // A 999-byte file stays "in flight" so that a test can cancel it.
          if (file.size === 999) return;
          next({ bytesTransferred: file.size, totalBytes: file.size });
          complete();
        });
      },
    };
  },
  getDownloadURL: async (target: { fullPath: string }) =>
    `https://firebasestorage.googleapis.com/v0/b/demo/o/${encodeURIComponent(target.fullPath)}?alt=media`,
  deleteObject: async (target: { fullPath: string }) => {
    if (sdk.state.deleteError) throw sdk.state.deleteError;
    sdk.state.deleted.push(target.fullPath);
  },
  listAll: async () => ({ items: [] }),
}));

const {
  buildCvUpdate,
  buildTrashUpdate,
  buildRestoreUpdate,
  buildPostUpdate,
  buildProjectUpdate,
  createDatabaseContentStore,
  cvFromDb,
  toContentError,
} = await import('./database-content-store');

const tree = testTree();
const post = postFromDb('hello-world', tree.posts!.summaries!['hello-world'], tree.posts!.bodies!['hello-world']);
const project = projectFromDb('portfolio-site', tree.projects!.summaries!['portfolio-site'], tree.projects!.details!['portfolio-site']);

/** Both languages published at `publishedAt`, first at `firstPublishedAt`. */
const datedAt = (publishedAt: number, firstPublishedAt = publishedAt) =>
  Object.fromEntries((['en', 'es'] as const).map((lang) => [lang, { publishedAt, firstPublishedAt, rev: 0, translatedFrom: null }]));

beforeEach(() => {
  sdk.state.values.clear();
  sdk.state.denied.clear();
  sdk.state.updates = [];
  sdk.state.gets = [];
  sdk.state.upload = null;
  sdk.state.deleted = [];
  sdk.state.deleteError = null;
  sdk.state.updateError = null;
});

describe('writes built by the store', () => {
  it('saves a published post as one update of its published summary and body, removing its working copy, without null fields', () => {
    const patch = buildPostUpdate({ ...post, tags: [], cover: null });
    expect(Object.keys(patch).sort()).toEqual([
      'drafts/posts/bodies/hello-world',
      'drafts/posts/summaries/hello-world',
      'posts/bodies/hello-world',
      'posts/summaries/hello-world',
    ]);
    expect(patch['drafts/posts/summaries/hello-world']).toBeNull();
    expect(patch['drafts/posts/bodies/hello-world']).toBeNull();
    expect(patch['posts/bodies/hello-world']).toEqual(post.body);
    const summary = patch['posts/summaries/hello-world'] as Record<string, unknown>;
    expect(summary).not.toHaveProperty('tags');
    expect(summary).not.toHaveProperty('tagList');
    expect(summary).not.toHaveProperty('cover');
    // The current shape: languages with their dates, no status (docs/data-model.md).
    expect(summary).not.toHaveProperty('status');
    expect(summary).not.toHaveProperty('publishedAt');
    expect(summary).toMatchObject({
      langs: { en: { publishedAt: post.publishedAt }, es: { publishedAt: post.publishedAt } },
      title: post.title,
      readingMinutes: post.readingMinutes,
    });
  });

  it('saves a draft as its working copy only, and removes what was published of it', () => {
    const patch = buildPostUpdate({ ...post, langs: {} });
    expect(patch['posts/summaries/hello-world']).toBeNull();
    expect(patch['posts/bodies/hello-world']).toBeNull();
    expect(patch['drafts/posts/bodies/hello-world']).toEqual(post.body);
    // It keeps the dates it was published with, for publishing again (docs/decisions.md, "Publication dates").
    expect(patch['drafts/posts/summaries/hello-world']).toMatchObject({
      basedOn: 0,
      title: post.title,
      langs: { en: { publishedAt: post.publishedAt }, es: { publishedAt: post.publishedAt } },
    });
  });

  it('writes the next version: the rules accept a save only if it advances the stored one', () => {
    expect(buildPostUpdate({ ...post, version: 3 })['posts/summaries/hello-world']).toMatchObject({ version: 4 });
    expect(buildProjectUpdate({ ...project, version: 0 })['projects/summaries/portfolio-site']).toMatchObject({ version: 1 });
  });

  it('writes the tags as a set and in numbered slots, the slots in the owner’s order (the rules count tags by their slots)', () => {
    const summary = buildPostUpdate({ ...post, tags: ['react', 'css', 'a11y'] })['posts/summaries/hello-world'];
    expect(summary).toMatchObject({ tags: { react: true, css: true, a11y: true }, tagList: { 0: 'react', 1: 'css', 2: 'a11y' } });
    expect(buildProjectUpdate({ ...project, tags: ['pwa'] })['projects/summaries/portfolio-site']).toMatchObject({ tagList: { 0: 'pwa' } });
  });

  it('keeps the owner’s tag order through the slots, though the database returns the tag keys sorted', () => {
    const summary = buildPostUpdate({ ...post, tags: ['react', 'canvas-api', 'a11y'] })['posts/summaries/hello-world'] as {
      tags: Record<string, true>;
      tagList: Record<string, string>;
    };
    expect(summary.tags).toEqual({ react: true, 'canvas-api': true, a11y: true });
    expect(summary.tagList).toEqual({ 0: 'react', 1: 'canvas-api', 2: 'a11y' });
    // Read back with the keys sorted (as the database returns them), and the slots as an object or an array.
    const sortedTags = { a11y: true, 'canvas-api': true, react: true } as const;
    expect(tagsFromDb(sortedTags, { 2: 'a11y', 0: 'react', 1: 'canvas-api' })).toEqual(['react', 'canvas-api', 'a11y']);
    expect(tagsFromDb(sortedTags, ['react', 'canvas-api', 'a11y'])).toEqual(['react', 'canvas-api', 'a11y']);
    const stored = tagsToDb(['z', 'b', 'y']);
    expect(tagsFromDb(stored.tags ?? undefined, stored.tagList ?? undefined)).toEqual(['z', 'b', 'y']);
    expect(postFromDb('hello-world', { ...testTree().posts!.summaries!['hello-world'], ...summary }, undefined).tags).toEqual([
      'react',
      'canvas-api',
      'a11y',
    ]);
    // An item stored before the slots reads its tags alphabetically; a tag without a slot follows the placed ones.
    expect(tagsFromDb({ web: true, css: true, html: true })).toEqual(['css', 'html', 'web']);
    expect(tagsFromDb({ web: true, css: true, html: true }, { 0: 'web' })).toEqual(['web', 'css', 'html']);
    expect(tagsFromDb(undefined, undefined)).toEqual([]);
  });

  it('stamps the moment of the save with the server’s clock: updatedAt always, other times only when they are that moment', () => {
    const SERVER_TIME = { '.sv': 'timestamp' };
    const later = post.updatedAt + 60_000;
    expect(buildPostUpdate({ ...post, updatedAt: later })['posts/summaries/hello-world']).toMatchObject({
      createdAt: post.createdAt,
      updatedAt: SERVER_TIME,
      langs: { en: { publishedAt: post.publishedAt } },
    });
    // A new item saved with its date left at "now": the editor builds all three from the one moment.
    expect(
      buildPostUpdate({ ...post, createdAt: later, updatedAt: later, langs: datedAt(later) })['posts/summaries/hello-world'],
    ).toMatchObject({
      createdAt: SERVER_TIME,
      updatedAt: SERVER_TIME,
      langs: { en: { publishedAt: SERVER_TIME }, es: { publishedAt: SERVER_TIME } },
    });
    expect(
      buildProjectUpdate({ ...project, createdAt: later, updatedAt: later, langs: datedAt(later - 1) })[
        'projects/summaries/portfolio-site'
      ],
    ).toMatchObject({ createdAt: SERVER_TIME, updatedAt: SERVER_TIME, langs: { en: { publishedAt: later - 1 } } });
  });

  it('stores "updated on" only after the publication date: marked in this save it is the server’s time, else kept', () => {
    const SERVER_TIME = { '.sv': 'timestamp' };
    const later = post.publishedAt + 86_400_000;
    const summary = (revisedAt: number) =>
      buildPostUpdate({ ...post, updatedAt: later, revisedAt })['posts/summaries/hello-world'] as Record<string, unknown>;
    expect(summary(later).revisedAt).toEqual(SERVER_TIME);
    expect(summary(later - 1000).revisedAt).toBe(later - 1000);
    // Never marked, or older than a new publication date (published again since): not written at all.
    expect(summary(0)).not.toHaveProperty('revisedAt');
    expect(summary(post.publishedAt - 1)).not.toHaveProperty('revisedAt');
  });

  it('stores the first publication as the server’s time when it is this save, kept as it is after, absent before', () => {
    const SERVER_TIME = { '.sv': 'timestamp' };
    const later = post.publishedAt + 86_400_000;
    const summary = (firstPublishedAt: number) =>
      buildPostUpdate({ ...post, updatedAt: later, langs: datedAt(post.publishedAt, firstPublishedAt) })['posts/summaries/hello-world'] as {
        langs: Record<string, Record<string, unknown>>;
      };
    expect(summary(later).langs.en.firstPublishedAt).toEqual(SERVER_TIME);
    expect(summary(post.publishedAt).langs.en.firstPublishedAt).toBe(post.publishedAt);
    expect(summary(0).langs.en).not.toHaveProperty('firstPublishedAt');
  });

  it('saves a project with its gallery as index-keyed images', () => {
    const patch = buildProjectUpdate(project);
    expect(
      Object.keys(patch)
        .filter((path) => patch[path] !== null)
        .sort(),
    ).toEqual(['projects/details/portfolio-site', 'projects/summaries/portfolio-site']);
    const details = patch['projects/details/portfolio-site'] as { gallery: Record<string, { url: string }> };
    expect(Object.keys(details.gallery)).toEqual(['0', '1']);
    expect(details.gallery['1'].url).toBe(project.gallery[1].url);
    expect(buildProjectUpdate({ ...project, gallery: [] })['projects/details/portfolio-site']).not.toHaveProperty('gallery');
  });

  it('stores an image’s narrower copies in slots 0–3 and reads them back narrowest first; an image without copies has no node', () => {
    const copy = (width: number) => ({
      width,
      path: `images/posts/hello-world/a-${width}w.webp`,
      url: `https://s.example/a-${width}w.webp`,
    });
    const cover = { ...project.gallery[0], width: 1600, variants: [copy(480), copy(960)] };
    const stored = buildPostUpdate({ ...post, cover })['posts/summaries/hello-world'] as { cover: { variants?: unknown } };
    expect(stored.cover.variants).toEqual({ '0': copy(480), '1': copy(960) });
    expect(postFromDb('hello-world', stored as never, post.body).cover).toEqual(cover);
    const plain = buildPostUpdate({ ...post, cover: { ...cover, variants: [] } })['posts/summaries/hello-world'] as { cover: object };
    expect(plain.cover).not.toHaveProperty('variants');
    expect(postFromDb('hello-world', plain as never, post.body).cover?.variants).toEqual([]);
  });

  it('reads stored copies defensively (an import bypasses the rules): sorted, each width once, only narrower than the image', () => {
    const copy = (width: unknown, url: unknown = `https://s.example/${String(width)}.webp`) => ({ width, path: 'p', url });
    const summary = {
      ...(buildPostUpdate(post)['posts/summaries/hello-world'] as object),
      cover: {
        path: '',
        url: '/a.png',
        width: 1000,
        height: 500,
        alt: { en: '', es: '' },
        variants: [
          copy(960),
          copy(480),
          copy(480, 'https://s.example/dup.webp'),
          copy(1000),
          copy(2000),
          copy('300'),
          copy(1.5),
          copy(200, 7),
          null,
        ],
      },
    };
    expect(postFromDb('hello-world', summary as never, post.body).cover?.variants.map((variant) => variant.url)).toEqual([
      'https://s.example/480.webp',
      'https://s.example/960.webp',
    ]);
  });

  it('moves both documents, each summary with its body, to the trash together, at the item’s version', () => {
    const published = { summary: { version: 3, title: { en: 'A', es: '' } }, body: { en: 'x', es: '' } };
    const working = { summary: { version: 4, title: { en: 'B', es: '' } }, body: { en: 'y', es: '' } };
    expect(
      buildTrashUpdate('posts', 'hello-world', {
        summary: published.summary,
        details: published.body,
        workingSummary: working.summary,
        workingDetails: working.body,
      }),
    ).toEqual({
      'posts/summaries/hello-world': null,
      'posts/bodies/hello-world': null,
      'drafts/posts/summaries/hello-world': null,
      'drafts/posts/bodies/hello-world': null,
      'trash/posts/hello-world': { deletedAt: { '.sv': 'timestamp' }, version: 4, published, working },
    });
    expect(buildTrashUpdate('projects', 'portfolio-site', {})).toBeNull();
  });

  it.each(['ab', 'Bad-Id', 'a/b', 'x.y', '../etc'])('refuses the id %j before touching the database', (id) => {
    expect(() => buildPostUpdate({ ...post, id })).toThrow(expect.objectContaining({ code: 'invalid' }));
    expect(() => buildTrashUpdate('projects', id, {})).toThrow(ContentError);
    expect(() => buildRestoreUpdate('projects', id, null, null)).toThrow(ContentError);
  });
});

describe('toContentError', () => {
  it.each([
    [Object.assign(new Error('PERMISSION_DENIED: Permission denied'), { code: 'PERMISSION_DENIED' }), 'permission-denied'],
    [new Error('Permission denied'), 'permission-denied'],
    [Object.assign(new Error('x'), { code: 'storage/unauthorized' }), 'permission-denied'],
    [Object.assign(new Error('x'), { code: 'storage/unauthenticated' }), 'permission-denied'],
    [Object.assign(new Error('x'), { code: 'storage/canceled' }), 'cancelled'],
    [Object.assign(new Error('x'), { code: 'storage/object-not-found' }), 'not-found'],
    [Object.assign(new Error('x'), { code: 'storage/retry-limit-exceeded' }), 'network'],
    [new Error('Client is offline.'), 'network'],
    [new TypeError('Failed to fetch'), 'network'],
    [Object.assign(new Error('x'), { code: 'storage/invalid-argument' }), 'invalid'],
    [new Error('Something odd'), 'unknown'],
    ['a string', 'unknown'],
  ])('maps %o to %s', (error, code) => {
    const mapped = toContentError(error);
    expect(mapped).toBeInstanceOf(ContentError);
    expect(mapped.code).toBe(code);
  });

  it('keeps a ContentError as it is', () => {
    const original = new ContentError('invalid', 'bad');
    expect(toContentError(original)).toBe(original);
  });
});

describe('cvFromDb', () => {
  it('turns index-keyed objects back into arrays and fills missing lists', () => {
    const cv = testTree().cv!;
    const stored = {
      ...cv,
      experience: { '0': { ...cv.experience[0], highlights: { en: { '1': 'second', '0': 'first' } } } },
      skills: undefined,
      languages: undefined,
    };
    const result = cvFromDb(stored as never);
    expect(result.experience[0].highlights).toEqual({ en: ['first', 'second'], es: [] });
    expect(result.skills).toEqual([]);
    expect(result.languages).toEqual([]);
    expect(result.education).toEqual(cv.education);
  });

  it('reads skills per language, and a CV saved with one list of skills as that list in both languages', () => {
    const cv = testTree().cv!;
    const perLanguage = cvFromDb({
      ...cv,
      skills: [{ name: cv.skills[0].name, items: { en: { '0': 'Testing' }, es: { '0': 'Pruebas' } } }],
    } as never);
    expect(perLanguage.skills[0].items).toEqual({ en: ['Testing'], es: ['Pruebas'] });
    const shared = cvFromDb({ ...cv, skills: { '0': { name: cv.skills[0].name, items: { '1': 'Vite', '0': 'React' } } } } as never);
    expect(shared.skills[0].items).toEqual({ en: ['React', 'Vite'], es: ['React', 'Vite'] });
  });
});

describe('the store against a fake SDK', () => {
  const store = createDatabaseContentStore();

  it('lists what visitors see from the published documents, leaving out items scheduled for later; the working copies only with includeDrafts', async () => {
    sdk.state.values.set('posts/summaries', {
      'hello-world': tree.posts!.summaries!['hello-world'],
      'typed-code': tree.posts!.summaries!['typed-code'],
      'next-week': { ...tree.posts!.summaries!['hello-world'], publishedAt: Date.now() + 7 * 24 * 60 * 60 * 1000 },
    });
    const list = await store.listPosts();
    // Drafts live apart (`/drafts`): the published list is the node itself, and no working copy is read for it.
    expect(sdk.state.gets).toEqual([{ path: 'posts/summaries', constraints: [] }]);
    expect(list.map((item) => item.id)).toEqual(['typed-code', 'hello-world']);

    sdk.state.gets = [];
    await store.listProjects({ includeDrafts: true });
    expect(sdk.state.gets).toEqual([
      { path: 'projects/summaries', constraints: [] },
      { path: 'drafts/projects/summaries', constraints: [] },
    ]);
  });

  it('reads a post as summary + body; a refused or draft item is null', async () => {
    sdk.state.values.set('posts/summaries/hello-world', tree.posts!.summaries!['hello-world']);
    sdk.state.values.set('posts/bodies/hello-world', tree.posts!.bodies!['hello-world']);
    expect(await store.getPost('hello-world')).toEqual(post);

    sdk.state.denied.add('posts/summaries/secret-draft');
    sdk.state.denied.add('posts/bodies/secret-draft');
    expect(await store.getPost('secret-draft')).toBeNull();

    // The owner reads drafts, but only asks for them in the admin.
    sdk.state.values.set('posts/summaries/owner-draft', tree.posts!.summaries!['secret-draft']);
    expect(await store.getPost('owner-draft')).toBeNull();
    expect((await store.getPost('owner-draft', { includeDrafts: true }))?.langs).toEqual({});
    // A published post dated later is the owner's too until then (the draft preview shows it as scheduled).
    sdk.state.values.set('posts/summaries/next-week', { ...tree.posts!.summaries!['hello-world'], publishedAt: Date.now() + 60_000 });
    sdk.state.values.set('posts/bodies/next-week', tree.posts!.bodies!['hello-world']);
    expect(await store.getPost('next-week')).toBeNull();
    expect((await store.getPost('next-week', { includeDrafts: true }))?.id).toBe('next-week');
    expect(await store.getPost('missing-post')).toBeNull();
  });

  it('answers null for ids that are not slugs without reading', async () => {
    expect(await store.getProject('../../cv')).toBeNull();
    expect(sdk.state.gets).toEqual([]);
  });

  it('saves with exactly one update at the root, the history with it, and deletes with one, keeping the history', async () => {
    const stored = { summary: tree.posts!.summaries!['hello-world'], body: tree.posts!.bodies!['hello-world'] };
    sdk.state.values.set('posts/summaries/hello-world', stored.summary);
    sdk.state.values.set('posts/bodies/hello-world', stored.body);
    const project = { summary: tree.projects!.summaries!['portfolio-site'], details: tree.projects!.details!['portfolio-site'] };
    sdk.state.values.set('projects/summaries/portfolio-site', project.summary);
    sdk.state.values.set('projects/details/portfolio-site', project.details);
    await store.savePost(post);
    await store.deleteProject('portfolio-site');
    expect(sdk.state.updates).toHaveLength(2);
    const patch = sdk.state.updates[0].patch;
    expect(patch).toMatchObject(buildPostUpdate(post));
    // The version it replaces, exactly as stored, and how the new one came about (a seed item: its own summary too).
    expect(patch['revisions/posts/hello-world/versions/1']).toEqual({ published: stored });
    expect(patch['revisions/posts/hello-world/summaries/1']).toEqual({ at: stored.summary.updatedAt, kind: 'import' });
    expect(patch['revisions/posts/hello-world/summaries/2']).toMatchObject({ at: { '.sv': 'timestamp' }, kind: 'publish' });
    expect(sdk.state.updates[1]).toEqual({ path: '', patch: buildTrashUpdate('projects', 'portfolio-site', project) });
    expect(Object.keys(sdk.state.updates[1].patch).some((path) => path.startsWith('revisions'))).toBe(false);
    // The images stay: the trash and the history still name them.
    expect(sdk.state.deleted).toEqual([]);
  });

  it('lists the trash, restores an item from it as a draft with its history, and deletes one forever', async () => {
    const summary = tree.posts!.summaries!['hello-world'];
    const entry = { deletedAt: 1000, version: 1, published: { summary, body: tree.posts!.bodies!['hello-world'] } };
    // The fake answers each path as set: the list reads the kind's node, a restore the item's.
    sdk.state.values.set('trash/posts', { 'hello-world': entry });
    sdk.state.values.set('trash/posts/hello-world', entry);
    const trashed = await store.listTrash();
    expect(trashed).toEqual([
      expect.objectContaining({ kind: 'posts', id: 'hello-world', deletedAt: 1000, version: 1, title: summary.title }),
    ]);
    await store.restoreFromTrash('posts', 'hello-world');
    const patch = sdk.state.updates[0].patch;
    expect(patch['trash/posts/hello-world']).toBeNull();
    expect(patch['posts/summaries/hello-world']).toBeNull();
    expect(patch['drafts/posts/summaries/hello-world']).toMatchObject({ version: 2, basedOn: 0, title: summary.title });
    expect(patch['revisions/posts/hello-world/versions/1']).toEqual({
      published: { summary, body: tree.posts!.bodies!['hello-world'] },
    });
    expect(patch['revisions/posts/hello-world/summaries/2']).toMatchObject({ kind: 'restore' });
    await store.deleteForever('posts', 'hello-world');
    expect(sdk.state.updates[1].patch).toEqual({ 'trash/posts/hello-world': null, 'revisions/posts/hello-world': null });
    await expect(store.restoreFromTrash('posts', 'not-there')).rejects.toMatchObject({ code: 'not-found' });
    await expect(store.deletePost('not-there')).rejects.toMatchObject({ code: 'not-found' });
  });

  it('refuses a new item at a trashed item’s address before sending anything', async () => {
    sdk.state.values.set('trash/posts/hello-world', { deletedAt: 1000, version: 1 });
    await expect(store.savePost({ ...post, version: 0 })).rejects.toMatchObject({ code: 'conflict' });
    expect(sdk.state.updates).toEqual([]);
  });

  it('a save says how it came about when told (an import, a restore); one based on an older version is a conflict before anything is sent', async () => {
    sdk.state.values.set('posts/summaries/hello-world', tree.posts!.summaries!['hello-world']);
    sdk.state.values.set('posts/bodies/hello-world', tree.posts!.bodies!['hello-world']);
    await store.savePost({ ...post, title: { ...post.title, es: 'Hola de nuevo' } }, { kind: 'import' });
    expect(sdk.state.updates[0].patch['revisions/posts/hello-world/summaries/2']).toEqual({
      at: { '.sv': 'timestamp' },
      kind: 'import',
      changes: { es: ['title'] },
      // The Spanish text went out changed: its counter moved on (docs/decisions.md, "Stale translations").
      revs: { es: 1 },
    });
    await expect(store.savePost({ ...post, version: 3 })).rejects.toMatchObject({ code: 'conflict' });
    expect(sdk.state.updates).toHaveLength(1);
  });

  it('lists an item’s history from its summaries and reads a kept version as both documents', async () => {
    sdk.state.values.set('posts/summaries/hello-world', { ...tree.posts!.summaries!['hello-world'], version: 3 });
    sdk.state.values.set('posts/bodies/hello-world', tree.posts!.bodies!['hello-world']);
    sdk.state.values.set('revisions/posts/hello-world/summaries', {
      2: { at: 1000, kind: 'save', changes: { en: ['title', 'body'] } },
      3: { at: 2000, kind: 'publish', changes: { es: ['title'], shared: ['tags'] }, revs: { en: 2, es: 1 } },
    });
    expect(await store.listItemHistory('posts', 'hello-world')).toEqual([
      { version: 3, at: 2000, kind: 'publish', changes: { es: ['title'], shared: ['tags'] }, revs: { en: 2, es: 1 } },
      { version: 2, at: 1000, kind: 'save', changes: { en: ['title', 'body'] }, revs: {} },
    ]);
    sdk.state.values.set('revisions/posts/hello-world/versions/2', {
      working: {
        summary: { ...tree.posts!.summaries!['hello-world'], status: undefined, langs: {}, basedOn: 0, version: 2 },
        body: { en: 'Old', es: '' },
      },
    });
    const kept = await store.getItemVersion('posts', 'hello-world', 2);
    expect(kept?.published).toBeNull();
    expect(kept?.working).toMatchObject({ id: 'hello-world', version: 2, body: { en: 'Old', es: '' } });
    expect(await store.getItemVersion('posts', 'hello-world', 5)).toBeNull();
    expect(await store.getItemVersion('posts', 'Not a slug', 2)).toBeNull();
    expect(await store.listItemHistory('posts', 'no-such-post')).toEqual([]);
  });

  it('reports a save refused because the item changed elsewhere as a conflict (the stored version moved on)', async () => {
    sdk.state.updateError = Object.assign(new Error('PERMISSION_DENIED: Permission denied'), { code: 'PERMISSION_DENIED' });
    sdk.state.values.set('posts/summaries/hello-world', { ...tree.posts!.summaries!['hello-world'], version: 2 });
    await expect(store.savePost({ ...post, version: 1 })).rejects.toMatchObject({ code: 'conflict' });
    // A create where an item already exists (another tab created it first).
    await expect(store.savePost({ ...post, version: 0 })).rejects.toMatchObject({ code: 'conflict' });
    // Still at the version the save was based on: the refusal is about the data or the sign-in.
    await expect(store.savePost({ ...post, version: 2 })).rejects.toMatchObject({ code: 'permission-denied' });
    // The item was deleted elsewhere.
    sdk.state.values.delete('projects/summaries/portfolio-site');
    await expect(store.saveProject({ ...project, version: 1 })).rejects.toMatchObject({ code: 'conflict' });
  });

  it('saves the CV as one update of /cv at the next version, which the public CV read returns', async () => {
    sdk.state.values.set('cv', tree.cv);
    const cv = await store.getCv();
    const edited = {
      ...cv,
      summary: { en: 'New summary.', es: 'Nuevo resumen.' },
      experience: [cv.experience[0], { ...cv.experience[0], organization: 'Globex', start: '2019-01', end: '2020-12' }],
    };
    await store.saveCv(edited);
    expect(sdk.state.updates).toEqual([{ path: '', patch: buildCvUpdate(edited, tree.cv) }]);
    const patch = sdk.state.updates[0].patch;
    // The same update keeps the version replaced, as stored, and notes the new one with what it changed.
    expect(patch['revisions/cv/versions/1']).toEqual(tree.cv);
    expect(patch['revisions/cv/summaries/2']).toEqual({
      at: { '.sv': 'timestamp' },
      kind: 'save',
      changed: { summary: { en: true, es: true }, experience: { shared: true, en: true, es: true } },
    });
    const written = patch.cv as Record<string, unknown>;
    // Lists as the rules name them: index-keyed objects.
    expect(written).toMatchObject({ version: 2, experience: { '0': expect.anything(), '1': { organization: 'Globex' } } });
    // The database now holds what was written; the CV page's read (the same getCv) shows the edit.
    sdk.state.values.set('cv', written);
    expect(await store.getCv()).toEqual({ ...edited, version: 2 });
  });

  it('a restore says so; the save that pushes a version out of the kept ones removes it in the same update', async () => {
    sdk.state.values.set('cv', { ...tree.cv, version: 40 });
    const cv = await store.getCv();
    await store.saveCv({ ...cv, name: 'Back' }, { kind: 'restore', restoredFrom: 12 });
    const patch = sdk.state.updates[0].patch;
    expect(patch['revisions/cv/summaries/41']).toEqual({
      at: { '.sv': 'timestamp' },
      kind: 'restore',
      from: 12,
      changed: { name: { shared: true } },
    });
    expect(patch['revisions/cv/versions/40']).toMatchObject({ version: 40, name: 'Test Owner' });
    expect(patch).toMatchObject({ 'revisions/cv/versions/10': null, 'revisions/cv/summaries/10': null });
  });

  it('a CV save based on an older version is a conflict before anything is sent', async () => {
    sdk.state.values.set('cv', { ...tree.cv, version: 3 });
    await expect(store.saveCv({ ...cvFromDb(tree.cv!), version: 2 })).rejects.toMatchObject({ code: 'conflict' });
    expect(sdk.state.updates).toEqual([]);
  });

  it('lists the CV history from the summaries and reads a kept version', async () => {
    sdk.state.values.set('cv/version', 3);
    sdk.state.values.set('revisions/cv/summaries', {
      2: { at: 1000, kind: 'save', changed: { role: { en: true } } },
      3: { at: 2000, kind: 'restore', from: 1 },
    });
    expect(await store.listCvHistory()).toEqual([
      { version: 3, at: 2000, kind: 'restore', restoredFrom: 1, changed: {}, current: true },
      { version: 2, at: 1000, kind: 'save', restoredFrom: null, changed: { role: { en: true } }, current: false },
      // The version the first recorded save replaced: kept, saved before the history began.
      { version: 1, at: null, kind: null, restoredFrom: null, changed: {}, current: false },
    ]);
    sdk.state.values.set('revisions/cv/versions/1', tree.cv);
    expect(await store.getCvVersion(1)).toEqual(cvFromDb(tree.cv!));
    expect(await store.getCvVersion(2)).toBeNull();
    expect(await store.getCvVersion(-1)).toBeNull();
  });

  it('reports a CV save refused because the CV changed elsewhere as a conflict', async () => {
    sdk.state.updateError = Object.assign(new Error('PERMISSION_DENIED: Permission denied'), { code: 'PERMISSION_DENIED' });
    sdk.state.values.set('cv', { ...tree.cv, version: 3 });
    const cv = { ...(await store.getCv()), version: 2 };
    await expect(store.saveCv(cv)).rejects.toMatchObject({ code: 'conflict' });
    await expect(store.saveCv({ ...cv, version: 3 })).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('writes tag names as one update of their own entries, which a read returns; a refused read is an error the pages survive', async () => {
    await store.saveTagNames({ intro: { en: 'introduction', es: 'introducción ' }, react: { en: '', es: '' } });
    expect(sdk.state.updates).toEqual([
      { path: '', patch: { 'tags/intro': { en: 'introduction', es: 'introducción' }, 'tags/react': null } },
    ]);
    sdk.state.values.set('tags', { intro: { en: 'introduction', es: 'introducción' } });
    expect(await store.getTagNames()).toEqual({ intro: { en: 'introduction', es: 'introducción' } });
    sdk.state.denied.add('tags');
    await expect(store.getTagNames()).rejects.toMatchObject({ code: 'permission-denied' });
    const { loadTagNames } = await import('./tag-labels');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await loadTagNames(store)).toEqual({});
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('reads the CV and reports a missing one as not-found', async () => {
    await expect(store.getCv()).rejects.toMatchObject({ code: 'not-found' });
    sdk.state.values.set('cv', tree.cv);
    expect((await store.getCv()).name).toBe(tree.cv!.name);
  });

  it('uploads with progress and the file’s content type, and returns the download URL', async () => {
    const progress: number[] = [];
    const file = new Blob(['x'.repeat(10)], { type: 'image/webp' });
    const image = await store.uploadImage(
      'images/posts/hello-world/cover-1.webp',
      file,
      { width: 10, height: 20 },
      { onProgress: (f) => progress.push(f) },
    );
    expect(progress).toEqual([0.5, 1]);
    expect(sdk.state.upload?.metadata).toMatchObject({ contentType: 'image/webp' });
    expect(image).toEqual({
      path: 'images/posts/hello-world/cover-1.webp',
      url: expect.stringContaining(encodeURIComponent('images/posts/hello-world/cover-1.webp')),
      width: 10,
      height: 20,
      alt: { en: '', es: '' },
      // One object per call: the upload of an image's narrower copies is upload-image-file.ts's.
      variants: [],
    });
  });

  it('cancels the upload task when the signal aborts', async () => {
    const controller = new AbortController();
    const upload = store.uploadImage(
      'images/projects/portfolio-site/g1.png',
      new Blob(['y'.repeat(999)], { type: 'image/png' }),
      { width: 1, height: 1 },
      { signal: controller.signal },
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    controller.abort();
    await expect(upload).rejects.toMatchObject({ code: 'cancelled' });
    expect(sdk.state.upload?.cancelled).toBe(true);
  });

  it('maps a refused upload and refuses paths outside the image folders', async () => {
    sdk.state.upload = { cancelled: false, fail: Object.assign(new Error('denied'), { code: 'storage/unauthorized' }) };
    await expect(
      store.uploadImage('images/posts/hello-world/a.png', new Blob(['z'], { type: 'image/png' }), { width: 1, height: 1 }),
    ).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(store.uploadImage('avatars/me.png', new Blob(['z']), { width: 1, height: 1 })).rejects.toMatchObject({ code: 'invalid' });
  });

  it('deletes images, ignoring bundled ones and objects already gone', async () => {
    await store.deleteImage('');
    await store.deleteImage('images/posts/hello-world/a.png');
    expect(sdk.state.deleted).toEqual(['images/posts/hello-world/a.png']);
    sdk.state.deleteError = Object.assign(new Error('gone'), { code: 'storage/object-not-found' });
    await expect(store.deleteImage('images/posts/hello-world/a.png')).resolves.toBeUndefined();
    sdk.state.deleteError = Object.assign(new Error('no'), { code: 'storage/unauthorized' });
    await expect(store.deleteImage('images/posts/hello-world/a.png')).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
