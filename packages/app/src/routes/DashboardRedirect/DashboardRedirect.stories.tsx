import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { profileHandlers } from '@kinstory/mocks';
import { AppStory, signedInUser } from '../../storybook/AppStory.tsx';
import { pageStory } from '../../storybook/pageStory.ts';
import { expectConsoleError, expectLogged } from '../../storybook/expectConsoleError.ts';

const meta = {
  title: 'Pages/DashboardRedirect',
  component: AppStory,
  ...pageStory,
  args: { path: '/dashboard', user: signedInUser },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Resolving: Story = {
  beforeEach: ({ msw }) => void msw.use(profileHandlers.loading),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Redirecting to your dashboard...')).toBeVisible();
  },
};

export const ToProfilePersona: Story = {
  beforeEach: ({ msw }) => void msw.use(profileHandlers.storyteller),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/storyteller-dashboard'));
  },
};

export const ToCachedPersonaWhenProfileFails: Story = {
  beforeEach: ({ msw }) => {
    msw.use(profileHandlers.error);
    localStorage.setItem('cachedPersona', 'admin');
    // The dashboard it lands on cannot load the profile either.
    return expectConsoleError('Dashboard data failed to load');
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/admin-dashboard'));
    await expectLogged('Dashboard data failed to load');
  },
};

export const ToContributorWithNeither: Story = {
  beforeEach: ({ msw }) => {
    msw.use(profileHandlers.error);
    return expectConsoleError('Dashboard data failed to load');
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/contributor-dashboard'));
    await expectLogged('Dashboard data failed to load');
  },
};
