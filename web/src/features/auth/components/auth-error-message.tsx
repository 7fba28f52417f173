import { useTranslation } from 'react-i18next';
import { isAuthMessageKey } from '../api/auth-errors';
import type { AuthErrorState } from '../types';

/** The stored auth error in the page language (role=alert so it is announced); nothing when there is none. */
export function AuthErrorMessage({ error, className }: { error: AuthErrorState; className?: string }) {
  const { t } = useTranslation('auth');
  if (!error.status) return null;
  return (
    <p role="alert" className={className}>
      {isAuthMessageKey(error.message) ? t(error.message) : error.message}
    </p>
  );
}
