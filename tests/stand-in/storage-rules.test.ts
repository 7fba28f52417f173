/**
 * The stand-in's evaluator of Storage rules (scripts/stand-in/storage-rules.mjs) on the project's storage.rules,
 * and on rules it must refuse to guess about. Its behaviour through the SDKs, case by case, is
 * tests/emulator/database-storage/rules.test.ts, which the Java emulator passes too.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileStorageRules } from '../../scripts/stand-in/storage-rules.mjs';

const allows = compileStorageRules(readFileSync(join(__dirname, '..', '..', 'storage.rules'), 'utf8'));
const owner = { uid: 'owner-uid', token: { owner: true } };
const file = (contentType: string | undefined, size = 10) => ({ name: 'x', size, metadata: {}, ...(contentType ? { contentType } : {}) });
const at = (path: string) => `b/demo-portfolio.appspot.com/o/${path}`;
const upload = (path: string, auth: typeof owner | null, resource: object) =>
  allows({ method: 'create', path: at(path), auth, resource, before: null });

describe('the stand-in’s Storage rules evaluator on storage.rules', () => {
  it('lets the owner upload a raster image into a post or project folder, and nothing else', () => {
    expect(upload('images/posts/hello-world/cover-1.png', owner, file('image/png'))).toBe(true);
    expect(upload('images/projects/portfolio-site/g-1.webp', owner, file('IMAGE/WEBP'))).toBe(true);
    expect(upload('images/posts/hello-world/logo.png', owner, file('image/svg+xml'))).toBe(false);
    expect(upload('images/posts/hello-world/big.png', owner, file('image/png', 5 * 1024 * 1024))).toBe(false);
    expect(upload('images/posts/hello-world/untyped.png', owner, file(undefined))).toBe(false);
    expect(upload('images/posts/Bad_Slug/x.png', owner, file('image/png'))).toBe(false);
    expect(upload('images/posts/hello-world/.hidden.png', owner, file('image/png'))).toBe(false);
    expect(upload('images/other/x.png', owner, file('image/png'))).toBe(false);
    expect(upload('images/posts/hello-world/x.png', { uid: 'fake', token: { owner: 'true' } } as never, file('image/png'))).toBe(false);
    expect(upload('images/posts/hello-world/x.png', null, file('image/png'))).toBe(false);
  });

  it('lets anyone get an image, only the owner list a folder or delete', () => {
    const get = (path: string) => allows({ method: 'get', path: at(path), auth: null, resource: null, before: file('image/png') });
    expect(get('images/posts/secret-draft/cover.png')).toBe(true);
    expect(get('uploads/x.png')).toBe(false);
    for (const folder of ['images', 'images/posts', 'images/posts/secret-draft']) {
      expect(allows({ method: 'list', path: at(folder), auth: null, resource: null, before: null })).toBe(false);
      expect(allows({ method: 'list', path: at(folder), auth: owner, resource: null, before: null })).toBe(true);
    }
    const remove = (auth: typeof owner | null) =>
      allows({ method: 'delete', path: at('images/posts/hello-world/x.png'), auth, resource: null, before: file('image/png') });
    expect(remove(owner)).toBe(true);
    expect(remove(null)).toBe(false);
  });

  it('refuses at load what it cannot evaluate, rather than guess an answer', () => {
    const service = (body: string) => `rules_version = '2';\nservice firebase.storage {\n  match /b/{bucket}/o {\n    ${body}\n  }\n}`;
    expect(() => compileStorageRules(service('allow read: if undefinedFunction();'))).toThrow(/unknown function/);
    expect(() => compileStorageRules(service("allow read: if request.auth.token.email.endsWith('x');"))).toThrow(/does not know/);
    expect(() => compileStorageRules(service('allow read: if request.time < duration.value(1, "d");'))).toThrow();
    expect(() => compileStorageRules(service('allow read, write: if true;').replace("rules_version = '2';", ''))).toThrow(/rules_version/);
    // An evaluation error (a field of null) denies.
    const strict = compileStorageRules(service('match /{file=**} { allow get: if request.auth.token.owner == true; }'));
    expect(strict({ method: 'get', path: at('a.png'), auth: null, resource: null, before: null })).toBe(false);
    expect(strict({ method: 'get', path: at('a.png'), auth: owner, resource: null, before: null })).toBe(true);
  });
});
