import { expect, type Browser, type Page } from '@playwright/test';
import { pointer, type Actor } from './actor.ts';
import { uniqueEmail } from './emulator.ts';
import type { Stack } from './stack.ts';

export interface OrganiserProject {
  adminName: string;
  storytellerName: string;
  age: number;
}

export interface Credentials {
  email: string;
  password: string;
}

/**
 * A signed-in organiser with a project, on the admin dashboard. The onboarding wizard's result is put
 * in the browser exactly as the wizard stores it (browser state, no API is touched), then the account
 * is created on the sign-up page, which saves that data to the server's profile (flow 1 drives the
 * wizard itself on screen).
 */
export async function signUpOrganiser(page: Page, stack: Stack, project: OrganiserProject, act: Actor = pointer()): Promise<Credentials> {
  const email = uniqueEmail(project.adminName.toLowerCase().replace(/\W+/g, '-') || 'organiser');
  const password = 'family-stories-1';
  await page.goto(stack.url + '/');
  await page.evaluate(({ adminName, storytellerName, age }) => {
    // The same items, under the same names, as the wizard's "Go to Dashboard" (packages/app/src/storage.ts).
    localStorage.setItem('onboardingData', JSON.stringify({ adminName, storytellerName, storytellerAge: age, persona: 'admin' }));
    localStorage.setItem('cachedPersona', 'admin');
    localStorage.setItem('hasCompletedOnboarding', 'true');
  }, project);

  await page.goto(stack.url + '/auth?mode=signup');
  await expect(page.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
  await act.fill(page.getByRole('textbox', { name: 'Email' }), email);
  await act.fill(page.getByLabel('Password', { exact: true }), password);
  await act.fill(page.getByLabel('Confirm Password'), password);
  await act.press(page.getByRole('button', { name: 'Create Account' }));
  await expect(page.getByText('Account created! Redirecting to dashboard...')).toBeVisible();
  await expect(page).toHaveURL(/\/admin-dashboard$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByText(`${project.adminName.trim()} • Managing family archive`)).toBeVisible();
  // The profile reached the server: the browser copy is gone.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('onboardingData'))).toBeNull();
  return { email, password };
}

/** Signs in on /auth and waits for the admin dashboard, where the auth page always leads. */
export async function signIn(page: Page, stack: Stack, email: string, password: string): Promise<void> {
  await page.goto(stack.url + '/auth');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
}

/**
 * `person` signed in (signIn) on a device of their own: a new browser context, which shares nothing
 * with the test's page. Close it with `page.context().close()`.
 */
export async function signInOnOwnDevice(browser: Browser, stack: Stack, person: Credentials): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, stack, person.email, person.password);
  return page;
}
