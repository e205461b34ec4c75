import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { errorTexts } from '@kinstory/contract';
import { deletableArchive, fixtures, membersHandlers, profileHandlers, removeMemberHandlers } from '@kinstory/mocks';
import { phone } from '../storybook/decorators.tsx';
import { featureStory } from '../storybook/featureStory.ts';
import { expectToast, failedToLoad, regionIsBusy } from '../storybook/plays.ts';
import { ArchiveMembers } from './ArchiveMembers.tsx';
import { FamilyMembers } from './FamilyMembers.tsx';
import preview from '../storybook/preview.ts';

const meta = preview.meta({
  title: 'Dashboard/FamilyMembers',
  component: FamilyMembers,
  ...featureStory,
  args: { members: fixtures.members, canManage: true, onChangeRole: fn(async () => {}), onRemove: fn(async () => {}) },
});

const dialog = (name: string) => screen.findByRole('alertdialog', { name });
const row = (canvas: { getByText: (text: string, options?: object) => HTMLElement }, name: string) =>
  within(canvas.getByText(name, { selector: 'strong' }).closest('li') as HTMLElement);

/** An admin reads the list: e-mails, a role select each, Remove; the only admin's controls are off, with the reason. */
export const Admin = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('tom@example.com')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Role of Tom' })).toHaveValue('contributor');
    const grace = canvas.getByRole('combobox', { name: 'Role of Grace' });
    await expect(grace).toBeDisabled();
    await expect(grace).toHaveAccessibleDescription('Grace is the only admin: make another member admin first, then this role can change.');
    await expect(canvas.getByRole('button', { name: 'Remove Grace' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove Rose' })).toBeEnabled();
  },
});

export const AdminPhone = meta.story({ globals: phone });

/** Two admins: neither is the last, so both can be changed. */
export const TwoAdmins = meta.story({
  args: { members: fixtures.membersTwoAdmins },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Role of Grace' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Remove Grace' })).toBeEnabled();
    await expect(canvas.queryByText(/is the only admin/)).toBeNull();
  },
});

/** Everyone else: names and roles, no e-mails, no controls. */
export const NotAdmin = meta.story({
  args: { members: fixtures.membersWithoutEmails, canManage: false },
  play: async ({ canvas }) => {
    await expect(row(canvas, 'Tom').getByText('Contributor')).toBeVisible();
    await expect(row(canvas, 'Grace').getByText('Family Admin')).toBeVisible();
    await expect(canvas.queryByText(/@example\.com/)).toBeNull();
    await expect(canvas.queryByRole('combobox')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
});

export const RemoveConfirm = meta.story({
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Rose' }));
    const open = await dialog('Remove Rose from the family archive?');
    await expect(open).toHaveTextContent('Rose will lose access at once.');
    await userEvent.click(within(open).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(args.onRemove).toHaveBeenCalledWith(expect.objectContaining({ uid: 'u-rose' })));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
});

/** Choosing a role asks first; Cancel puts the select back. */
export const ChangeRoleCancelled = meta.story({
  play: async ({ canvas, args, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Role of Tom' });
    await userEvent.selectOptions(select, 'viewer');
    const open = await dialog('Make Tom a Viewer?');
    await expect(open).toHaveTextContent('As a Viewer, Tom follows along. The change applies at once.');
    await userEvent.click(within(open).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(select).toHaveValue('contributor');
    await expect(args.onChangeRole).not.toHaveBeenCalled();
  },
});

export const Loading = meta.story({
  args: { members: [], isLoading: true },
  play: regionIsBusy('Members'),
});

export const ErrorState = meta.story(failedToLoad({ members: [], error: 'Failed to load members' }));

/** Over the API: Tom becomes a Viewer; the list and a toast say so. */
export const ConnectedChangeRole = meta.story({
  render: () => <ArchiveMembers />,
  beforeEach: ({ msw }) => msw.use(...deletableArchive()),
  play: async ({ canvas, userEvent }) => {
    const select = await canvas.findByRole('combobox', { name: 'Role of Tom' });
    await userEvent.selectOptions(select, 'viewer');
    await userEvent.click(within(await dialog('Make Tom a Viewer?')).getByRole('button', { name: 'Change role' }));
    await expectToast('Tom is now a Viewer.');
    await expect(select).toHaveValue('viewer');
  },
});

/** Over the API: Rose is removed and leaves the list. */
export const ConnectedRemove = meta.story({
  render: () => <ArchiveMembers />,
  beforeEach: ({ msw }) => msw.use(...deletableArchive()),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove Rose' }));
    await userEvent.click(within(await dialog('Remove Rose from the family archive?')).getByRole('button', { name: 'Remove' }));
    await expectToast('Rose no longer has access to the family archive.');
    await waitFor(() => expect(canvas.queryByText('Rose', { selector: 'strong' })).toBeNull());
  },
});

/** The remove failed: the dialog stays and says so; Rose stays. */
export const ConnectedRemoveFailed = meta.story({
  render: () => <ArchiveMembers />,
  beforeEach: ({ msw }) => msw.use(removeMemberHandlers.error),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove Rose' }));
    const open = within(await dialog('Remove Rose from the family archive?'));
    await userEvent.click(open.getByRole('button', { name: 'Remove' }));
    await expect(await open.findByRole('alert')).toHaveTextContent('Failed to remove the member');
    await expect(canvas.getByText('Rose', { selector: 'strong' })).toBeVisible();
  },
});

/** Another admin left meanwhile: the server refuses, and its text is shown as is. */
export const ConnectedLastAdminRefused = meta.story({
  render: () => <ArchiveMembers />,
  beforeEach: ({ msw }) => msw.use(membersHandlers.twoAdmins, removeMemberHandlers.lastAdmin),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove Grace' }));
    const open = within(await dialog('Remove Grace from the family archive?'));
    await userEvent.click(open.getByRole('button', { name: 'Remove' }));
    await expect(await open.findByRole('alert')).toHaveTextContent(errorTexts.lastAdmin);
  },
});

/** A storyteller reads the list: no controls, whatever the server sends. */
export const ConnectedNotAdmin = meta.story({
  render: () => <ArchiveMembers />,
  beforeEach: ({ msw }) => msw.use(profileHandlers.storyteller, membersHandlers.withoutEmails),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Rose', { selector: 'strong' })).toBeVisible();
    await expect(canvas.queryByRole('combobox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Remove/ })).toBeNull();
  },
});

export const ConnectedError = meta.story({
  render: () => <ArchiveMembers />,
  beforeEach: ({ msw }) => msw.use(membersHandlers.error),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to load members')).toHaveAttribute('role', 'alert');
  },
});
