import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { AppStory } from '../../storybook/AppStory.tsx';
import { pageStory } from '../../storybook/pageStory.ts';
import { stubbed } from '../../storybook/stubbed.ts';

const meta = { ...pageStory, args: { path: '/stories' } } satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnknownPath: Story = {
  beforeEach: stubbed(console, 'error'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '404' })).toBeVisible();
    await expect(canvas.getByText('Oops! Page not found')).toBeVisible();
    await expect(console.error).toHaveBeenCalledWith(expect.any(String), '/stories');
    await userEvent.click(canvas.getByRole('link', { name: 'Return to Home' }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(/^\/$/));
  },
};
