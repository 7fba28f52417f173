import { useCallback, useContext, useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { langFromPath, paths } from '@portfolio/content/paths';
import { AuthContext } from '../auth-context';
import type { AuthState } from '../types';

export interface UseAuth extends AuthState {
  /** Signs in; false (with `error` set) on failure. The caller decides where to go next. */
  login(email: string, password: string): Promise<boolean>;
  /**
   * Goes home in the page language, then signs out (useSignOutOnArrival). Leaving comes first: an editor with
   * unsaved work asks "Leave without saving?", and "Stay" keeps the owner signed in, where they were.
   */
  logout(): void;
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
  const logout = useCallback(() => {
    const state: SignOutState = { signOut: true };
    void navigate(paths.home(lang), { state });
  }, [navigate, lang]);

  return { ...state, login, logout, clearError: session.clearError };
}

/** The history state of the navigation that leaves for home to sign out (useAuth's logout). */
interface SignOutState {
  signOut: true;
}

const isSignOut = (state: unknown): state is SignOutState => (state as Partial<SignOutState> | null)?.signOut === true;

/**
 * Signs out once the navigation logout started has arrived (the owner may have chosen to stay instead: then
 * nothing happens). The entry's state is then cleared, so Back and Forward never sign out again. `onFailure`
 * runs when signing out fails (the user is kept; `error` says why). For the signed-in menu, which every page has.
 */
export function useSignOutOnArrival(onFailure: () => void): void {
  const session = useContext(AuthContext);
  const location = useLocation();
  const navigate = useNavigate();
  const handled = useRef<string | null>(null);
  // The latest callback, read when the sign-out answers (the effect runs once per arrival, not per render).
  const failure = useRef(onFailure);
  useEffect(() => {
    failure.current = onFailure;
  });
  useEffect(() => {
    if (!isSignOut(location.state) || handled.current === location.key) return;
    handled.current = location.key;
    void session.logout().then((ok) => {
      void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
      if (!ok) failure.current();
    });
  }, [location, session, navigate]);
}
