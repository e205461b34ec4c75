import { PASSWORD_MIN_LENGTH, STORYTELLER_AGE_MAX, STORYTELLER_AGE_MIN } from '@kinstory/contract';

export const validationTexts = {
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  required: 'Please fill in this field',
  age: `Please enter a whole number from ${STORYTELLER_AGE_MIN} to ${STORYTELLER_AGE_MAX}`,
} as const;

export interface SignUpForm {
  email: string;
  password: string;
  confirmPassword?: string;
}

/** SPEC §5 sign-up rules; the first failing rule's text, or null. */
export function validateSignUp({ email, password, confirmPassword }: SignUpForm, mode: 'signin' | 'signup'): string | null {
  if (!email.trim() || !password) return validationTexts.required;
  if (mode === 'signin') return null;
  if (password !== confirmPassword) return validationTexts.passwordsDoNotMatch;
  if (password.length < PASSWORD_MIN_LENGTH) return validationTexts.passwordTooShort;
  return null;
}

/** An integer age from 1 to 120, from a form field's text; null when it is not one. */
export function parseAge(text: string): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const age = Number(text);
  return age >= STORYTELLER_AGE_MIN && age <= STORYTELLER_AGE_MAX ? age : null;
}

export interface ProjectForm {
  adminName: string;
  storytellerName: string;
  storytellerAge: string;
}

export type ProjectFormErrors = Partial<Record<keyof ProjectForm, string>>;

/** Onboarding step 3 (SPEC §5): names non-blank after trimming; age an integer in 1–120. */
export function validateProjectForm(form: ProjectForm): ProjectFormErrors {
  const errors: ProjectFormErrors = {};
  if (!form.adminName.trim()) errors.adminName = validationTexts.required;
  if (!form.storytellerName.trim()) errors.storytellerName = validationTexts.required;
  if (parseAge(form.storytellerAge) === null) errors.storytellerAge = validationTexts.age;
  return errors;
}

/** Invitation activation: name and age both given (the button stays disabled until then). */
export function canActivate(name: string, age: string): boolean {
  return name.trim().length > 0 && parseAge(age) !== null;
}
