/**
 * scripts/grant-owner.mjs and the seeded accounts (seed/auth_export) against the real Auth
 * emulator, started with --import=seed by scripts/run-emulator-suite.mjs.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantOwner } from '../../../scripts/grant-owner.mjs';

const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const repo = join(__dirname, '..', '..', '..');
let app: App;
let auth: Auth;

async function signIn(email: string, password: string): Promise<Record<string, unknown>> {
  const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken?: string; error?: { message: string } };
  if (!body.idToken) throw new Error(`sign-in failed: ${body.error?.message}`);
  return JSON.parse(Buffer.from(body.idToken.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;
}

async function signInToken(email: string, password: string): Promise<string> {
  const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error('sign-in failed');
  return body.idToken;
}

function runScript(args: string[]) {
  return spawnSync(process.execPath, [join(repo, 'scripts/grant-owner.mjs'), ...args], {
    encoding: 'utf8',
    env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: host },
  });
}

beforeAll(() => {
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: run through npm run test:emulator-suite');
  app = initializeApp({ projectId: 'demo-portfolio' }, 'grant-owner-test');
  auth = getAuth(app);
});
afterAll(async () => {
  // Leave the seeded visitor as it was imported: no claim.
  await auth.setCustomUserClaims((await auth.getUserByEmail('visitor@example.com')).uid, null);
  await deleteApp(app);
});

describe('seeded accounts', () => {
  it('the owner signs in with the documented password and carries the owner claim', async () => {
    const token = await signIn('owner@example.com', 'owner-password-123');
    expect(token.owner).toBe(true);
    expect(token.name).toBe('Emi Castellano');
  });

  it('the visitor account signs in without the claim', async () => {
    const token = await signIn('visitor@example.com', 'visitor-password-123');
    expect(token.owner).toBeUndefined();
  });
});

describe('grant-owner', () => {
  it('grants the claim, keeping other claims, and revokes it', async () => {
    const { uid } = await auth.getUserByEmail('visitor@example.com');
    await auth.setCustomUserClaims(uid, { beta: true });
    expect(await grantOwner(auth, 'visitor@example.com')).toEqual({ uid, claims: { beta: true, owner: true } });
    expect((await auth.getUser(uid)).customClaims).toEqual({ beta: true, owner: true });
    expect((await signIn('visitor@example.com', 'visitor-password-123')).owner).toBe(true);
    expect(await grantOwner(auth, 'visitor@example.com', { revoke: true })).toEqual({ uid, claims: { beta: true }, tokensRevoked: true });
    expect((await auth.getUser(uid)).customClaims).toEqual({ beta: true });
  });

  it('--revoke also revokes the refresh tokens, so an ID token from before no longer passes a revocation check', async () => {
    const { uid } = await auth.getUserByEmail('visitor@example.com');
    await grantOwner(auth, 'visitor@example.com');
    const idToken = await signInToken('visitor@example.com', 'visitor-password-123');
    expect((await auth.verifyIdToken(idToken, true)).owner).toBe(true);
    const before = Date.parse((await auth.getUser(uid)).tokensValidAfterTime ?? '0');
    await new Promise((resolve) => setTimeout(resolve, 1100)); // revocation is second-granular
    await grantOwner(auth, 'visitor@example.com', { revoke: true });
    expect(Date.parse((await auth.getUser(uid)).tokensValidAfterTime ?? '0')).toBeGreaterThan(before);
    await expect(auth.verifyIdToken(idToken, true)).rejects.toMatchObject({ code: 'auth/id-token-revoked' });
  });

  it('revokes the tokens only with --revoke (a fake Auth records the calls)', async () => {
    const calls: string[] = [];
    const fake = {
      getUserByEmail: async () => ({ uid: 'u1', customClaims: { owner: true } }),
      setCustomUserClaims: async (uid: string, claims: object) => void calls.push(`claims ${uid} ${JSON.stringify(claims)}`),
      revokeRefreshTokens: async (uid: string) => void calls.push(`revoke ${uid}`),
    };
    await grantOwner(fake, 'a@example.com');
    expect(calls).toEqual(['claims u1 {"owner":true}']);
    calls.length = 0;
    await grantOwner(fake, 'a@example.com', { revoke: true });
    expect(calls).toEqual(['claims u1 {}', 'revoke u1']);
  });

  it('explains an unknown email', async () => {
    await expect(grantOwner(auth, 'nobody@example.com')).rejects.toThrow(/No user with the email nobody@example.com/);
  });

  it('works as the npm script against the emulator, and fails clearly without an email', () => {
    const granted = runScript(['visitor@example.com']);
    expect(granted.status, granted.stderr).toBe(0);
    expect(granted.stdout).toMatch(/Granted the owner claim to visitor@example.com .* in the Auth emulator/);
    const missing = runScript([]);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/Usage: npm run grant-owner -- <email>/);
    const unknown = runScript(['ghost@example.com']);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toMatch(/No user with the email ghost@example.com/);
  });
});
