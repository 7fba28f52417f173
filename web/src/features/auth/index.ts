/** The auth feature's public face: what the app layer and other screens may use. */
export { LoginForm } from './components/login-form';
export { ForbiddenPage } from './components/forbidden-page';
export { NoIndex } from './components/no-index';
export { useAuth } from './hooks/use-auth';
export { authSession, setAuthClient, visitorOfSiteWithBackend } from './auth-session';
export { afterLoginPath, requireOwner } from './guards';
export { ADMIN_SCREENS } from './admin-screens';
