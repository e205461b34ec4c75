import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { promptTexts } from '@kinstory/contract';
import { fixtures, promptOpenHandlers } from '@kinstory/mocks';
import { recordCalls, recordedCalls } from '../../storybook/recordedCalls.ts';
import { pageStory } from '../../storybook/pageStory.ts';
import preview from '../../storybook/preview.ts';

const answerPath = `/answer/${fixtures.promptSendId}`;

/** Counts POST /api/prompt-sends/:id/open, answering as `answer` says (the fixture by default). */
function countOpens(msw: { use: (...handlers: never[]) => void }, answer: (attempt: number) => Response | null = () => null) {
  const opened = recordCalls<string>();
  msw.use(
    http.post('*/api/prompt-sends/:id/open', ({ params }) => {
      opened.push(String(params.id));
      return answer(opened.length) ?? HttpResponse.json({ ...fixtures.promptOpened, conversationId: String(params.id) });
    }) as never,
  );
}

const meta = preview.meta(
  { ...pageStory, args: { path: answerPath, user: { uid: 'u-edna', email: 'edna@example.com' } } }
);

/** The weekly question's link, signed in: its conversation is opened once and the chat takes over. */
export const Opens = meta.story({
  beforeEach: ({ msw }) => countOpens(msw as never),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(new RegExp(`^/chat/${fixtures.promptSendId}$`)), { timeout: 5000 });
    await expect(recordedCalls()).toEqual([fixtures.promptSendId]);
  },
});

/** The question went to someone else: the server's words, and the way to the dashboard. */
export const NotForYou = meta.story({
  beforeEach: ({ msw }) => void msw.use(promptOpenHandlers.notForYou),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This question is not for you' })).toBeVisible();
    await expect(canvas.getByText(promptTexts.notForYou)).toBeVisible();
    const dashboard = canvas.getByRole('link', { name: 'Go to my dashboard' });
    await expect(dashboard).toHaveAttribute('href', '/dashboard');
    await expect(dashboard.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
    await expect(canvas.getByTestId('location')).toHaveTextContent(answerPath);
  },
});

export const NotFound = meta.story({
  beforeEach: ({ msw }) => void msw.use(promptOpenHandlers.notFound),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This question could not be found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to my dashboard' })).toHaveAttribute('href', '/dashboard');
  },
});

/** A failure that may pass: Try again asks once more, and then the chat opens. */
export const TryAgain = meta.story({
  beforeEach: ({ msw }) => countOpens(msw as never, (attempt) => (attempt === 1 ? HttpResponse.json({ error: 'Internal server error' }, { status: 500 }) : null)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'We could not open your question' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(`/chat/${fixtures.promptSendId}`), { timeout: 5000 });
    await expect(recordedCalls()).toHaveLength(2);
  },
});

/** Signed out: to the e-mail link sign-in (no password form), coming back here afterwards. */
export const SignedOut = meta.story({
  args: { user: undefined },
  beforeEach: ({ msw }) => countOpens(msw as never),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Sign In Without a Password' })).toBeVisible();
    await expect(canvas.getByTestId('location')).toHaveTextContent(`/auth?mode=link&next=${encodeURIComponent(answerPath)}`);
    await expect(canvas.queryByLabelText(/password/i)).toBeNull();
    await expect(recordedCalls()).toEqual([]);
  },
});
