import type { Page } from '@playwright/test';
import { createAccount, resetPassword, sentEmails, setEmailPrivacy, uniqueEmail } from '../support/emulator.ts';
import { expect, test, useStack } from '../support/fixtures.ts';

const stack = useStack();

const texts = {
  wrongPassword: 'The password you entered is incorrect. Please double-check and try again.',
  unknownUser: "We couldn't find an account with that email address. Would you like to create a new account instead?",
  invalidCredential: 'The sign-in information is not valid. Please check your email and password.',
  resetSent: 'Password reset email sent! Please check your inbox.',
  signedIn: 'Signed in! Redirecting to dashboard...',
};

test.describe.configure({ mode: 'serial' });

/** On the auth page: fills in what is given (what is left out stays as typed before) and presses Sign In. */
async function submitSignIn(page: Page, { email, password }: { email?: string; password?: string }): Promise<void> {
  if (email !== undefined) await page.getByRole('textbox', { name: 'Email' }).fill(email);
  if (password !== undefined) await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

test('a wrong password and an unknown e-mail each show their text', async ({ page }) => {
  const email = uniqueEmail('rose');
  await createAccount(email, 'rose-remembers-1');
  await page.goto(stack.url + '/auth');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  // The global header is hidden on /auth.
  await expect(page.getByRole('banner')).toHaveCount(0);

  await submitSignIn(page, { email, password: 'not-her-password' });
  await expect(page.getByText(texts.wrongPassword)).toBeVisible();

  await submitSignIn(page, { email: uniqueEmail('nobody') });
  await expect(page.getByText(texts.unknownUser)).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test("with production Firebase's e-mail privacy, both show the 'invalid-credential' text", async ({ page }) => {
  const email = uniqueEmail('rose');
  await createAccount(email, 'rose-remembers-1');
  await setEmailPrivacy(true);
  try {
    await page.goto(stack.url + '/auth');
    await submitSignIn(page, { email, password: 'not-her-password' });
    await expect(page.getByText(texts.invalidCredential)).toBeVisible();

    await submitSignIn(page, { email: uniqueEmail('nobody') });
    // The alert is replaced, not stacked: still exactly one, with the same text.
    await expect(page.getByText(texts.invalidCredential)).toHaveCount(1);
    await expect(page.getByText(texts.unknownUser)).toHaveCount(0);
  } finally {
    await setEmailPrivacy(false);
  }
});

test('a password-reset e-mail is sent, and the new password signs in', async ({ page }) => {
  const email = uniqueEmail('rose');
  await createAccount(email, 'rose-remembers-1');
  await page.goto(stack.url + '/auth');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByText(texts.resetSent)).toBeVisible();

  const reset = await expect.poll(async () => (await sentEmails(email)).filter((m) => m.requestType === 'PASSWORD_RESET').length).toBe(1).then(async () =>
    (await sentEmails(email)).find((m) => m.requestType === 'PASSWORD_RESET')!,
  );
  // What Firebase's hosted reset page does when she chooses a new password from the e-mail's link.
  await resetPassword(reset.oobCode, 'new-rose-password-2');

  await submitSignIn(page, { password: 'rose-remembers-1' });
  await expect(page.getByText(texts.wrongPassword)).toBeVisible();

  await submitSignIn(page, { password: 'new-rose-password-2' });
  await expect(page.getByText(texts.signedIn)).toBeVisible();
  // The auth page always goes to the admin dashboard after 1.5 s, whatever the persona (SPEC §4).
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Out' })).toBeVisible();

  // The session is kept between visits.
  await page.goto(stack.url + '/');
  await expect(page.getByRole('button', { name: 'Go to Dashboard' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Preserving Memories' })).toHaveCount(0);
});
