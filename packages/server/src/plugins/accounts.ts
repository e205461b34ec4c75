import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { SIGN_IN_LINK_PATH } from '@kinstory/contract';
import type { ServerConfig } from '../config.ts';

/** The sign-in accounts (Firebase Auth) behind our users. */
export interface SignInAccounts {
  /** Deletes the user's sign-in account; one already gone counts as deleted. */
  delete(uid: string): Promise<void>;
  /** Ends every session of the user: tokens issued before now are refused once re-checked. */
  revokeSessions(uid: string): Promise<void>;
  /**
   * A passwordless sign-in link for `email` (Firebase e-mail link sign-in) that lands on
   * `continuePath` of this app once signed in. The link Firebase makes is rewritten to our own page
   * (SIGN_IN_LINK_PATH, every query parameter kept), where the client finishes the sign-in: so it
   * works alike on the Auth emulator and on a real project.
   */
  signInLink(email: string, continuePath: string): Promise<string>;
}

/** Firebase's sign-in link moved to `${publicUrl}${SIGN_IN_LINK_PATH}`: only its origin and path change. */
export function ownSignInLink(generated: string, publicUrl: string): string {
  const link = new URL(SIGN_IN_LINK_PATH, publicUrl);
  link.search = new URL(generated).search;
  return link.toString();
}

declare module 'fastify' {
  interface FastifyInstance {
    signInAccounts: SignInAccounts;
  }
}

/**
 * firebase-admin for account deletion (DELETE /api/user) and sign-out everywhere, in an app of its
 * own so the sign-in plugin stays as it is. With the Auth emulator configured, it talks to the
 * emulator (auth.ts sets FIREBASE_AUTH_EMULATOR_HOST, which firebase-admin reads).
 */
export default fp(
  async function accounts(app: FastifyInstance, opts: { config: ServerConfig }) {
    if (opts.config.authEmulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = opts.config.authEmulatorHost;
    const firebase = initializeApp({ projectId: opts.config.firebaseProjectId }, `kinstory-accounts-${randomUUID()}`);
    const auth = getAuth(firebase);
    app.addHook('onClose', async () => deleteApp(firebase));
    app.decorate('signInAccounts', {
      async delete(uid: string) {
        try {
          await auth.deleteUser(uid);
        } catch (err) {
          if ((err as { code?: string }).code !== 'auth/user-not-found') throw err;
        }
      },
      async revokeSessions(uid: string) {
        await auth.revokeRefreshTokens(uid);
      },
      async signInLink(email: string, continuePath: string) {
        const publicUrl = app.publicUrl();
        const generated = await auth.generateSignInWithEmailLink(email, { url: publicUrl + continuePath, handleCodeInApp: true });
        return ownSignInLink(generated, publicUrl);
      },
    } satisfies SignInAccounts);
  },
  { name: 'accounts' },
);
