/**
 * storage.rules' behaviour is tested in tests/emulator/ against the Java emulator's rules engine (a Java 21
 * jar downloaded on first use) or, where it cannot run, the stand-in's evaluator (scripts/stand-in/).
 * What is checked here, without either, is textual: that firebase.json points at the file, that no
 * allow statement other than the public get skips the owner check, that listing is the owner's, and that the
 * content-type allow-list and the file-name pattern say what they should (the list and the pattern are
 * read out of the rules and exercised in JS, whose regexes agree with RE2 on these simple patterns).
 * It cannot tell whether a rules engine evaluates the conditions as intended; tests/emulator does.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = join(__dirname, '..', '..');
const source = readFileSync(join(repo, 'storage.rules'), 'utf8');
const code = source.replace(/\/\/.*$/gm, '');

describe('storage.rules (static checks only; behaviour is tested in tests/emulator)', () => {
  it('is the file firebase.json deploys, in rules version 2', () => {
    const config = JSON.parse(readFileSync(join(repo, 'firebase.json'), 'utf8')) as { storage: { rules: string } };
    expect(config.storage.rules).toBe('storage.rules');
    expect(code).toMatch(/^\s*rules_version\s*=\s*'2';/m);
    expect(code).toMatch(/service\s+firebase\.storage\s*\{/);
  });

  it('allows writes only through the owner check, and unconditional reads only under /images', () => {
    const allows = [...code.matchAll(/allow\s+([a-z, ]+):\s*if\s+([^;]+);/g)].map((match) => ({
      methods: match[1].trim(),
      condition: match[2].trim(),
    }));
    expect(allows.length).toBeGreaterThan(0);
    for (const { methods, condition } of allows) {
      if (methods === 'get') continue;
      expect(condition, `allow ${methods}`).toMatch(/^isOwner\(\) &&|^isOwner\(\)$/);
    }
    expect(code).toMatch(/function isOwner\(\) \{\s*return request\.auth != null && request\.auth\.token\.owner == true;\s*\}/);
    const publicReads = allows.filter((allow) => allow.condition === 'true');
    expect(publicReads.map((allow) => allow.methods)).toEqual(['get']);
    expect(code).not.toMatch(/allow\s+(write|create|update|delete|list|read)[^;]*:\s*if\s+true/);
  });

  it('lets visitors get an image by its path but only the owner list a folder (read would include list)', () => {
    expect(code).toMatch(/match \/images\/\{allPaths=\*\*\} \{\s*allow get: if true;\s*allow list: if isOwner\(\);\s*\}/);
    expect(code).not.toMatch(/allow\s+[a-z, ]*\bread\b/);
  });

  const functionBody = (name: string) => new RegExp(`function ${name}\\([^)]*\\) \\{([\\s\\S]*?)\\n\\s*\\}`).exec(code)?.[1] ?? '';

  it('accepts only png, jpeg, webp, avif and gif, compared in lower case, under 5 MB', () => {
    const body = functionBody('isImageUpload');
    expect(body).toMatch(/request\.resource\.size < 5 \* 1024 \* 1024/);
    const list = /request\.resource\.contentType\.lower\(\) in \[([^\]]*)\]/.exec(body)?.[1];
    expect(list, 'contentType.lower() in [...]').toBeDefined();
    const allowed = [...list!.matchAll(/'([^']*)'/g)].map((match) => match[1]);
    expect(allowed.sort()).toEqual(['image/avif', 'image/gif', 'image/jpeg', 'image/png', 'image/webp']);
    // What the condition does with a few content types, as the rules engine would compute it.
    const accepts = (type: string) => allowed.includes(type.toLowerCase());
    for (const type of ['image/png', 'IMAGE/PNG', 'image/WebP', 'image/gif']) expect(accepts(type), type).toBe(true);
    for (const type of ['image/svg+xml', 'image/SVG+xml', 'IMAGE/SVG+XML', 'text/html', 'image/png; charset=utf-8', 'image/x-icon', '']) {
      expect(accepts(type), type).toBe(false);
    }
    expect(body).not.toMatch(/matches\('image\/\.\*'\)/);
  });

  it('constrains file names, and every create/update checks the slug, the name and the upload', () => {
    const pattern = /file\.matches\('([^']*)'\)/.exec(functionBody('isFileName'))?.[1];
    expect(pattern).toBe('^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$');
    const fileName = new RegExp(pattern!);
    for (const name of ['cover-1.webp', '1700000000000-ab12.jpg', 'A', `a${'b'.repeat(99)}`]) expect(fileName.test(name), name).toBe(true);
    for (const name of ['.hidden', '..', 'a b.png', 'a/b.png', '-x.png', '_x.png', 'ñ.png', 'x.png\n', `a${'b'.repeat(100)}`, '']) {
      expect(fileName.test(name), JSON.stringify(name)).toBe(false);
    }
    const writes = [...code.matchAll(/allow create, update: if ([^;]+);/g)].map((match) => match[1]);
    expect(writes).toHaveLength(2);
    for (const condition of writes) expect(condition).toBe('isOwner() && isSlug(id) && isFileName(file) && isImageUpload()');
  });
});
