import type { Page } from '@playwright/test';
import type { Actor } from '../support/actor.ts';
import { createAccount, sentEmails, uniqueEmail } from '../support/emulator.ts';
import { expect } from '../support/fixtures.ts';
import type { Stack } from '../support/stack.ts';

/**
 * Flow 1: a new organiser goes from the landing page through onboarding (age 0, age 121 and blank
 * names refused) and sign-up (mismatched passwords, a short password and an existing e-mail refused),
 * gets a verification e-mail, and sees the storyteller's name in 'Your Project'.
 */
export async function newOrganiserFlow(page: Page, stack: Stack, act: Actor): Promise<void> {
  const email = uniqueEmail('ann');
  const taken = uniqueEmail('taken');
  await createAccount(taken, 'someone-else-1');

  await page.goto(stack.url + '/');
  await expect(page.getByRole('heading', { name: "Preserve precious memories before they're gone forever" })).toBeVisible();
  await act.press(page.getByRole('link', { name: 'Start Preserving Memories' }));
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  const continueButton = page.getByRole('button', { name: 'Continue' });
  await act.press(continueButton);
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  await act.press(continueButton);
  await expect(page.getByRole('heading', { name: 'Tell Us About Your Project' })).toBeVisible();

  // Blank names and an age of 0 are refused, and the wizard stays on step 3.
  const yourName = page.getByRole('textbox', { name: 'Your Name' });
  const storytellerName = page.getByRole('textbox', { name: "Storyteller's Name" });
  const age = page.getByRole('textbox', { name: "Storyteller's Age" }).or(page.getByRole('spinbutton', { name: "Storyteller's Age" }));
  await act.fill(yourName, '   ');
  await act.fill(storytellerName, '  ');
  await act.fill(age, '0');
  await act.press(continueButton);
  await expect(page.getByText('Step 3 of 4')).toBeVisible();
  await expect(page.getByText('Please fill in this field')).toHaveCount(2);
  await expect(page.getByText('Please enter a whole number from 1 to 120')).toBeVisible();

  await act.fill(yourName, 'Ann');
  await act.fill(storytellerName, 'Rose');
  await act.fill(age, '121');
  await act.press(continueButton);
  await expect(page.getByText('Step 3 of 4')).toBeVisible();
  await expect(page.getByText('Please enter a whole number from 1 to 120')).toBeVisible();

  await act.fill(age, '88');
  await act.press(continueButton);
  await expect(page.getByRole('heading', { name: "You're All Set!" })).toBeVisible();
  await act.press(page.getByRole('button', { name: 'Go to Dashboard' }));
  await expect(page.getByText('Profile saved!')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\?mode=signup$/);
  await expect(page.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();

  const emailBox = page.getByRole('textbox', { name: 'Email' });
  const password = page.getByLabel('Password', { exact: true });
  const confirm = page.getByLabel('Confirm Password');
  const create = page.getByRole('button', { name: 'Create Account' });

  await act.fill(emailBox, email);
  await act.fill(password, 'rose-stories-1');
  await act.fill(confirm, 'rose-stories-2');
  await act.press(create);
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  await act.fill(password, 'short');
  await act.fill(confirm, 'short');
  await act.press(create);
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();

  await act.fill(emailBox, taken);
  await act.fill(password, 'rose-stories-1');
  await act.fill(confirm, 'rose-stories-1');
  await act.press(create);
  await expect(page.getByText('An account with this email address already exists. Please try signing in instead.')).toBeVisible();

  await act.fill(emailBox, email);
  await act.press(create);
  await expect(page.getByText('Account created! Redirecting to dashboard...')).toBeVisible();
  await expect(page).toHaveURL(/\/admin-dashboard$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  const project = page.getByRole('region', { name: 'Your Project' });
  await expect(project).toContainText('Rose');
  await expect(page.getByText('Ann • Managing family archive')).toBeVisible();

  // The verification e-mail was sent to the new address.
  await expect.poll(async () => (await sentEmails(email)).map((m) => m.requestType)).toContain('VERIFY_EMAIL');

  // The onboarding data moved to the server: without the browser copy, a reload still shows it.
  expect(await page.evaluate(() => localStorage.getItem('onboardingData'))).toBeNull();
  await page.reload();
  await expect(project).toContainText('Rose');
}
