import { expect, waitFor } from 'storybook/test';
import { profileHandlers } from '@kinstory/mocks';
import { signedInUser } from '../../storybook/AppStory.tsx';
import { pageStory, type PlayContext } from '../../storybook/pageStory.ts';
import { DASHBOARD_FAILED, failingDashboard } from '../../storybook/dashboardStates.ts';
import { expectLogged } from '../../storybook/expectConsoleError.ts';
import preview from '../../storybook/preview.ts';

const meta = preview.meta({ ...pageStory, args: { path: '/dashboard', user: signedInUser } });

export const Resolving = meta.story({
  beforeEach: ({ msw }) => void msw.use(profileHandlers.loading),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Redirecting to your dashboard...')).toBeVisible();
  },
});

export const ToProfilePersona = meta.story({
  beforeEach: ({ msw }) => void msw.use(profileHandlers.storyteller),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/storyteller-dashboard'));
  },
});

/** A play: the redirect lands on `path`, whose dashboard cannot load the profile either and logs it. */
const landsOnFailingDashboard =
  (path: string) =>
  async ({ canvas }: Pick<PlayContext, 'canvas'>) => {
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(path));
    await expectLogged(DASHBOARD_FAILED);
  };

export const ToCachedPersonaWhenProfileFails = meta.story({
  beforeEach: [() => localStorage.setItem('cachedPersona', 'admin'), failingDashboard(profileHandlers.error)],
  play: landsOnFailingDashboard('/admin-dashboard'),
});

export const ToContributorWithNeither = meta.story({
  beforeEach: failingDashboard(profileHandlers.error),
  play: landsOnFailingDashboard('/contributor-dashboard'),
});
