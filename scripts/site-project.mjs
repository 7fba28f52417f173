// @ts-check
/**
 * The project `npm run export` and `npm run import` work on: the local emulators (or the stand-in) of `npm start`,
 * unless GCLOUD_PROJECT names a real one (then application default credentials; a demo- project reaches nothing
 * else). And the site's stored tree, each node read with a deadline.
 */
import { initializeApp } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';
import { getStorage } from 'firebase-admin/storage';
import { DATABASE_NAMESPACE, PROJECT_ID } from './emulator-support.mjs';

/** A whole node of the archive: longer than a page's reads, but a database that never answers must not hang the command. */
const READ_DEADLINE_MS = 30_000;

export function openSiteProject() {
  const local = !process.env.GCLOUD_PROJECT;
  if (local) {
    process.env.FIREBASE_DATABASE_EMULATOR_HOST ??= '127.0.0.1:9000';
    process.env.FIREBASE_STORAGE_EMULATOR_HOST ??= '127.0.0.1:9199';
  }
  const projectId = process.env.GCLOUD_PROJECT ?? PROJECT_ID;
  const app = initializeApp({
    projectId,
    databaseURL: local ? `http://127.0.0.1:9000?ns=${DATABASE_NAMESPACE}` : `https://${projectId}-default-rtdb.firebaseio.com`,
    storageBucket: process.env.FIREBASE_STORAGE_BUCKET ?? `${projectId}.appspot.com`,
  });
  return { db: getDatabase(app), bucket: getStorage(app).bucket(), projectId, local };
}

/**
 * `/posts`, `/projects`, their working copies (`/drafts`), `/tags` and `/cv` (or the `nodes` named), as stored.
 * @param {import('firebase-admin/database').Database} db
 * @param {boolean} local
 * @param {string[]} [nodes]
 * @returns {Promise<Record<string, any>>}
 */
export async function readSiteTree(db, local, nodes = ['posts', 'projects', 'drafts', 'tags', 'cv']) {
  /** @param {string} node */
  const read = async (node) => {
    /** @type {NodeJS.Timeout | undefined} */
    let timer;
    const expired = new Promise((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`reading /${node} took longer than 30 s: is the database running${local ? ' (npm start)' : ''}?`)),
        READ_DEADLINE_MS,
      );
    });
    try {
      return [node, (await Promise.race([db.ref(node).get(), expired])).val()];
    } finally {
      clearTimeout(timer);
    }
  };
  return Object.fromEntries(await Promise.all(nodes.map(read)));
}
