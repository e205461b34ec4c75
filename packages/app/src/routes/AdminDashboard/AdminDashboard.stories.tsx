import { http, HttpResponse } from 'msw';
import { errorTexts } from '@kinstory/contract';
import { exportHandlers, fixtures, membersHandlers, weeklyQuestionArchive } from '@kinstory/mocks';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { signedInUser } from '../../storybook/AppStory.tsx';
import { pageStory } from '../../storybook/pageStory.ts';
import { atWidth, columnsPlay } from '../../storybook/dashboardLayout.ts';
import { restoringSessionPlay } from '../../storybook/dashboardStates.ts';
import { recordBodies, recordCalls, recordedCalls } from '../../storybook/recordedCalls.ts';
import preview from '../../storybook/preview.ts';

const meta = preview.meta({ ...pageStory, args: { path: '/admin-dashboard', user: signedInUser } });

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(await canvas.findByText('Grace • Managing family archive')).toBeVisible();
    await expect(await canvas.findByText('You have 3 conversations')).toBeVisible();
    // Kept for the next visit's header, under this user's id.
    await expect(JSON.parse(localStorage.getItem('cachedDashboardHeader') ?? 'null')).toEqual(
      expect.objectContaining({ uid: signedInUser.uid, userName: 'Grace' }),
    );
    await expect(await canvas.findByRole('heading', { name: 'Family', level: 2 })).toBeVisible();
    await expect(await canvas.findByText('tom@example.com', { exact: false })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Revoke invitation for Tom' })).toBeVisible();
    // Members of the archive.
    const members = canvas.getByRole('region', { name: 'Members' });
    await expect(await within(members).findByText('Edna')).toBeVisible();
    await expect(within(members).getByRole('combobox', { name: 'Role of Grace' })).toHaveValue('admin');
    await expect(within(members).getByRole('combobox', { name: 'Role of Edna' })).toHaveValue('storyteller');
  },
});

/** Every card of the page, filled in. */
async function loaded(canvas: ReturnType<typeof within>) {
  await canvas.findByText('You have 3 conversations');
  await within(await canvas.findByRole('region', { name: 'Members' })).findByText('Edna');
  await within(await canvas.findByRole('region', { name: 'Life Map' })).findByRole('region', { name: 'Periods of life' });
  await canvas.findByRole('region', { name: 'Weekly question by e-mail' });
  await canvas.findByRole('region', { name: 'Messages from your family' });
  await waitFor(() => expect(canvas.getByRole('region', { name: 'Your Stories' })).not.toHaveAttribute('aria-busy'));
  const region = (name: string) => canvas.getByRole('region', { name });
  return {
    main: [canvas.getByRole('heading', { name: 'Start a New Conversation' }), region('Your Stories'), region('Life Map')],
    side: [region('Messages from your family'), region('Your Conversations'), region('Family'), region('Weekly question by e-mail')],
  };
}

/** At 1280 px the page uses the width: the stories in the wide main column, the conversations and the Family card beside them. */
export const Wide = meta.story({
  ...atWidth('wide'),
  play: columnsPlay('Admin dashboard', loaded, async ({ main, side }) => {
    // The wider column is the stories'.
    await expect(main[1]!.getBoundingClientRect().width).toBeGreaterThanOrEqual(side[1]!.getBoundingClientRect().width);
  }),
});

/** On a phone, one column: the main column's cards, then the side column's, in the order they are read. */
export const Phone = meta.story({ ...atWidth('phone414'), play: columnsPlay('Admin dashboard', loaded) });

/**
 * A contributor who signs in lands here too (SPEC §4): the Family card shows the members' names
 * and roles, and neither the invite form nor the invitations, which the server refuses them.
 */
export const ContributorSignedIn = meta.story({
  beforeEach: ({ msw }) => {
    const invitationCalls = recordCalls<string>();
    msw.use(
      http.get('*/api/user/profile', () => HttpResponse.json({ ...fixtures.adminProfile, persona: 'contributor', userName: 'Tom' })),
      membersHandlers.withoutEmails,
      http.get('*/api/invitations', ({ request }) => {
        invitationCalls.push(request.url);
        return HttpResponse.json({ error: errorTexts.forbidden }, { status: 403 });
      }),
    );
  },
  play: async ({ canvas }) => {
    const family = await canvas.findByRole('region', { name: 'Family' });
    const members = within(family).getByRole('region', { name: 'Members' });
    await expect(await within(members).findByText('Edna')).toBeVisible();
    await expect(within(members).getByText('Storyteller')).toBeVisible();
    await expect(within(family).queryByRole('button', { name: 'Create Invitation Link' })).toBeNull();
    await expect(within(family).queryByRole('combobox')).toBeNull();
    await expect(within(family).queryByText('Failed to load invitations')).toBeNull();
    await expect(recordedCalls()).toEqual([]);
    await expect(canvas.queryByRole('region', { name: 'Weekly question by e-mail' })).toBeNull();
  },
});

/** While the saved session is being restored: the admin's heading names no one, so it shows. */
export const RestoringSession = meta.story({
  args: { loading: true },
  play: restoringSessionPlay('Admin Dashboard', 'Loading your dashboard...', /Coordinator/),
});

/** A returning organiser: the name of the last visit at once, before the session is even restored. */
export const ReturningVisit = meta.story({
  args: { loading: true },
  beforeEach: () =>
    void localStorage.setItem('cachedDashboardHeader', JSON.stringify({ uid: signedInUser.uid, userName: 'Grace', email: signedInUser.email, subjectName: null })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Grace • Managing family archive')).toBeVisible();
    await expect(canvas.getByText('Loading your dashboard...')).toBeVisible();
  },
});

export const InviteStoryteller = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(
      recordBodies('post', '*/api/invitations', () =>
        HttpResponse.json(
          {
            invitation: { id: '1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a1b', role: 'storyteller', name: 'Edna', age: 88, email: null, status: 'pending', expires_at: '2030-01-01T00:00:00Z', created_at: '2026-01-01T00:00:00Z' },
            token: 'demo-token-0123456789abcdef',
            link: '/onboarding/storyteller?token=demo-token-0123456789abcdef',
          },
          { status: 201 },
        ),
      ),
    );
    const clipboard = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => clipboard.mockRestore();
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Family', level: 2 });
    await userEvent.type(canvas.getByLabelText(/^Name/), 'Edna');
    await userEvent.type(canvas.getByLabelText(/^Age/), '88');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Invitation Link' }));
    const link = `${window.location.origin}/onboarding/storyteller?token=demo-token-0123456789abcdef`;
    await expect(await canvas.findByText(link)).toBeVisible();
    await expect(recordedCalls()).toEqual([{ role: 'storyteller', name: 'Edna', age: 88, email: null }]);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Link' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(link);
    await expect(await canvas.findByText('Link copied')).toBeVisible();
  },
});

export const InviteNeedsAName = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Create Invitation Link' }));
    await expect(await canvas.findByText('Please type the name of the person you are inviting.')).toHaveAttribute('role', 'alert');
  },
});

export const RevokeInvitation = meta.story({
  beforeEach: ({ msw }) => {
    let revoked = false;
    msw.use(
      http.delete('*/api/invitations/:id', () => {
        revoked = true;
        return HttpResponse.json({ success: true });
      }),
      // Until the revoke, the default fixture answers (an undefined answer falls through).
      http.get('*/api/invitations', () => (revoked ? HttpResponse.json({ invitations: [] }) : undefined)),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Revoke invitation for Tom' }));
    await expect(await canvas.findByText('Invitation revoked')).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Revoke invitation for Tom' })).toBeNull());
    await expect(canvas.getByText('No invitations waiting.')).toBeVisible();
  },
});

/** The Life map: thin periods marked, three topics; Start opens a chat that begins with the topic's prompt. */
export const LifeMapStart = meta.story({
  beforeEach: ({ msw }) => {
    const intros = recordCalls<{ id: string; content: string }>();
    msw.use(
      http.post('*/api/conversations/:id/intro', async ({ request, params }) => {
        const { content } = (await request.json()) as { content: string };
        intros.push({ id: String(params.id), content });
        return HttpResponse.json({ success: true, message: { message_id: 'intro', role: 'assistant', content, created_at: '2026-01-01T00:00:00Z', complete: true } });
      }),
    );
  },
  play: async ({ canvas }) => {
    const lifeMap = await canvas.findByRole('region', { name: 'Life Map' });
    const youth = within(await within(lifeMap).findByRole('region', { name: 'Periods of life' })).getByText('Youth').closest('li')!;
    await expect(within(youth).getByText('Needs more')).toBeVisible();
    await expect(within(lifeMap).getAllByRole('button', { name: /^Start: / })).toHaveLength(3);
    await userEvent.click(within(lifeMap).getByRole('button', { name: 'Start: Youth' }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(/^\/chat\/[0-9a-f-]{36}$/));
    const id = canvas.getByTestId('location').textContent!.slice('/chat/'.length);
    await expect(recordedCalls()).toEqual([
      { id, content: 'Tell me about the years when you were growing up into a young adult.' },
    ]);
  },
});

/** The book and a copy of everything (issue #16): the book's link, the export with its progress, the family tree. */
export const Keepsakes = meta.story({
  beforeEach: ({ msw }) => msw.use(exportHandlers.midway),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Make the book' })).toHaveAttribute('href', '/book');
    const copy = within(await canvas.findByRole('region', { name: 'Keep a copy' }));
    await expect(copy.getByRole('button', { name: 'Download the family tree' })).toBeEnabled();
    await userEvent.click(copy.getByRole('button', { name: 'Download everything' }));
    const bar = await copy.findByRole('progressbar', { name: 'Downloading everything' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', '1.5 MB of 3.0 MB'));
  },
});

const weeklyQuestion = { current: weeklyQuestionArchive(fixtures.promptScheduleOn) };

/** The weekly question (issue #20), after the Family card: when the next one goes, and Pause saves it paused. */
export const WeeklyQuestion = meta.story({
  beforeEach: ({ msw }) => {
    weeklyQuestion.current = weeklyQuestionArchive(fixtures.promptScheduleOn);
    msw.use(...weeklyQuestion.current.handlers);
  },
  play: async ({ canvas }) => {
    const card = within(await canvas.findByRole('region', { name: 'Weekly question by e-mail' }));
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(headings.indexOf('Weekly question by e-mail')).toBe(headings.indexOf('Family') + 1);
    await expect(await card.findByText(/^Next question: .+, 10:00 \(Europe\/London\)$/)).toBeVisible();
    await expect(card.getByText('Answered last week')).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'Pause' }));
    await expect(await card.findByText('Paused')).toBeVisible();
    // Pause is gone: focus moves to what it became.
    await waitFor(() => expect(card.getByText('Paused')).toHaveFocus());
    await expect(weeklyQuestion.current.calls.schedules).toEqual([
      { ...fixtures.promptScheduleOn.schedule, enabled: false },
    ]);
    await expect(await canvas.findByText('Saved: the weekly question is paused')).toBeVisible();
  },
});
