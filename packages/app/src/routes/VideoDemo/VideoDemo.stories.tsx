import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { AppStory } from '../../storybook/AppStory.tsx';
import { pageStory } from '../../storybook/pageStory.ts';

const meta = { ...pageStory, args: { path: '/video-demo' } } satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Video Chat Demo - Investor Preview')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Chat' })).toHaveAttribute('href', '/chat');
    await userEvent.click(canvas.getByRole('button', { name: 'Mute' }));
    await expect(canvas.getByRole('button', { name: 'Unmute' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Chat' }));
    await expect(canvas.queryByRole('heading', { name: 'Live Transcript' })).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Extracted Stories' })).toBeVisible();
  },
};
