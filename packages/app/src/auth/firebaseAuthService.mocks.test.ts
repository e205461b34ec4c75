import { describe, expect, it, vi } from 'vitest';
import { createFirebaseAuthService } from './firebaseAuthService.ts';

/**
 * Firebase as a page load sees it: the saved session comes back only after a round trip, and until
 * then `currentUser` is null (the SDK documents `authStateReady()` as the way to wait for it).
 */
const firebase = vi.hoisted(() => {
  let finishRestore: () => void = () => undefined;
  const savedUser = { uid: 'ann', email: 'ann@example.test', getIdToken: async () => 'ann-token' };
  const auth = {
    currentUser: null as typeof savedUser | null,
    restored: new Promise<void>(() => undefined),
    authStateReady() {
      return this.restored;
    },
  };
  const emailLink = {
    isSignInWithEmailLink: vi.fn((_auth: unknown, url: string) => url.includes('mode=signIn')),
    signInWithEmailLink: vi.fn(async (_auth: unknown, email: string, _url: string) => ({ user: { uid: 'rose', email, getIdToken: async () => 'rose-token' } })),
  };
  return {
    auth,
    emailLink,
    /** A fresh page load whose saved session (or none) is restored when `finish` is called. */
    reload(session: 'saved' | 'none') {
      auth.currentUser = null;
      auth.restored = new Promise<void>((resolve) => {
        finishRestore = () => {
          auth.currentUser = session === 'saved' ? savedUser : null;
          resolve();
        };
      });
      return { finish: () => finishRestore() };
    },
  };
});

vi.mock('./firebaseSdk.ts', () => ({
  initializeApp: () => ({}),
  initializeAuth: () => firebase.auth,
  indexedDBLocalPersistence: {},
  browserLocalPersistence: {},
  connectAuthEmulator: () => undefined,
  onAuthStateChanged: () => () => undefined,
  isSignInWithEmailLink: firebase.emailLink.isSignInWithEmailLink,
  signInWithEmailLink: firebase.emailLink.signInWithEmailLink,
}));

const config = async () => ({ projectId: 'demo-kinstory', apiKey: 'key', authDomain: 'localhost', emulatorHost: null });

describe('createFirebaseAuthService().getIdToken', () => {
  it('waits for the saved session on a page load instead of answering "signed out"', async () => {
    const restore = firebase.reload('saved');
    const service = createFirebaseAuthService(config);
    const token = service.getIdToken();
    let settled = false;
    void token.then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    restore.finish();
    await expect(token).resolves.toBe('ann-token');
  });

  it('answers null once start-up finds no saved session', async () => {
    const restore = firebase.reload('none');
    const service = createFirebaseAuthService(config);
    const token = service.getIdToken();
    restore.finish();
    await expect(token).resolves.toBeNull();
  });
});

describe('createFirebaseAuthService: e-mail sign-in links', () => {
  const url = 'http://localhost/sign-in/link?mode=signIn&oobCode=abc&apiKey=key';

  it("asks Firebase whether a page is a sign-in link, on Firebase's own Auth", async () => {
    firebase.reload('none').finish();
    const service = createFirebaseAuthService(config);
    await expect(service.isSignInLink(url)).resolves.toBe(true);
    await expect(service.isSignInLink('http://localhost/answer/1')).resolves.toBe(false);
    expect(firebase.emailLink.isSignInWithEmailLink).toHaveBeenCalledWith(firebase.auth, url);
  });

  it('finishes the link with the address and answers the signed-in user', async () => {
    firebase.reload('none').finish();
    const service = createFirebaseAuthService(config);
    await expect(service.finishSignInLink('rose@example.test', url)).resolves.toEqual({ uid: 'rose', email: 'rose@example.test' });
    expect(firebase.emailLink.signInWithEmailLink).toHaveBeenCalledWith(firebase.auth, 'rose@example.test', url);
  });

  it("passes Firebase's refusal on with its code", async () => {
    firebase.reload('none').finish();
    firebase.emailLink.signInWithEmailLink.mockRejectedValueOnce(Object.assign(new Error('Firebase: Error'), { code: 'auth/invalid-action-code' }));
    const service = createFirebaseAuthService(config);
    await expect(service.finishSignInLink('rose@example.test', url)).rejects.toMatchObject({ code: 'auth/invalid-action-code' });
  });

  it('waits for start-up (the SDK and the config) before asking', async () => {
    let release: () => void = () => undefined;
    const started = new Promise<void>((resolve) => (release = resolve));
    firebase.emailLink.isSignInWithEmailLink.mockClear();
    const service = createFirebaseAuthService(config, started);
    const answer = service.isSignInLink(url);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(firebase.emailLink.isSignInWithEmailLink).not.toHaveBeenCalled();
    release();
    await expect(answer).resolves.toBe(true);
  });
});
