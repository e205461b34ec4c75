import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { createEmulatorAccount } from './emulator.ts';

export interface TestUser {
  uid: string;
  email: string;
  token: string;
}

/** Signs a new user up in the Auth emulator and returns a real ID token. */
export async function createUser(label = 'user'): Promise<TestUser> {
  const email = `${label}-${randomUUID()}@example.test`;
  const { uid, idToken } = await createEmulatorAccount(inject('authEmulatorHost'), email, 'secret-password');
  return { uid, email, token: idToken };
}

/** An unsigned token shaped like an emulator token, for a uid that does not exist. */
export function forgedToken(uid = `ghost-${randomUUID()}`, projectId = 'demo-kinstory'): string {
  const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const t = Math.floor(Date.now() / 1000);
  return `${enc({ alg: 'none', typ: 'JWT' })}.${enc({
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: t,
    user_id: uid,
    sub: uid,
    iat: t,
    exp: t + 3600,
    email: `${uid}@example.test`,
    firebase: { identities: {}, sign_in_provider: 'password' },
  })}.`;
}
