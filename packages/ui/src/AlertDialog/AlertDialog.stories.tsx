import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { AlertDialog } from './AlertDialog';
import preview from '../storybook/preview.ts';

const meta = preview.meta({
  component: AlertDialog,
  args: {
    trigger: <Button variant="outline">Delete</Button>,
    title: 'Delete this conversation?',
    children: 'Its messages, memories, stories and follow-up items will be deleted.',
    confirmLabel: 'Delete conversation',
    pendingLabel: 'Deleting...',
    onConfirm: fn(),
  },
});

// The dialog is rendered in a portal on <body>, outside the story's canvas.
const dialog = () => screen.findByRole('alertdialog', { name: 'Delete this conversation?' });

export const Default = meta.story({
  play: async ({ canvas, args, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Delete' });
    await userEvent.click(trigger);
    const open = await dialog();
    await expect(open).toHaveTextContent('Its messages, memories, stories and follow-up items will be deleted.');
    // Focus moves into the dialog; Escape closes it without confirming and gives focus back.
    await waitFor(() => expect(open.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
});

export const Open = meta.story({
  args: { defaultOpen: true },
  play: async ({ args, userEvent }) => {
    const open = within(await dialog());
    await userEvent.click(open.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
});

export const Confirmed = meta.story({
  args: { defaultOpen: true },
  play: async ({ args, userEvent }) => {
    const open = within(await dialog());
    await userEvent.click(open.getByRole('button', { name: 'Delete conversation' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
});

/** While the delete runs: the confirming button waits, Cancel and Escape do nothing. */
export const Deleting = meta.story({
  args: { defaultOpen: true, onConfirm: fn(() => new Promise<void>(() => {})) },
  play: async ({ userEvent }) => {
    const open = within(await dialog());
    await userEvent.click(open.getByRole('button', { name: 'Delete conversation' }));
    await expect(await open.findByRole('button', { name: 'Deleting...' })).toBeDisabled();
    await expect(open.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(await dialog()).toBeVisible();
  },
});

/** The delete failed: the dialog stays open and says why. */
export const Failed = meta.story({
  args: { defaultOpen: true, onConfirm: fn(() => Promise.reject(new Error('Failed to delete the conversation'))) },
  play: async ({ userEvent }) => {
    const open = within(await dialog());
    await userEvent.click(open.getByRole('button', { name: 'Delete conversation' }));
    await expect(await open.findByRole('alert')).toHaveTextContent('Failed to delete the conversation');
    await expect(open.getByRole('button', { name: 'Delete conversation' })).toBeEnabled();
  },
});
