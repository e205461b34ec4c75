import { describe, expect, it } from 'vitest';
import { AUTH_ERROR_FALLBACK, authErrorMessage, shouldSignOut, signInLinkFailure } from './authErrors.ts';

describe('authErrorMessage', () => {
  it.each([
    ['auth/user-not-found', "We couldn't find an account with that email address. Would you like to create a new account instead?"],
    ['auth/wrong-password', 'The password you entered is incorrect. Please double-check and try again.'],
    ['auth/email-already-in-use', 'An account with this email address already exists. Please try signing in instead.'],
    ['auth/weak-password', 'Your password needs to be at least 6 characters long.'],
    ['auth/invalid-email', "Please check that you've entered a valid email address."],
    ['auth/user-disabled', 'Your account has been temporarily disabled. Please contact support.'],
    ['auth/too-many-requests', 'Too many sign-in attempts. Please wait a few minutes before trying again.'],
    ['auth/network-request-failed', 'Having trouble connecting to the internet. Please check your connection and try again.'],
    ['auth/invalid-credential', 'The sign-in information is not valid. Please check your email and password.'],
  ])('%s', (code, text) => {
    expect(authErrorMessage({ code, message: 'Firebase: Error' })).toBe(text);
  });

  it('accepts a bare code', () => {
    expect(authErrorMessage('wrong-password')).toBe('The password you entered is incorrect. Please double-check and try again.');
  });

  it.each([{ code: 'auth/operation-not-allowed' }, new Error('boom'), null, undefined, 42])('any other error (%s) gets the fallback', (error) => {
    expect(authErrorMessage(error)).toBe(AUTH_ERROR_FALLBACK);
    expect(AUTH_ERROR_FALLBACK).toBe('Something went wrong. Please try again or refresh the page.');
  });
});

describe('shouldSignOut', () => {
  it('signs out on a disabled user or an expired token', () => {
    expect(shouldSignOut({ code: 'auth/user-disabled' })).toBe(true);
    expect(shouldSignOut({ code: 'auth/user-token-expired' })).toBe(true);
  });
  it('keeps the session on other errors', () => {
    expect(shouldSignOut({ code: 'auth/wrong-password' })).toBe(false);
    expect(shouldSignOut(new Error('x'))).toBe(false);
  });
});

describe('signInLinkFailure', () => {
  it.each([
    ['auth/invalid-action-code', 'expired'],
    ['auth/expired-action-code', 'expired'],
    ['auth/invalid-email', 'wrongAddress'],
    ['auth/missing-email', 'wrongAddress'],
    ['auth/network-request-failed', 'other'],
    ['auth/argument-error', 'other'],
  ] as const)('%s is %s', (code, failure) => {
    expect(signInLinkFailure({ code })).toBe(failure);
  });

  it('anything without a code is other', () => {
    expect(signInLinkFailure(new Error('boom'))).toBe('other');
    expect(signInLinkFailure(null)).toBe('other');
  });

  it('a used or expired link says so in plain words', () => {
    expect(authErrorMessage({ code: 'auth/invalid-action-code' })).toBe('This sign-in link has expired or was already used.');
    expect(authErrorMessage({ code: 'auth/expired-action-code' })).toBe('This sign-in link has expired or was already used.');
  });
});
