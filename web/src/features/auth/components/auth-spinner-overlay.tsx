import { useTranslation } from 'react-i18next';
import './auth.css';

/**
 * Full-screen busy overlay during login/logout. Stand-in until the shared
 * components/ui/spinner-overlay.tsx exists; role=status announces it politely.
 */
export function AuthSpinnerOverlay() {
  const { t } = useTranslation('auth');
  return (
    <div className="auth-overlay" role="status" aria-live="polite">
      <span className="auth-overlay__spinner" aria-hidden="true" />
      <span className="auth-visually-hidden">{t('loading', { defaultValue: '…' })}</span>
    </div>
  );
}
