/**
 * The Firebase SDK's one initialiser. Everything is loaded lazily, so a page pays
 * only for the part it uses (public pages: the database client at most; Auth and
 * Storage only for the owner). Emulator connections are made here when
 * VITE_USE_EMULATORS=true (fixed ports from firebase.json).
 */
import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import type { Database } from 'firebase/database';
import type { FirebaseStorage } from 'firebase/storage';
import { env } from '../config/env';

const EMULATOR_HOST = '127.0.0.1';
const EMULATOR_PORTS = { auth: 9099, database: 9000, storage: 9199 } as const;

let appPromise: Promise<FirebaseApp> | null = null;
let authPromise: Promise<Auth> | null = null;
let databasePromise: Promise<Database> | null = null;
let storagePromise: Promise<FirebaseStorage> | null = null;

function getFirebaseApp(): Promise<FirebaseApp> {
  appPromise ??= (async () => {
    if (!env.firebase) throw new Error('Firebase is not configured (no VITE_FIREBASE_API_KEY)');
    const { initializeApp } = await import('firebase/app');
    return initializeApp(env.firebase);
  })();
  return appPromise;
}

export function getAuthClient(): Promise<Auth> {
  authPromise ??= (async () => {
    const [app, { getAuth, connectAuthEmulator }] = await Promise.all([getFirebaseApp(), import('firebase/auth')]);
    const auth = getAuth(app);
    if (env.useEmulators) connectAuthEmulator(auth, `http://${EMULATOR_HOST}:${EMULATOR_PORTS.auth}`, { disableWarnings: true });
    return auth;
  })();
  return authPromise;
}

/**
 * Resolves once Auth has restored the user this browser persisted (IndexedDB). Until then the SDK has no
 * ID token to send, so after a reload, in a new tab or from a bookmark the owner's database reads and
 * writes and Storage uploads would reach the rules as a visitor's and be refused (docs/rendering.md,
 * "The owner's tab"). Every owner call waits for this; visitors' reads never do.
 */
async function ownerAuthReady(): Promise<void> {
  const auth = await getAuthClient();
  await auth.authStateReady();
}

/** The database client for the owner's reads (drafts) and writes: connected with the owner's ID token. */
export async function getOwnerDatabaseClient(): Promise<Database> {
  await ownerAuthReady();
  return databaseClient();
}

/**
 * The one database connection. Only the owner's tab reads the database (visitors get the pages function's page
 * data, docs/rendering.md), so it is reached only through getOwnerDatabaseClient.
 */
function databaseClient(): Promise<Database> {
  databasePromise ??= (async () => {
    const [app, { getDatabase, connectDatabaseEmulator, forceWebSockets }] = await Promise.all([
      getFirebaseApp(),
      import('firebase/database'),
    ]);
    // WebSockets only: the SDK otherwise falls back to long polling after a WebSocket closed early (a page left a
    // moment after it opened), and the CSP refuses long polling's scripts, so the tab would never connect
    // (docs/security.md, the CSP's long-polling note).
    forceWebSockets();
    const database = getDatabase(app);
    if (env.useEmulators) connectDatabaseEmulator(database, EMULATOR_HOST, EMULATOR_PORTS.database);
    return database;
  })();
  return databasePromise;
}

/** Storage is written and listed only by the owner: it waits for the owner's restored sign-in. */
export function getStorageClient(): Promise<FirebaseStorage> {
  storagePromise ??= (async () => {
    const [app, { getStorage, connectStorageEmulator }] = await Promise.all([
      getFirebaseApp(),
      import('firebase/storage'),
      ownerAuthReady(),
    ]);
    const storage = getStorage(app);
    if (env.useEmulators) connectStorageEmulator(storage, EMULATOR_HOST, EMULATOR_PORTS.storage);
    return storage;
  })();
  return storagePromise;
}
