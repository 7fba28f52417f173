// @ts-check
/**
 * The production Content-Security-Policy (firebase.json) does not name the local emulators: a deployed
 * page has no business connecting to a visitor's 127.0.0.1 ports. Every run that serves the site on the
 * emulators (npm start, the browser suites, the benchmarks) passes `--config firebase.emulator.json`
 * instead: firebase.json with the emulator origins added to connect-src and img-src. The file is
 * git-ignored and rewritten before each run, so it never drifts from firebase.json (same rewrites, same
 * headers, same script hashes). Paths in it resolve from the repository root, as firebase.json's do.
 *
 * Likewise the deployed database rules accept no image URL of the Storage emulator (http://127.0.0.1:9199):
 * the emulators load database.rules.emulator.json, written beside it from database.rules.json with that one
 * URL prefix added where an image URL is checked (docs/security.md, "Images").
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const EMULATOR_CONFIG = 'firebase.emulator.json';
const EMULATOR_DATABASE_RULES = 'database.rules.emulator.json';

/** Where database.rules.json accepts a site path as an image URL: the emulator's download URLs are added beside it. */
const SITE_PATH_IMAGE_URL = '|| newData.val().matches(/^\\\\/[A-Za-z0-9._~-]';
/** The download URLs the Storage emulator gives uploads (web/src/features/editor/validation.ts accepts them too). */
const STORAGE_EMULATOR_IMAGE_URL = "|| newData.val().beginsWith('http://127.0.0.1:9199/v0/b/') ";

/**
 * database.rules.json (its text) as the emulators should load it: image URLs of the Storage emulator accepted.
 * @param {string} rules
 */
export function emulatorDatabaseRules(rules) {
  const places = rules.split(SITE_PATH_IMAGE_URL).length - 1;
  if (places === 0) throw new Error('database.rules.json: no image URL check found to add the Storage emulator to');
  return rules.replaceAll(SITE_PATH_IMAGE_URL, `${STORAGE_EMULATOR_IMAGE_URL}${SITE_PATH_IMAGE_URL}`);
}

/**
 * The part of firebase.json read here and by scripts/update-csp.mjs.
 * @typedef {{ database?: { rules: string }, hosting: { headers: { source?: string, headers: { key: string, value: string }[] }[] } }} FirebaseConfig
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
  if (copy.database) copy.database.rules = EMULATOR_DATABASE_RULES;
  for (const entry of copy.hosting?.headers ?? []) {
    for (const header of entry.headers ?? []) {
      if (header.key.toLowerCase() === 'content-security-policy') header.value = withEmulatorSources(header.value);
    }
  }
  return copy;
}

/**
 * Writes `text` to `file` in the repository root, aside and renamed, so a run starting at the same moment never
 * reads half a file.
 * @param {string} file
 * @param {string} text
 */
function writeWhole(file, text) {
  const temporary = join(root, `${file}.${process.pid}.tmp`);
  writeFileSync(temporary, text);
  renameSync(temporary, join(root, file));
}

/**
 * Writes firebase.emulator.json next to firebase.json, and the database rules it names; returns the `--config`
 * arguments for the firebase CLI.
 */
export function writeEmulatorConfig() {
  const config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
  writeWhole(EMULATOR_DATABASE_RULES, emulatorDatabaseRules(readFileSync(join(root, config.database.rules), 'utf8')));
  writeWhole(EMULATOR_CONFIG, `${JSON.stringify(emulatorConfig(config), null, 2)}\n`);
  return ['--config', EMULATOR_CONFIG];
}
