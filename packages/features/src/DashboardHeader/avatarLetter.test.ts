import { describe, expect, it } from 'vitest';
import { avatarLetter } from './avatarLetter.ts';

describe('avatarLetter', () => {
  it('takes the first letter of userName as it is', () => {
    expect(avatarLetter('edna', 'x@example.com', 'U')).toBe('e');
    expect(avatarLetter('Grace', null, 'A')).toBe('G');
  });
  it("falls back to the e-mail's first letter, upper-cased", () => {
    expect(avatarLetter(null, 'grace@example.com', 'U')).toBe('G');
    expect(avatarLetter('  ', 'tom@example.com', 'C')).toBe('T');
  });
  it('falls back to the dashboard letter', () => {
    expect(avatarLetter(null, null, 'U')).toBe('U');
    expect(avatarLetter(undefined, '', 'A')).toBe('A');
  });
});
