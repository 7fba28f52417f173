/** The auth feature's public face: what the app layer and other screens may use. */
export { AuthProvider } from './components/auth-provider';
export { UserMenu } from './components/user-menu';
export { LoginForm } from './components/login-form';
export { ForbiddenPage } from './components/forbidden-page';
export { NoIndex } from './components/no-index';
export { useAuth, type UseAuth } from './hooks/use-auth';
export { authSession, ownerSignedIn, setAuthClient, visitorOfSiteWithBackend } from './auth-session';
export { afterLoginPath, requireOwner, safeNextPath, loginPathWithNext, FORBIDDEN_MESSAGE } from './guards';
export type { AuthClient } from './api/auth-client';
export type { AuthUser, AuthState, AuthErrorState } from './types';
