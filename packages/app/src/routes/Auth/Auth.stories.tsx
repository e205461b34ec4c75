import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SIGN_IN_EMAIL_STORAGE_KEY } from '@kinstory/contract';
import { signInLinkHandlers } from '@kinstory/mocks';
import { storyAuth } from '../../storybook/AppStory.tsx';
import { pageStory, type PlayContext } from '../../storybook/pageStory.ts';
import { recordBodies, recordedCalls } from '../../storybook/recordedCalls.ts';
import { recordSignInLinks, sentSignInLinks } from '../../storybook/signInLinks.ts';
import preview from '../../storybook/preview.ts';

const meta = preview.meta(
  { ...pageStory, args: { path: '/auth', accounts: { 'grace@example.com': 'secret-pass' } } }
);

/** Types the address and password (signing up, the confirmation too) and presses Sign In or Create Account. */
async function submit(canvas: PlayContext['canvas'], email: string, password: string, confirmation?: string) {
  await userEvent.type(await canvas.findByLabelText(/^Email/), email);
  await userEvent.type(canvas.getByLabelText(/^Password/), password);
  if (confirmation !== undefined) await userEvent.type(canvas.getByLabelText(/^Confirm Password/), confirmation);
  await userEvent.click(canvas.getByRole('button', { name: confirmation === undefined ? 'Sign In' : 'Create Account' }));
}

export const SignIn = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    // No global header on /auth.
    await expect(canvas.queryByRole('banner')).toBeNull();
    await expect(canvas.getByText('Must be at least 6 characters')).toBeVisible();
    await expect(canvas.queryByLabelText(/Confirm Password/)).toBeNull();
    await expect(canvas.getByText('By continuing, you agree to our Terms of Service and Privacy Policy')).toBeVisible();
    await submit(canvas, 'grace@example.com', 'secret-pass');
    await expect(await canvas.findByText('Signed in! Redirecting to dashboard...')).toBeVisible();
    // After 1.5 s, always the admin dashboard.
    await expect(canvas.getByTestId('location')).toHaveTextContent(/^\/auth$/);
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/admin-dashboard'), { timeout: 3000 });
  },
});

export const WrongPassword = meta.story({
  play: async ({ canvas }) => {
    await submit(canvas, 'grace@example.com', 'not-it');
    await expect(await canvas.findByText('The password you entered is incorrect. Please double-check and try again.')).toHaveAttribute('role', 'alert');
  },
});

export const UnknownAccount = meta.story({
  play: async ({ canvas }) => {
    await submit(canvas, 'nobody@example.com', 'whatever');
    await expect(await canvas.findByText("We couldn't find an account with that email address. Would you like to create a new account instead?")).toHaveAttribute('role', 'alert');
  },
});

export const NetworkFailure = meta.story({
  args: { failWith: 'network-request-failed' },
  play: async ({ canvas }) => {
    await submit(canvas, 'grace@example.com', 'secret-pass');
    await expect(await canvas.findByText('Having trouble connecting to the internet. Please check your connection and try again.')).toHaveAttribute('role', 'alert');
  },
});

export const SignUpValidation = meta.story({
  args: { path: '/auth?mode=signup' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Create Your Account' })).toBeVisible();
    await submit(canvas, 'new@example.com', 'abcdefg', 'abcdefh');
    await expect(await canvas.findByText('Passwords do not match')).toHaveAttribute('role', 'alert');
    await userEvent.clear(canvas.getByLabelText(/^Password/));
    await userEvent.type(canvas.getByLabelText(/^Password/), 'abc');
    await userEvent.clear(canvas.getByLabelText(/^Confirm Password/));
    await userEvent.type(canvas.getByLabelText(/^Confirm Password/), 'abc');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect(await canvas.findByText('Password must be at least 6 characters')).toHaveAttribute('role', 'alert');
    await expect(storyAuth?.sent.verification).toEqual([]);
  },
});

export const ModeToggle = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Create New Account' }));
    await expect(canvas.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
    await expect(canvas.getByLabelText(/^Confirm Password/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In Instead' }));
    await expect(canvas.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  },
});

export const SignUpSavesOnboarding = meta.story({
  args: { path: '/auth?mode=signup' },
  beforeEach: ({ msw }) => {
    localStorage.setItem('onboardingData', JSON.stringify({ adminName: 'Grace', storytellerName: 'Edna', storytellerAge: 88, persona: 'admin' }));
    localStorage.setItem('hasCompletedOnboarding', 'true');
    msw.use(
      recordBodies('put', '*/api/user/profile', () =>
        HttpResponse.json({
          success: true,
          profile: { persona: 'admin', userName: 'Grace', name: null, email: 'new@example.com', subjectName: 'Edna', subjectRelation: null, initialTopics: [] },
        }),
      ),
    );
  },
  play: async ({ canvas }) => {
    await submit(canvas, 'new@example.com', 'abcdefg', 'abcdefg');
    const status = await canvas.findByText('Account created! Redirecting to dashboard...');
    await expect(within(status.parentElement as HTMLElement).getByText('Account created successfully! Please check your email to verify your account.')).toBeVisible();
    await expect(storyAuth?.sent.verification).toEqual(['new@example.com']);
    await expect(recordedCalls()).toEqual([{ userName: 'Grace', subjectName: 'Edna', subjectAge: 88 }]);
    await expect(localStorage.getItem('onboardingData')).toBeNull();
    await expect(localStorage.getItem('hasCompletedOnboarding')).toBe('true');
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/admin-dashboard'), { timeout: 3000 });
  },
});

export const ExistingAccount = meta.story({
  args: { path: '/auth?mode=signup' },
  play: async ({ canvas }) => {
    await submit(canvas, 'grace@example.com', 'abcdefg', 'abcdefg');
    await expect(await canvas.findByText('An account with this email address already exists. Please try signing in instead.')).toHaveAttribute('role', 'alert');
  },
});

export const ForgotPassword = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Forgot password?' }));
    await expect(await canvas.findByText(/^Please type your email address above first/)).toHaveAttribute('role', 'alert');
    await userEvent.type(canvas.getByLabelText(/^Email/), 'grace@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Forgot password?' }));
    await expect(await canvas.findByText('Password reset email sent! Please check your inbox.')).toBeVisible();
    await expect(storyAuth?.sent.passwordReset).toEqual(['grace@example.com']);
  },
});

export const BackToInvitation = meta.story({
  args: { path: `/auth?next=${encodeURIComponent('/onboarding/storyteller?token=demo-token-0123456789abcdef')}` },
  play: async ({ canvas }) => {
    await submit(canvas, 'grace@example.com', 'secret-pass');
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/onboarding/storyteller?token=demo-token-0123456789abcdef'), {
      timeout: 3000,
    });
  },
});

export const IgnoresForeignNext = meta.story({
  args: { path: `/auth?next=${encodeURIComponent('//evil.example/steal')}` },
  play: async ({ canvas }) => {
    await submit(canvas, 'grace@example.com', 'secret-pass');
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/admin-dashboard'), { timeout: 3000 });
  },
});

/** Issue #20: no password? A sign-in link by e-mail, to come back to `next`. */
export const EmailMeALink = meta.story({
  args: { path: `/auth?next=${encodeURIComponent('/answer/7a2b3c4d-5e6f-4a1b-8c9d-0e1f2a3b4c5d')}` },
  beforeEach: recordSignInLinks,
  play: async ({ canvas }) => {
    // The password form stays the first choice; the link is the way for those without one.
    await expect(await canvas.findByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await expect(canvas.getByText('No password? We can e-mail you a link that signs you in.')).toBeVisible();
    const offer = canvas.getByRole('button', { name: 'Email me a sign-in link' });
    await expect(offer.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(offer);
    await expect(await canvas.findByRole('heading', { name: 'Sign In Without a Password' })).toBeVisible();
    await expect(canvas.queryByLabelText(/password/i)).toBeNull();
    // Nothing typed: asked for plainly, nothing sent.
    await userEvent.click(canvas.getByRole('button', { name: 'Email me a sign-in link' }));
    await expect(await canvas.findByText('Please type your e-mail address.')).toHaveAttribute('role', 'alert');
    await userEvent.type(canvas.getByLabelText(/^Email/), 'edna@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Email me a sign-in link' }));
    await expect(await canvas.findByText('Check your e-mail')).toBeVisible();
    await expect(canvas.getByText(/We sent a sign-in link to edna@example.com\./)).toBeVisible();
    await expect(sentSignInLinks()).toEqual([
      { email: 'edna@example.com', continuePath: '/answer/7a2b3c4d-5e6f-4a1b-8c9d-0e1f2a3b4c5d' },
    ]);
    await expect(localStorage.getItem(SIGN_IN_EMAIL_STORAGE_KEY)).toBe('edna@example.com');
    await expect(storyAuth?.getState()).toEqual({ status: 'signedOut' });
    // And back to the password form.
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in with a password' }));
    await expect(canvas.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  },
});

/** The server could not send (its mail server is down): its words, nothing kept. */
export const EmailLinkNotSent = meta.story({
  args: { path: '/auth?mode=link' },
  beforeEach: ({ msw }) => void msw.use(signInLinkHandlers.mailDown),
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText(/^Email/), 'edna@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Email me a sign-in link' }));
    await expect(await canvas.findByText('We could not send the e-mail just now. Please try again.')).toHaveAttribute('role', 'alert');
    await expect(canvas.queryByText('Check your e-mail')).toBeNull();
    await expect(localStorage.getItem(SIGN_IN_EMAIL_STORAGE_KEY)).toBeNull();
  },
});
