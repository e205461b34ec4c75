import { expect, userEvent } from 'storybook/test';
import { pageStory } from '../../storybook/pageStory.ts';
import preview from '../../storybook/preview.ts';

const meta = preview.meta({ ...pageStory, args: { path: '/demo/admin' } });

export const Tabs = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Family Legacy' })).toBeVisible();
    await expect(canvas.getByText('Admin Dashboard (Demo)')).toBeVisible();
    await expect(await canvas.findByText('Requiring attention')).toBeVisible();
    await expect(canvas.getByText('23 memories extracted')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Start New Chat' })).toHaveAttribute('href', '/chat');
    await userEvent.click(canvas.getByRole('tab', { name: 'Family' }));
    await expect(canvas.getAllByText('Invited 2 days ago · Contributor role')).toHaveLength(1);
    await expect(canvas.getAllByRole('button', { name: 'Resend' })).toHaveLength(2);
    await userEvent.click(canvas.getByRole('tab', { name: 'Stories' }));
    await expect(canvas.getByRole('heading', { name: 'All Stories (4)' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Follow-ups' }));
    await expect(canvas.getAllByText('From Edna Whitfield')).toHaveLength(2);
    await expect(canvas.getAllByRole('link', { name: 'Start Chat' })[0]).toHaveAttribute('href', '/chat');
  },
});
