import { createAccount, sentEmails, uniqueEmail } from '../support/emulator.ts';
import { expect, test, useStack } from '../support/fixtures.ts';

const stack = useStack();

test('a new organiser: landing → onboarding → sign-up → their project on the admin dashboard', async ({ page }) => {
  const email = uniqueEmail('ann');
  const taken = uniqueEmail('taken');
  await createAccount(taken, 'someone-else-1');

  await page.goto(stack.url + '/');
  await expect(page.getByRole('heading', { name: "Preserve precious memories before they're gone forever" })).toBeVisible();
  await page.getByRole('link', { name: 'Start Preserving Memories' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Tell Us About Your Project' })).toBeVisible();

  // Blank names and an age of 0 are refused, and the wizard stays on step 3.
  const yourName = page.getByRole('textbox', { name: 'Your Name' });
  const storytellerName = page.getByRole('textbox', { name: "Storyteller's Name" });
  const age = page.getByRole('textbox', { name: "Storyteller's Age" }).or(page.getByRole('spinbutton', { name: "Storyteller's Age" }));
  await yourName.fill('   ');
  await storytellerName.fill('  ');
  await age.fill('0');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Step 3 of 4')).toBeVisible();
  await expect(page.getByText('Please fill in this field')).toHaveCount(2);
  await expect(page.getByText('Please enter a whole number from 1 to 120')).toBeVisible();

  await yourName.fill('Ann');
  await storytellerName.fill('Rose');
  await age.fill('121');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Step 3 of 4')).toBeVisible();
  await expect(page.getByText('Please enter a whole number from 1 to 120')).toBeVisible();

  await age.fill('88');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: "You're All Set!" })).toBeVisible();
  await page.getByRole('button', { name: 'Go to Dashboard' }).click();
  await expect(page.getByText('Profile saved!')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\?mode=signup$/);
  await expect(page.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();

  const emailBox = page.getByRole('textbox', { name: 'Email' });
  const password = page.getByLabel('Password', { exact: true });
  const confirm = page.getByLabel('Confirm Password');
  const create = page.getByRole('button', { name: 'Create Account' });

  await emailBox.fill(email);
  await password.fill('rose-stories-1');
  await confirm.fill('rose-stories-2');
  await create.click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  await password.fill('short');
  await confirm.fill('short');
  await create.click();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();

  await emailBox.fill(taken);
  await password.fill('rose-stories-1');
  await confirm.fill('rose-stories-1');
  await create.click();
  await expect(page.getByText('An account with this email address already exists. Please try signing in instead.')).toBeVisible();

  await emailBox.fill(email);
  await create.click();
  await expect(page.getByText('Account created! Redirecting to dashboard...')).toBeVisible();
  await expect(page).toHaveURL(/\/admin-dashboard$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  const project = page.getByRole('region', { name: 'Your Project' });
  await expect(project).toContainText('Rose');
  await expect(page.getByText('Ann • Managing family archive')).toBeVisible();

  // The verification e-mail was sent to the new address.
  await expect.poll(async () => (await sentEmails(email)).map((m) => m.requestType)).toContain('VERIFY_EMAIL');

  // The onboarding data moved to the server: a reload (no browser copy) still shows the project.
  const stored = await page.evaluate(() => Object.keys(localStorage));
  expect(stored).not.toContain('onboardingData');
  await page.reload();
  await expect(project).toContainText('Rose');
});
