import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isAuthMessageKey, UNKNOWN_ERROR_KEY } from '../api/auth-errors';
import type { AuthErrorState } from '../types';

/**
 * The stored auth error in the page language (role=alert so it is announced); nothing when there is none.
 * A stored raw message (an error without a known code) is technical English: the visitor reads the
 * unknown-error text and the detail goes to the console.
 */
export function AuthErrorMessage({ error, className }: { error: AuthErrorState; className?: string }) {
  const { t } = useTranslation('auth');
  const raw = error.status && !isAuthMessageKey(error.message) ? error.message : null;
  useEffect(() => {
    if (raw !== null) console.error('Sign-in error:', raw);
  }, [raw]);
  if (!error.status) return null;
  return (
    <p role="alert" className={className}>
      {t(raw === null ? error.message : UNKNOWN_ERROR_KEY)}
    </p>
  );
}
