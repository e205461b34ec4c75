import { describe, expect, it } from 'vitest';
import { safeNext } from './safeNext.ts';

describe('safeNext', () => {
  it('keeps a relative path with its query', () => {
    expect(safeNext('/onboarding/storyteller?token=abc')).toBe('/onboarding/storyteller?token=abc');
  });

  it.each([null, '', 'https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/x\nSet-Cookie'])(
    'refuses %j',
    (next) => {
      expect(safeNext(next)).toBeNull();
    },
  );
});
