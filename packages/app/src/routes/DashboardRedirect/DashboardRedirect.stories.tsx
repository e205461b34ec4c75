import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { profileHandlers } from '@kinstory/mocks';
import { AppStory, beforeEachPage, signedInUser } from '../../storybook/AppStory.tsx';

const meta = {
  title: 'Pages/DashboardRedirect',
  component: AppStory,
  parameters: { layout: 'fullscreen' },
  beforeEach: beforeEachPage,
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
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/admin-dashboard'));
  },
};

export const ToContributorWithNeither: Story = {
  beforeEach: ({ msw }) => void msw.use(profileHandlers.error),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/contributor-dashboard'));
  },
};
