// @ts-check
/**
 * The production Content-Security-Policy (firebase.json) does not name the local emulators: a deployed
 * page has no business connecting to a visitor's 127.0.0.1 ports. Every run that serves the site on the
 * emulators (npm start, the browser suites, the benchmarks) passes `--config firebase.emulator.json`
 * instead: firebase.json with the emulator origins added to connect-src and img-src. The file is
 * git-ignored and rewritten before each run, so it never drifts from firebase.json (same rewrites, same
 * headers, same script hashes). Paths in it resolve from the repository root, as firebase.json's do.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const EMULATOR_CONFIG = 'firebase.emulator.json';

/**
 * The part of firebase.json read here and by scripts/update-csp.mjs.
 * @typedef {{ hosting: { headers: { source?: string, headers: { key: string, value: string }[] }[] } }} FirebaseConfig
 */

/**
 * What the web app reaches in emulator mode: Auth 9099, Database 9000 (HTTP and WebSocket), Storage 9199.
 * @type {Record<string, string[]>}
 */
const EMULATOR_SOURCES = {
  'connect-src': ['http://127.0.0.1:9099', 'http://127.0.0.1:9000', 'ws://127.0.0.1:9000', 'http://127.0.0.1:9199'],
  'img-src': ['http://127.0.0.1:9199'],
};

/**
 * The CSP with the emulator sources appended to their directives (each once).
 * @param {string} csp
 */
function withEmulatorSources(csp) {
  return csp
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((directive) => {
      const [name, ...sources] = directive.split(/\s+/);
      const extra = (EMULATOR_SOURCES[name] ?? []).filter((source) => !sources.includes(source));
      return [name, ...sources, ...extra].join(' ');
    })
    .join('; ');
}

/**
 * firebase.json as the emulators should serve it.
 * @template {FirebaseConfig} T
 * @param {T} config
 * @returns {T}
 */
export function emulatorConfig(config) {
  const copy = structuredClone(config);
  for (const entry of copy.hosting?.headers ?? []) {
    for (const header of entry.headers ?? []) {
      if (header.key.toLowerCase() === 'content-security-policy') header.value = withEmulatorSources(header.value);
    }
  }
  return copy;
}

/** Writes firebase.emulator.json next to firebase.json; returns the `--config` arguments for the firebase CLI. */
export function writeEmulatorConfig() {
  const config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
  // Written aside and renamed, so a run starting at the same moment never reads half a file.
  const temporary = join(root, `${EMULATOR_CONFIG}.${process.pid}.tmp`);
  writeFileSync(temporary, `${JSON.stringify(emulatorConfig(config), null, 2)}\n`);
  renameSync(temporary, join(root, EMULATOR_CONFIG));
  return ['--config', EMULATOR_CONFIG];
}
