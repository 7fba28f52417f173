/**
 * storage.rules has no evaluator that runs on this machine (the Storage emulator's rules engine is
 * a Java 21 jar downloaded on first use). Its behaviour is tested in tests/emulator/ against the
 * real emulator. What is checked here is only textual and deliberately small: that firebase.json
 * points at the file and that no allow statement other than the public read skips the owner check.
 * It cannot tell whether the conditions are right; it catches the two easiest ways to open the bucket.
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
      if (methods === 'read') continue;
      expect(condition, `allow ${methods}`).toMatch(/^isOwner\(\) &&|^isOwner\(\)$/);
    }
    expect(code).toMatch(/function isOwner\(\) \{\s*return request\.auth != null && request\.auth\.token\.owner == true;\s*\}/);
    const publicReads = allows.filter((allow) => allow.condition === 'true');
    expect(publicReads.map((allow) => allow.methods)).toEqual(['read']);
    expect(code).toMatch(/match \/images\/\{allPaths=\*\*\} \{\s*allow read: if true;\s*\}/);
    expect(code).not.toMatch(/allow\s+(write|create|update|delete)[^;]*:\s*if\s+true/);
  });
});
