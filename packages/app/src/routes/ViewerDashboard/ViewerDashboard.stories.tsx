import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor } from 'storybook/test';
import { AppStory, beforeEachPage, signedInUser } from '../../storybook/AppStory.tsx';

const meta = {
  title: 'Pages/ViewerDashboard',
  component: AppStory,
  parameters: { layout: 'fullscreen' },
  beforeEach: beforeEachPage,
  args: { path: '/viewer-dashboard', user: signedInUser },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  beforeEach: () => {
    const spy = spyOn(window, 'alert').mockImplementation(() => undefined);
    return () => spy.mockRestore();
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Live View')).toBeVisible();
    await expect(canvas.getByText("Following Edna's memory-building journey")).toBeVisible();
    for (const title of ['Recent Activity', "This Week's Progress", 'Send Encouragement', 'Memory Box Progress', 'New Stories to Discover']) {
      await expect(canvas.getByRole('heading', { name: title })).toBeVisible();
    }
    const message = canvas.getByRole('textbox');
    await expect(canvas.getByRole('button', { name: 'Send Message' })).toBeDisabled();
    await userEvent.type(message, 'Love these stories, Grandma!');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(window.alert).toHaveBeenCalledWith('Your message has been sent to Edna! 💌');
    await expect(message).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Open chat assistant' })).toBeVisible();
  },
};

export const SignedOut: Story = {
  args: { user: undefined },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(/^\/auth$/));
  },
};
