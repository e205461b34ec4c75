import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { errorTexts } from '@kinstory/contract';
import { deleteAccountHandlers, deleteArchiveHandlers, profileHandlers, signOutEverywhereHandlers } from '@kinstory/mocks';
import { AppStory, beforeEachPage, signedInUser, storyAuth } from '../../storybook/AppStory.tsx';
import { DELETE_ACCOUNT_TEXT, DELETE_ARCHIVE_TEXT, SIGN_OUT_EVERYWHERE_TEXT } from './Account.tsx';

const meta = {
  title: 'Pages/Account',
  component: AppStory,
  parameters: { layout: 'fullscreen' },
  beforeEach: beforeEachPage,
  args: { path: '/account', user: signedInUser },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const deleteDialog = () => screen.findByRole('alertdialog', { name: 'Delete your account?' });
/** Presses `button` and answers the confirmation it opens. */
const openDialog = async (canvas: { findByRole: typeof screen.findByRole }, userEvent: { click: (e: Element) => Promise<void> }, button: string, title: string) => {
  await userEvent.click(await canvas.findByRole('button', { name: button }));
  return screen.findByRole('alertdialog', { name: title });
};

const openDeleteDialog = async (canvas: Parameters<typeof openDialog>[0], userEvent: Parameters<typeof openDialog>[1]) =>
  within(await openDialog(canvas, userEvent, 'Delete my account', 'Delete your account?'));

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    await expect(await canvas.findByText('Signed in as grace@example.com')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign out everywhere' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Delete the family archive' })).toBeVisible();
    const download = canvas.getByRole('button', { name: 'Download my data' });
    await expect(download).toBeDisabled();
    await expect(download).toHaveAccessibleDescription('Not available yet: the download of your data is still being built.');
    await expect(await canvas.findByText(/make another member admin first/)).toBeVisible();
    // The header links here; on this page the link is not repeated.
    await expect(canvas.queryByRole('link', { name: 'Your account' })).toBeNull();
  },
};

/** A storyteller: no word about admins. */
export const Storyteller: Story = {
  beforeEach: ({ msw }) => msw.use(profileHandlers.storyteller),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Signed in as edna@example.com')).toBeVisible();
    await expect(canvas.queryByText(/make another member admin first/)).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Delete the family archive' })).toBeNull();
  },
};

export const SignOut: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign out on this device' }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(/^\/$/));
    await expect(storyAuth?.getState().status).toBe('signedOut');
  },
};

/** Sign out everywhere asks first, ends every session on the server, then signs out here. */
export const SignOutEverywhere: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent, 'Sign out everywhere', 'Sign out everywhere?');
    await expect(dialog).toHaveTextContent(SIGN_OUT_EVERYWHERE_TEXT);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    await expect(await canvas.findByText('Signed out everywhere')).toBeVisible();
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(/^\/$/));
    await expect(storyAuth?.getState().status).toBe('signedOut');
  },
};

/** The server could not end the sessions: said in the dialog, and this device stays signed in. */
export const SignOutEverywhereFailed: Story = {
  beforeEach: ({ msw }) => msw.use(signOutEverywhereHandlers.error),
  play: async ({ canvas, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent, 'Sign out everywhere', 'Sign out everywhere?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    await expect(await within(dialog).findByText('Failed to sign you out everywhere')).toHaveAttribute('role', 'alert');
    await expect(storyAuth?.getState().status).toBe('signedIn');
  },
};

/** An admin deletes the whole archive: asked first, then back to the start with a toast. */
export const DeleteArchive: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent, 'Delete the family archive', 'Delete the whole family archive?');
    await expect(dialog).toHaveTextContent(DELETE_ARCHIVE_TEXT);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete the family archive' }));
    await expect(await canvas.findByText('The family archive was deleted')).toBeVisible();
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(/^\/$/));
    await expect(storyAuth?.getState().status).toBe('signedIn');
  },
};

export const DeleteArchiveFailed: Story = {
  beforeEach: ({ msw }) => msw.use(deleteArchiveHandlers.error),
  play: async ({ canvas, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent, 'Delete the family archive', 'Delete the whole family archive?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete the family archive' }));
    await expect(await within(dialog).findByText('Failed to delete the family archive')).toHaveAttribute('role', 'alert');
  },
};

/** Delete asks first and says what will go; Cancel keeps the account. */
export const DeleteConfirm: Story = {
  play: async ({ canvas, userEvent }) => {
    const open = await openDeleteDialog(canvas, userEvent);
    await expect(await deleteDialog()).toHaveTextContent(DELETE_ACCOUNT_TEXT);
    await userEvent.click(open.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(storyAuth?.getState().status).toBe('signedIn');
  },
};

/** Deleted: signed out on this device, on the landing page, with a toast. */
export const Deleted: Story = {
  play: async ({ canvas, userEvent }) => {
    const open = await openDeleteDialog(canvas, userEvent);
    await userEvent.click(open.getByRole('button', { name: 'Delete my account' }));
    await expect(await canvas.findByText('Your account was deleted')).toBeVisible();
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(/^\/$/));
    await expect(storyAuth?.getState().status).toBe('signedOut');
  },
};

export const Deleting: Story = {
  beforeEach: ({ msw }) => msw.use(deleteAccountHandlers.loading),
  play: async ({ canvas, userEvent }) => {
    const open = await openDeleteDialog(canvas, userEvent);
    await userEvent.click(open.getByRole('button', { name: 'Delete my account' }));
    await expect(await open.findByRole('button', { name: 'Deleting...' })).toBeDisabled();
    await expect(storyAuth?.getState().status).toBe('signedIn');
  },
};

/** The only admin of an archive with other members: the server's text, as it is. */
export const LastAdmin: Story = {
  beforeEach: ({ msw }) => msw.use(deleteAccountHandlers.lastAdmin),
  play: async ({ canvas, userEvent }) => {
    const open = await openDeleteDialog(canvas, userEvent);
    await userEvent.click(open.getByRole('button', { name: 'Delete my account' }));
    await expect(await open.findByText(errorTexts.lastAdminAccount)).toHaveAttribute('role', 'alert');
    await expect(storyAuth?.getState().status).toBe('signedIn');
  },
};

export const DeleteFailed: Story = {
  beforeEach: ({ msw }) => msw.use(deleteAccountHandlers.error),
  play: async ({ canvas, userEvent }) => {
    const open = await openDeleteDialog(canvas, userEvent);
    await userEvent.click(open.getByRole('button', { name: 'Delete my account' }));
    await expect(await open.findByText('Failed to delete your account')).toHaveAttribute('role', 'alert');
  },
};

export const SignedOut: Story = {
  args: { user: undefined },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/auth'));
  },
};

/** Every signed-in page's header links here. */
export const FromTheHeader: Story = {
  args: { path: '/samples' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'Your account' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  },
};
