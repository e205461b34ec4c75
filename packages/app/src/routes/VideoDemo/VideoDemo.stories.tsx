import { expect, userEvent } from 'storybook/test';
import { pageStory } from '../../storybook/pageStory.ts';
import preview from '../../storybook/preview.ts';

const meta = preview.meta({ ...pageStory, args: { path: '/video-demo' } });

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Video Chat Demo - Investor Preview')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Chat' })).toHaveAttribute('href', '/chat');
    await userEvent.click(canvas.getByRole('button', { name: 'Mute' }));
    await expect(canvas.getByRole('button', { name: 'Unmute' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Chat' }));
    await expect(canvas.queryByRole('heading', { name: 'Live Transcript' })).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Extracted Stories' })).toBeVisible();
  },
});
