import { useCallback, useContext, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { langFromPath, paths } from '../../../config/paths';
import { AuthContext } from '../auth-context';
import type { AuthState } from '../types';

export interface UseAuth extends AuthState {
  /** Signs in; false (with `error` set) on failure. The caller decides where to go next. */
  login(email: string, password: string): Promise<boolean>;
  /** Signs out and sends the browser home in the page language; false (user kept, no redirect) on failure. */
  logout(): Promise<boolean>;
  clearError(): void;
}

/** The auth state and actions, for components inside the router. */
export function useAuth(): UseAuth {
  const session = useContext(AuthContext);
  const state = useSyncExternalStore(session.subscribe, session.getState, session.getState);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const lang = langFromPath(pathname);

  const login = useCallback((email: string, password: string) => session.login(email, password), [session]);
  const logout = useCallback(async () => {
    const ok = await session.logout();
    if (ok) navigate(paths.home(lang));
    return ok;
  }, [session, navigate, lang]);

  return { ...state, login, logout, clearError: session.clearError };
}
