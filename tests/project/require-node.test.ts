/**
 * The Node the project runs on (scripts/require-node.mjs, package.json "engines", .ci/run): one minimum, said
 * the same way everywhere, with no platform-bound Node package among the dependencies.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isSupportedNode } from '../../scripts/require-node.mjs';

const pkg = (path: string) =>
  JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')) as {
    engines?: { node?: string };
    scripts?: Record<string, string>;
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
    optionalDependencies?: Record<string, string>;
  };

describe('the supported Node', () => {
  it.each([
    ['v20.20.2', false],
    ['22.18.9', false],
    ['v22.19.0', true],
    ['22.23.3', true],
    ['24.1.0', true],
  ])('%s → %s', (version, supported) => {
    expect(isSupportedNode(version)).toBe(supported);
  });

  it('is the minimum package.json and the functions declare, and .ci/run provides', () => {
    expect(pkg('package.json').engines?.node).toBe('>=22.19.0');
    expect(pkg('functions/package.json').engines?.node).toBe('>=22.19.0');
    const ci = readFileSync(new URL('../../.ci/run', import.meta.url), 'utf8');
    expect(ci).toContain('minor >= 19');
    expect(ci).toContain('@^22.19.0');
  });

  it('comes from no dependency of the project and needs no install script', () => {
    const root = pkg('package.json');
    const all = { ...root.dependencies, ...root.devDependencies, ...root.optionalDependencies };
    expect(
      Object.keys(all).filter(
        (name) => /^node-(linux|darwin|win)/.test(all[name].replace(/^npm:/, '')) || /^node-(linux|darwin)/.test(name),
      ),
    ).toEqual([]);
    expect(root.scripts?.postinstall).toBeUndefined();
  });
});
