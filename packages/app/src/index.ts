export * from './auth/authErrors.ts';
export * from './onboarding/validation.ts';
export * from './routing/persona.ts';
export * from './storage.ts';
