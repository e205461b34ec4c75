/** The signed-in user as the app needs it. */
export interface AuthUser {
  uid: string;
  email: string | null;
}

export type AuthState = { status: 'loading' } | { status: 'signedIn'; user: AuthUser } | { status: 'signedOut' };

/**
 * What the app needs from the identity provider (SPEC §7 "Identity provider"). The product passes
 * the Firebase implementation; stories and tests pass an in-memory one. Failures reject with an
 * error carrying the provider's `code` (e.g. 'auth/wrong-password').
 */
export interface AuthService {
  getState(): AuthState;
  /** Called on every state change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  signIn(email: string, password: string): Promise<AuthUser>;
  /** Creates the account, signs it in and sends the verification e-mail. */
  signUp(email: string, password: string): Promise<AuthUser>;
  signOut(): Promise<void>;
  sendPasswordReset(email: string): Promise<void>;
  /**
   * Whether `url` is an e-mail sign-in link (issue #20: our server e-mails it, the provider
   * finishes it). A promise because the provider's code is loaded lazily.
   */
  isSignInLink(url: string): Promise<boolean>;
  /**
   * Signs in with an e-mail sign-in link. `email` must be the address the link was sent to
   * ('auth/invalid-email' otherwise); a used or expired link fails with 'auth/invalid-action-code'
   * or 'auth/expired-action-code'. Someone new to the provider gets an account here.
   */
  finishSignInLink(email: string, url: string): Promise<AuthUser>;
  /** The current user's ID token, or null when signed out. */
  getIdToken(): Promise<string | null>;
  /**
   * A new ID token from the provider (the server refused the last one), or null when there is
   * none: a session the provider says has ended is signed out here.
   */
  refreshSession(): Promise<string | null>;
}

/** A tiny observable state holder shared by the implementations. */
export function createAuthStateStore(initial: AuthState) {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next: AuthState) {
      state = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
