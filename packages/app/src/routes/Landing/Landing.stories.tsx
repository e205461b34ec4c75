import { expect, userEvent, waitFor } from 'storybook/test';
import { profileHandlers } from '@kinstory/mocks';
import { signedInUser } from '../../storybook/AppStory.tsx';
import { pageStory } from '../../storybook/pageStory.ts';
import preview from '../../storybook/preview.ts';

const meta = preview.meta({ ...pageStory, args: { path: '/' } });

export const SignedOut = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: "Preserve precious memories before they're gone forever" })).toBeVisible();
    for (const title of ['Family Collaboration', 'AI-Powered Intelligence', 'Beautiful Outputs', 'Why Start Now?']) {
      await expect(canvas.getByRole('heading', { name: title })).toBeVisible();
    }
    await expect(canvas.getByText('70% of families')).toBeVisible();
    await expect(canvas.getByText('Get started in less than 5 minutes. No credit card required.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Start Preserving Memories' })).toHaveAttribute('href', '/onboarding');
    await expect(canvas.getByRole('link', { name: 'Begin Your Journey' })).toHaveAttribute('href', '/onboarding');
    // The header: signed out, a Sign In button to /auth.
    await expect(canvas.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    await userEvent.click(canvas.getByRole('link', { name: 'Start Preserving Memories' }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(/^\/onboarding$/));
  },
});

export const SignedInGoesToPersonaDashboard = meta.story({
  args: { user: signedInUser },
  beforeEach: ({ msw }) => void msw.use(profileHandlers.storyteller),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(signedInUser.email)).toBeInTheDocument();
    const buttons = await canvas.findAllByRole('button', { name: 'Go to Dashboard' });
    await expect(buttons).toHaveLength(2);
    await userEvent.click(buttons[0]!);
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/storyteller-dashboard'));
    await expect(localStorage.getItem('cachedPersona')).toBe('storyteller');
  },
});

export const HeaderDashboardFallsBackToCachedPersona = meta.story({
  args: { user: signedInUser },
  beforeEach: ({ msw }) => {
    msw.use(profileHandlers.error);
    localStorage.setItem('cachedPersona', 'viewer');
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Dashboard' }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/viewer-dashboard'));
  },
});

export const HeaderSignOut = meta.story({
  args: { user: signedInUser, path: '/samples' },
  beforeEach: () => {
    localStorage.setItem('cachedPersona', 'storyteller');
    localStorage.setItem('storytellerOnboardingCompleted', 'true');
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(/^\/$/));
    await expect(await canvas.findByText('Signed out successfully!')).toBeVisible();
    await expect(localStorage.getItem('cachedPersona')).toBeNull();
    await expect(localStorage.getItem('storytellerOnboardingCompleted')).toBeNull();
    await expect(await canvas.findByRole('link', { name: 'Sign In' })).toBeVisible();
  },
});

export const AuthLoading = meta.story({
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading...')).toBeVisible();
  },
});
