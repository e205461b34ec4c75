import { expect, waitFor } from 'storybook/test';
import { phone } from '../storybook/decorators.tsx';
import { featureStory } from '../storybook/featureStory.ts';
import { ASSISTANT_GREETING } from './AssistantPanel.tsx';
import { ViewerAssistant } from './ViewerAssistant.tsx';
import preview from '../storybook/preview.ts';

const quick = () => 50;

const meta = preview.meta({
  title: 'Viewer/ViewerAssistant',
  component: ViewerAssistant,
  ...featureStory,
  args: { hasUnread: true, delay: quick },
});

export const Closed = meta.story({
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByTestId('unread-dot')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Open chat assistant' }));
    await expect(canvas.getByRole('heading', { name: 'Family Archive Assistant' })).toBeVisible();
    await expect(canvas.getByText('Mock Data Mode')).toBeVisible();
    await expect(canvas.getByText('Using simulated AI responses for demonstration')).toBeVisible();
    await expect(canvas.getByText(ASSISTANT_GREETING)).toBeVisible();
    await expect(canvas.queryByTestId('unread-dot')).toBeNull();
  },
});

/** Long enough to see the pending state on a busy machine, short enough for a test. */
const visiblePause = () => 1000;

export const Conversation = meta.story({
  args: { defaultOpen: true, delay: visiblePause },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByPlaceholderText('Ask me anything...');
    for (const prompt of ['Show stats', 'View themes', 'Invite family']) {
      await expect(canvas.getByRole('button', { name: prompt })).toBeVisible();
    }
    // Blank is not sent.
    await userEvent.type(input, '   {Enter}');
    await expect(canvas.getByRole('log').children).toHaveLength(1);
    await userEvent.clear(input);
    await userEvent.type(input, 'How many stories are there?{Enter}');
    await expect(canvas.getByText('Assistant is thinking...')).toBeVisible();
    await expect(input).toBeDisabled();
    // More than one message: the quick prompts are gone.
    await expect(canvas.queryByRole('button', { name: 'Show stats' })).toBeNull();
    await waitFor(() => expect(canvas.getByText(/12 stories and 48 memories/)).toBeVisible(), { timeout: 3000 });
    await expect(canvas.queryByText('Assistant is thinking...')).toBeNull();
    await expect(input).toBeEnabled();
    await expect(canvas.getAllByRole('log')[0]!.querySelectorAll('time')).toHaveLength(3);
  },
});

export const QuickPrompt = meta.story({
  args: { defaultOpen: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View themes' }));
    await waitFor(() => expect(canvas.getByText(/common themes/)).toBeVisible(), { timeout: 4000 });
  },
});

export const Fallback = meta.story({
  args: { defaultOpen: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByPlaceholderText('Ask me anything...'), 'Hello{Enter}');
    await waitFor(() => expect(canvas.getByText("I'm here to help! What would you like to know?")).toBeVisible(), { timeout: 4000 });
  },
});

/** The real 1–2 s pause. */
export const RealDelay = meta.story({
  args: { defaultOpen: true, delay: undefined },
  play: async ({ canvas, userEvent }) => {
    const started = performance.now();
    await userEvent.type(canvas.getByPlaceholderText('Ask me anything...'), 'Any recipes?{Enter}');
    await waitFor(() => expect(canvas.getByText(/stories about cooking/)).toBeVisible(), { timeout: 3000 });
    await expect(performance.now() - started).toBeGreaterThanOrEqual(1000);
  },
});

export const Phone = meta.story({ args: { defaultOpen: true }, globals: phone });
