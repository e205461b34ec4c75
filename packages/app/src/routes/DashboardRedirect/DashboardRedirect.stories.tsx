import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { profileHandlers } from '@kinstory/mocks';
import { AppStory, signedInUser } from '../../storybook/AppStory.tsx';
import { pageStory, type PlayContext } from '../../storybook/pageStory.ts';
import { DASHBOARD_FAILED, failingDashboard } from '../../storybook/dashboardStates.ts';
import { expectLogged } from '../../storybook/expectConsoleError.ts';

const meta = { ...pageStory, args: { path: '/dashboard', user: signedInUser } } satisfies Meta<typeof AppStory>;

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

/** A play: the redirect lands on `path`, whose dashboard cannot load the profile either and logs it. */
const landsOnFailingDashboard =
  (path: string) =>
  async ({ canvas }: Pick<PlayContext, 'canvas'>) => {
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(path));
    await expectLogged(DASHBOARD_FAILED);
  };

export const ToCachedPersonaWhenProfileFails: Story = {
  beforeEach: [() => localStorage.setItem('cachedPersona', 'admin'), failingDashboard(profileHandlers.error)],
  play: landsOnFailingDashboard('/admin-dashboard'),
};

export const ToContributorWithNeither: Story = {
  beforeEach: failingDashboard(profileHandlers.error),
  play: landsOnFailingDashboard('/contributor-dashboard'),
};
