/**
 * database.rules.json evaluated by targaryen (a Realtime Database rules simulator that runs in
 * Node, so these tests run on every machine). Every call passes { now } explicitly: targaryen
 * otherwise uses the wall clock silently, and the timestamp rules depend on `now`.
 * The same rules are exercised against the real Database emulator in tests/emulator/.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import targaryen, { type Database, type Query } from 'targaryen';
import { describe, expect, it } from 'vitest';
import {
  buildChangeUpdate,
  buildCvUpdate,
  buildTrashUpdate,
  buildPostUpdate,
  buildProjectUpdate,
} from '../../web/src/data/database-content-store';
import { migrateTree } from '@portfolio/content/migrate-content';
import { editedItem, itemVersion, publishLangs, saveWorking, unpublishLangs } from '@portfolio/content/saved-item';
import {
  cvFromDb,
  postFromDb,
  postSummaryFromDb,
  projectFromDb,
  type DbPostSummary,
  type DbProjectDetails,
  type DbProjectSummary,
} from '@portfolio/content/db-mapping';
import type { ContentImage, Langs } from '@portfolio/content/content-types';
import { FIXTURE_NOW, testTree } from '../../web/src/testing/fixtures';
import { emulatorDatabaseRules } from '../../scripts/emulator-config.mjs';
import { savedPostOf } from './rules-kit';

const repo = join(__dirname, '..', '..');
const rules = JSON.parse(readFileSync(join(repo, 'database.rules.json'), 'utf8')) as object;

const NOW = FIXTURE_NOW + 60 * 60 * 1000;
const PUBLISHED: Query = { orderByChild: 'status', equalTo: 'published' };

// Auth objects as the rules see them (auth.uid, auth.token.*).
const visitor = null;
const user = {
  uid: 'visitor-uid',
  provider: 'password',
  token: { email: 'visitor@example.com', firebase: { sign_in_provider: 'password' } },
};
const owner = {
  uid: 'owner-uid',
  provider: 'password',
  token: { owner: true, email: 'owner@example.com', firebase: { sign_in_provider: 'password' } },
};
// A claim with the right name but not the boolean true must not pass.
const fakeOwner = { uid: 'fake-uid', provider: 'password', token: { owner: 'true', email: 'fake@example.com' } };
type Actor = typeof visitor | typeof user | typeof owner | typeof fakeOwner;
const NOT_OWNERS: [string, Actor][] = [
  ['anonymous visitor', visitor],
  ['signed-in non-owner', user],
  ['user with a non-boolean owner claim', fakeOwner],
];

// A fresh database per call: targaryen's as(null) keeps the previous auth.
const db = (data: unknown = testTree()): Database => targaryen.database(rules, data, NOW);

function read(auth: Actor, path: string, query?: Query) {
  return db().as(auth).read(path, { now: NOW, query });
}
function write(auth: Actor, path: string, value: unknown, data?: unknown) {
  return db(data).as(auth).write(path, value, { now: NOW });
}
function update(auth: Actor, path: string, patch: Record<string, unknown>, data?: unknown) {
  return db(data).as(auth).update(path, patch, { now: NOW });
}
function expectAllowed(result: { allowed: boolean; info: string }) {
  expect(result.allowed, result.info).toBe(true);
}
function expectDenied(result: { allowed: boolean; info: string }) {
  expect(result.allowed, result.info).toBe(false);
}

/** Tags as the store writes them: the set, and the same tags in numbered slots (which is how the rules count them). */
const tagFields = (...tags: string[]) => ({
  tags: Object.fromEntries(tags.map((tag) => [tag, true])),
  tagList: Object.fromEntries(tags.map((tag, slot) => [String(slot), tag])),
});
const manyTags = (count: number) => Array.from({ length: count }, (_, index) => `tag-${index}`);

const image = (path: string, url = '/images/seed/cover.svg') => ({
  path,
  url,
  width: 1200,
  height: 630,
  alt: { en: 'A picture', es: 'Una imagen' },
});

const storageUrl = (path: string) =>
  `https://firebasestorage.googleapis.com/v0/b/demo-portfolio.appspot.com/o/${encodeURIComponent(path)}?alt=media`;
/** An upload as the editor stores it: 1200 px wide, with its 480 and 960 px copies beside it (`name-480w.webp`). */
const uploaded = (path: string) => ({
  ...image(path, storageUrl(path)),
  variants: Object.fromEntries(
    [480, 960].map((width, slot) => {
      const copy = path.replace(/(\.[a-z]+)$/, `-${width}w$1`);
      return [String(slot), { width, path: copy, url: storageUrl(copy) }];
    }),
  ),
});

function validPostSummary(): Record<string, any> {
  return {
    version: 1,
    status: 'published',
    createdAt: NOW - 1000,
    updatedAt: NOW,
    publishedAt: NOW - 1000,
    title: { en: 'New post', es: 'Nueva entrada' },
    summary: { en: 'About things.', es: 'Sobre cosas.' },
    readingMinutes: { en: 2, es: 2 },
    ...tagFields('react', 'web-dev'),
    cover: uploaded('images/posts/new-post/cover-1.webp'),
  };
}
const validPostBody = () => ({ en: '# Hello', es: '# Hola' });

function validProjectSummary(): Record<string, any> {
  return {
    version: 1,
    status: 'published',
    createdAt: NOW - 1000,
    updatedAt: NOW,
    publishedAt: NOW - 1000,
    title: { en: 'New project', es: 'Nuevo proyecto' },
    summary: { en: 'A thing.', es: 'Una cosa.' },
    ...tagFields('typescript'),
    featured: false,
    order: 5,
    liveUrl: 'https://example.com',
    repoUrl: '',
    cover: uploaded('images/projects/new-project/card.webp'),
  };
}
function validProjectDetails(galleryLength = 2, id = 'new-project'): Record<string, any> {
  const gallery = Object.fromEntries(
    Array.from({ length: galleryLength }, (_, index) => [String(index), uploaded(`images/projects/${id}/g${index}.webp`)]),
  );
  return { body: { en: 'Body', es: 'Cuerpo' }, ...(galleryLength ? { gallery } : {}) };
}

const postPatch = (id: string, summary: unknown, body: unknown = validPostBody()) => ({
  [`posts/summaries/${id}`]: summary,
  [`posts/bodies/${id}`]: body,
});
const projectPatch = (id: string, summary: unknown, details: unknown = validProjectDetails()) => ({
  [`projects/summaries/${id}`]: summary,
  [`projects/details/${id}`]: details,
});

type Tree = ReturnType<typeof testTree>;

/** The patch entry that advances a fixture item's version (every write into an item must, database.rules.json). */
const nextVersion = (kind: 'posts' | 'projects', id: string, tree: Tree = testTree()) => ({
  [`${kind}/summaries/${id}/version`]: ((tree[kind]!.summaries as Record<string, { version?: number }>)[id]?.version ?? 1) + 1,
});

/** The fixture tree plus a stored summary (without a body) for `id`. */
function withStoredSummary(kind: 'posts' | 'projects', id: string): Tree {
  const tree = testTree();
  const summary = kind === 'posts' ? validPostSummary() : validProjectSummary();
  delete summary.cover;
  (tree[kind]!.summaries as Record<string, unknown>)[id] = summary;
  return tree;
}
/**
 * A whole tree as the owner can write it: one multi-path update of every item's summary and body (the
 * shape of the store's saves) plus the CV. Nobody writes above the item level, so `posts` whole is refused.
 */
function itemByItem(tree: Tree): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  for (const [kind, bodies] of [
    ['posts', 'bodies'],
    ['projects', 'details'],
  ] as const) {
    // The published documents, and the working copies (`/drafts`) in the same shape.
    for (const prefix of ['', 'drafts/']) {
      const node = ((prefix ? tree.drafts?.[kind] : tree[kind]) ?? {}) as Record<string, Record<string, unknown> | undefined>;
      for (const [id, summary] of Object.entries(node.summaries ?? {})) patch[`${prefix}${kind}/summaries/${id}`] = summary;
      for (const [id, body] of Object.entries(node[bodies] ?? {})) patch[`${prefix}${kind}/${bodies}/${id}`] = body;
    }
  }
  patch.cv = tree.cv;
  return patch;
}

describe('reads', () => {
  describe.each([
    ['posts', 'hello-world', 'secret-draft', 'bodies'],
    ['projects', 'portfolio-site', 'hidden-project', 'details'],
  ])('%s', (kind, publishedId, draftId, bodies) => {
    // Visitors never read the database (the pages function does, with firebase-admin: docs/data-model.md), and a
    // list cannot hide a scheduled item by time, so no query of a list is open to them, not even the published one.
    it.each(NOT_OWNERS)('%s lists no summaries, through any query', (_, auth) => {
      expectDenied(read(auth, `${kind}/summaries`, PUBLISHED));
      expectDenied(read(auth, `${kind}/summaries`));
      expectDenied(read(auth, `${kind}/summaries`, { orderByChild: 'status', equalTo: 'draft' }));
      expectDenied(read(auth, `${kind}/summaries`, { orderByChild: 'publishedAt' }));
      expectDenied(read(auth, `${kind}/summaries`, { orderByChild: 'status' }));
    });

    // A published item's every language is the owner's too: a page shows one language, and an unfinished translation
    // or a comment in a body is in the stored item (docs/security.md, "Who reads the database").
    it.each(NOT_OWNERS)('%s reads no item, published or not, nor any part of one', (_, auth) => {
      expectDenied(read(auth, `${kind}/summaries/${publishedId}`));
      expectDenied(read(auth, `${kind}/summaries/${publishedId}/title/en`));
      expectDenied(read(auth, `${kind}/summaries/${publishedId}/title/es`));
      expectDenied(read(auth, `${kind}/${bodies}/${publishedId}`));
      expectDenied(read(auth, `${kind}/${bodies}/${publishedId}/${kind === 'posts' ? 'en' : 'body'}`));
      expectDenied(read(auth, `${kind}/summaries/${draftId}`));
      expectDenied(read(auth, `${kind}/${bodies}/${draftId}`));
      expectDenied(read(auth, `${kind}/summaries/does-not-exist`));
      expectDenied(read(auth, `${kind}/${bodies}`));
      expectDenied(read(auth, kind));
    });

    it('the owner reads everything, drafts included', () => {
      expectAllowed(read(owner, kind));
      expectAllowed(read(owner, `${kind}/summaries`));
      expectAllowed(read(owner, `${kind}/summaries`, PUBLISHED));
      expectAllowed(read(owner, `${kind}/summaries/${draftId}`));
      expectAllowed(read(owner, `${kind}/${bodies}/${draftId}`));
      expectAllowed(read(owner, `${kind}/summaries/${publishedId}`));
      expectAllowed(read(owner, `${kind}/${bodies}/${publishedId}`));
    });
  });

  it.each(NOT_OWNERS)('%s reads neither the CV nor the tag names nor the root', (_, auth) => {
    expectDenied(read(auth, 'cv'));
    expectDenied(read(auth, 'cv/experience/0/role'));
    expectDenied(read(auth, 'tags'));
    expectDenied(read(auth, '/'));
    expectDenied(read(auth, 'somewhere-else'));
  });

  it('the owner reads the CV, but not the root', () => {
    expectAllowed(read(owner, 'cv'));
    expectAllowed(read(owner, 'cv/experience/0/role'));
    expectDenied(read(owner, '/'));
    expectDenied(read(owner, 'somewhere-else'));
  });
});

describe('who may write', () => {
  it.each(NOT_OWNERS)('%s cannot create, change or delete anything', (_, auth) => {
    expectDenied(update(auth, '/', postPatch('new-post', validPostSummary())));
    expectDenied(update(auth, '/', projectPatch('new-project', validProjectSummary())));
    expectDenied(write(auth, 'posts/summaries/hello-world/status', 'draft'));
    expectDenied(write(auth, 'posts/bodies/hello-world', { en: 'defaced', es: 'defaced' }));
    expectDenied(write(auth, 'projects/details/portfolio-site/body/en', 'defaced'));
    expectDenied(update(auth, '/', { 'posts/summaries/hello-world': null, 'posts/bodies/hello-world': null }));
    expectDenied(write(auth, 'cv/name', 'Someone else'));
    expectDenied(write(auth, 'cv', null));
    expectDenied(write(auth, 'posts', null));
  });

  it('the owner saves a post as one multi-path update of summary and body', () => {
    expectAllowed(update(owner, '/', postPatch('new-post', validPostSummary())));
  });

  it('the owner saves a project with its details and gallery in one update', () => {
    expectAllowed(update(owner, '/', projectPatch('new-project', validProjectSummary())));
  });

  it('the owner changes a single field of an existing item (advancing its version)', () => {
    expectAllowed(update(owner, '/', { 'posts/summaries/hello-world/status': 'draft', ...nextVersion('posts', 'hello-world') }));
    expectAllowed(update(owner, '/', { 'projects/summaries/portfolio-site/order': 7, ...nextVersion('projects', 'portfolio-site') }));
    expectDenied(update(owner, '/', { 'posts/summaries/hello-world/status': 'archived', ...nextVersion('posts', 'hello-world') }));
  });

  it('the owner deletes an item (summary and body) in one update', () => {
    expectAllowed(update(owner, '/', { 'posts/summaries/hello-world': null, 'posts/bodies/hello-world': null }));
    expectAllowed(update(owner, '/', { 'projects/summaries/portfolio-site': null, 'projects/details/portfolio-site': null }));
  });

  it('nobody, not even the owner, writes the root or unknown top-level nodes', () => {
    expectDenied(write(owner, '/', testTree()));
    expectDenied(write(owner, 'users/x', { admin: true }));
    expectDenied(write(owner, 'posts/comments/x', { text: 'hi' }));
  });

  it('the bodies’ stored renderings are the functions’ alone: nobody reads or writes rendered/', () => {
    const html = { en: { version: 'v', html: '<img src=x onerror=alert(1)>' } };
    const data = { ...testTree(), rendered: { posts: { 'hello-world': html } } };
    for (const auth of [visitor, user, owner]) {
      expectDenied(db(data).as(auth).read('rendered/posts/hello-world', { now: NOW }));
      expectDenied(db(data).as(auth).read('rendered', { now: NOW }));
      expectDenied(write(auth, 'rendered/posts/hello-world', html));
      expectDenied(update(auth, '/', { 'rendered/posts/hello-world': html }));
    }
  });

  it('nobody, not even the owner, writes above the item level (a whole list would drop halves unseen)', () => {
    const tree = testTree();
    expectDenied(write(owner, 'posts', tree.posts));
    expectDenied(write(owner, 'posts/summaries', tree.posts!.summaries));
    expectDenied(write(owner, 'projects/details', null));
    expectDenied(update(owner, '/', { posts: tree.posts }));
  });

  it('the CV cannot be deleted, only replaced by a valid one', () => {
    expectDenied(write(owner, 'cv', null));
    expectDenied(update(owner, '/', { cv: null }));
    expectDenied(write(owner, 'cv/name', null));
    expectDenied(write(owner, 'cv', { name: 'Only a name', version: 2 }));
    expectAllowed(write(owner, 'cv', { ...testTree().cv, version: 2 }));
    // Optional lists may go (with the CV's next version, as every write into it).
    expectAllowed(update(owner, '/', { 'cv/languages': null, 'cv/version': 2 }));
  });
});

describe('summary and body are written and removed as a pair', () => {
  it.each([
    ['posts/summaries/hello-world', 'the summary of a post'],
    ['posts/bodies/hello-world', 'the body of a post'],
    ['projects/summaries/portfolio-site', 'the summary of a project'],
    ['projects/details/portfolio-site', 'the details of a project'],
    ['posts/summaries/secret-draft', 'the summary of a draft'],
    ['projects/details/hidden-project', 'the details of a draft'],
  ])('refuses deleting %s alone (%s)', (path) => {
    expectDenied(write(owner, path, null));
    expectDenied(update(owner, '/', { [path]: null }));
    expectDenied(update(owner, '/', { [path]: null, 'posts/summaries/typed-code/status': 'draft', ...nextVersion('posts', 'typed-code') }));
  });

  it('accepts the store’s move of both halves to the trash in one update, and both removed by hand', () => {
    const tree = testTree() as any;
    const stored = (kind: 'posts' | 'projects', details: string, id: string) => ({
      summary: tree[kind].summaries[id],
      details: tree[kind][details][id],
    });
    expectAllowed(update(owner, '/', buildTrashUpdate('posts', 'hello-world', stored('posts', 'bodies', 'hello-world'))!));
    expectAllowed(update(owner, '/', buildTrashUpdate('projects', 'portfolio-site', stored('projects', 'details', 'portfolio-site'))!));
    expectAllowed(update(owner, '/', { 'posts/bodies/secret-draft': null, 'posts/summaries/secret-draft': null }));
  });

  it('refuses a summary without its body: a new item, a body removed while the summary stays', () => {
    expectDenied(write(owner, 'posts/summaries/new-post', validPostSummary()));
    expectDenied(write(owner, 'projects/summaries/new-project', validProjectSummary()));
    expectDenied(update(owner, '/', postPatch('new-post', validPostSummary(), null)));
    expectDenied(update(owner, '/', { 'posts/summaries/hello-world/status': 'draft', 'posts/bodies/hello-world': null }));
  });

  it('a stored summary that lost its body (e.g. an Admin-SDK import) cannot be published until the body is back', () => {
    const broken = testTree();
    delete broken.posts!.bodies!['secret-draft'];
    const publish = { 'posts/summaries/secret-draft/status': 'published', ...nextVersion('posts', 'secret-draft') };
    expectDenied(update(owner, '/', publish, broken));
    expectAllowed(update(owner, '/', { ...publish, 'posts/bodies/secret-draft': validPostBody() }, broken));
  });
});

/**
 * Saves are conditional on the version they were based on: a write into an item is accepted only
 * if it advances the stored `version` by one, and a create (version 1) only where no item exists.
 */
describe('saves are conditional on the stored version', () => {
  const tree = testTree();
  const storedSummary = (): Record<string, any> => structuredClone(tree.posts!.summaries!['hello-world']);
  const edited = (version: unknown) => ({ ...storedSummary(), title: { en: 'Edited', es: 'Editada' }, updatedAt: NOW, version });

  it('accepts a save that advances the stored version by one, and refuses any other version', () => {
    expect(storedSummary().version).toBe(1);
    expectAllowed(update(owner, '/', postPatch('hello-world', edited(2))));
    for (const version of [1, 3, 0, 10, 1.5, '2', null]) {
      expectDenied(update(owner, '/', postPatch('hello-world', edited(version))));
    }
  });

  it('two tabs based on the same version: the second save is refused instead of replacing the first', () => {
    const tabB = update(owner, '/', postPatch('hello-world', { ...edited(2), cover: undefined }));
    expectAllowed(tabB);
    const tabA = tabB.newDatabase.as(owner).update('/', postPatch('hello-world', { ...edited(2), title: { en: 'Mine', es: 'Mía' } }), {
      now: NOW,
    });
    expectDenied(tabA);
    // Based on the version B stored, the same save passes.
    expectAllowed(tabB.newDatabase.as(owner).update('/', postPatch('hello-world', edited(3)), { now: NOW }));
  });

  it('a create (version 1) is accepted only where no item exists, so it cannot replace one with the same id', () => {
    expectAllowed(update(owner, '/', postPatch('new-post', validPostSummary())));
    expectDenied(update(owner, '/', postPatch('new-post', { ...validPostSummary(), version: 2 })));
    expectDenied(update(owner, '/', postPatch('hello-world', { ...validPostSummary(), cover: undefined })));
    expectDenied(
      update(owner, '/', projectPatch('portfolio-site', { ...validProjectSummary(), cover: undefined }, validProjectDetails(0))),
    );
  });

  it('every write into an item advances its version: a single field or a body alone is refused', () => {
    expectDenied(write(owner, 'posts/summaries/hello-world/status', 'draft'));
    expectAllowed(update(owner, '/', { 'posts/summaries/hello-world/status': 'draft', 'posts/summaries/hello-world/version': 2 }));
    expectDenied(write(owner, 'posts/bodies/hello-world', validPostBody()));
    expectAllowed(update(owner, '/', { 'posts/bodies/hello-world': validPostBody(), 'posts/summaries/hello-world/version': 2 }));
    expectDenied(write(owner, 'projects/details/portfolio-site/body/en', 'Changed'));
    expectAllowed(
      update(owner, '/', { 'projects/details/portfolio-site/body/en': 'Changed', 'projects/summaries/portfolio-site/version': 2 }),
    );
  });

  it('an item stored without a version (an import from before versions) counts as version 1', () => {
    const older = testTree();
    delete older.posts!.summaries!['hello-world'].version;
    expectAllowed(update(owner, '/', postPatch('hello-world', edited(2)), older));
    expectDenied(update(owner, '/', postPatch('hello-world', edited(1)), older));
  });

  it('a delete (summary and body together) does not depend on the version', () => {
    expectAllowed(update(owner, '/', { 'posts/summaries/hello-world': null, 'posts/bodies/hello-world': null }));
  });
});

type Mutation = [string, (value: Record<string, any>) => void];

const commonSummaryMutations = (kind: 'posts' | 'projects', id: string): Mutation[] => [
  ['missing title', (s) => delete s.title],
  ['missing status', (s) => delete s.status],
  ['missing createdAt', (s) => delete s.createdAt],
  ['status outside the enum', (s) => (s.status = 'archived')],
  ['timestamp as a string', (s) => (s.createdAt = String(s.createdAt))],
  ['non-integer timestamp', (s) => (s.publishedAt = NOW - 0.5)],
  ['negative timestamp', (s) => (s.publishedAt = -1)],
  ['updatedAt later than now + 60 s', (s) => (s.updatedAt = NOW + 60_001)],
  ['publishedAt more than 366 days ahead (scheduling goes no further)', (s) => (s.publishedAt = NOW + 366 * 24 * 60 * 60 * 1000 + 1000)],
  ['createdAt after updatedAt', (s) => (s.createdAt = s.updatedAt + 1)],
  ['title too long', (s) => (s.title.en = 'x'.repeat(141))],
  ['title empty in both languages', (s) => (s.title = { en: '', es: '' })],
  ['title of only spaces', (s) => (s.title = { en: ' ', es: '' })],
  ['title of only whitespace in both languages', (s) => (s.title = { en: '\t\n', es: '   ' })],
  ['title of only a zero-width space', (s) => (s.title = { en: '\u200b', es: '' })],
  [
    'title of only invisible characters (joiner, no-break space, soft hyphen, BOM)',
    (s) => (s.title = { en: '\u200d\u00a0\u00ad\ufeff', es: '' }),
  ],
  ['title of a zero-width space in a language beside a real one', (s) => (s.title.es = '\u2060')],
  ['title blank in one language it is written in', (s) => (s.title.es = '  ')],
  ['title missing a language', (s) => delete s.title.es],
  ['title in an unknown language', (s) => (s.title.fr = 'Bonjour')],
  ['title as a plain string', (s) => (s.title = 'New')],
  ['summary too long', (s) => (s.summary.es = 'x'.repeat(301))],
  // Each invalid tag comes with its slot, so it is refused for the reason named.
  ['tag with capitals and spaces', (s) => Object.assign(s, tagFields('react', 'Bad Tag'))],
  ['tag starting with a dash', (s) => Object.assign(s, tagFields('react', '-dash'))],
  ['tag longer than 30', (s) => Object.assign(s, tagFields('a'.repeat(31)))],
  ['tag value not true', (s) => (s.tags.react = 'yes')],
  // The owner's order lives in the slots (tagList); a tag's own value is only ever `true`.
  ['tag valued by its position instead of true', (s) => (s.tags.react = 0)],
  ['13 tags (the limit is 12), each in a slot', (s) => Object.assign(s, tagFields(...manyTags(13)))],
  [
    '500 tags, 12 of them in slots',
    (s) => Object.assign(s, { tags: tagFields(...manyTags(500)).tags, tagList: tagFields(...manyTags(12)).tagList }),
  ],
  ['500 tags and no slots', (s) => Object.assign(s, { tags: tagFields(...manyTags(500)).tags, tagList: undefined })],
  ['a tag without a slot', (s) => (s.tags.vue = true)],
  ['a slot naming a tag the item does not have', (s) => (s.tagList['2'] = 'vue')],
  ['a slot that is not 0–11', (s) => (s.tagList.first = 'react')],
  ['a slot holding something other than a tag', (s) => (s.tagList['0'] = 'react/x')],
  ['cover with a javascript: URL', (s) => (s.cover.url = 'javascript:alert(1)')],
  ['cover with a data: URL', (s) => (s.cover.url = 'data:image/png;base64,AAAA')],
  ['cover with a protocol-relative URL', (s) => (s.cover.url = '//evil.example/x.png')],
  ['cover URL too long', (s) => (s.cover.url = `https://example.com/${'a'.repeat(2000)}`)],
  ['cover with a plain http: URL', (s) => (s.cover.url = 'http://example.com/x.png')],
  ['cover at the logout API path', (s) => (s.cover.url = '/api/user/logout')],
  ['cover at an API path in capitals', (s) => (s.cover.url = '/API/user/logout')],
  ['cover at the bare API path', (s) => (s.cover.url = '/api')],
  ['cover at an API path with a query', (s) => (s.cover.url = '/api?x=1')],
  ['cover at the site’s API by absolute URL', (s) => (s.cover.url = 'https://site.example/api/user/logout')],
  ['cover reaching the API through a dot segment', (s) => (s.cover.url = '/./api/user/logout')],
  ['cover reaching the API through ..', (s) => (s.cover.url = '/images/../api/user/logout')],
  ['cover reaching the API through %2e%2e', (s) => (s.cover.url = 'https://site.example/x/%2E%2E/api/user/logout')],
  ['cover reaching the API through a backslash', (s) => (s.cover.url = 'https://site.example/x\\..\\api/user/logout')],
  ['cover path escaping its folder', (s) => (s.cover.path = `images/${kind}/${id}/../../secret`)],
  ['cover file name over 100 characters', (s) => (s.cover.path = `images/${kind}/${id}/${'a'.repeat(101)}`)],
  ['cover path outside images/', (s) => (s.cover.path = `uploads/${id}/x.webp`)],
  ['cover without alt', (s) => delete s.cover.alt],
  ['cover alt too long', (s) => (s.cover.alt.en = 'x'.repeat(201))],
  ['cover width zero', (s) => (s.cover.width = 0)],
  ['cover height not an integer', (s) => (s.cover.height = 10.5)],
  ['cover with an unknown field', (s) => (s.cover.onload = 'x')],
  ['cover copy as wide as the image', (s) => (s.cover.variants['1'].width = s.cover.width)],
  ['cover copy wider than the image', (s) => (s.cover.variants['1'].width = 1600)],
  ['cover copy of a fractional width', (s) => (s.cover.variants['0'].width = 480.5)],
  ['cover copy of width zero', (s) => (s.cover.variants['0'].width = 0)],
  ['cover copy width as a string', (s) => (s.cover.variants['0'].width = '480')],
  ['cover copy without a width', (s) => delete s.cover.variants['0'].width],
  ['cover copy without a URL', (s) => delete s.cover.variants['0'].url],
  ['cover copy without a path', (s) => delete s.cover.variants['0'].path],
  ['cover copy with a javascript: URL', (s) => (s.cover.variants['0'].url = 'javascript:alert(1)')],
  ['cover copy at the logout API path', (s) => (s.cover.variants['0'].url = '/api/user/logout')],
  ['cover copy path escaping its folder', (s) => (s.cover.variants['0'].path = `images/${kind}/${id}/../x-480w.webp`)],
  ['cover copy with an unknown field', (s) => (s.cover.variants['0'].srcset = 'x 1w')],
  ['a fifth cover copy (slots 0–3)', (s) => (s.cover.variants['4'] = { ...s.cover.variants['0'], width: 100 })],
  ['a cover copy slot that is not 0–3', (s) => (s.cover.variants.small = s.cover.variants['0'])],
  ['cover copies as a string', (s) => (s.cover.variants = 'x-480w.webp 480w')],
  ['unknown field', (s) => (s.html = '<script>')],
];

describe('post validation', () => {
  it('accepts the valid post, with the limits at their edges', () => {
    expectAllowed(update(owner, '/', postPatch('new-post', validPostSummary())));
    const edge = validPostSummary();
    edge.title = { en: 'x'.repeat(140), es: '' };
    edge.summary = { en: 'x'.repeat(300), es: '' };
    edge.updatedAt = NOW + 60_000;
    Object.assign(edge, tagFields('a'.repeat(30), 'x1-2', ...manyTags(10)));
    edge.cover.url = '/images/seed/hello.svg';
    edge.cover.path = '';
    // Four copies (the most), up to one pixel narrower than the image; a site image's copies are site paths.
    edge.cover.variants = Object.fromEntries(
      [1, 480, 960, 1199].map((width, slot) => [String(slot), { width, path: '', url: `/images/seed/hello-${width}w.png` }]),
    );
    edge.title.en = ' Padded title ';
    delete edge.readingMinutes;
    edge.readingMinutes = { en: 0, es: 0 };
    expectAllowed(update(owner, '/', postPatch('abc', edge, { en: 'x'.repeat(100_000), es: '' })));
    const bare = validPostSummary();
    delete bare.tags;
    delete bare.tagList;
    delete bare.cover;
    expectAllowed(update(owner, '/', postPatch('new-post', bare)));
  });

  it('accepts an image reused from the media library: its files in another post’s or project’s folder', () => {
    const reused = validPostSummary();
    reused.cover = uploaded('images/projects/portfolio-site/one.webp');
    expectAllowed(update(owner, '/', postPatch('new-post', reused)));
    const details = validProjectDetails(2);
    details.gallery['1'] = uploaded('images/posts/hello-world/cover-1.webp');
    expectAllowed(update(owner, '/', projectPatch('new-project', validProjectSummary(), details)));
  });

  it('accepts the Storage emulator’s image URLs only in the rules the emulators load, never in the deployed ones', () => {
    // Uploads in the Storage emulator get http://127.0.0.1:9199 download URLs (development only).
    const emulated = validPostSummary();
    emulated.cover.url = 'http://127.0.0.1:9199/v0/b/demo-portfolio.appspot.com/o/images%2Fposts%2Fnew-post%2Fcover-1.webp?alt=media';
    emulated.cover.path = `images/posts/new-post/${'a'.repeat(95)}.webp`;
    expect(JSON.stringify(rules)).not.toContain('127.0.0.1');
    expectDenied(update(owner, '/', postPatch('new-post', emulated)));
    const emulatorRules = JSON.parse(emulatorDatabaseRules(readFileSync(join(repo, 'database.rules.json'), 'utf8'))) as object;
    const emulatorDb = targaryen.database(emulatorRules, testTree(), NOW).as(owner);
    expectAllowed(emulatorDb.update('/', postPatch('new-post', emulated), { now: NOW }));
    // Only that prefix: another plain-http URL is refused there too.
    emulated.cover.url = 'http://127.0.0.1:8080/x.webp';
    expectDenied(targaryen.database(emulatorRules, testTree(), NOW).as(owner).update('/', postPatch('new-post', emulated), { now: NOW }));
  });

  it('accepts an "updated on" date after the publication date, up to the server’s now + 60 s; projects have none', () => {
    const revised = validPostSummary();
    revised.revisedAt = revised.publishedAt + 1;
    expectAllowed(update(owner, '/', postPatch('new-post', revised)));
    revised.revisedAt = NOW + 60_000;
    expectAllowed(update(owner, '/', postPatch('new-post', revised)));
    const project = validProjectSummary();
    project.revisedAt = NOW;
    expectDenied(update(owner, '/', projectPatch('new-project', project, validProjectDetails(2, 'new-project'))));
  });

  it('keeps createdAt once stored: a save may change anything else', () => {
    const tree = testTree();
    const stored = postFromDb('hello-world', tree.posts!.summaries!['hello-world'], tree.posts!.bodies!['hello-world']);
    expectAllowed(update(owner, '/', buildPostUpdate({ ...stored, title: { en: 'Renamed', es: 'Renombrada' }, updatedAt: NOW })));
    expectDenied(update(owner, '/', buildPostUpdate({ ...stored, createdAt: stored.createdAt - 1, updatedAt: NOW })));
    expectDenied(
      update(owner, '/', { 'posts/summaries/hello-world/createdAt': stored.createdAt + 1, ...nextVersion('posts', 'hello-world') }),
    );
    expectDenied(update(owner, '/', { 'projects/summaries/portfolio-site/createdAt': 0, ...nextVersion('projects', 'portfolio-site') }));
    expectAllowed(
      update(owner, '/', {
        'projects/summaries/portfolio-site/createdAt': tree.projects!.summaries!['portfolio-site'].createdAt,
        ...nextVersion('projects', 'portfolio-site'),
      }),
    );
  });

  it('keeps the first publication once it has come: it may be added later, never changed', () => {
    const tree = testTree();
    const stored = postFromDb('hello-world', tree.posts!.summaries!['hello-world'], tree.posts!.bodies!['hello-world']);
    const first = stored.publishedAt;
    expectAllowed(update(owner, '/', buildPostUpdate({ ...stored, firstPublishedAt: first, updatedAt: NOW })));
    tree.posts!.summaries!['hello-world'].firstPublishedAt = first;
    const patch = (firstPublishedAt: number) => ({
      'posts/summaries/hello-world/firstPublishedAt': firstPublishedAt,
      ...nextVersion('posts', 'hello-world'),
    });
    expectAllowed(update(owner, '/', patch(first), tree));
    expectDenied(update(owner, '/', patch(first + 1), tree));
    // A publication still to come (scheduled) follows the item's date: "Publish now" moves it.
    tree.posts!.summaries!['hello-world'].firstPublishedAt = NOW + 60 * 60 * 1000;
    expectAllowed(update(owner, '/', patch(NOW), tree));
  });

  it.each([
    ...commonSummaryMutations('posts', 'new-post'),
    ['missing readingMinutes', (s) => delete s.readingMinutes],
    ['negative reading minutes', (s) => (s.readingMinutes.en = -1)],
    ['fractional reading minutes', (s) => (s.readingMinutes.es = 1.5)],
    ['an "updated on" date not after the publication date', (s) => (s.revisedAt = s.publishedAt)],
    ['an "updated on" date in the future', (s) => (s.revisedAt = NOW + 120_000)],
    ['an "updated on" date that is not a number', (s) => (s.revisedAt = 'yesterday')],
  ] as Mutation[])('rejects a summary with %s', (_, mutate) => {
    const summary = validPostSummary();
    mutate(summary);
    expectDenied(update(owner, '/', postPatch('new-post', summary)));
  });

  it.each([
    ['too short', 'ab'],
    ['too long', 'a'.repeat(81)],
    ['capitals', 'New-Post'],
    ['underscore', 'new_post'],
    ['leading dash', '-new-post'],
    ['double dash', 'new--post'],
    ['trailing dash', 'new-post-'],
  ])('rejects an id that is not a slug (%s)', (_, id) => {
    const summary = validPostSummary();
    summary.cover.path = '';
    expectDenied(update(owner, '/', postPatch(id, summary)));
  });

  it.each([
    ['missing a language', { en: 'Only English' }],
    ['too long', { en: 'x'.repeat(100_001), es: '' }],
    ['not a string', { en: 42, es: '' }],
    ['with an unknown field', { en: '', es: '', fr: 'Bonjour' }],
  ])('rejects a body %s', (_, body) => {
    expectDenied(update(owner, '/', postPatch('new-post', validPostSummary(), body)));
  });

  it('rejects a body written without its summary', () => {
    expectDenied(update(owner, '/', { 'posts/bodies/orphan-body': validPostBody(), ...nextVersion('posts', 'orphan-body') }));
    // With the summary already stored, the body and the summary's next version are fine (e.g. an edit of the text only).
    expectAllowed(update(owner, '/', { 'posts/bodies/hello-world': validPostBody(), ...nextVersion('posts', 'hello-world') }));
    expectAllowed(
      update(
        owner,
        '/',
        { 'posts/bodies/orphan-body': validPostBody(), ...nextVersion('posts', 'orphan-body') },
        withStoredSummary('posts', 'orphan-body'),
      ),
    );
  });
});

describe('project validation', () => {
  it('accepts the valid project, at the limits', () => {
    const summary = validProjectSummary();
    summary.order = 9999;
    summary.featured = true;
    summary.liveUrl = `https://example.com/${'a'.repeat(1980)}`;
    summary.repoUrl = 'https://127.0.0.1:5000/repo';
    expectAllowed(update(owner, '/', projectPatch('new-project', summary, validProjectDetails(20))));
    expectAllowed(update(owner, '/', projectPatch('new-project', { ...validProjectSummary(), order: 0 }, validProjectDetails(0))));
  });

  it.each([
    ...commonSummaryMutations('projects', 'new-project'),
    ['missing featured', (s) => delete s.featured],
    ['featured not a boolean', (s) => (s.featured = 'yes')],
    ['missing order', (s) => delete s.order],
    ['order above 9999', (s) => (s.order = 10_000)],
    ['negative order', (s) => (s.order = -1)],
    ['fractional order', (s) => (s.order = 1.5)],
    ['missing liveUrl', (s) => delete s.liveUrl],
    ['liveUrl with javascript:', (s) => (s.liveUrl = 'javascript:alert(document.cookie)')],
    ['liveUrl with ftp:', (s) => (s.liveUrl = 'ftp://example.com')],
    ['liveUrl with plain http:', (s) => (s.liveUrl = 'http://example.com')],
    ['liveUrl with no host name (https://.)', (s) => (s.liveUrl = 'https://.')],
    ['liveUrl with an empty label (https://example..com)', (s) => (s.liveUrl = 'https://example..com/x')],
    ['liveUrl with a host starting with a hyphen', (s) => (s.liveUrl = 'https://-example.com')],
    ['liveUrl with a one-label host', (s) => (s.liveUrl = 'https://localhost/')],
    ['repoUrl with a host ending with a dot', (s) => (s.repoUrl = 'https://github.com./me')],
    ['repoUrl with plain http:', (s) => (s.repoUrl = 'http://github.com/me/repo')],
    ['repoUrl with HTTPS in capitals and no host', (s) => (s.repoUrl = 'HTTPS://')],
    ['repoUrl with a site path', (s) => (s.repoUrl = '/repo')],
    ['repoUrl too long', (s) => (s.repoUrl = `https://example.com/${'a'.repeat(1990)}`)],
    ['reading minutes (a post field)', (s) => (s.readingMinutes = { en: 1, es: 1 })],
  ] as Mutation[])('rejects a summary with %s', (_, mutate) => {
    const summary = validProjectSummary();
    mutate(summary);
    expectDenied(update(owner, '/', projectPatch('new-project', summary)));
  });

  it.each([
    ['a gallery of 21 images', (d) => (d.gallery['20'] = d.gallery['0'])],
    ['a gallery key that is not an index', (d) => (d.gallery.first = d.gallery['0'])],
    ['a gallery image with a javascript: URL', (d) => (d.gallery['1'].url = 'javascript:alert(1)')],
    ['a gallery image at the logout API path', (d) => (d.gallery['1'].url = '/api/user/logout')],
    ['a gallery image over plain http:', (d) => (d.gallery['1'].url = 'http://example.com/g.png')],
    ['a gallery image outside the posts’ and projects’ folders', (d) => (d.gallery['1'].path = 'images/cv/new-project/x.webp')],
    ['a gallery image without width', (d) => delete d.gallery['0'].width],
    ['a gallery image’s copy escaping its folder', (d) => (d.gallery['1'].variants['0'].path = 'images/posts/new-project/../x-480w.webp')],
    ['a gallery image’s copy as wide as the image', (d) => (d.gallery['1'].variants['0'].width = 1200)],
    ['a gallery image’s copy over plain http:', (d) => (d.gallery['1'].variants['1'].url = 'http://example.com/g-960w.webp')],
    ['a gallery image’s copy with an unknown field', (d) => (d.gallery['0'].variants['0'].height = 200)],
    ['a fifth copy of a gallery image', (d) => (d.gallery['0'].variants['4'] = { ...d.gallery['0'].variants['0'], width: 100 })],
    ['no body', (d) => delete d.body],
    ['a body too long', (d) => (d.body.en = 'x'.repeat(100_001))],
    ['an unknown field', (d) => (d.comments = 'x')],
  ] as Mutation[])('rejects details with %s', (_, mutate) => {
    const details = validProjectDetails(20);
    mutate(details);
    expectDenied(update(owner, '/', projectPatch('new-project', validProjectSummary(), details)));
  });

  it('rejects details written without their summary', () => {
    // Details valid for this id in every other respect…
    const details = validProjectDetails(2, 'orphan-project');
    const patch = { 'projects/details/orphan-project': details, ...nextVersion('projects', 'orphan-project') };
    expectDenied(update(owner, '/', patch));
    // …so the missing summary is the only reason: with one stored, the same write passes.
    expectAllowed(update(owner, '/', patch, withStoredSummary('projects', 'orphan-project')));
  });
});

describe('CV validation', () => {
  const validCv = () => {
    // Arrays are stored as index-keyed objects; targaryen, like the database, accepts arrays as such.
    return structuredClone(testTree().cv) as unknown as Record<string, any>;
  };

  it('the owner writes a valid CV', () => {
    expectAllowed(write(owner, 'cv', validCv(), null));
    expectAllowed(update(owner, '/', { 'cv/experience/0/highlights/en/1': 'Another thing', 'cv/version': 2 }));
  });

  it('the editor’s save (one update of /cv) is a valid CV at the next version', () => {
    const saved = cvFromDb(testTree().cv!);
    expect(saved.version).toBe(1);
    expectAllowed(update(owner, '/', buildCvUpdate(saved)));
    // A CV with its optional lists and highlights emptied is still one the rules accept.
    expectAllowed(update(owner, '/', buildCvUpdate({ ...saved, experience: [], education: [], skills: [], languages: [] })));
    const noHighlights = saved.experience.map((job) => ({ ...job, highlights: { en: [], es: [] } }));
    expectAllowed(update(owner, '/', buildCvUpdate({ ...saved, experience: noHighlights })));
    // The first CV of an empty database is version 1.
    expectAllowed(update(owner, '/', buildCvUpdate({ ...saved, version: 0 }), null));
  });

  it.each([
    ['missing name', (cv) => delete cv.name],
    ['empty name', (cv) => (cv.name = '')],
    ['an invalid email', (cv) => (cv.email = 'not-an-email')],
    ['a role missing a language', (cv) => delete cv.role.es],
    ['a summary too long', (cv) => (cv.summary.en = 'x'.repeat(2001))],
    ['an experience without organization', (cv) => delete cv.experience[0].organization],
    ['an experience starting in month 13', (cv) => (cv.experience[0].start = '2021-13')],
    ['an end date that is not YYYY-MM', (cv) => (cv.experience[0].end = 'now')],
    ['a highlight too long', (cv) => (cv.experience[0].highlights.en[0] = 'x'.repeat(301))],
    ['a highlight that is not a string', (cv) => (cv.experience[0].highlights.es[0] = 7)],
    ['an education entry with an unknown field', (cv) => (cv.education[0].grade = 'A')],
    ['a skill item too long', (cv) => (cv.skills[0].items.es[0] = 'x'.repeat(61))],
    ['a skill group without its Spanish skills', (cv) => delete cv.skills[0].items.es],
    ['a skill group with one list for both languages', (cv) => (cv.skills[0].items = ['TypeScript'])],
    ['a language without level', (cv) => delete cv.languages[0].level],
    ['an unknown field', (cv) => (cv.photo = 'https://example.com/me.png')],
  ] as Mutation[])('rejects a CV with %s', (_, mutate) => {
    const cv = validCv();
    mutate(cv);
    expectDenied(write(owner, 'cv', cv, null));
  });

  it('a save must advance the stored version by one, so two tabs cannot overwrite each other unseen', () => {
    const stored = testTree().cv!;
    for (const version of [1, 3, 0, 1.5, '2', null]) {
      expectDenied(write(owner, 'cv', { ...validCv(), version }));
    }
    expectAllowed(write(owner, 'cv', { ...validCv(), version: 2 }));
    // Tab B saved first (version 2): tab A's save, also based on version 1, is refused.
    const afterB = { ...testTree(), cv: { ...stored, version: 2, name: 'Saved by B' } };
    expectDenied(write(owner, 'cv', { ...validCv(), version: 2 }, afterB));
    expectAllowed(write(owner, 'cv', { ...validCv(), version: 3 }, afterB));
    // A single field alone does not advance the version.
    expectDenied(write(owner, 'cv/name', 'Someone'));
    // A CV stored without a version (an import from before versions) counts as version 1.
    const older = testTree();
    delete older.cv!.version;
    expectAllowed(write(owner, 'cv', { ...validCv(), version: 2 }, older));
    expectDenied(write(owner, 'cv', { ...validCv(), version: 1 }, older));
    // Into an empty database, only version 1.
    expectDenied(write(owner, 'cv', { ...validCv(), version: 2 }, null));
  });

  it('rejects a list key that is not an index', () => {
    expectDenied(write(owner, 'cv/skills/first', { name: { en: 'x', es: 'x' }, items: { en: ['a'], es: ['a'] } }));
  });
});

describe('the seed file (seed/database_export)', () => {
  const seedPath = join(repo, 'seed/database_export/demo-portfolio-default-rtdb.json');
  const seed = JSON.parse(readFileSync(seedPath, 'utf8')) as ReturnType<typeof testTree>;
  // A fixed date after the seed was written, so the "not in the future" rule is checked without the wall clock.
  const SEED_NOW = Date.UTC(2027, 0, 1);

  it('holds content: posts, projects and a CV', () => {
    expect(Object.keys(seed.posts?.summaries ?? {}).length).toBeGreaterThan(0);
    expect(Object.keys(seed.projects?.summaries ?? {}).length).toBeGreaterThan(0);
    expect(seed.cv).toBeTruthy();
  });

  it('is writable by the owner, node by node, and by no one else', () => {
    const patch = itemByItem(seed);
    const asOwner = targaryen.database(rules, null, SEED_NOW).as(owner).update('/', patch, { now: SEED_NOW });
    expectAllowed(asOwner);
    const asUser = targaryen.database(rules, null, SEED_NOW).as(user).update('/', patch, { now: SEED_NOW });
    expectDenied(asUser);
  });

  it('is readable by the owner only, published items and drafts alike', () => {
    const seeded = targaryen.database(rules, seed, SEED_NOW);
    for (const [kind, bodies] of [
      ['posts', 'bodies'],
      ['projects', 'details'],
    ] as const) {
      const summaries = (seed[kind]?.summaries ?? {}) as Record<string, { langs?: object }>;
      expect(Object.values(summaries).some((summary) => summary.langs)).toBe(true);
      for (const id of Object.keys(summaries)) {
        for (const auth of [visitor, user]) {
          expect(seeded.as(auth).read(`${kind}/summaries/${id}`, { now: SEED_NOW }).allowed, `${kind}/${id}`).toBe(false);
          expect(seeded.as(auth).read(`${kind}/${bodies}/${id}`, { now: SEED_NOW }).allowed, `${kind}/${bodies}/${id}`).toBe(false);
        }
        expectAllowed(seeded.as(owner).read(`${kind}/summaries/${id}`, { now: SEED_NOW }));
        expectAllowed(seeded.as(owner).read(`${kind}/${bodies}/${id}`, { now: SEED_NOW }));
      }
      expectDenied(targaryen.database(rules, seed, SEED_NOW).read(`${kind}/summaries`, { now: SEED_NOW, query: PUBLISHED }));
      expectAllowed(targaryen.database(rules, seed, SEED_NOW).as(owner).read(`${kind}/summaries`, { now: SEED_NOW, query: PUBLISHED }));
    }
  });
});

describe('the test fixture tree (web/src/testing/fixtures.ts)', () => {
  it('is valid data under the rules, so the memory store and the database agree', () => {
    expectAllowed(update(owner, '/', itemByItem(testTree()), null));
  });
});

describe('the writes the database content store builds', () => {
  const tree = testTree();

  it('pass the rules for every fixture post and project, as the owner only', () => {
    // Into an empty database: each one a new item (version 0, so the save writes version 1).
    for (const [id, summary] of Object.entries(tree.posts!.summaries!)) {
      const patch = buildPostUpdate({ ...postFromDb(id, summary, tree.posts!.bodies![id]), version: 0 });
      expectAllowed(update(owner, '/', patch, null));
      expectDenied(update(user, '/', patch, null));
    }
    for (const [id, summary] of Object.entries(tree.projects!.summaries!)) {
      const patch = buildProjectUpdate({ ...projectFromDb(id, summary, tree.projects!.details![id]), version: 0 });
      expectAllowed(update(owner, '/', patch, null));
      expectDenied(update(visitor, '/', patch, null));
    }
  });

  it('replace an existing item, dropping fields that were removed', () => {
    const item = postFromDb('hello-world', tree.posts!.summaries!['hello-world'], tree.posts!.bodies!['hello-world']);
    expectAllowed(update(owner, '/', buildPostUpdate({ ...item, tags: [], cover: null, updatedAt: NOW })));
  });

  it('store uploaded images with their narrower copies (cover, project card and gallery), and read them back', () => {
    const photo = (folder: string): ContentImage => ({
      path: `${folder}/1-a.webp`,
      url: `https://storage.example.com/${folder}/1-a.webp`,
      width: 1600,
      height: 1067,
      alt: { en: 'A photo', es: 'Una foto' },
      variants: [480, 960].map((width) => ({
        width,
        path: `${folder}/1-a-${width}w.webp`,
        url: `https://storage.example.com/${folder}/1-a-${width}w.webp`,
      })),
    });
    const post = postFromDb('hello-world', tree.posts!.summaries!['hello-world'], tree.posts!.bodies!['hello-world']);
    const cover = photo('images/posts/hello-world');
    const postResult = update(owner, '/', buildPostUpdate({ ...post, cover, updatedAt: NOW }));
    expectAllowed(postResult);
    const storedPost = postResult.newDatabase.snapshot('posts/summaries/hello-world').val() as DbPostSummary;
    expect(postSummaryFromDb('hello-world', storedPost).cover).toEqual(cover);

    const project = projectFromDb('portfolio-site', tree.projects!.summaries!['portfolio-site'], tree.projects!.details!['portfolio-site']);
    const shot = photo('images/projects/portfolio-site');
    const projectResult = update(owner, '/', buildProjectUpdate({ ...project, cover: shot, gallery: [shot], updatedAt: NOW }));
    expectAllowed(projectResult);
    const db = projectResult.newDatabase;
    const read = projectFromDb(
      'portfolio-site',
      db.snapshot('projects/summaries/portfolio-site').val() as DbProjectSummary,
      db.snapshot('projects/details/portfolio-site').val() as DbProjectDetails,
    );
    expect(read.cover).toEqual(shot);
    expect(read.gallery).toEqual([shot]);
  });

  it('delete (a move to the trash) as the owner only', () => {
    const stored = { summary: tree.projects!.summaries!['hidden-project'], details: tree.projects!.details!['hidden-project'] };
    expectAllowed(update(owner, '/', buildTrashUpdate('projects', 'hidden-project', stored)!));
    expectDenied(update(user, '/', buildTrashUpdate('projects', 'hidden-project', stored)!));
  });

  // The rules bound timestamps by the server's now + 60 s; the editor's times come from the owner's clock.
  describe('stamp the moment of the save with the server’s clock, so a tab whose clock runs fast still saves', () => {
    const FAST = 5 * 60_000;
    const stored = postFromDb('hello-world', tree.posts!.summaries!['hello-world'], tree.posts!.bodies!['hello-world']);

    /** Both languages of `item` published at `at`, first then too. */
    const datedAt = <T extends { langs: Langs }>(item: T, at: number): T => ({
      ...item,
      publishedAt: at,
      langs: Object.fromEntries(
        Object.entries(item.langs).map(([lang, entry]) => [lang, { ...entry, publishedAt: at, firstPublishedAt: at }]),
      ),
    });

    it('an edit: updatedAt is the server’s time; createdAt and an untouched publication date stay as stored', () => {
      const result = update(owner, '/', buildPostUpdate({ ...stored, title: { en: 'Renamed', es: 'Renombrada' }, updatedAt: NOW + FAST }));
      expectAllowed(result);
      expect(result.newDatabase.snapshot('posts/summaries/hello-world').val()).toMatchObject({
        createdAt: stored.createdAt,
        updatedAt: NOW,
        langs: { en: { publishedAt: stored.publishedAt }, es: { publishedAt: stored.publishedAt } },
      });
    });

    it('a new item dated "now": createdAt and publishedAt, the moment of the save, are the server’s time too', () => {
      const moment = NOW + FAST;
      const item = datedAt({ ...stored, id: 'fast-clock', version: 0, cover: null, createdAt: moment, updatedAt: moment }, moment);
      const result = update(owner, '/', buildPostUpdate(item), null);
      expectAllowed(result);
      expect(result.newDatabase.snapshot('posts/summaries/fast-clock').val()).toMatchObject({
        createdAt: NOW,
        updatedAt: NOW,
        langs: { en: { publishedAt: NOW, firstPublishedAt: NOW } },
      });
      const projectItem = projectFromDb(
        'portfolio-site',
        tree.projects!.summaries!['portfolio-site'],
        tree.projects!.details!['portfolio-site'],
      );
      expectAllowed(
        update(
          owner,
          '/',
          buildProjectUpdate(
            datedAt(
              { ...projectItem, id: 'fast-clock', version: 0, cover: null, gallery: [], createdAt: moment, updatedAt: moment },
              moment,
            ),
          ),
          null,
        ),
      );
    });

    it('a publication date the owner picked is sent as picked: a future one schedules, up to 366 days ahead', () => {
      const DAY = 24 * 60 * 60 * 1000;
      const scheduled = update(owner, '/', buildPostUpdate({ ...datedAt(stored, NOW + 30 * DAY), updatedAt: NOW + FAST }));
      expectAllowed(scheduled);
      expect(scheduled.newDatabase.snapshot('posts/summaries/hello-world/langs/es/publishedAt').val()).toBe(NOW + 30 * DAY);
      expectAllowed(update(owner, '/', buildPostUpdate({ ...datedAt(stored, NOW + 366 * DAY), updatedAt: NOW + FAST })));
      expectDenied(update(owner, '/', buildPostUpdate({ ...datedAt(stored, NOW + 366 * DAY + 1000), updatedAt: NOW + FAST })));
    });
  });
});

/**
 * Every node of database.rules.json, made concrete: each `$variable` becomes real keys (an existing
 * published item, an existing draft, a new id; index 0; a valid tag; an unknown key for `$other`), so a
 * node added to the rules is covered without touching this list. A visitor, a signed-in non-owner and a
 * user with a non-boolean claim must be refused at every one of them, writing a plausible value or null.
 */
describe('non-owners are refused on every path generated from database.rules.json', () => {
  type RulesNode = { [key: string]: unknown };
  const tree = testTree();
  const ITEM_IDS: Record<string, string[]> = {
    posts: ['hello-world', 'secret-draft', 'new-item'],
    projects: ['portfolio-site', 'hidden-project', 'new-item'],
  };
  function keysFor(variable: string, segments: string[]): string[] {
    switch (variable) {
      case '$id':
        // An item's id under /posts and /projects, and under /drafts/… (its working copy), /revisions/… (its history)
        // and /trash/… (the item deleted).
        return ITEM_IDS[['drafts', 'revisions', 'trash'].includes(segments[0]) ? segments[1] : segments[0]];
      case '$lang':
        return ['en'];
      case '$index':
      case '$i':
      case '$j':
      case '$slot':
        return ['0'];
      case '$tag':
        return ['react'];
      case '$other':
        return ['not-in-the-rules'];
      // The CV's history: a version number, a section, and the CV's own path down to a highlight.
      case '$n':
        return ['1'];
      case '$section':
        return ['summary'];
      case '$a':
        return ['experience'];
      case '$b':
      case '$e':
        return ['0'];
      case '$c':
        return ['highlights'];
      case '$d':
        return ['en'];
      default:
        throw new Error(`No concrete keys for ${variable}: add them here`);
    }
  }
  /** [template, concrete path, segments] for every node below `node`. */
  function walk(node: RulesNode, template: string[], segments: string[], out: [string, string][]): [string, string][] {
    out.push([`/${template.join('/')}`, segments.join('/')]);
    for (const [key, child] of Object.entries(node)) {
      if (key.startsWith('.') || typeof child !== 'object' || child === null) continue;
      const keys = key.startsWith('$') ? keysFor(key, segments) : [key];
      for (const concrete of keys) walk(child as RulesNode, [...template, key], [...segments, concrete], out);
    }
    return out;
  }
  const paths = walk((rules as { rules: RulesNode }).rules, [], [], []);
  const valueAt = (path: string): unknown =>
    path === '' ? tree : path.split('/').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree);
  /** The stored value, else the value at the same place in the first item (a plausible write), else a string. */
  const valueFor = (path: string): unknown =>
    valueAt(path) ??
    valueAt(
      path.replace(
        /^(?:drafts\/)?(posts|projects)\/(\w+)\/(secret-draft|hidden-project|new-item|hello-world|portfolio-site)/,
        (_, kind: string, node: string) => `${kind}/${node}/${ITEM_IDS[kind][0]}`,
      ),
    ) ??
    'x';
  const databases = new Map(NOT_OWNERS.map(([name, auth]) => [name, targaryen.database(rules, tree, NOW).as(auth)]));
  const asOwner = targaryen.database(rules, tree, NOW).as(owner);

  it('covers every node of the rules (templates) with at least one concrete path', () => {
    const templates = new Set(paths.map(([template]) => template));
    const countNodes = (node: RulesNode): number =>
      1 +
      Object.entries(node).reduce(
        (sum, [key, child]) => sum + (key.startsWith('.') || typeof child !== 'object' ? 0 : countNodes(child as RulesNode)),
        0,
      );
    expect(templates.size).toBe(countNodes((rules as { rules: RulesNode }).rules));
    expect(paths.length).toBeGreaterThan(200);
  });

  it.each(paths)('%s → %s: refused to every non-owner, for a value and for null', (_, path) => {
    const value = valueFor(path);
    for (const [name, database] of databases) {
      for (const attempt of [value, null, { replaced: true }]) {
        const result = database.write(path || '/', attempt, { now: NOW });
        expect(result.allowed, `${name} writing ${JSON.stringify(attempt)?.slice(0, 60)} at /${path}: ${result.info}`).toBe(false);
      }
      expect(database.update('/', { [path || 'posts']: value }, { now: NOW }).allowed, `${name} update at /${path}`).toBe(false);
    }
  });

  /** The stored value written back by the owner; inside an item, with the item's next version, as every write there must. */
  function ownerRewrite(path: string) {
    const item = /^(posts|projects)\/\w+\/([^/]+)/.exec(path);
    // The CV is versioned as one item.
    if (!item && !/^cv(\/|$)/.test(path)) return asOwner.write(path, valueAt(path), { now: NOW });
    const versionPath = item ? `${item[1]}/summaries/${item[2]}/version` : 'cv/version';
    const next = (valueAt(versionPath) as number) + 1;
    if (path === versionPath) return asOwner.write(path, next, { now: NOW });
    if (versionPath.startsWith(`${path}/`)) return asOwner.write(path, { ...(valueAt(path) as object), version: next }, { now: NOW });
    return asOwner.update('/', { [path]: valueAt(path), [versionPath]: next }, { now: NOW });
  }

  it('while the owner may rewrite every stored value at the item level and below (so the refusals above are about who writes)', () => {
    const ownerWritable = paths
      .map(([, path]) => path)
      .filter((path) => /^(posts|projects)\/\w+\/[^/]+|^cv(\/|$)/.test(path) && valueAt(path) !== undefined);
    expect(ownerWritable.length).toBeGreaterThan(100);
    for (const path of ownerWritable) {
      const result = ownerRewrite(path);
      expect(result.allowed, `owner at /${path}: ${result.info}`).toBe(true);
    }
  });
});

describe('tag names (/tags)', () => {
  const named = () => ({ ...testTree(), tags: { accessibility: { en: 'accessibility', es: 'accesibilidad' } } });

  it.each(NOT_OWNERS)('%s can neither read nor write them (a draft’s tags stay the owner’s)', (_, auth) => {
    expectDenied(read(auth, 'tags', undefined));
    expectDenied(read(auth, 'tags/accessibility'));
    expectDenied(write(auth, 'tags/css', { en: 'CSS', es: 'CSS' }));
    expectDenied(update(auth, '/', { 'tags/accessibility': null }, named()));
  });

  it('the owner reads them, writes several in one update and removes one', () => {
    expectAllowed(read(owner, 'tags'));
    expectAllowed(update(owner, '/', { 'tags/css': { en: 'CSS', es: 'CSS' }, 'tags/design-system': { en: '', es: 'sistema de diseño' } }));
    expectAllowed(update(owner, '/', { 'tags/accessibility': null }, named()));
  });

  it.each<[string, string, unknown]>([
    ['a key that is not a tag', 'tags/Design System', { en: 'x', es: 'x' }],
    ['a key longer than a tag', `tags/${'a'.repeat(31)}`, { en: 'x', es: 'x' }],
    ['a missing language', 'tags/css', { en: 'CSS' }],
    ['no name in either language', 'tags/css', { en: '', es: '' }],
    ['a name over 40 characters', 'tags/css', { en: 'x'.repeat(41), es: '' }],
    ['a name with spaces around it', 'tags/css', { en: ' CSS', es: '' }],
    ['a name that is not text', 'tags/css', { en: 3, es: '' }],
    ['another field', 'tags/css', { en: 'CSS', es: 'CSS', color: 'red' }],
  ])('refuses %s, even from the owner', (_, path, value) => {
    expectDenied(write(owner, path, value));
  });

  it('refuses writing the whole node at once, as everywhere else above an entry', () => {
    expectDenied(write(owner, 'tags', { css: { en: 'CSS', es: 'CSS' } }));
  });
});

/**
 * The published document and the working copy (docs/decisions.md, "What a saved version of an item is"), written
 * as the stores write them (buildChangeUpdate over saved-item.ts's changes), over the fixture tree migrated to
 * the current shape.
 */
describe('working copies (/drafts) and publication per language', () => {
  const migrated = migrateTree(testTree());
  const DAY = 24 * 60 * 60 * 1000;
  const savedPost = (id: string, tree: Tree = migrated) => savedPostOf(tree, id);
  const as = (auth: Actor, patch: Record<string, unknown>, data: unknown = migrated) => update(auth, '/', patch, data);

  it('the fixture tree migrated is valid under the rules: published documents and working copies', () => {
    expect(migrated.drafts?.posts?.summaries?.['secret-draft']).toBeDefined();
    expect(migrated.posts?.summaries?.['secret-draft']).toBeUndefined();
    expectAllowed(update(owner, '/', itemByItem(migrated), null));
  });

  it('only the owner reads or writes a working copy', () => {
    for (const auth of [visitor, user]) {
      expectDenied(db(migrated).as(auth).read('drafts/posts/summaries/secret-draft', { now: NOW }));
      expectDenied(db(migrated).as(auth).read('drafts/posts/bodies/secret-draft', { now: NOW }));
      expectDenied(db(migrated).as(auth).read('drafts', { now: NOW }));
    }
    expectAllowed(db(migrated).as(owner).read('drafts/posts/summaries', { now: NOW }));
    const edit = saveWorking(
      savedPost('secret-draft'),
      { ...editedItem(savedPost('secret-draft'))!, title: { en: 'Renamed', es: 'Renombrado' } },
      NOW,
    );
    const patch = buildChangeUpdate('posts', edit);
    expectDenied(as(visitor, patch));
    expectDenied(as(user, patch));
    expectAllowed(as(owner, patch));
  });

  it('saving edits of a live post writes its working copy only: visitors keep the published text', () => {
    const saved = savedPost('hello-world');
    const patch = buildChangeUpdate('posts', saveWorking(saved, { ...editedItem(saved)!, title: { en: 'Half-typed', es: 'Hola' } }, NOW));
    expect(Object.keys(patch).every((path) => path.startsWith('drafts/'))).toBe(true);
    const result = as(owner, patch);
    expectAllowed(result);
    expect(result.newDatabase.snapshot('posts/summaries/hello-world/title/en').val()).toBe('Hello world');
    expect(result.newDatabase.snapshot('drafts/posts/summaries/hello-world/title/en').val()).toBe('Half-typed');
    expect(result.newDatabase.snapshot('drafts/posts/summaries/hello-world/basedOn').val()).toBe(1);
  });

  it('publishes one language: its text goes into the published document, the other stays in the working copy', () => {
    const result = as(owner, buildChangeUpdate('posts', publishLangs(savedPost('secret-draft'), { en: NOW }, NOW)));
    expectAllowed(result);
    const published = result.newDatabase.snapshot('posts/summaries/secret-draft').val() as Record<string, Record<string, unknown>>;
    expect(published.langs).toEqual({ en: { publishedAt: NOW, firstPublishedAt: NOW, rev: 1 } });
    expect(published.title).toEqual({ en: 'Secret draft', es: '' });
    expect(result.newDatabase.snapshot('posts/bodies/secret-draft/es').val()).toBe('');
    expect(result.newDatabase.snapshot('drafts/posts/bodies/secret-draft/es').val()).toBe('Cuerpo del borrador');
    // Scheduled: a later moment, within the 366 days the rules allow.
    expectAllowed(as(owner, buildChangeUpdate('posts', publishLangs(savedPost('secret-draft'), { es: NOW + 30 * DAY }, NOW))));
    expectDenied(as(owner, buildChangeUpdate('posts', publishLangs(savedPost('secret-draft'), { es: NOW + 367 * DAY }, NOW))));
  });

  it('refuses a published document that holds a language it does not publish (even from the owner)', () => {
    const saved = savedPost('hello-world');
    const patch = buildChangeUpdate('posts', publishLangs(saved, { en: NOW }, NOW));
    expectAllowed(as(owner, patch));
    const leaking = { ...(patch['posts/summaries/hello-world'] as object), langs: { en: { publishedAt: NOW } } };
    expectDenied(as(owner, { ...patch, 'posts/summaries/hello-world': leaking }));
  });

  it('unpublishes a language: its text leaves the published document and stays, with its dates, in the working copy', () => {
    const saved = savedPost('hello-world');
    const result = as(owner, buildChangeUpdate('posts', unpublishLangs(saved, ['es'], NOW)));
    expectAllowed(result);
    expect(result.newDatabase.snapshot('posts/summaries/hello-world/title/es').val()).toBe('');
    expect(result.newDatabase.snapshot('posts/summaries/hello-world/langs/es').val()).toBeNull();
    expect(result.newDatabase.snapshot('drafts/posts/summaries/hello-world/title/es').val()).toBe('Hola mundo');
    const kept = saved.published!.langs.es!;
    expect(result.newDatabase.snapshot('drafts/posts/summaries/hello-world/langs/es/publishedAt').val()).toBe(kept.publishedAt);
    // The last language: the published document goes, the working copy holds the whole item.
    const gone = as(owner, buildChangeUpdate('posts', unpublishLangs(saved, ['en', 'es'], NOW)));
    expectAllowed(gone);
    expect(gone.newDatabase.snapshot('posts/summaries/hello-world').val()).toBeNull();
    expect(gone.newDatabase.snapshot('posts/bodies/hello-world').val()).toBeNull();
    expect(gone.newDatabase.snapshot('drafts/posts/bodies/hello-world/en').val()).toContain('Hello');
    expectDenied(as(user, buildChangeUpdate('posts', unpublishLangs(saved, ['es'], NOW))));
  });

  it('refuses a change made from an older version of either document (another tab saved since)', () => {
    const saved = savedPost('hello-world');
    const first = saveWorking(saved, { ...editedItem(saved)!, title: { en: 'One tab', es: 'Hola' } }, NOW);
    const afterFirst = as(owner, buildChangeUpdate('posts', first));
    expectAllowed(afterFirst);
    const tree = afterFirst.newDatabase.snapshot('/').val() as Tree;
    // The other tab read the item before: its save and its publish are both refused.
    const second = saveWorking(saved, { ...editedItem(saved)!, title: { en: 'Other tab', es: 'Hola' } }, NOW);
    expectDenied(as(owner, buildChangeUpdate('posts', second), tree));
    expectDenied(as(owner, buildChangeUpdate('posts', publishLangs(saved, { en: NOW }, NOW)), tree));
    // Read again, it publishes: both documents at the next version.
    const fresh = savedPost('hello-world', tree);
    expect(itemVersion(fresh)).toBe(2);
    const published = as(owner, buildChangeUpdate('posts', publishLangs(fresh, { en: NOW }, NOW)), tree);
    expectAllowed(published);
    expect(published.newDatabase.snapshot('posts/summaries/hello-world/version').val()).toBe(3);
    expect(published.newDatabase.snapshot('posts/summaries/hello-world/title/en').val()).toBe('One tab');
  });
});
