import { describe, expect, it } from 'vitest';
import { continuePathOf } from './continuePath.ts';

const origin = 'http://localhost:8080';
const link = (continueUrl: string) =>
  `${origin}/sign-in/link?mode=signIn&oobCode=abc&apiKey=key&lang=en&continueUrl=${encodeURIComponent(continueUrl)}`;

describe('continuePathOf', () => {
  it.each([
    [link(`${origin}/answer/6f1c0a52-2a43-4d2e-9b53-8a9c7c4d1e10`), '/answer/6f1c0a52-2a43-4d2e-9b53-8a9c7c4d1e10'],
    [link(`${origin}/onboarding/storyteller?token=abc_DEF-123`), '/onboarding/storyteller?token=abc_DEF-123'],
    [link('/storyteller-dashboard'), '/storyteller-dashboard'],
  ])('%s lands on %s', (url, path) => {
    expect(continuePathOf(url, origin)).toBe(path);
  });

  it.each([
    ['another origin', link('https://evil.example/answer/1')],
    ['another port', link('http://localhost:9999/answer/1')],
    ['a protocol-relative URL', link('//evil.example/answer/1')],
    ['a script', link('javascript:alert(1)')],
    ['no continueUrl', `${origin}/sign-in/link?mode=signIn&oobCode=abc&apiKey=key`],
    ['not a URL', 'sign in please'],
  ])('%s lands nowhere', (_, url) => {
    expect(continuePathOf(url, origin)).toBeNull();
  });
});
