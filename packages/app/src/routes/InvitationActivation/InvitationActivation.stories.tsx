import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { pendingStorytellerHandlers } from '@kinstory/mocks';
import { signedInUser } from '../../storybook/AppStory.tsx';
import { pageStory } from '../../storybook/pageStory.ts';
import { recordSignInLinks, sentSignInLinks } from '../../storybook/signInLinks.ts';
import { expectLogged, failingWith } from '../../storybook/expectConsoleError.ts';
import { recordBodies, recordedCalls } from '../../storybook/recordedCalls.ts';
import preview from '../../storybook/preview.ts';

const token = 'demo-token-0123456789abcdef';

const meta = preview.meta(
  { ...pageStory, args: { path: `/onboarding/storyteller?token=${token}`, user: signedInUser } }
);

export const Activate = meta.story({
  beforeEach: ({ msw }) =>
    void msw.use(recordBodies('put', '*/api/onboarding/activate-storyteller', () => HttpResponse.json({ success: true, persona: 'storyteller', archiveId: '1' }))),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Welcome, Storyteller!' })).toBeVisible();
    const name = canvas.getByLabelText(/^Your Name/);
    const age = canvas.getByLabelText(/^Your Age/);
    await expect(name).toHaveValue('Edna');
    await expect(age).toHaveValue(88);
    const button = canvas.getByRole('button', { name: 'Get Started Sharing Stories' });
    await userEvent.clear(age);
    await expect(button).toBeDisabled();
    await userEvent.type(age, '89');
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await expect(await canvas.findByText('Welcome!')).toBeVisible();
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/storyteller-dashboard'));
    await expect(recordedCalls()).toEqual([
      { storytellerId: token, firebaseUid: signedInUser.uid, name: 'Edna', age: 89 },
    ]);
    await expect(localStorage.getItem('cachedPersona')).toBe('storyteller');
    await expect(localStorage.getItem('storytellerOnboardingCompleted')).toBe('true');
  },
});

export const ActivationFails = meta.story({
  beforeEach: failingWith('Activation failed', http.put('*/api/onboarding/activate-storyteller', () => HttpResponse.json({ error: 'nope' }, { status: 500 }))),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Get Started Sharing Stories' }));
    await expect(await canvas.findByText('Failed to activate account. Please try again.')).toBeVisible();
    await expectLogged('Activation failed');
    await expect(canvas.getByTestId('location')).toHaveTextContent('/onboarding/storyteller');
  },
});

export const UsedOrInvalid = meta.story({
  beforeEach: ({ msw }) => void msw.use(pendingStorytellerHandlers.notFound),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Invitation Not Found' })).toBeVisible();
    await expect(canvas.getByText('This invitation link is invalid or has already been used.')).toBeVisible();
    await expect(await canvas.findByText('Invalid or expired invitation link.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  },
});

export const MissingToken = meta.story({
  args: { path: '/onboarding/storyteller' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Invitation Not Found' })).toBeVisible();
    await expect(await canvas.findByText('Invalid invitation')).toBeVisible();
    await expect(canvas.getByText('The invitation link is missing required information.')).toBeVisible();
  },
});

export const SignedOutIsOfferedAnAccount = meta.story({
  args: { user: undefined },
  play: async ({ canvas }) => {
    const next = encodeURIComponent(`/onboarding/storyteller?token=${token}`);
    await expect(await canvas.findByRole('link', { name: 'Create Account' })).toHaveAttribute('href', `/auth?mode=signup&next=${next}`);
    await expect(canvas.getByRole('link', { name: 'I Already Have an Account' })).toHaveAttribute('href', `/auth?next=${next}`);
  },
});

/** Signed out: no password to make. A sign-in link by e-mail is the main way, and it comes back here. */
export const StorytellerEmailLink = meta.story({
  args: { user: undefined },
  beforeEach: recordSignInLinks,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: "You're invited to Kinstory" })).toBeVisible();
    await expect(canvas.getByText(/No password needed\./)).toBeVisible();
    await expect(canvas.queryByLabelText(/password/i)).toBeNull();
    const send = canvas.getByRole('button', { name: 'Email me a sign-in link' });
    await expect(send.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    // From the keyboard: the field comes first, then the button. (Enter inside the field, the
    // form's implicit submission, is pressed in e2e 16: under act() here React reports a nested
    // render for it that a browser never sees.)
    const field = canvas.getByLabelText(/^Email/);
    while (document.activeElement !== field) await userEvent.tab();
    await userEvent.keyboard('rose@example.com');
    await userEvent.tab();
    await expect(send).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Check your e-mail')).toBeVisible();
    await expect(sentSignInLinks()).toEqual([
      { email: 'rose@example.com', continuePath: `/onboarding/storyteller?token=${token}` },
    ]);
    // A password stays possible, as the quieter way.
    await expect(canvas.getByRole('link', { name: 'I Already Have an Account' })).toBeVisible();
  },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => void msw.use(pendingStorytellerHandlers.loading),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your invitation...')).toBeVisible();
  },
});
