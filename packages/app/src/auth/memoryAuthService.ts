import { createAuthStateStore, type AuthService, type AuthState, type AuthUser } from './AuthService.ts';

export interface MemoryAuthOptions {
  /** Signed in as this user from the start; omit for signed out. */
  user?: AuthUser;
  /** Existing accounts: e-mail → password. */
  accounts?: Record<string, string>;
  /** Stay in the loading state forever (the header's 'Loading...'). */
  loading?: boolean;
  /** Every call fails with this provider code, e.g. 'auth/network-request-failed'. */
  failWith?: string;
  /** E-mail sign-in links that still work: the link's oobCode → the address it was sent to. */
  emailLinks?: Record<string, string>;
}

/** As Firebase parses an e-mail action link: mode=signIn with an oobCode and an apiKey. */
function signInLinkCode(url: string): string | null {
  try {
    const params = new URL(url).searchParams;
    return params.get('mode') === 'signIn' && params.get('apiKey') ? params.get('oobCode') || null : null;
  } catch {
    return null;
  }
}

const authError = (code: string) => Object.assign(new Error(code), { code: `auth/${code.replace(/^auth\//, '')}` });

/**
 * An AuthService kept in memory, with the identity provider's error codes. Stories and tests
 * inject it through AuthProvider, and `npm run dev:mock` uses it.
 */
export function createMemoryAuthService(options: MemoryAuthOptions = {}) {
  const initial: AuthState = options.loading
    ? { status: 'loading' }
    : options.user
      ? { status: 'signedIn', user: options.user }
      : { status: 'signedOut' };
  const state = createAuthStateStore(initial);
  const accounts = new Map(Object.entries(options.accounts ?? {}));
  const emailLinks = new Map(Object.entries(options.emailLinks ?? {}));
  const sent = { verification: [] as string[], passwordReset: [] as string[] };
  const fail = () => {
    if (options.failWith) throw authError(options.failWith);
  };
  const signInAs = (email: string): AuthUser => {
    const user = { uid: `uid-${email}`, email };
    state.set({ status: 'signedIn', user });
    return user;
  };

  const service: AuthService & { sent: typeof sent; restore(user: AuthUser): void } = {
    sent,
    /** The saved session comes back: ends the `loading` start, signed in as `user`. */
    restore(user) {
      state.set({ status: 'signedIn', user });
    },
    getState: state.get,
    subscribe: state.subscribe,
    async signIn(email, password) {
      fail();
      if (!accounts.has(email)) throw authError('user-not-found');
      if (accounts.get(email) !== password) throw authError('wrong-password');
      return signInAs(email);
    },
    async signUp(email, password) {
      fail();
      if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) throw authError('invalid-email');
      if (accounts.has(email)) throw authError('email-already-in-use');
      if (password.length < 6) throw authError('weak-password');
      accounts.set(email, password);
      sent.verification.push(email);
      return signInAs(email);
    },
    async signOut() {
      fail();
      state.set({ status: 'signedOut' });
    },
    async sendPasswordReset(email) {
      fail();
      if (!accounts.has(email)) throw authError('user-not-found');
      sent.passwordReset.push(email);
    },
    async isSignInLink(url) {
      return signInLinkCode(url) !== null;
    },
    async finishSignInLink(email, url) {
      fail();
      const code = signInLinkCode(url);
      if (!code) throw authError('argument-error');
      const sentTo = emailLinks.get(code);
      // Firebase's answers: a used (or unknown) code, then an address other than the link's.
      if (sentTo === undefined) throw authError('invalid-action-code');
      if (sentTo.toLowerCase() !== email.trim().toLowerCase()) throw authError('invalid-email');
      emailLinks.delete(code);
      return signInAs(sentTo);
    },
    async refreshSession() {
      return service.getIdToken();
    },
    async getIdToken() {
      const current = state.get();
      return current.status === 'signedIn' ? `token-${current.user.uid}` : null;
    },
  };
  return service;
}
