import { promptTexts } from '@kinstory/contract';

/** The identity provider's error codes and the texts shown for them (SPEC §8). */
const authErrorTexts: Record<string, string> = {
  'user-not-found': "We couldn't find an account with that email address. Would you like to create a new account instead?",
  'wrong-password': 'The password you entered is incorrect. Please double-check and try again.',
  'email-already-in-use': 'An account with this email address already exists. Please try signing in instead.',
  'weak-password': 'Your password needs to be at least 6 characters long.',
  'invalid-email': "Please check that you've entered a valid email address.",
  'user-disabled': 'Your account has been temporarily disabled. Please contact support.',
  'too-many-requests': 'Too many sign-in attempts. Please wait a few minutes before trying again.',
  'network-request-failed': 'Having trouble connecting to the internet. Please check your connection and try again.',
  // Production Firebase answers this for both a wrong password and an unknown e-mail.
  'invalid-credential': 'The sign-in information is not valid. Please check your email and password.',
  // An e-mail sign-in link (issue #20) that was used already, or is too old.
  'invalid-action-code': promptTexts.linkExpired,
  'expired-action-code': promptTexts.linkExpired,
};

export const AUTH_ERROR_FALLBACK = 'Something went wrong. Please try again or refresh the page.';

/** 'auth/wrong-password' → 'wrong-password'; anything without a code → ''. */
export function authErrorCode(error: unknown): string {
  const code = typeof error === 'string' ? error : (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code.replace(/^auth\//, '') : '';
}

/** The text shown for an identity-provider error. */
export function authErrorMessage(error: unknown): string {
  return authErrorTexts[authErrorCode(error)] ?? AUTH_ERROR_FALLBACK;
}

/** A disabled account or an expired token signs the current user out (SPEC §8). */
export function shouldSignOut(error: unknown): boolean {
  const code = authErrorCode(error);
  return code === 'user-disabled' || code === 'user-token-expired' || code === 'id-token-expired';
}

/**
 * Why an e-mail sign-in link did not sign in: it was used or is too old ('expired'), the address
 * typed is not the one it went to ('wrongAddress': Firebase answers 'auth/invalid-email' for both a
 * mistyped and a different address), or anything else.
 */
export function signInLinkFailure(error: unknown): 'expired' | 'wrongAddress' | 'other' {
  const code = authErrorCode(error);
  if (code === 'invalid-action-code' || code === 'expired-action-code') return 'expired';
  if (code === 'invalid-email' || code === 'missing-email') return 'wrongAddress';
  return 'other';
}
