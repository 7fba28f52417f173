/**
 * Maps every way a sign-in or sign-out can fail to a key of the 'auth'
 * namespace, so the message appears in the page language (docs/decisions.md, "The owner").
 */

/** Failures of our own flow (not coded by the identity provider). */
export type AuthFlowErrorCode = 'token-unavailable' | 'no-user' | 'server-rejected' | 'network';

export class AuthFlowError extends Error {
  constructor(
    readonly code: AuthFlowErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'AuthFlowError';
  }
}

export const UNKNOWN_ERROR_KEY = 'errors.unknown';

const FLOW_ERROR_KEYS: Record<AuthFlowErrorCode, string> = {
  'token-unavailable': 'errors.tokenUnavailable',
  'no-user': 'errors.noUser',
  'server-rejected': 'errors.serverRejected',
  network: 'errors.network',
};

/** Firebase Auth error codes → message keys. Unlisted auth/* codes get the generic sign-in failure. */
const FIREBASE_ERROR_KEYS: Record<string, string> = {
  'auth/wrong-password': 'errors.wrongCredentials',
  'auth/invalid-credential': 'errors.wrongCredentials',
  'auth/invalid-login-credentials': 'errors.wrongCredentials',
  'auth/user-not-found': 'errors.wrongCredentials',
  'auth/invalid-email': 'errors.invalidEmail',
  'auth/missing-email': 'errors.invalidEmail',
  'auth/missing-password': 'errors.missingPassword',
  'auth/too-many-requests': 'errors.tooManyRequests',
  'auth/user-disabled': 'errors.userDisabled',
  'auth/operation-not-allowed': 'errors.loginBlocked',
  'auth/admin-restricted-operation': 'errors.loginBlocked',
  'auth/network-request-failed': 'errors.network',
  'auth/popup-blocked': 'errors.popupBlocked',
  'auth/popup-closed-by-user': 'errors.popupClosed',
  'auth/cancelled-popup-request': 'errors.popupClosed',
  'auth/unauthorized-domain': 'errors.unauthorizedDomain',
  'auth/user-mismatch': 'errors.userMismatch',
  'auth/multi-factor-auth-required': 'errors.multiFactorRequired',
  'auth/requires-recent-login': 'errors.recentLogin',
  'auth/user-token-expired': 'errors.sessionExpired',
  'auth/invalid-user-token': 'errors.sessionExpired',
  'auth/no-auth-event': 'errors.noUser',
};

const codeOf = (error: unknown): string | null =>
  typeof error === 'object' && error !== null && 'code' in error && typeof (error as { code: unknown }).code === 'string'
    ? (error as { code: string }).code
    : null;

/**
 * The message to store for a failure: a translation key when the failure is known,
 * the error's own message for other error objects, and the unknown-error key when
 * what was thrown is not an error at all.
 */
export function authErrorMessage(error: unknown): string {
  if (error instanceof AuthFlowError) return FLOW_ERROR_KEYS[error.code];
  const code = codeOf(error);
  if (code && FIREBASE_ERROR_KEYS[code]) return FIREBASE_ERROR_KEYS[code];
  if (code?.startsWith('auth/')) return 'errors.signInFailed';
  if (error instanceof Error) return error.message || UNKNOWN_ERROR_KEY;
  return UNKNOWN_ERROR_KEY;
}

/** True when a stored message is one of our keys (to translate) rather than a raw message (to show as is). */
export const isAuthMessageKey = (message: string): boolean => message.startsWith('errors.');
