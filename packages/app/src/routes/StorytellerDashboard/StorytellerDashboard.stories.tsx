import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { conversationsHandlers, encouragementsHandlers, followUpItemsHandlers, profileHandlers, storiesHandlers } from '@kinstory/mocks';
import { failingDashboard, restoringSessionPlay, showsLoadError } from '../../storybook/dashboardStates.ts';
import { atWidth, columnsPlay } from '../../storybook/dashboardLayout.ts';
import { pageStoryWith, sentToSignIn } from '../../storybook/pageStory.ts';
import { recordCalls, recordedCalls } from '../../storybook/recordedCalls.ts';
import { recordSignInLinks, sentSignInLinks } from '../../storybook/signInLinks.ts';
import { storyAuth } from '../../storybook/AppStory.tsx';
import preview from '../../storybook/preview.ts';

const meta = preview.meta({
  ...pageStoryWith(({ msw }) => void msw.use(profileHandlers.storyteller)),
  args: { path: '/storyteller-dashboard', user: { uid: 'u-edna', email: 'edna@example.com' } },
});

/** Records the query of every GET /api/stories and /api/loose-facts. */
function recordQueries() {
  const queries = recordCalls<string>();
  const record = (kind: string) => ({ request }: { request: Request }) => {
    queries.push(`${kind}${new URL(request.url).search}`);
    return undefined;
  };
  return [http.get('*/api/stories', record('stories')), http.get('*/api/loose-facts', record('facts'))];
}

export const Default = meta.story({
  beforeEach: ({ msw }) => void msw.use(...recordQueries()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Welcome, Edna!' })).toBeVisible();
    await expect(canvas.getByText('Preserving memories with Edna')).toBeVisible();
    await expect(canvas.getByText('Click below to begin capturing precious memories with AI-powered conversation')).toBeVisible();
    await expect(await canvas.findByText('You have 3 conversations')).toBeVisible();
    await expect(await canvas.findByText('4 Stories')).toBeVisible();
    await expect(await canvas.findByText('You mentioned your little brother Alfie. What was he like as a boy?')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Your Project' })).toBeVisible();
    const queries = recordedCalls();
    await expect(queries).toContain('stories?limit=20');
    await expect(queries).toContain('facts?includeFollowedUp=false');
    // No Dashboard button in the header on a dashboard.
    await expect(canvas.queryByRole('button', { name: 'Dashboard' })).toBeNull();
  },
});

/** Every card of the page, filled in. */
async function loaded(canvas: ReturnType<typeof within>) {
  await canvas.findByText('You have 3 conversations');
  await canvas.findByText('4 Stories');
  await canvas.findByText('You mentioned your little brother Alfie. What was he like as a boy?');
  // The family's messages head the side column once their own call answers (hidden until then).
  await canvas.findByRole('region', { name: 'Messages from your family' });
  await waitFor(() => expect(canvas.getByRole('region', { name: 'Your Stories' })).not.toHaveAttribute('aria-busy'));
  const region = (name: string) => canvas.getByRole('region', { name });
  return {
    main: [canvas.getByRole('heading', { name: 'Start a New Conversation' }), region('Your Stories')],
    side: [region('Messages from your family'), region('Your Conversations'), region('Follow-Up Items')],
  };
}

/** At 1280 px: the stories in the wide main column, the family's messages, conversations and follow-up items beside them. */
export const Wide = meta.story({ ...atWidth('wide'), play: columnsPlay('Storyteller dashboard', loaded) });

/** On a phone, one column, in the order the cards are read. */
export const Phone = meta.story(
  { ...atWidth('phone414'), play: columnsPlay('Storyteller dashboard', loaded) }
);

export const StartNewConversation = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Start New Conversation' }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(/^\/chat\/[0-9a-f-]{36}$/));
  },
});

export const Empty = meta.story({
  beforeEach: ({ msw }) => void msw.use(conversationsHandlers.empty, storiesHandlers.empty, followUpItemsHandlers.empty, profileHandlers.empty),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No conversations yet. Start your first one above!')).toBeVisible();
    await expect(canvas.getByText('Start your first conversation to begin preserving memories')).toBeVisible();
    // The header waits for the profile's own answer (grey lines until then), not the conversations'.
    await expect(await canvas.findByRole('heading', { name: 'Welcome, Friend!' })).toBeVisible();
    await expect(canvas.getByText('Start capturing precious memories')).toBeVisible();
    // Each card shows its title with a skeleton while its own call is out, and goes once that call
    // answers with nothing: the conversations list answering first says nothing of the others.
    await waitFor(() => expect(canvas.queryByRole('heading', { name: 'Your Stories' })).toBeNull());
    await waitFor(() => expect(canvas.queryByRole('heading', { name: 'Follow-Up Items' })).toBeNull());
    await waitFor(() => expect(canvas.queryByRole('heading', { name: 'Your Project' })).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Start Now' }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(/^\/chat\//));
  },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => void msw.use(profileHandlers.loading, conversationsHandlers.loading),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your dashboard...')).toBeVisible();
    // The frame is there already: the heading (a grey line where the name will be) and the Start card.
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
    await expect(main.queryByText(/Friend/)).toBeNull();
    await expect(main.getByRole('heading', { name: 'Start a New Conversation' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Sign Out' })).toBeEnabled();
    // …and it works before anything has loaded.
    await userEvent.click(main.getByRole('button', { name: 'Start New Conversation' }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(/^\/chat\/[0-9a-f-]{36}$/));
  },
});

/** A returning storyteller: the header of the last visit shows while the profile is on its way. */
export const ReturningVisit = meta.story({
  beforeEach: ({ msw }) => {
    localStorage.setItem('cachedDashboardHeader', JSON.stringify({ uid: 'u-edna', userName: 'Edna', email: 'edna@example.com', subjectName: 'Rose' }));
    msw.use(profileHandlers.loading, conversationsHandlers.loading);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your dashboard...')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome, Edna!' })).toBeVisible();
    await expect(canvas.getByText('Preserving memories with Rose')).toBeVisible();
  },
});

/** Another account's header is never shown, even while this one's profile is on its way. */
export const CachedHeaderOfSomeoneElse = meta.story({
  beforeEach: ({ msw }) => {
    localStorage.setItem('cachedDashboardHeader', JSON.stringify({ uid: 'u-someone-else', userName: 'Walter', email: null, subjectName: 'Hilda' }));
    msw.use(profileHandlers.loading, conversationsHandlers.loading);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your dashboard...')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
    await expect(canvas.queryByText(/Walter|Hilda/)).toBeNull();
  },
});

/** While the saved session is being restored: the same frame, nothing of anyone's data. */
export const RestoringSession = meta.story({
  args: { loading: true },
  play: restoringSessionPlay('Welcome', 'Loading your dashboard...', /Edna|Friend/, async (canvas) => {
    await expect(canvas.getByRole('heading', { name: 'Start a New Conversation' })).toBeVisible();
    await expect(canvas.getByTestId('location')).toHaveTextContent(/^\/storyteller-dashboard$/);
  }),
});

export const LoadError = meta.story({
  beforeEach: failingDashboard(conversationsHandlers.error),
  play: showsLoadError('Internal server error'),
});

export const AnswerFollowUp = meta.story({
  play: async ({ canvas }) => {
    const answers = await canvas.findAllByRole('button', { name: /^Answer/ });
    await userEvent.click(answers[0]!);
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(/^\/chat\/[0-9a-f-]{36}$/));
  },
});

export const SignOut = meta.story({
  play: async ({ canvas }) => {
    // The dashboard's own Sign Out (the global header has one too, which goes to /).
    await userEvent.click(await within(canvas.getByRole('main')).findByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(/^\/auth$/));
    await expect(localStorage.getItem('cachedPersona')).toBeNull();
    // The name shown at the top of the last visit goes too.
    await expect(localStorage.getItem('cachedDashboardHeader')).toBeNull();
  },
});

/**
 * Sign Out pressed as the saved session comes back: the header fills in under the pointer, and the
 * press still signs out (the button is not swapped for another between press and release).
 */
export const SignOutAsSessionReturns = meta.story({
  args: { loading: true },
  play: async ({ canvas }) => {
    const signOut = await within(canvas.getByRole('main')).findByRole('button', { name: 'Sign Out' });
    // One pointer for both halves of the press (each userEvent call on its own starts a new one).
    const pointer = userEvent.setup();
    await pointer.pointer({ keys: '[MouseLeft>]', target: signOut });
    storyAuth!.restore({ uid: 'u-edna', email: 'edna@example.com' });
    await expect(await canvas.findByRole('heading', { name: 'Welcome, Edna!' })).toBeVisible();
    await pointer.pointer({ keys: '[/MouseLeft]', target: signOut });
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(/^\/auth$/));
  },
});

export const SignedOut = meta.story({
  args: { user: undefined },
  // Signed out elsewhere: the last visit's name is still stored.
  beforeEach: () => void localStorage.setItem('cachedDashboardHeader', JSON.stringify({ uid: 'u-edna', userName: 'Edna', email: null, subjectName: null })),
  play: async (context) => {
    await sentToSignIn(context);
    // Finding no one signed in, the page forgets it: the next visit does not show Edna's name.
    await waitFor(() => expect(localStorage.getItem('cachedDashboardHeader')).toBeNull());
  },
});

export const DemoRoute = meta.story({
  args: { path: '/demo/storyteller' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Welcome, Edna!' })).toBeVisible();
  },
});

export const ServerSaysNothing = meta.story({
  beforeEach: failingDashboard(http.get('*/api/stories', () => new HttpResponse(null, { status: 502 }))),
  play: showsLoadError('Failed to load your data. Please try again.'),
});

/** Messages from the family (issue #17): the card, and the newest new one as a toast on this visit. */
export const MessagesFromFamily = meta.story({
  beforeEach: ({ msw }) => void msw.use(encouragementsHandlers.unseen),
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('region', { name: 'Messages from your family' });
    await expect(within(card).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(card).getAllByRole('listitem')[0]).toHaveTextContent('Loved hearing about the fair, Gran!');
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Notifications' })).getByText('A message from Rose')).toBeVisible());
  },
});

/** Issue #20: a sign-in link to her own address, for her tablet or another computer. */
export const EmailMeALink = meta.story({
  beforeEach: recordSignInLinks,
  play: async ({ canvas }) => {
    const card = within(await canvas.findByRole('region', { name: 'Sign in on another device' }));
    await expect(card.getByText('We will send it to edna@example.com.')).toBeVisible();
    // Her own address, so no field to fill and no password anywhere.
    await expect(card.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByLabelText(/password/i)).toBeNull();
    const send = card.getByRole('button', { name: 'Email me a sign-in link' });
    await expect(send.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    send.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await card.findByText('Check your e-mail')).toBeVisible();
    await expect(card.getByText(/We sent a sign-in link to edna@example.com\./)).toBeVisible();
    await expect(sentSignInLinks()).toEqual([
      { email: 'edna@example.com', continuePath: '/storyteller-dashboard' },
    ]);
  },
});
