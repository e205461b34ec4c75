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
  return {
    auth,
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
