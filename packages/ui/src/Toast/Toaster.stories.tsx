import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Toaster } from './Toaster';
import { createToastStore, type ToastInput } from './toastStore';
import preview from '../storybook/preview.ts';

// Each story gets its own store so no notification leaks from one story into the next.
function Demo({ input }: { input: ToastInput }) {
  const store = createToastStore();
  return (
    <>
      <Button onPress={() => store.toast(input)}>Show notification</Button>
      <Toaster store={store} />
    </>
  );
}

const meta = preview.meta({
  title: 'UI/Toaster',
  component: Demo,
  args: { input: { title: 'Profile saved!' } },
  parameters: { layout: 'fullscreen' },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show notification' }));
    const status = canvas.getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toHaveTextContent('Profile saved!');
  },
});

export const Destructive = meta.story({
  args: { input: { title: 'Error saving profile', description: 'Please try again.', variant: 'destructive' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show notification' }));
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveAttribute('aria-live', 'assertive');
    await expect(alert).toHaveTextContent('Error saving profile');
  },
});

const onRetry = fn();
export const WithAction = meta.story({
  args: { input: { title: 'Fact Noted', description: '"Rusty the dog" - We can explore this later!', action: { label: 'Undo', onPress: onRetry } } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show notification' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
    await expect(onRetry).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByText('Fact Noted')).not.toBeInTheDocument());
  },
});

export const OnlyNewestShown = meta.story({
  play: async ({ canvas }) => {
    const show = canvas.getByRole('button', { name: 'Show notification' });
    await userEvent.click(show);
    await userEvent.click(show);
    await expect(canvas.getAllByText('Profile saved!')).toHaveLength(1);
  },
});

export const CloseWithEscape = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show notification' }));
    await expect(canvas.getByText('Profile saved!')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByText('Profile saved!')).not.toBeInTheDocument());
  },
});

export const CloseWithButton = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show notification' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(canvas.queryByText('Profile saved!')).not.toBeInTheDocument());
  },
});
