import { createEmulatorAccount } from '@kinstory/server/testing/emulator';
import { EMULATOR_HOST, PROJECT_ID } from './paths.ts';

const base = `http://${EMULATOR_HOST}`;

export interface OobCode {
  email: string;
  requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET' | string;
  oobCode: string;
  oobLink: string;
}

/** The e-mails the emulator "sent" (verification and password reset), optionally for one address. */
export async function sentEmails(email?: string): Promise<OobCode[]> {
  const res = await fetch(`${base}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  if (!res.ok) throw new Error(`oobCodes: HTTP ${res.status}`);
  const { oobCodes } = (await res.json()) as { oobCodes: OobCode[] };
  return email ? oobCodes.filter((c) => c.email.toLowerCase() === email.toLowerCase()) : oobCodes;
}

/** What the reset page Firebase hosts does when the user chooses a new password. */
export async function resetPassword(oobCode: string, newPassword: string): Promise<void> {
  const res = await fetch(`${base}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=demo-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ oobCode, newPassword }),
  });
  if (!res.ok) throw new Error(`resetPassword: HTTP ${res.status} ${await res.text()}`);
}

/**
 * Production Firebase answers 'invalid-credential' for both a wrong password and an unknown user
 * (e-mail enumeration protection); the emulator does the same with this switched on.
 */
export async function setEmailPrivacy(enabled: boolean): Promise<void> {
  const res = await fetch(`${base}/emulator/v1/projects/${PROJECT_ID}/config`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailPrivacyConfig: { enableImprovedEmailPrivacy: enabled } }),
  });
  if (!res.ok) throw new Error(`emulator config: HTTP ${res.status} ${await res.text()}`);
}

/** An account made straight in the emulator (for the people a flow does not sign up on screen). */
export function createAccount(email: string, password: string): Promise<{ uid: string; idToken: string }> {
  return createEmulatorAccount(EMULATOR_HOST, email, password);
}

let counter = 0;
/** A fresh address per call, so runs and flows never share an account. */
export function uniqueEmail(name: string): string {
  counter += 1;
  return `${name}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 6)}@e2e.kinstory.test`;
}
