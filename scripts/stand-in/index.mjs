#!/usr/bin/env node
// @ts-check
/**
 * The Database/Storage stand-in (README.md beside this file): where the Java 21 emulators cannot run, this
 * process takes their ports (Database 9000, Storage 9199) so the real SDKs connect to it as to them.
 *
 *   node scripts/stand-in/index.mjs [--import seed] [--export-on-exit dir]
 *
 * It prints "stand-in ready" once both listen, and on SIGINT/SIGTERM writes the database and the files as an
 * emulator export would (<dir>/database_export/<namespace>.json, <dir>/storage_export/) before it stops.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startDatabase } from './database.mjs';
import { startStorage } from './storage.mjs';
import { emulatorDatabaseRules } from '../emulator-config.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The database part of an emulator export folder: one tree per namespace.
 * @param {string} folder
 */
function readDatabaseExport(folder) {
  const dir = join(folder, 'database_export');
  if (!existsSync(dir)) return {};
  return Object.fromEntries(
    readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file.slice(0, -'.json'.length), JSON.parse(readFileSync(join(dir, file), 'utf8'))]),
  );
}

/**
 * Starts both halves on the emulators' ports (or `port: 0` each, for tests).
 * @param {{ projectId: string, importFrom?: string, databasePort?: number, storagePort?: number, log?: (line: string) => void }} options
 */
export async function startStandIn({ projectId, importFrom, databasePort = 9000, storagePort = 9199, log }) {
  // The rules the emulators load (scripts/emulator-config.mjs): the deployed ones, plus the Storage emulator's image URLs.
  const rules = JSON.parse(emulatorDatabaseRules(readFileSync(join(root, 'database.rules.json'), 'utf8')));
  const database = await startDatabase({ rules, data: importFrom ? readDatabaseExport(importFrom) : {}, port: databasePort, log });
  const storageRules = readFileSync(join(root, 'storage.rules'), 'utf8');
  const storage = await startStorage({
    projectId,
    rules: storageRules,
    port: storagePort,
    importFrom: importFrom && join(importFrom, 'storage_export'),
  }).catch(async (error) => {
    await database.close();
    throw error;
  });
  return {
    database,
    storage,
    /** Writes both halves as an emulator export (`--export-on-exit`) does. @param {string} folder */
    async exportTo(folder) {
      const dir = join(folder, 'database_export');
      mkdirSync(dir, { recursive: true });
      for (const [name, tree] of Object.entries(database.exportData()))
        writeFileSync(join(dir, `${name}.json`), `${JSON.stringify(tree)}\n`);
      await storage.exportTo(join(folder, 'storage_export'));
    },
    close: async () => {
      await Promise.all([database.close(), storage.close()]);
    },
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { values } = parseArgs({
    options: { import: { type: 'string' }, 'export-on-exit': { type: 'string' }, project: { type: 'string' } },
  });
  const standIn = await startStandIn({
    projectId: values.project ?? 'demo-portfolio',
    importFrom: values.import,
    log: (line) => console.log(`stand-in: ${line}`),
  });
  console.log(`stand-in ready: database 127.0.0.1:${standIn.database.port}, storage 127.0.0.1:${standIn.storage.port}`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    if (values['export-on-exit']) {
      await standIn.exportTo(values['export-on-exit']);
      console.log(`stand-in: database and files exported to ${values['export-on-exit']}`);
    }
    await standIn.close();
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);
}
