// @ts-check
/**
 * The Storage stand-in: Firebase's own Storage emulator (firebase-tools, Node code: the REST API the SDKs
 * and firebase-admin speak, resumable uploads, download tokens, listing, deletes), run in this process with
 * its rules engine — a Java 21 jar — replaced by storage-rules.mjs, which evaluates the rules file it is given
 * (storage.rules at start, or what a client loads through /internal/setRules, as rules-unit-testing does).
 * The admin credential "owner" bypasses the rules, as in the emulator. It is a TEST DOUBLE (README.md beside
 * this file); tests/emulator/database-storage/rules.test.ts holds its evaluator to storage.rules.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { authFromToken } from './database.mjs';
import { compileStorageRules } from './storage-rules.mjs';

// firebase-tools' internals, loaded by path (it exports no API for them and ships no types).
const load = createRequire(import.meta.url);
/** @type {{ StorageEmulator: any }} */
const { StorageEmulator } = load('firebase-tools/lib/emulator/storage/index.js');
/** @type {{ EmulatorRegistry: { set: (name: string, instance: unknown) => void, clear: (name: string) => void } }} */
const { EmulatorRegistry } = load('firebase-tools/lib/emulator/registry.js');

const NO_ISSUES = { errors: [], warnings: [], all: [], exist: () => false, extend: () => undefined };

/**
 * The emulator's rules manager, in its shape (start → issues, getRuleset → `verify(request)`), over the
 * stand-in's evaluator. Rules it cannot read are an error of the load, as with the emulator.
 * @param {{ content: string } | unknown[]} rules
 */
function rulesManager(rules) {
  if (Array.isArray(rules)) throw new Error('the Storage stand-in takes one rules file, not rules per bucket');
  /** @type {ReturnType<typeof compileStorageRules> | null} */
  let allows = null;
  /** @type {string[]} */
  const errors = [];
  try {
    allows = compileStorageRules(rules.content);
  } catch (error) {
    errors.push(String(error));
  }
  const issues = { ...NO_ISSUES, errors, all: errors, exist: () => errors.length > 0 };
  const ruleset = {
    /** @param {{ method: string, path: string, token?: string, file: { before?: object, after?: object } }} request */
    verify: async ({ method, path, token, file }) => {
      const auth = token ? authFromToken(token) : null;
      const permitted =
        allows !== null &&
        allows({
          method,
          path,
          auth: auth && { uid: auth.uid, token: auth.token },
          resource: file.after ?? null,
          before: file.before ?? null,
        });
      return { permitted, issues: NO_ISSUES };
    },
  };
  return { start: async () => issues, stop: async () => undefined, getRuleset: () => (allows ? ruleset : undefined) };
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
 * @param {{ projectId: string, rules: string, host?: string, port?: number, importFrom?: string }} options
 *   rules: the rules file's text; importFrom: a `storage_export` folder of an emulator export (read if it exists)
 */
export async function startStorage({ projectId, rules, host = '127.0.0.1', port: wanted = 9199, importFrom }) {
  compileStorageRules(rules); // Rules it cannot read stop the start, loudly.
  const port = wanted === 0 ? /** @type {number} */ (await freePort(host)) : wanted;
  // Its own blob folder: the emulator's default is one shared folder in /tmp that every instance wipes on stop.
  const blobs = mkdtempSync(join(tmpdir(), 'storage-stand-in-'));
  class StandInStorage extends StorageEmulator {
    /** @param {unknown} args */
    constructor(args) {
      super(args);
    }
    getPersistenceTmpDir() {
      return blobs;
    }
    /** @param {{ content: string } | unknown[]} loaded */
    createRulesManager(loaded) {
      return rulesManager(loaded);
    }
  }
  const emulator = new StandInStorage({ projectId, host, port, rules: { name: 'storage.rules', content: rules }, auto_download: false });
  // The Java rules runtime is never started.
  emulator._rulesRuntime = { start: async () => undefined, stop: async () => undefined };
  await emulator.start();
  // Its metadata's links are built from the registry's host and port (firebase-admin's listing reads them).
  EmulatorRegistry.set('storage', emulator);
  // The emulator's own import and export (what `--import` / `--export-on-exit` call): blobs and their metadata,
  // download tokens included, so the links stored in the database keep working.
  if (importFrom && existsSync(join(importFrom, 'buckets.json'))) emulator.storageLayer.import(importFrom, { initiatedBy: 'start' });
  return {
    host,
    port,
    /** Writes the files as an emulator export does, replacing `dir` (a `storage_export` folder). @param {string} dir */
    exportTo: async (dir) => {
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir, { recursive: true });
      await emulator.storageLayer.export(dir, { initiatedBy: 'exit' });
    },
    close: async () => {
      EmulatorRegistry.clear('storage');
      await emulator.stop();
      rmSync(blobs, { recursive: true, force: true });
    },
  };
}
