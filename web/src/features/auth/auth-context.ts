import { createContext } from 'react';
import { authSession } from './auth-session';

export type AuthSession = typeof authSession;

/** The session the app uses; the default is the app-wide one, so useAuth also works without a provider. */
export const AuthContext = createContext<AuthSession>(authSession);
