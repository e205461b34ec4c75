import { expect, screen, waitFor, within } from 'storybook/test';
import { errorTexts, keepsakeTexts } from '@kinstory/contract';
import {
  conversationsHandlers,
  deleteAccountHandlers,
  deleteArchiveHandlers,
  exportHandlers,
  fixtures,
  importHandlers,
  profileHandlers,
  signOutEverywhereHandlers,
  storyStatsHandlers,
} from '@kinstory/mocks';
import { signedInUser, storyAuth } from '../../storybook/AppStory.tsx';
import { followLinkTo, pageStory, type PlayContext, sentToSignIn } from '../../storybook/pageStory.ts';
import { DELETE_ACCOUNT_TEXT, DELETE_ARCHIVE_TEXT, SIGN_OUT_EVERYWHERE_TEXT } from './Account.tsx';
import preview from '../../storybook/preview.ts';

const meta = preview.meta({ ...pageStory, args: { path: '/account', user: signedInUser } });

/** The page's actions that ask first: the button, its confirmation's title and what it says. */
const confirmations = {
  signOutEverywhere: { button: 'Sign out everywhere', title: 'Sign out everywhere?', says: SIGN_OUT_EVERYWHERE_TEXT },
  deleteArchive: { button: 'Delete the family archive', title: 'Delete the whole family archive?', says: DELETE_ARCHIVE_TEXT },
  deleteAccount: { button: 'Delete my account', title: 'Delete your account?', says: DELETE_ACCOUNT_TEXT },
};

/**
 * Presses the action's button, checks what its confirmation says, and answers it with the action's
 * own button (or `answer`). Returns the dialog, for what it shows next.
 */
async function confirm(canvas: PlayContext['canvas'], userEvent: PlayContext['userEvent'], action: keyof typeof confirmations, answer?: string) {
  const { button, title, says } = confirmations[action];
  await userEvent.click(await canvas.findByRole('button', { name: button }));
  const dialog = await screen.findByRole('alertdialog', { name: title });
  await expect(dialog).toHaveTextContent(says);
  await userEvent.click(within(dialog).getByRole('button', { name: answer ?? button }));
  return within(dialog);
}

/** A play: the action, confirmed, is done; a toast says so, and the page goes back to the start, this device signed in or out. */
const done =
  (action: keyof typeof confirmations, toast: string, status: 'signedIn' | 'signedOut') =>
  async ({ canvas, userEvent }: PlayContext) => {
    await confirm(canvas, userEvent, action);
    await expect(await canvas.findByText(toast)).toBeVisible();
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(/^\/$/));
    await expect(storyAuth?.getState().status).toBe(status);
  };

/** A play: the action, confirmed, is refused; the dialog says why, and this device stays signed in. */
const refused =
  (action: keyof typeof confirmations, why: string) =>
  async ({ canvas, userEvent }: PlayContext) => {
    const dialog = await confirm(canvas, userEvent, action);
    await expect(await dialog.findByText(why)).toHaveAttribute('role', 'alert');
    await expect(storyAuth?.getState().status).toBe('signedIn');
  };

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    await expect(await canvas.findByText('Signed in as grace@example.com')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign out everywhere' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Delete the family archive' })).toBeVisible();
    const yourData = canvas.getByRole('region', { name: 'Your data' });
    await expect(within(yourData).getByRole('button', { name: 'Download everything' })).toBeEnabled();
    await expect(within(yourData).getByRole('button', { name: 'Download the family tree' })).toBeEnabled();
    // The archive has stories: no import offered.
    await expect(canvas.queryByRole('region', { name: 'Bring in an archive' })).toBeNull();
    await expect(await canvas.findByText(/make another member admin first/)).toBeVisible();
    // The header links here; on this page the link is not repeated.
    await expect(canvas.queryByRole('link', { name: 'Your account' })).toBeNull();
  },
});

/** A storyteller: no word about admins. */
export const Storyteller = meta.story({
  beforeEach: ({ msw }) => msw.use(profileHandlers.storyteller),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Signed in as edna@example.com')).toBeVisible();
    await expect(canvas.queryByText(/make another member admin first/)).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Delete the family archive' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Download everything' })).toBeEnabled();
  },
});

/** Download my data: every member, with its progress while it downloads. */
export const DownloadMyData = meta.story({
  beforeEach: ({ msw }) => msw.use(profileHandlers.storyteller, exportHandlers.midway),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Download everything' }));
    const bar = await canvas.findByRole('progressbar', { name: 'Downloading everything' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', '1.5 MB of 3.0 MB'));
  },
});

/** An admin whose archive is still empty may bring in an export; what came in is said. */
export const ImportIntoEmptyArchive = meta.story({
  beforeEach: ({ msw }) => msw.use(storyStatsHandlers.empty, conversationsHandlers.empty),
  play: async ({ canvas, userEvent }) => {
    const region = within(await canvas.findByRole('region', { name: 'Bring in an archive' }));
    await userEvent.upload(region.getByLabelText('Choose a Kinstory export (.zip)'), new File([fixtures.exportZip()], 'kinstory.zip', { type: 'application/zip' }));
    await userEvent.click(region.getByRole('button', { name: 'Import' }));
    await expect(await region.findByText(/^Imported 12 stories, 40 memories/)).toHaveAttribute('role', 'status');
  },
});

/** The server found content after all: its reason, as it said it. */
export const ImportRefused = meta.story({
  beforeEach: ({ msw }) => msw.use(storyStatsHandlers.empty, conversationsHandlers.empty, importHandlers.notEmpty),
  play: async ({ canvas, userEvent }) => {
    const region = within(await canvas.findByRole('region', { name: 'Bring in an archive' }));
    await userEvent.upload(region.getByLabelText('Choose a Kinstory export (.zip)'), new File(['PK'], 'kinstory.zip', { type: 'application/zip' }));
    await userEvent.click(region.getByRole('button', { name: 'Import' }));
    await expect(await region.findByText(keepsakeTexts.importNotEmpty)).toHaveAttribute('role', 'alert');
  },
});

/** Only an admin imports. */
export const NoImportForOthers = meta.story({
  beforeEach: ({ msw }) => msw.use(profileHandlers.storyteller, storyStatsHandlers.empty, conversationsHandlers.empty),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Signed in as edna@example.com')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Bring in an archive' })).toBeNull();
  },
});

export const SignOut = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign out on this device' }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(/^\/$/));
    await expect(storyAuth?.getState().status).toBe('signedOut');
  },
});

/** Sign out everywhere asks first, ends every session on the server, then signs out here. */
export const SignOutEverywhere = meta.story({ play: done('signOutEverywhere', 'Signed out everywhere', 'signedOut') });

/** The server could not end the sessions: said in the dialog, and this device stays signed in. */
export const SignOutEverywhereFailed = meta.story({
  beforeEach: ({ msw }) => msw.use(signOutEverywhereHandlers.error),
  play: refused('signOutEverywhere', 'Failed to sign you out everywhere'),
});

/** An admin deletes the whole archive: asked first, then back to the start with a toast. */
export const DeleteArchive = meta.story(
  { play: done('deleteArchive', 'The family archive was deleted', 'signedIn') }
);

export const DeleteArchiveFailed = meta.story({
  beforeEach: ({ msw }) => msw.use(deleteArchiveHandlers.error),
  play: refused('deleteArchive', 'Failed to delete the family archive'),
});

/** Delete asks first and says what will go; Cancel keeps the account. */
export const DeleteConfirm = meta.story({
  play: async ({ canvas, userEvent }) => {
    await confirm(canvas, userEvent, 'deleteAccount', 'Cancel');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(storyAuth?.getState().status).toBe('signedIn');
  },
});

/** Deleted: signed out on this device, on the landing page, with a toast. */
export const Deleted = meta.story({ play: done('deleteAccount', 'Your account was deleted', 'signedOut') });

export const Deleting = meta.story({
  beforeEach: ({ msw }) => msw.use(deleteAccountHandlers.loading),
  play: async ({ canvas, userEvent }) => {
    const dialog = await confirm(canvas, userEvent, 'deleteAccount');
    await expect(await dialog.findByRole('button', { name: 'Deleting...' })).toBeDisabled();
    await expect(storyAuth?.getState().status).toBe('signedIn');
  },
});

/** The only admin of an archive with other members: the server's text, as it is. */
export const LastAdmin = meta.story({
  beforeEach: ({ msw }) => msw.use(deleteAccountHandlers.lastAdmin),
  play: refused('deleteAccount', errorTexts.lastAdminAccount),
});

export const DeleteFailed = meta.story({
  beforeEach: ({ msw }) => msw.use(deleteAccountHandlers.error),
  play: refused('deleteAccount', 'Failed to delete your account'),
});

export const SignedOut = meta.story({ args: { user: undefined }, play: sentToSignIn });

/** Every signed-in page's header links here. */
export const FromTheHeader = meta.story({
  args: { path: '/samples' },
  play: followLinkTo('Your account', 'Your account'),
});
