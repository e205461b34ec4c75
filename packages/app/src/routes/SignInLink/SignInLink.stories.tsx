import { expect, userEvent, waitFor } from 'storybook/test';
import { promptTexts, SIGN_IN_EMAIL_STORAGE_KEY } from '@kinstory/contract';
import { fixtures } from '@kinstory/mocks';
import { storyAuth } from '../../storybook/AppStory.tsx';
import { pageStory } from '../../storybook/pageStory.ts';
import { recordSignInLinks, sentSignInLinks } from '../../storybook/signInLinks.ts';
import preview from '../../storybook/preview.ts';

const edna = 'edna@example.com';
const answerPath = `/answer/${fixtures.promptSendId}`;
const invitationPath = '/onboarding/storyteller?token=demo-token-0123456789abcdef';

/** The page a link our server e-mails opens: Firebase's query on our own path, landing on `continuePath`. */
const linkPath = (continuePath: string, oobCode = 'code-1') =>
  `/sign-in/link?mode=signIn&oobCode=${oobCode}&apiKey=demo-key&lang=en&continueUrl=${encodeURIComponent(`${window.location.origin}${continuePath}`)}`;

/** This browser asked for the link: it kept the address. */
const sentFromHere = () => void localStorage.setItem(SIGN_IN_EMAIL_STORAGE_KEY, edna);


const atLeast44px = async (element: HTMLElement) => expect(element.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);

const meta = preview.meta(
  { ...pageStory, args: { path: linkPath(answerPath), emailLinks: { 'code-1': edna } } }
);

/** While sign-in starts (Firebase loading), the page says so and is busy. */
export const SigningIn = meta.story({
  args: { loading: true },
  beforeEach: sentFromHere,
  play: async ({ canvas }) => {
    const status = await canvas.findByText('Signing you in...');
    await expect(status).toHaveAttribute('role', 'status');
    await expect(status.closest('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByTestId('location')).toHaveTextContent(/^\/sign-in\/link\?/);
  },
});

/** The browser that asked for the link: no question, signed in, and on to the weekly question's chat. */
export const SameDevice = meta.story({
  beforeEach: sentFromHere,
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(`/chat/${fixtures.promptSendId}`), { timeout: 5000 });
    await expect(storyAuth?.getState()).toEqual({ status: 'signedIn', user: { uid: `uid-${edna}`, email: edna } });
    await expect(localStorage.getItem(SIGN_IN_EMAIL_STORAGE_KEY)).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Confirm your e-mail address' })).toBeNull();
  },
});

/** Another device: only the address is asked for (Firebase's rule), then on to the invitation. */
export const OtherDevice = meta.story({
  args: { path: linkPath(invitationPath) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Confirm your e-mail address' })).toBeVisible();
    await expect(canvas.getByText(/Please type the e-mail address the link was sent to/)).toBeVisible();
    await expect(canvas.queryByLabelText(/password/i)).toBeNull();
    await expect(canvas.getAllByRole('textbox')).toHaveLength(1);
    await atLeast44px(canvas.getByRole('button', { name: 'Continue' }));
    // From the keyboard: Tab reaches the field, Enter sends it.
    const field = canvas.getByLabelText(/^Email/);
    while (document.activeElement !== field) await userEvent.tab();
    await userEvent.keyboard(`${edna}{Enter}`);
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(invitationPath), { timeout: 5000 });
    await expect(await canvas.findByRole('heading', { name: 'Welcome, Storyteller!' })).toBeVisible();
  },
});

/** A used or old link: plain words, and a new link to the same address and the same place. */
export const Expired = meta.story({
  args: { emailLinks: {} },
  beforeEach: (context) => {
    sentFromHere();
    recordSignInLinks(context);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This link no longer works' })).toBeVisible();
    await expect(canvas.getByText(promptTexts.linkExpired, { exact: false })).toBeVisible();
    await expect(canvas.getByLabelText(/^Email/)).toHaveValue(edna);
    const again = canvas.getByRole('button', { name: 'Email me a new sign-in link' });
    await atLeast44px(again);
    await userEvent.click(again);
    await expect(await canvas.findByText('Check your e-mail')).toBeVisible();
    await expect(canvas.getByText(/We sent a sign-in link to edna@example.com\./)).toBeVisible();
    await expect(sentSignInLinks()).toEqual([{ email: edna, continuePath: answerPath }]);
    await expect(localStorage.getItem(SIGN_IN_EMAIL_STORAGE_KEY)).toBe(edna);
    await expect(storyAuth?.getState()).toEqual({ status: 'signedOut' });
  },
});

/** Another address than the link's: said plainly, and the right one then works. */
export const WrongAddress = meta.story({
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText(/^Email/), 'grace@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(
      await canvas.findByText('That is not the address this link was sent to. Please type the e-mail address the link was sent to.'),
    ).toHaveAttribute('role', 'alert');
    await expect(storyAuth?.getState()).toEqual({ status: 'signedOut' });
    const field = canvas.getByLabelText(/^Email/);
    await expect(field).toHaveValue('grace@example.com');
    await userEvent.clear(field);
    await userEvent.type(field, edna);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(`/chat/${fixtures.promptSendId}`), { timeout: 5000 });
  },
});

/** Opened without a sign-in link's query: nothing to finish, a way home. */
export const NotALink = meta.story({
  args: { path: '/sign-in/link?mode=resetPassword&oobCode=code-1&apiKey=demo-key' },
  beforeEach: sentFromHere,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This link is not a sign-in link' })).toBeVisible();
    const home = canvas.getByRole('link', { name: 'Go to Home' });
    await expect(home).toHaveAttribute('href', '/');
    await atLeast44px(home);
    await expect(storyAuth?.getState()).toEqual({ status: 'signedOut' });
  },
});

/** Someone already signed in goes straight on; the link is left unused. */
export const AlreadySignedIn = meta.story({
  args: { path: linkPath('/storyteller-dashboard'), user: { uid: 'u-edna', email: edna } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(/^\/storyteller-dashboard$/));
  },
});

/** A continueUrl on another site is never followed: the dashboard instead. */
export const ForeignContinueUrl = meta.story({
  args: {
    path: `/sign-in/link?mode=signIn&oobCode=code-1&apiKey=demo-key&continueUrl=${encodeURIComponent('https://evil.example/steal')}`,
  },
  beforeEach: sentFromHere,
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByTestId('location')).not.toHaveTextContent(/^\/sign-in/));
    await expect(canvas.getByTestId('location')).not.toHaveTextContent(/evil/);
    await expect(storyAuth?.getState()).toMatchObject({ status: 'signedIn' });
  },
});
