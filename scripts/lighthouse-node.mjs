// @ts-check
/**
 * Lighthouse 13 (the quality suite and `npm run bench:lighthouse`) needs Node ≥ 22.19; the project itself
 * runs on Node ≥ 20.19. This finds a Node new enough for Lighthouse without making one a hard dependency:
 *   1. the running Node, when it is new enough;
 *   2. a `node` on PATH;
 *   3. an nvm, Volta or fnm install, or Homebrew's keg-only node@22 / node@24;
 *   4. the optional package `lighthouse-node-<platform>-<arch>` (package.json optionalDependencies: npm
 *      installs it only on the platforms it exists for — Linux x64/arm64, macOS x64).
 * When none is found, lighthouseNodeHelp() says what to install.
 * Plain JavaScript: scripts/lighthouse.mjs imports it under the old Node before re-running itself.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const LIGHTHOUSE_NODE_MIN = '22.19.0';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** @typedef {{ path: string, version: string, source: string }} FoundNode */
/**
 * Where findLighthouseNode looks, and how: the running process's by default, replaced by the unit tests.
 * @typedef {object} FindOptions
 * @property {Record<string, string | undefined>} [env]
 * @property {string} [platform]
 * @property {string} [arch]
 * @property {string} [home]
 * @property {string} [projectRoot]
 * @property {string} [execPath]
 * @property {string} [version]
 * @property {(path: string) => boolean} [exists]
 * @property {(path: string) => string | null} [probe]
 * @property {(dir: string) => string[]} [list]
 */

/**
 * "v22.19.1" or "22.19.1" → [22, 19, 1]; anything else → null.
 * @param {string} version
 */
function parse(version) {
  const match = /^v?(\d+)\.(\d+)\.(\d+)/.exec(String(version).trim());
  return match ? match.slice(1, 4).map(Number) : null;
}

/**
 * True when `version` is at least LIGHTHOUSE_NODE_MIN.
 * @param {string} version
 */
export function isNewEnough(version) {
  const parts = parse(version);
  if (!parts) return false;
  const min = /** @type {number[]} */ (parse(LIGHTHOUSE_NODE_MIN));
  for (let i = 0; i < 3; i++) if (parts[i] !== min[i]) return parts[i] > min[i];
  return true;
}

/**
 * The name of the optional package holding a Node binary for this platform.
 * @param {string} platform
 * @param {string} arch
 */
const optionalPackage = (platform, arch) => `lighthouse-node-${platform}-${arch}`;

/**
 * Version directories ("v22.19.0", "22.19.0") of a version manager, newest first.
 * @param {string} dir
 * @param {(dir: string) => string[]} list
 */
function versionDirs(dir, list) {
  const names = list(dir).filter((name) => parse(name));
  /** @param {string} name */
  const key = (name) => /** @type {number[]} */ (parse(name)).reduce((sum, part) => sum * 10_000 + part, 0);
  return names.sort((a, b) => key(b) - key(a));
}

/**
 * Every place a suitable Node may be, in the order they are tried.
 * @param {Required<Pick<FindOptions, 'env' | 'platform' | 'arch' | 'home' | 'projectRoot' | 'list'>>} options
 */
function candidates({ env, platform, arch, home, projectRoot, list }) {
  const exe = platform === 'win32' ? 'node.exe' : 'node';
  const bin = platform === 'win32' ? '' : 'bin';
  /** @type {{ path: string, source: string }[]} */
  const found = [];
  for (const dir of (env.PATH ?? '').split(delimiter).filter(Boolean)) found.push({ path: join(dir, exe), source: 'PATH' });
  const nvm = env.NVM_DIR || join(home, '.nvm');
  for (const name of versionDirs(join(nvm, 'versions', 'node'), list))
    found.push({ path: join(nvm, 'versions', 'node', name, 'bin', 'node'), source: 'nvm' });
  const volta = env.VOLTA_HOME || join(home, '.volta');
  for (const name of versionDirs(join(volta, 'tools', 'image', 'node'), list))
    found.push({ path: join(volta, 'tools', 'image', 'node', name, bin, exe), source: 'Volta' });
  const fnmDirs = [
    env.FNM_DIR,
    join(home, '.local', 'share', 'fnm'),
    join(home, 'Library', 'Application Support', 'fnm'),
    join(home, '.fnm'),
  ];
  for (const fnm of /** @type {string[]} */ (fnmDirs.filter(Boolean)))
    for (const name of versionDirs(join(fnm, 'node-versions'), list))
      found.push({ path: join(fnm, 'node-versions', name, 'installation', bin, exe), source: 'fnm' });
  for (const prefix of ['/opt/homebrew', '/usr/local'])
    for (const keg of ['node@24', 'node@22']) found.push({ path: join(prefix, 'opt', keg, 'bin', 'node'), source: 'Homebrew' });
  found.push({ path: join(projectRoot, 'node_modules', optionalPackage(platform, arch), 'bin', exe), source: 'optional package' });
  return found;
}

/**
 * The version a Node binary reports, or null when it does not run.
 * @param {string} path
 */
function probeVersion(path) {
  const result = spawnSync(path, ['--version'], { encoding: 'utf8', timeout: 15_000 });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** @param {string} dir */
const listDir = (dir) => {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
};

/**
 * A Node ≥ 22.19 to run Lighthouse with: { path, version, source }, or null when there is none.
 * Every argument can be replaced (the unit tests do).
 * @param {FindOptions} [options]
 * @returns {FoundNode | null}
 */
export function findLighthouseNode({
  env = process.env,
  platform = process.platform,
  arch = process.arch,
  home = homedir(),
  projectRoot = root,
  execPath = process.execPath,
  version = process.version,
  exists = existsSync,
  probe = probeVersion,
  list = listDir,
} = {}) {
  if (isNewEnough(version)) return { path: execPath, version, source: 'running Node' };
  const seen = new Set([execPath]);
  for (const candidate of candidates({ env, platform, arch, home, projectRoot, list })) {
    if (seen.has(candidate.path) || !exists(candidate.path)) continue;
    seen.add(candidate.path);
    const found = probe(candidate.path);
    if (found && isNewEnough(found)) return { ...candidate, version: found };
  }
  return null;
}

/**
 * What to tell a developer on whose machine findLighthouseNode() found nothing.
 * @param {{ platform?: string, arch?: string, version?: string }} [options]
 */
export function lighthouseNodeHelp({ platform = process.platform, arch = process.arch, version = process.version } = {}) {
  const hasPackage = ['linux-x64', 'linux-arm64', 'darwin-x64'].includes(`${platform}-${arch}`);
  return [
    `Lighthouse 13 needs Node ≥ ${LIGHTHOUSE_NODE_MIN.replace(/\.0$/, '')}; this is Node ${version.replace(/^v/, '')}, and no newer Node was found`,
    `(looked on PATH, in nvm, Volta, fnm and Homebrew node@22/node@24 installs, and for the optional package ${optionalPackage(platform, arch)}).`,
    `Install Node 22 (22.19 or newer) by any of: \`nvm install 22\`, \`volta install node@22\`, \`fnm install 22\`, \`brew install node@22\`` +
      (hasPackage ? `, or run \`npm install\` again so that npm installs the optional package ${optionalPackage(platform, arch)}.` : '.'),
  ].join('\n');
}
