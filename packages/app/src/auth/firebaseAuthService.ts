import type { ClientConfigResponse } from '@kinstory/contract';
import { createAuthStateStore, type AuthService, type AuthUser } from './AuthService.ts';

type FirebaseSdk = typeof import('./firebaseSdk.ts');
type Auth = import('./firebaseSdk.ts').Auth;

/** Firebase's codes for a session that can no longer be renewed. */
const SESSION_ENDED = new Set(['auth/user-token-expired', 'auth/user-disabled', 'auth/user-not-found', 'auth/invalid-user-token']);

/**
 * The production AuthService. The Firebase config comes from the server at run time
 * (GET /api/config), so one build serves every deployment; Firebase itself is loaded lazily so the
 * first paint does not wait for it.
 */
export function createFirebaseAuthService(
  loadConfig: () => Promise<ClientConfigResponse>,
  /**
   * Sign-in starts (loads the SDK and the config, reads the saved session, asks Firebase whether it
   * still holds) once this settles. The app passes its first paint: a page's frame is on screen
   * before that download, work and round trip begin, rather than sharing a slow phone's first
   * bytes and milliseconds with them. A returning visitor has the SDK in the HTTP cache.
   */
  startAfter: Promise<unknown> = Promise.resolve(),
): AuthService {
  const state = createAuthStateStore({ status: 'loading' });
  let refreshing: Promise<string | null> | null = null;

  const ready: Promise<{ auth: Auth; sdk: FirebaseSdk }> = (async () => {
    await startAfter.catch(() => undefined);
    const [config, sdk] = await Promise.all([loadConfig(), import('./firebaseSdk.ts')]);
    const app = sdk.initializeApp({
      projectId: config.projectId,
      apiKey: config.apiKey,
      authDomain: config.authDomain,
      ...(config.appId ? { appId: config.appId } : {}),
      ...(config.messagingSenderId ? { messagingSenderId: config.messagingSenderId } : {}),
      ...(config.storageBucket ? { storageBucket: config.storageBucket } : {}),
    });
    // Local persistence: the session is kept between visits (SPEC §4 Auth).
    const auth = sdk.initializeAuth(app, { persistence: [sdk.indexedDBLocalPersistence, sdk.browserLocalPersistence] });
    if (config.emulatorHost) sdk.connectAuthEmulator(auth, `http://${config.emulatorHost}`, { disableWarnings: true });
    sdk.onAuthStateChanged(auth, (user) =>
      state.set(user ? { status: 'signedIn', user: { uid: user.uid, email: user.email } } : { status: 'signedOut' }),
    );
    return { auth, sdk };
  })();
  // Without a config nobody can sign in: show the signed-out screens rather than loading forever.
  ready.catch((error: unknown) => {
    console.error('Could not start sign-in', error);
    state.set({ status: 'signedOut' });
  });

  const toUser = (user: { uid: string; email: string | null }): AuthUser => ({ uid: user.uid, email: user.email });

  return {
    getState: state.get,
    subscribe: state.subscribe,
    async signIn(email, password) {
      const { auth, sdk } = await ready;
      const { user } = await sdk.signInWithEmailAndPassword(auth, email, password);
      return toUser(user);
    },
    async signUp(email, password) {
      const { auth, sdk } = await ready;
      const { user } = await sdk.createUserWithEmailAndPassword(auth, email, password);
      await sdk.sendEmailVerification(user);
      return toUser(user);
    },
    async signOut() {
      const { auth, sdk } = await ready;
      await sdk.signOut(auth);
    },
    async sendPasswordReset(email) {
      const { auth, sdk } = await ready;
      await sdk.sendPasswordResetEmail(auth, email);
    },
    async isSignInLink(url) {
      const { auth, sdk } = await ready;
      return sdk.isSignInWithEmailLink(auth, url);
    },
    async finishSignInLink(email, url) {
      const { auth, sdk } = await ready;
      const { user } = await sdk.signInWithEmailLink(auth, email, url);
      return toUser(user);
    },
    refreshSession() {
      // The calls of a page refused together share one refresh.
      refreshing ??= (async () => {
        const { auth, sdk } = await ready;
        const user = auth.currentUser;
        if (!user) return null;
        try {
          return await user.getIdToken(true);
        } catch (error) {
          // Only an ended session signs out; a network failure leaves the user as they are.
          if (SESSION_ENDED.has((error as { code?: string }).code ?? '')) await sdk.signOut(auth);
          return null;
        }
      })().finally(() => (refreshing = null));
      return refreshing;
    },
    async getIdToken() {
      const { auth } = await ready;
      // Until the saved session is restored (a round trip to Firebase on every page load),
      // currentUser is null: a call made during start-up (the /dashboard redirect, the first
      // fetches) would otherwise go out without a token and be answered as signed out.
      await auth.authStateReady();
      return auth.currentUser ? auth.currentUser.getIdToken() : null;
    },
  };
}
