import type { Meta, StoryObj } from '@storybook/react-vite';
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
import { AppStory, signedInUser, storyAuth } from '../../storybook/AppStory.tsx';
import { pageStory } from '../../storybook/pageStory.ts';
import { DELETE_ACCOUNT_TEXT, DELETE_ARCHIVE_TEXT, SIGN_OUT_EVERYWHERE_TEXT } from './Account.tsx';

const meta = {
  title: 'Pages/Account',
  component: AppStory,
  ...pageStory,
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
    const yourData = canvas.getByRole('region', { name: 'Your data' });
    await expect(within(yourData).getByRole('button', { name: 'Download everything' })).toBeEnabled();
    await expect(within(yourData).getByRole('button', { name: 'Download the family tree' })).toBeEnabled();
    // The archive has stories: no import offered.
    await expect(canvas.queryByRole('region', { name: 'Bring in an archive' })).toBeNull();
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
    await expect(canvas.getByRole('button', { name: 'Download everything' })).toBeEnabled();
  },
};

/** Download my data: every member, with its progress while it downloads. */
export const DownloadMyData: Story = {
  beforeEach: ({ msw }) => msw.use(profileHandlers.storyteller, exportHandlers.midway),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Download everything' }));
    const bar = await canvas.findByRole('progressbar', { name: 'Downloading everything' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', '1.5 MB of 3.0 MB'));
  },
};

/** An admin whose archive is still empty may bring in an export; what came in is said. */
export const ImportIntoEmptyArchive: Story = {
  beforeEach: ({ msw }) => msw.use(storyStatsHandlers.empty, conversationsHandlers.empty),
  play: async ({ canvas, userEvent }) => {
    const region = within(await canvas.findByRole('region', { name: 'Bring in an archive' }));
    await userEvent.upload(region.getByLabelText('Choose a Kinstory export (.zip)'), new File([fixtures.exportZip()], 'kinstory.zip', { type: 'application/zip' }));
    await userEvent.click(region.getByRole('button', { name: 'Import' }));
    await expect(await region.findByText(/^Imported 12 stories, 40 memories/)).toHaveAttribute('role', 'status');
  },
};

/** The server found content after all: its reason, as it said it. */
export const ImportRefused: Story = {
  beforeEach: ({ msw }) => msw.use(storyStatsHandlers.empty, conversationsHandlers.empty, importHandlers.notEmpty),
  play: async ({ canvas, userEvent }) => {
    const region = within(await canvas.findByRole('region', { name: 'Bring in an archive' }));
    await userEvent.upload(region.getByLabelText('Choose a Kinstory export (.zip)'), new File(['PK'], 'kinstory.zip', { type: 'application/zip' }));
    await userEvent.click(region.getByRole('button', { name: 'Import' }));
    await expect(await region.findByText(keepsakeTexts.importNotEmpty)).toHaveAttribute('role', 'alert');
  },
};

/** Only an admin imports. */
export const NoImportForOthers: Story = {
  beforeEach: ({ msw }) => msw.use(profileHandlers.storyteller, storyStatsHandlers.empty, conversationsHandlers.empty),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Signed in as edna@example.com')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Bring in an archive' })).toBeNull();
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
