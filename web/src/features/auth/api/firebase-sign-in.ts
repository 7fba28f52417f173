/**
 * The identity-provider half (Firebase Auth). Loaded only when someone signs in
 * or out, so public pages never download firebase/auth.
 */
import { signInWithEmailAndPassword, signOut as firebaseSignOut } from 'firebase/auth';
import { getAuthClient } from '../../../lib/firebase';
import type { AuthUser } from '../types';
import { AuthFlowError } from './auth-errors';
import { closeServerSession, openServerSession, requireSessionUser } from './session-api';

export async function signIn(email: string, password: string): Promise<AuthUser> {
  const auth = await getAuthClient();
  const { user } = await signInWithEmailAndPassword(auth, email, password);
  try {
    let token: string;
    try {
      token = await user.getIdToken();
    } catch (error) {
      throw new AuthFlowError('token-unavailable', `Could not get the ID token: ${String(error)}`);
    }
    await openServerSession(token);
    return await requireSessionUser();
  } catch (error) {
    // Half a sign-in (provider yes, server no) would confuse every later screen: undo it.
    await firebaseSignOut(auth).catch(() => undefined);
    throw error;
  }
}

export async function signOut(): Promise<void> {
  const auth = await getAuthClient();
  await firebaseSignOut(auth);
  await closeServerSession();
}
