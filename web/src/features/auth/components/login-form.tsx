import { useEffect, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../hooks/use-auth';
import { AuthErrorMessage } from './auth-error-message';

const noSubscription = () => () => undefined;

/**
 * False in the prerendered HTML (server snapshot), true once React runs in the browser. The login page
 * is prerendered: before the app takes over, a click on the static form's button would do a native GET
 * submit and put the email and password in the address bar (history, server logs, Referer).
 */
function useClientReady(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** Email + password sign-in. Calls `onSignedIn` after a successful login; errors stay on the form. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('auth');
  const { login, loading, error, clearError } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const ready = useClientReady();

  // An error from another screen (e.g. a failed sign-out) does not belong on a fresh form.
  useEffect(() => clearError(), [clearError]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await login(email.trim(), password)) onSignedIn();
  };

  return (
    // method="post": even if a native submit ever happened, the credentials would not go into the URL.
    <form className="login-form" method="post" onSubmit={onSubmit} aria-busy={loading}>
      <AuthErrorMessage error={error} className="login-form__error" />
      <label>
        {t('login.email')}
        <input
          type="email"
          name="email"
          autoComplete="username"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </label>
      <label>
        {t('login.password')}
        <input
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </label>
      <button type="submit" className="btn btn--primary" disabled={loading || !ready}>
        {loading ? t('login.submitting') : t('login.submit')}
      </button>
    </form>
  );
}
