import { expect, userEvent, waitFor } from 'storybook/test';
import { pageStory } from '../../storybook/pageStory.ts';
import { stubbed } from '../../storybook/stubbed.ts';
import preview from '../../storybook/preview.ts';

const meta = preview.meta({ ...pageStory, args: { path: '/stories' } });

export const UnknownPath = meta.story({
  beforeEach: stubbed(console, 'error'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '404' })).toBeVisible();
    await expect(canvas.getByText('Oops! Page not found')).toBeVisible();
    await expect(console.error).toHaveBeenCalledWith(expect.any(String), '/stories');
    await userEvent.click(canvas.getByRole('link', { name: 'Return to Home' }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(/^\/$/));
  },
});
