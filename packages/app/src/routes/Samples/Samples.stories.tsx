import { expect, userEvent } from 'storybook/test';
import { pageStory } from '../../storybook/pageStory.ts';
import { stubbed } from '../../storybook/stubbed.ts';
import preview from '../../storybook/preview.ts';

const meta = preview.meta({ ...pageStory, args: { path: '/samples' } });

export const Default = meta.story({
  beforeEach: stubbed(window, 'alert'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Digital Keepsakes' })).toBeVisible();
    await expect(canvas.getByText('2:34')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Play' }));
    await expect(canvas.getByRole('button', { name: 'Pause' })).toBeVisible();
    await expect(canvas.getByText('$149')).toBeVisible();
    await expect(canvas.getByText('$299')).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Add to Cart' })[0]!);
    await expect(window.alert).toHaveBeenCalledWith('Redirecting to checkout for Family Recipe Collection... (Demo)');
    await expect(canvas.getByRole('button', { name: 'Get Started - $199' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  },
});
