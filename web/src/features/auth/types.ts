/** The signed-in user as the server reports it (GET /api/user/token). */
export interface AuthUser {
  uid: string;
  name: string;
  email: string;
  /** The `owner` custom claim: only the owner may use the admin area. */
  owner: boolean;
}

/**
 * The auth error state is a status flag and a message. The message is
 * a key of the 'auth' namespace (`errors.*`) when the failure is known, otherwise
 * the raw message of the error object.
 */
export interface AuthErrorState {
  status: boolean;
  message: string;
}

export interface AuthState {
  user: AuthUser | null;
  /** True while a login or logout runs (drives the spinner overlay). */
  loading: boolean;
  error: AuthErrorState;
  /** False in bundled mode (no backend): there is no sign-in at all. */
  enabled: boolean;
  /** True once the server has been asked who is signed in (or a login/logout answered it). */
  known: boolean;
}
