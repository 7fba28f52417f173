#!/usr/bin/env node
// @ts-check
/**
 * Gives a user the owner role: the custom claim { owner: true } that database.rules.json,
 * storage.rules and the session API check. Claims can only be set with admin credentials,
 * so no client can make itself owner.
 *
 *   Auth emulator:  FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099 npm run grant-owner -- owner@example.com
 *   Real project:   gcloud auth application-default login
 *                   GCLOUD_PROJECT=<project-id> npm run grant-owner -- you@example.com
 *
 * The claim reaches the browser with the next ID token: the user signs out and in again.
 * --revoke also revokes the user's refresh tokens, which ends the server sessions (__session cookies are
 * verified with checkRevoked) and stops the browser from getting a new ID token; one already issued stays
 * valid for the database and storage rules until it expires (at most an hour).
 */
import { applicationDefault, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { fileURLToPath } from 'node:url';
import { PROJECT_ID } from './emulator-support.mjs';

const USAGE = 'Usage: npm run grant-owner -- <email> [--revoke]';

/**
 * What grantOwner uses of firebase-admin's Auth (a test passes a fake that records the calls).
 * @typedef {object} OwnerAuth
 * @property {(email: string) => Promise<{ uid: string, customClaims?: Record<string, unknown> }>} getUserByEmail
 * @property {(uid: string, claims: Record<string, unknown>) => Promise<void>} setCustomUserClaims
 * @property {(uid: string) => Promise<void>} revokeRefreshTokens
 */

/**
 * Sets (or with revoke removes) the owner claim, keeping the user's other claims. Revoking also revokes the
 * user's refresh tokens, so a signed-in former owner does not keep working until they sign out. Returns the
 * new claims and whether the tokens were revoked.
 * @param {OwnerAuth} auth
 * @param {string} email
 * @param {{ revoke?: boolean }} [options]
 */
export async function grantOwner(auth, email, { revoke = false } = {}) {
  let user;
  try {
    user = await auth.getUserByEmail(email);
  } catch (error) {
    const code = /** @type {{ code?: unknown } | null | undefined} */ (error)?.code;
    if (code === 'auth/user-not-found') {
      throw new Error(
        `No user with the email ${email}. Create the account first (Firebase console → Authentication → Add user), then run this again.`,
      );
    }
    if (code === 'auth/invalid-email') throw new Error(`"${email}" is not a valid email address.`);
    throw error;
  }
  const claims = { ...(user.customClaims ?? {}) };
  if (revoke) delete claims.owner;
  else claims.owner = true;
  await auth.setCustomUserClaims(user.uid, claims);
  if (revoke) {
    await auth.revokeRefreshTokens(user.uid);
    return { uid: user.uid, claims, tokensRevoked: true };
  }
  return { uid: user.uid, claims };
}

/** @param {string[]} argv */
export function parseArgs(argv) {
  const revoke = argv.includes('--revoke');
  const positional = argv.filter((arg) => !arg.startsWith('--'));
  const unknown = argv.filter((arg) => arg.startsWith('--') && arg !== '--revoke');
  if (unknown.length > 0) throw new Error(`Unknown option ${unknown.join(', ')}\n${USAGE}`);
  if (positional.length !== 1) throw new Error(`Expected one email address.\n${USAGE}`);
  return { email: positional[0].trim(), revoke };
}

function projectId() {
  const configured = process.env.GCLOUD_PROJECT || process.env.GOOGLE_CLOUD_PROJECT;
  if (configured) return configured;
  if (process.env.FIREBASE_AUTH_EMULATOR_HOST) return PROJECT_ID;
  throw new Error(
    'Which project? Set GCLOUD_PROJECT=<project-id> (with application default credentials: gcloud auth application-default login),\n' +
      'or FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099 for the local Auth emulator.',
  );
}

async function main() {
  const { email, revoke } = parseArgs(process.argv.slice(2));
  const project = projectId();
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  // With the emulator host set, firebase-admin talks to the emulator and needs no credentials.
  const app = initializeApp(emulator ? { projectId: project } : { credential: applicationDefault(), projectId: project });
  const { uid, claims } = await grantOwner(getAuth(app), email, { revoke });
  const where = emulator ? `the Auth emulator at ${emulator}` : `project ${project}`;
  console.log(
    `${revoke ? 'Removed the owner claim from' : 'Granted the owner claim to'} ${email} (uid ${uid}) in ${where}. Claims now: ${JSON.stringify(claims)}`,
  );
  if (revoke) {
    console.log('Its refresh tokens are revoked: its sessions end now; an ID token already issued expires within the hour.');
  } else {
    console.log('The user must sign out and sign in again for the change to take effect.');
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error) => {
    console.error(`grant-owner: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  });
}
