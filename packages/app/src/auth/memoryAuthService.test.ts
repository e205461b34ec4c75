import { describe, expect, it } from 'vitest';
import { createMemoryAuthService } from './memoryAuthService.ts';

const link = (oobCode: string, extra = '') =>
  `http://localhost/sign-in/link?mode=signIn&oobCode=${oobCode}&apiKey=key&lang=en&continueUrl=${encodeURIComponent('http://localhost/answer/1')}${extra}`;

const codeOf = (promise: Promise<unknown>) => promise.then(() => 'resolved', (error: { code?: string }) => error.code);

describe('the in-memory e-mail sign-in link', () => {
  it.each([
    [link('abc'), true],
    ['http://localhost/sign-in/link?mode=resetPassword&oobCode=abc&apiKey=key', false],
    ['http://localhost/sign-in/link?mode=signIn&apiKey=key', false],
    ['http://localhost/sign-in/link?mode=signIn&oobCode=abc', false],
    ['http://localhost/answer/1', false],
    ['not a url', false],
  ])('%s is a sign-in link: %s', async (url, expected) => {
    await expect(createMemoryAuthService().isSignInLink(url)).resolves.toBe(expected);
  });

  it('signs in the address the link went to, once', async () => {
    const service = createMemoryAuthService({ emailLinks: { abc: 'edna@example.com' } });
    await expect(service.finishSignInLink('Edna@Example.com ', link('abc'))).resolves.toEqual({ uid: 'uid-edna@example.com', email: 'edna@example.com' });
    expect(service.getState()).toEqual({ status: 'signedIn', user: { uid: 'uid-edna@example.com', email: 'edna@example.com' } });
    await expect(codeOf(service.finishSignInLink('edna@example.com', link('abc')))).resolves.toBe('auth/invalid-action-code');
  });

  it('refuses another address, as Firebase does, and the link still works after', async () => {
    const service = createMemoryAuthService({ emailLinks: { abc: 'edna@example.com' } });
    await expect(codeOf(service.finishSignInLink('grace@example.com', link('abc')))).resolves.toBe('auth/invalid-email');
    expect(service.getState()).toEqual({ status: 'signedOut' });
    await expect(service.finishSignInLink('edna@example.com', link('abc'))).resolves.toMatchObject({ email: 'edna@example.com' });
  });

  it('an unknown code is a used or expired link; a page that is no link is an argument error', async () => {
    const service = createMemoryAuthService({ emailLinks: { abc: 'edna@example.com' } });
    await expect(codeOf(service.finishSignInLink('edna@example.com', link('zzz')))).resolves.toBe('auth/invalid-action-code');
    await expect(codeOf(service.finishSignInLink('edna@example.com', 'http://localhost/answer/1'))).resolves.toBe('auth/argument-error');
  });

  it('fails with the configured provider code', async () => {
    const service = createMemoryAuthService({ emailLinks: { abc: 'edna@example.com' }, failWith: 'network-request-failed' });
    await expect(codeOf(service.finishSignInLink('edna@example.com', link('abc')))).resolves.toBe('auth/network-request-failed');
  });
});
