import { useTranslation } from 'react-i18next';

/** Covers the page while a blocking action runs (sign-in, sign-out); announced politely once. */
export function SpinnerOverlay({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <div className="spinner-overlay" role="status" aria-live="polite" aria-busy="true">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label ?? t('loading')}</span>
    </div>
  );
}
