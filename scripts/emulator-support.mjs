// @ts-check
/**
 * What the Firebase Emulator Suite can run on this machine. The Auth, Functions
 * and Hosting emulators are pure Node. The Database and Storage emulators need
 * Java 21+ (and a one-time download from Google): without them the site runs on
 * the bundled content and the suites that need them are skipped, with the reason.
 */
import { spawnSync } from 'node:child_process';

export const PROJECT_ID = 'demo-portfolio';
export const NODE_EMULATORS = ['auth', 'functions', 'hosting'];
export const JAVA_EMULATORS = ['database', 'storage'];

/** The environment every firebase CLI call gets: no network probes, non-interactive. */
export function firebaseEnv(extra = {}) {
  return { ...process.env, CI: 'true', METADATA_SERVER_DETECTION: 'none', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', ...extra };
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
