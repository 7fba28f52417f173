// @ts-check
/**
 * What the Firebase Emulator Suite can run on this machine. The Auth, Functions
 * and Hosting emulators are pure Node. The Database and Storage emulators need
 * Java 21+ (and a one-time download from Google): without them the site runs on
 * the bundled content and the suites that need them are skipped, with the reason.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export const PROJECT_ID = 'demo-portfolio';
/** The Realtime Database namespace `--import seed` fills (seed/database_export/<namespace>.json). */
export const DATABASE_NAMESPACE = `${PROJECT_ID}-default-rtdb`;
export const NODE_EMULATORS = ['auth', 'functions', 'hosting'];
export const JAVA_EMULATORS = ['database', 'storage'];

/**
 * The environment every firebase CLI call gets: no network probes, non-interactive, and DATABASE_URL, which names
 * the database the functions' initializeApp() gets (FIREBASE_CONFIG). For a demo- project the CLI would otherwise
 * say https://demo-portfolio.firebaseio.com, the namespace demo-portfolio, not the one `--import seed` fills, and
 * the pages function would read an empty database. It overrides a DATABASE_URL of the shell (often another
 * program's setting).
 */
export function firebaseEnv(extra = {}) {
  return {
    ...process.env,
    CI: 'true',
    METADATA_SERVER_DETECTION: 'none',
    FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
    DATABASE_URL: `https://${DATABASE_NAMESPACE}.firebaseio.com`,
    ...extra,
  };
}

/**
 * The web app's settings for a build on the emulators: web/.env.emulator, which `vite build --mode emulator` reads
 * and which declares them once, with where the content comes from. Passed explicitly, so a VITE_* variable of the
 * shell cannot point a test build elsewhere.
 * @param {'bundled' | 'database'} contentSource
 * @returns {Record<string, string>}
 */
export function emulatorWebEnv(contentSource) {
  const declared = /** @type {Record<string, string>} */ (parseEnv(readFileSync(join(root, 'web/.env.emulator'), 'utf8')));
  return { ...declared, VITE_CONTENT_SOURCE: contentSource };
}

/**
 * Points the functions at `contentSource` (functions/.env.local, git-ignored, read by the Functions emulator on top
 * of functions/.env); returns the function that puts back what was there.
 * @param {'bundled' | 'database'} contentSource
 */
export function setFunctionsContentSource(contentSource) {
  const envLocal = join(root, 'functions/.env.local');
  const previous = existsSync(envLocal) ? readFileSync(envLocal, 'utf8') : null;
  writeFileSync(envLocal, `CONTENT_SOURCE=${contentSource}\n`);
  return () => {
    if (previous !== null) writeFileSync(envLocal, previous);
    else if (existsSync(envLocal)) unlinkSync(envLocal);
  };
}

function javaMajorVersion() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error) return null;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return null;
  // Java 8 reports "1.8"; 9+ report the major first.
  return match[1] === '1' ? Number(match[2]) : Number(match[1]);
}

/** { available: boolean, reason: string } for the Database and Storage emulators. */
export function javaEmulatorSupport() {
  if (process.env.FIREBASE_JAVA_EMULATORS === 'off') return { available: false, reason: 'FIREBASE_JAVA_EMULATORS=off' };
  const major = javaMajorVersion();
  if (major === null) return { available: false, reason: 'no Java runtime found (the Database and Storage emulators need Java 21+)' };
  if (major < 21) return { available: false, reason: `Java ${major} found; the Database and Storage emulators need Java 21+` };
  return { available: true, reason: `Java ${major}` };
}
