import { useEffect, useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { chatHandlers, fixtures } from '@kinstory/mocks';
import { toast } from '@kinstory/ui';
import { phone, withDefaultHandlers, withProviders } from '../storybook/decorators.tsx';
import { failedToLoad, regionIsBusy } from '../storybook/plays.ts';
import { INTERRUPTED_TEXT, VOICE_MEMORY_TEXT } from './MessageBubble.tsx';
import { MessageList, REPLY_PROGRESS_LABEL, THINKING_TEXT } from './MessageList.tsx';
import { toChatMessage, type ChatMessage } from './types.ts';
import { SEND_FAILED_TOAST, useChatReply } from './useChatReply.ts';
import { useFrameBatchedText } from './useFrameBatchedText.ts';
import preview from '../storybook/preview.ts';

const messages: ChatMessage[] = fixtures.messages.map(toChatMessage);

const meta = preview.meta({
  title: 'Chat/MessageList',
  component: MessageList,
  decorators: [
    withProviders,
    (Story) => (
      <div style={{ height: 420, display: 'flex', flexDirection: 'column' }}>
        <Story />
      </div>
    ),
  ],
  beforeEach: withDefaultHandlers,
  args: { messages },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log');
    await expect(log).toHaveAttribute('aria-live', 'polite');
    const bubbles = log.querySelectorAll('[data-role]');
    await expect(bubbles).toHaveLength(3);
    // The storyteller's message on the right, the interviewer's on the left, each with its time.
    await expect(getComputedStyle(bubbles[1] as Element).alignSelf).toBe('flex-end');
    await expect(getComputedStyle(bubbles[0] as Element).alignSelf).toBe('flex-start');
    await expect(log.querySelectorAll('time')).toHaveLength(3);
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
});

export const Phone = meta.story({ globals: phone });

/** A reply cut off by a server restart: what was said stays, with a quiet line saying so. */
export const Interrupted = meta.story({
  args: {
    messages: [
      ...messages.slice(0, 2),
      { id: 'cut', role: 'assistant', content: 'That sounds like a wonderful summer. Tell me more about', timestamp: '2026-11-23T10:05:00.000Z', interrupted: true },
    ],
  },
  play: async ({ canvas }) => {
    const bubbles = canvas.getByRole('log').querySelectorAll('[data-role]');
    await expect(bubbles).toHaveLength(3);
    await expect(bubbles[2]).toHaveTextContent('Tell me more about');
    await expect(bubbles[2]).toHaveTextContent(INTERRUPTED_TEXT);
    // Only the cut-off reply says so.
    await expect(canvas.getAllByText(INTERRUPTED_TEXT)).toHaveLength(1);
  },
});

export const Empty = meta.story({
  args: { messages: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('log')).toBeEmptyDOMElement();
  },
});

export const Loading = meta.story({
  args: { messages: [], isLoading: true },
  play: regionIsBusy('Conversation'),
});

export const ErrorState = meta.story(failedToLoad({ messages: [], error: 'Failed to fetch messages' }));

export const Thinking = meta.story({
  args: { streaming: { text: '', progress: 5 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(THINKING_TEXT)).toBeVisible();
    const bar = canvas.getByRole('progressbar', { name: REPLY_PROGRESS_LABEL });
    await expect(bar).toHaveAttribute('aria-valuenow', '5');
    await expect(bar).toHaveTextContent('5%');
  },
});

export const Streaming = meta.story({
  args: { streaming: { text: 'Hampstead Heath in 1946, with Mum', progress: 42.4 } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(THINKING_TEXT)).toBeNull();
    await expect(canvas.getByText(/Hampstead Heath in 1946, with Mum/)).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: REPLY_PROGRESS_LABEL })).toHaveAttribute('aria-valuenow', '42');
    // The streaming reply is not part of the live log: it is not read out token by token.
    await expect(canvas.getByRole('log')).not.toHaveTextContent('1946, with Mum');
  },
});

const reply = 'We walked to the fair on Hampstead Heath, Mum, Alfie and me. '.repeat(30);

/** A long reply: one block per paragraph, and a very long paragraph cut after a sentence. */
export const StreamingParagraphs = meta.story({
  args: { streaming: { text: `Hampstead Heath in 1946.\n\n${reply}\n\nAnd then the rain came`, progress: 80 } },
  play: async ({ canvas }) => {
    // Each paragraph is its own element (an exact match finds it), and so is each part of the long one.
    const bubble = canvas.getByText('Hampstead Heath in 1946.').closest('[data-role]') as HTMLElement;
    await expect(canvas.getAllByText(/^We walked/).length).toBeGreaterThanOrEqual(2);
    await expect(canvas.getByText('And then the rain came')).toBeVisible();
    await expect(bubble.textContent).toContain(`Hampstead Heath in 1946.${reply}And then the rain came`);
  },
});

/** Streams words into the list every 30 ms, batched per frame as the chat does. */
function StreamingForever() {
  const { text, append } = useFrameBatchedText();
  useEffect(() => {
    let i = 0;
    const timer = setInterval(() => append(i++ % 40 === 39 ? '\n\n' : 'the fair '), 30);
    return () => clearInterval(timer);
  }, [append]);
  return <MessageList messages={messages} streaming={{ text, progress: 50 }} />;
}

/** The list follows the streaming reply, and stops following once the reader scrolls up. */
export const StreamingScrolledUp = meta.story({
  render: () => <StreamingForever />,
  play: async ({ canvas }) => {
    const scroller = canvas.getByRole('region', { name: 'Conversation' });
    const fromBottom = () => scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight;
    await waitFor(() => expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight + 200), { timeout: 8000 });
    await waitFor(() => expect(fromBottom()).toBeLessThan(48), { timeout: 4000 });
    scroller.scrollTop = 0;
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(scroller.scrollTop).toBe(0);
    await expect(fromBottom()).toBeGreaterThan(200);
  },
});

const text = 'We went to the fair.';

/** Sends one message to POST /chat on mount and shows the reply as it streams. */
function LiveReply() {
  const [sent, setSent] = useState<ChatMessage[]>([{ id: 'u1', role: 'user', content: text, timestamp: fixtures.fixtureNow }]);
  const { send, streaming } = useChatReply();
  useEffect(() => {
    send({ text, conversationId: fixtures.conversationIds.fair })
      .then((reply) => setSent((previous) => [...previous, { id: 'a1', role: 'assistant', content: reply, timestamp: fixtures.fixtureNow }]))
      .catch(() => toast(SEND_FAILED_TOAST));
  }, [send]);
  return <MessageList messages={sent} streaming={streaming} />;
}

/** The reply streamed by MSW: thinking, then text with rising progress, then a complete message. */
export const LiveStream = meta.story({
  render: () => <LiveReply />,
  beforeEach: ({ msw }) => msw.use(chatHandlers.slow),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(THINKING_TEXT)).toBeVisible();
    const bar = canvas.getByRole('progressbar', { name: REPLY_PROGRESS_LABEL });
    await waitFor(() => expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(10), { timeout: 4000 });
    await waitFor(() => expect(canvas.getByRole('log')).toHaveTextContent('What happened when you let go of her hand?'), { timeout: 15000 });
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
});

export const LiveStreamFails = meta.story({
  render: () => <LiveReply />,
  beforeEach: ({ msw }) => msw.use(chatHandlers.failing),
  play: async ({ canvas }) => {
    const notifications = canvas.getByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(notifications).toHaveTextContent('Error sending message'), { timeout: 4000 });
    await expect(notifications).toHaveTextContent('Failed to send message');
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
});

/** Follows new text, unless the reader has scrolled up to re-read. */
export const ScrolledUp = meta.story({
  render: function Render() {
    const many = Array.from({ length: 12 }, (_, i) => (({
      ...messages[i % 3],
      id: `m${i}`
    }) as ChatMessage));
    const [list, setList] = useState(many);
    return (
      <>
        <button type="button" onClick={() => setList((l) => [...l, { ...messages[1], id: `new${l.length}` } as ChatMessage])}>
          Add a message
        </button>
        <MessageList messages={list} />
      </>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const scroller = canvas.getByRole('region', { name: 'Conversation' });
    const atBottom = () => scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight < 2;
    await expect(atBottom()).toBe(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Add a message' }));
    await waitFor(() => expect(atBottom()).toBe(true), { timeout: 4000 });
    scroller.scrollTop = 0;
    scroller.dispatchEvent(new Event('scroll'));
    await userEvent.click(canvas.getByRole('button', { name: 'Add a message' }));
    await expect(scroller.scrollTop).toBe(0);
  },
});

/** A spoken message keeps its recording (a small player); a voice memory waits for its words. */
export const VoiceMessages = meta.story({
  args: { messages: fixtures.spokenMessages.map(toChatMessage) },
  play: async ({ canvas, userEvent }) => {
    const [spoken, memory] = canvas.getAllByRole('group', { name: /^Your (recording|voice memory)$/ }).map((player) => player.closest<HTMLElement>('[data-role]')!);
    await expect(spoken).toHaveTextContent('We lived on Albert Street in Leeds.');
    await expect(within(spoken!).queryByText(VOICE_MEMORY_TEXT)).toBeNull();
    await expect(memory).toHaveAttribute('data-voice-memory', 'true');
    await expect(within(memory!).getByText(VOICE_MEMORY_TEXT)).toBeVisible();
    const player = within(memory!).getByRole('group', { name: 'Your voice memory' });
    const play = within(player).getByRole('button', { name: 'Play' });
    await waitFor(() => expect(play).toBeEnabled());
    await userEvent.click(play);
    await waitFor(() => expect(player).toHaveAttribute('data-state', 'playing'));
  },
});

export const VoiceMessagesPhone = meta.story({ ...VoiceMessages.input, globals: phone });
