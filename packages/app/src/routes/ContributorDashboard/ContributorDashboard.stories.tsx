import { http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { conversationsHandlers, familyVoicesArchive, fixtures, profileHandlers, storiesHandlers, storyStatsHandlers } from '@kinstory/mocks';
import { signedInUser } from '../../storybook/AppStory.tsx';
import { pageStory } from '../../storybook/pageStory.ts';
import { failingDashboard, restoringSessionPlay, showsLoadError } from '../../storybook/dashboardStates.ts';
import { atWidth, columnsPlay } from '../../storybook/dashboardLayout.ts';
import { recordCalls, recordedCalls } from '../../storybook/recordedCalls.ts';
import { stubbed } from '../../storybook/stubbed.ts';
import preview from '../../storybook/preview.ts';

const meta = preview.meta(
  { ...pageStory, args: { path: '/contributor-dashboard', user: signedInUser } }
);

export const Default = meta.story({
  beforeEach: ({ msw }) => {
    const queries = recordCalls<string>();
    msw.use(
      http.get('*/api/stories', ({ request }) => {
        queries.push(new URL(request.url).search);
        return undefined;
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Welcome, Grace!' })).toBeVisible();
    await expect(canvas.getByText("Contributing to Edna's story")).toBeVisible();
    await expect(await canvas.findByText('My Contributions')).toBeVisible();
    await expect(canvas.getByText('Family Stories')).toBeVisible();
    await expect(canvas.getByText('Last Active')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Share Your Perspective' })).toBeVisible();
    for (const topic of ['Family Holidays & Traditions', 'Childhood Adventures', 'Life Lessons Learned']) {
      await expect(canvas.getByText(topic)).toBeVisible();
    }
    await expect(await canvas.findByText('Latest 3 of 4 total stories')).toBeVisible();
    await expect(await canvas.findByText('Untitled Conversation')).toBeVisible();
    await expect(recordedCalls()).toContain('?limit=10&sortBy=created_at&sortOrder=DESC');
    await userEvent.click(canvas.getByRole('button', { name: 'Start New Conversation' }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(/^\/chat/));
  },
});

export const Empty = meta.story({
  beforeEach: ({ msw }) => void msw.use(conversationsHandlers.empty, storiesHandlers.empty, storyStatsHandlers.empty, profileHandlers.empty),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No conversations yet. Start sharing your stories above!')).toBeVisible();
    // Each from its own call (stats, profile), which may answer after the conversations list.
    await expect(await canvas.findByText('Start your first conversation to contribute to the family archive')).toBeVisible();
    await expect(await canvas.findByText('Add your voice to the family archive')).toBeVisible();
    await expect(await canvas.findByText('Never')).toBeVisible();
    await expect(await canvas.findByText('Start contributing')).toBeVisible();
  },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) =>
    void msw.use(profileHandlers.loading, conversationsHandlers.loading, storiesHandlers.loading, storyStatsHandlers.loading),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your contributor dashboard...')).toBeVisible();
  },
});

/** A returning contributor: the header of the last visit and the Share card at once, before the session is even restored. */
export const ReturningVisit = meta.story({
  args: { loading: true },
  beforeEach: () =>
    void localStorage.setItem('cachedDashboardHeader', JSON.stringify({ uid: signedInUser.uid, userName: 'Grace', email: signedInUser.email, subjectName: 'Edna' })),
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(await main.findByRole('heading', { level: 1, name: 'Welcome, Grace!' })).toBeVisible();
    await expect(main.getByText("Contributing to Edna's story")).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Share Your Perspective' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Start New Conversation' })).toBeEnabled();
    await expect(main.getByText('Loading your contributor dashboard...')).toBeVisible();
  },
});

/** Signed in, the profile still on its way: the last visit's header, not 'Friend'. */
export const ReturningVisitProfileLoading = meta.story({
  beforeEach: ({ msw }) => {
    localStorage.setItem('cachedDashboardHeader', JSON.stringify({ uid: signedInUser.uid, userName: 'Grace', email: signedInUser.email, subjectName: 'Edna' }));
    msw.use(profileHandlers.loading, conversationsHandlers.loading, storiesHandlers.loading, storyStatsHandlers.loading);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your contributor dashboard...')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome, Grace!' })).toBeVisible();
    await expect(canvas.getByText("Contributing to Edna's story")).toBeVisible();
  },
});

/** A first visit while the session is restored: grey lines for the name, the Share card ready. */
export const RestoringSession = meta.story({
  args: { loading: true },
  play: restoringSessionPlay('Welcome', 'Loading your contributor dashboard...', /Friend|Contributing to/),
});

/** Every card of the page, filled in. */
async function loaded(canvas: ReturnType<typeof within>) {
  await canvas.findByText('Latest 3 of 4 total stories');
  await canvas.findByText('Untitled Conversation');
  await canvas.findByRole('heading', { name: 'Send Encouragement' });
  return {
    main: [canvas.getByRole('heading', { name: 'Share Your Perspective' }), canvas.getByRole('region', { name: 'My Conversations' }), canvas.getByRole('region', { name: 'Recent Family Stories' })],
    side: [canvas.getByRole('heading', { name: 'Suggested Topics' }), canvas.getByRole('heading', { name: 'Send Encouragement' })],
  };
}

/** At 1280 px: the counts, conversations and stories in the main column; topics, follow-up items and the rest beside them. */
export const Wide = meta.story({ ...atWidth('wide'), play: columnsPlay('Contributor dashboard', loaded) });

/** On a phone, one column, in the order the cards are read. */
export const Phone = meta.story(
  { ...atWidth('phone414'), play: columnsPlay('Contributor dashboard', loaded) }
);

export const LoadError = meta.story({
  beforeEach: failingDashboard(storyStatsHandlers.error),
  play: showsLoadError('Failed to load some dashboard data. Please refresh the page.'),
});

export const SignOutGoesToLogin = meta.story({
  beforeEach: stubbed(console, 'error'),
  play: async ({ canvas }) => {
    await userEvent.click(await within(canvas.getByRole('main')).findByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(/^\/login$/));
    await expect(await canvas.findByText('Oops! Page not found')).toBeVisible();
  },
});

const archive = { current: familyVoicesArchive() };

/** A contributor adds their perspective to a recent family story, and sends the storyteller a note (issue #17). */
export const PerspectiveAndEncouragement = meta.story({
  beforeEach: ({ msw }) => {
    archive.current = familyVoicesArchive(fixtures.storiesWithPerspectives);
    msw.use(...archive.current.handlers);
  },
  play: async ({ canvas }) => {
    const notifications = () => within(screen.getByRole('region', { name: 'Notifications' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Add your perspective on First day at the mill' }));
    await userEvent.type(canvas.getByLabelText('Your perspective'), 'Grandad worked the night shift there.');
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    const perspectives = await canvas.findByRole('region', { name: 'Family perspectives on First day at the mill' });
    await waitFor(() => expect(within(perspectives).getByText('Grandad worked the night shift there.')).toBeVisible());
    await userEvent.type(canvas.getByRole('textbox', { name: 'A note for Edna' }), 'Thank you for the mill story!');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(notifications().getByText('Your message has been sent to Edna! 💌')).toBeVisible());
    await expect(archive.current.calls.sent).toEqual(['Thank you for the mill story!']);
  },
});
