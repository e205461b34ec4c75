import { expect, userEvent, waitFor } from 'storybook/test';
import { pageStory } from '../../storybook/pageStory.ts';
import preview from '../../storybook/preview.ts';

const meta = preview.meta({ ...pageStory, args: { path: '/demo/contributor' } });

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Contributor Dashboard Demo')).toBeVisible();
    await expect(canvas.getByText('Invited by Grace Whitfield to contribute your memories')).toBeVisible();
    await expect(canvas.getByText('Contributor')).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Add Your Memory' })).toHaveLength(3);
    await expect(canvas.getByText('6 memories shared so far')).toBeVisible();
    await expect(canvas.getByText('Stories Collected: 23 / 50')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Stories Collected' })).toHaveAttribute('aria-valuenow', '46');
    await expect(canvas.getByText('4 members')).toBeVisible();
    const addAnother = canvas.getByRole('link', { name: 'Add Another Memory' });
    await expect(addAnother).toHaveAttribute('href', '/chat');
    // The demo is public, the chat is not: a visitor who is signed out is asked to sign in. (The
    // location reads /chat only until the chat route has loaded, so the play waits for where it ends.)
    await userEvent.click(addAnother);
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(/^\/auth/));
  },
});
