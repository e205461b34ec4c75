import type { ReactRenderer } from '@storybook/react-vite';
import type { StoryContext } from 'storybook/internal/csf';
import { expect, screen, waitFor, within } from 'storybook/test';

/**
 * The notification with this text is on screen. Looked up afresh on every try: a toast found once
 * can be re-rendered into a new element a moment later (a refetch, a later toast), and an element
 * held from before then is no longer in the page even though the same text is.
 */
export const expectToast = (text: string) =>
  waitFor(() => expect(within(screen.getByRole('region', { name: 'Notifications' })).getByText(text)).toBeVisible());

/** What a play's `canvas` is: queries within the story. */
export type Canvas = StoryContext<ReactRenderer>['canvas'];

/** A block's Error story: the block shows its `error` as an alert. */
export async function showsErrorAsAlert({ canvas, args }: { canvas: Canvas; args: { error?: string | null } }) {
  await expect(args.error).toBeTruthy();
  await expect(canvas.getByText(args.error!)).toHaveAttribute('role', 'alert');
}

/**
 * A block's story when its data failed to load (`args`: its data, empty, and the error): named
 * 'Error' in the sidebar, the error shown as an alert.
 */
export const failedToLoad = <A extends { error: string }>(args: A) => ({ name: 'Error', args, play: showsErrorAsAlert });

/** A block's story with nothing to show (`args`: its data, empty): the block titled `heading` is hidden. */
export const emptyHidesBlock = <A extends object>(args: A, heading: string) => ({ args, play: blockIsHidden(heading) });

/** A play: the block titled `heading` is not shown at all (a block hidden while it has nothing to show). */
export const blockIsHidden =
  (heading: string) =>
  async ({ canvas }: { canvas: Canvas }) => {
    await expect(canvas.queryByRole('heading', { name: heading })).toBeNull();
  };

/** A play: the region named `name` is busy (aria-busy) while its data loads. */
export const regionIsBusy =
  (name: string) =>
  async ({ canvas }: { canvas: Canvas }) => {
    await expect(canvas.getByRole('region', { name })).toHaveAttribute('aria-busy', 'true');
  };

/** A Delete that asks first: which button opens which confirmation, and the button there that deletes. */
export interface DeleteSteps {
  button: string;
  dialog: string;
  confirm: string;
}

/** Presses Delete and confirms it; gives the dialog, which stays open while the delete runs or when it failed. */
export async function confirmDelete({ canvas, userEvent }: Pick<StoryContext<ReactRenderer>, 'canvas' | 'userEvent'>, steps: DeleteSteps) {
  await userEvent.click(await canvas.findByRole('button', { name: steps.button }));
  const dialog = within(await screen.findByRole('alertdialog', { name: steps.dialog }));
  await userEvent.click(dialog.getByRole('button', { name: steps.confirm }));
  return dialog;
}

/** Presses Delete and confirms it, and the delete fails: the dialog stays open and says `message` as an alert. */
export async function deleteFails(context: Pick<StoryContext<ReactRenderer>, 'canvas' | 'userEvent'>, steps: DeleteSteps, message: string) {
  const dialog = await confirmDelete(context, steps);
  await expect(await dialog.findByText(message)).toHaveAttribute('role', 'alert');
}
