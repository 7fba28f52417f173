import type { ReactNode } from 'react';
import { HelmetProvider } from 'react-helmet-async';
import { I18nextProvider } from 'react-i18next';
import { AuthProvider } from '../features/auth/components/auth-provider';
import { i18n } from '../lib/i18n';

/** Every provider the app needs, in one place (the app and the tests use it). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <HelmetProvider>
      <I18nextProvider i18n={i18n}>
        <AuthProvider>{children}</AuthProvider>
      </I18nextProvider>
    </HelmetProvider>
  );
}
