import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { AuthContext, type AuthSession } from '../auth-context';
import { authSession } from '../auth-session';
import { SpinnerOverlay } from '../../../components/ui/spinner-overlay';

/**
 * Asks the server once, on start, who is signed in (only when the site has a
 * backend; in bundled mode nothing is fetched) and shows the spinner overlay while
 * a login or logout runs.
 */
export function AuthProvider({ children, session = authSession }: { children: ReactNode; session?: AuthSession }) {
  const isLoading = () => session.getState().loading;
  // The third argument is the snapshot for build-time rendering (the prerender): the same state.
  const loading = useSyncExternalStore(session.subscribe, isLoading, isLoading);
  useEffect(() => {
    void session.ensureUser();
  }, [session]);
  return (
    <AuthContext.Provider value={session}>
      {children}
      {loading && <SpinnerOverlay />}
    </AuthContext.Provider>
  );
}
