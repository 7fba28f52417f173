// @ts-check
/**
 * The Storage stand-in: Firebase's own Storage emulator (firebase-tools, Node code: the REST API the SDKs
 * and firebase-admin speak, resumable uploads, download tokens, listing, deletes), run in this process with
 * its rules engine — a Java 21 jar — replaced by a coarse gate. It is a TEST DOUBLE (README.md beside this file).
 *
 * The gate is NOT storage.rules: anyone may get an object; listing, uploads, metadata changes and deletes
 * need a token with the owner claim (or the admin credential "owner", as in the emulator). storage.rules'
 * finer decisions (content types, sizes, file names, folders) are proven only where the Java emulator runs
 * (tests/emulator/database-storage/rules.test.ts) and textually by tests/rules/storage-rules.test.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { authFromToken } from './database.mjs';

// firebase-tools' internals, loaded by path (it exports no API for them and ships no types).
const load = createRequire(import.meta.url);
/** @type {{ StorageEmulator: any }} */
const { StorageEmulator } = load('firebase-tools/lib/emulator/storage/index.js');
/** @type {{ EmulatorRegistry: { set: (name: string, instance: unknown) => void, clear: (name: string) => void } }} */
const { EmulatorRegistry } = load('firebase-tools/lib/emulator/registry.js');

const NO_ISSUES = { errors: [], warnings: [], all: [], exist: () => false, extend: () => undefined };

/**
 * The gate, in the shape of the emulator's ruleset (`verify({ method, path, token })`).
 * @param {{ method: string, token?: string }} request
 */
function gate({ method, token }) {
  if (method === 'get') return { permitted: true, issues: NO_ISSUES };
  const auth = token ? authFromToken(token) : null;
  return { permitted: auth?.token.owner === true, issues: NO_ISSUES };
}

/**
 * A free port, for `port: 0`: the emulator takes a fixed port, and writes it into the links it returns.
 * @param {string} host
 */
const freePort = (host) =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });

/**
 * @param {{ projectId: string, host?: string, port?: number }} options
 */
export async function startStorage({ projectId, host = '127.0.0.1', port: wanted = 9199 }) {
  const port = wanted === 0 ? /** @type {number} */ (await freePort(host)) : wanted;
  // Its own blob folder: the emulator's default is one shared folder in /tmp that every instance wipes on stop.
  const blobs = mkdtempSync(join(tmpdir(), 'storage-stand-in-'));
  const ruleset = { verify: async (/** @type {{ method: string, token?: string }} */ request) => gate(request) };
  const rulesManager = { start: async () => NO_ISSUES, stop: async () => undefined, getRuleset: () => ruleset };
  class StandInStorage extends StorageEmulator {
    /** @param {unknown} args */
    constructor(args) {
      super(args);
    }
    getPersistenceTmpDir() {
      return blobs;
    }
    createRulesManager() {
      return rulesManager;
    }
  }
  const emulator = new StandInStorage({ projectId, host, port, rules: { name: 'storage.rules', content: '' }, auto_download: false });
  // The Java rules runtime is never started.
  emulator._rulesRuntime = { start: async () => undefined, stop: async () => undefined };
  await emulator.start();
  // Its metadata's links are built from the registry's host and port (firebase-admin's listing reads them).
  EmulatorRegistry.set('storage', emulator);
  return {
    host,
    port,
    close: async () => {
      EmulatorRegistry.clear('storage');
      await emulator.stop();
      rmSync(blobs, { recursive: true, force: true });
    },
  };
}
