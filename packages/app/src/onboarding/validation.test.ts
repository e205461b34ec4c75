import { describe, expect, it } from 'vitest';
import { canActivate, parseAge, validateProjectForm, validateSignUp } from './validation.ts';

describe('validateSignUp', () => {
  const ok = { email: 'a@b.co', password: 'secret1', confirmPassword: 'secret1' };
  it('accepts a valid sign-up', () => expect(validateSignUp(ok, 'signup')).toBeNull());
  it("says 'Passwords do not match'", () =>
    expect(validateSignUp({ ...ok, confirmPassword: 'secret2' }, 'signup')).toBe('Passwords do not match'));
  it("says 'Password must be at least 6 characters'", () =>
    expect(validateSignUp({ ...ok, password: '12345', confirmPassword: '12345' }, 'signup')).toBe('Password must be at least 6 characters'));
  it('accepts exactly 6 characters', () =>
    expect(validateSignUp({ ...ok, password: '123456', confirmPassword: '123456' }, 'signup')).toBeNull());
  it('requires email and password', () => {
    expect(validateSignUp({ ...ok, email: '  ' }, 'signup')).not.toBeNull();
    expect(validateSignUp({ ...ok, password: '' }, 'signin')).not.toBeNull();
  });
  it('does not ask for confirmation when signing in', () =>
    expect(validateSignUp({ email: 'a@b.co', password: 'x' }, 'signin')).toBeNull());
});

describe('parseAge', () => {
  it.each([
    ['1', 1],
    ['88', 88],
    ['120', 120],
    [' 7 ', 7],
    ['0', null],
    ['121', null],
    ['-3', null],
    ['7.5', null],
    ['seven', null],
    ['', null],
  ])('%j → %s', (text, age) => expect(parseAge(text)).toBe(age));
});

describe('validateProjectForm', () => {
  it('accepts a complete form', () =>
    expect(validateProjectForm({ adminName: 'Grace', storytellerName: 'Edna', storytellerAge: '88' })).toEqual({}));
  it('rejects blank names after trimming and ages outside 1–120', () => {
    const errors = validateProjectForm({ adminName: '   ', storytellerName: '', storytellerAge: '121' });
    expect(Object.keys(errors).sort()).toEqual(['adminName', 'storytellerAge', 'storytellerName']);
    expect(validateProjectForm({ adminName: 'G', storytellerName: 'E', storytellerAge: '0' }).storytellerAge).toBeTruthy();
  });
});

describe('canActivate', () => {
  it('needs both a name and a valid age', () => {
    expect(canActivate('Edna', '88')).toBe(true);
    expect(canActivate('Edna', '')).toBe(false);
    expect(canActivate(' ', '88')).toBe(false);
  });
});
