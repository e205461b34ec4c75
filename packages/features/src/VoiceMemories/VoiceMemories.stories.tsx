import type { StoryContext } from 'storybook/internal/csf';
import { expect, waitFor, within } from 'storybook/test';
import { fixtures, transcribeMessageHandlers, voiceArchive, voiceMemoriesHandlers } from '@kinstory/mocks';
import { formatDate } from '../format/index.ts';
import { phone } from '../storybook/decorators.tsx';
import { featureStoryWith } from '../storybook/featureStory.ts';
import { expectToast, regionIsBusy } from '../storybook/plays.ts';
import { VoiceMemories } from './VoiceMemories.tsx';
import preview from '../storybook/preview.ts';

const meta = preview.meta({
  title: 'Voice/VoiceMemories',
  component: VoiceMemories,
  ...featureStoryWith(({ msw }) => msw.use(...voiceArchive())),
});

const [edna] = fixtures.voiceMemories;

/** The card of voice memories to type, and its first recording, once listed. */
async function firstRecording(canvas: StoryContext['canvas']) {
  const card = await canvas.findByRole('region', { name: 'Voice memories to type' });
  const [first] = await within(card).findAllByRole('listitem');
  return { card, first: within(first!) };
}

/** Each voice memory: who and when, its player, and a box to type its words. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('region', { name: 'Voice memories to type' });
    await expect(await within(card).findByText('2 recordings')).toBeVisible();
    const items = within(card).getAllByRole('listitem');
    await expect(items[0]).toHaveAccessibleName(`Edna, ${formatDate(edna!.created_at)}`);
    await expect(within(items[0]!).getByText(edna!.conversation_title!)).toBeVisible();
    await expect(within(items[0]!).getByRole('group', { name: 'Voice memory of Edna' })).toBeVisible();
    await expect(items[1]).toHaveAccessibleName(new RegExp('^Someone in the family, '));
    await waitFor(() => expect(within(items[0]!).getByRole('button', { name: 'Play' })).toBeEnabled());
  },
});

/** Typed and saved: the memory leaves the list, with a toast. */
export const Transcribe = meta.story({
  play: async ({ canvas, userEvent }) => {
    const { card, first } = await firstRecording(canvas);
    await userEvent.type(first.getByLabelText('Type what was said'), 'We sailed from Hull at dawn.');
    await userEvent.click(first.getByRole('button', { name: 'Save' }));
    await expectToast('Words saved');
    await waitFor(() => expect(within(card).getAllByRole('listitem')).toHaveLength(1));
    await expect(within(card).getByText('1 recording')).toBeVisible();
  },
});

/** Save with nothing typed: the contract's reason, beside the box, and nothing is sent. */
export const NothingTyped = meta.story({
  play: async ({ canvas, userEvent }) => {
    const { first } = await firstRecording(canvas);
    await userEvent.click(first.getByRole('button', { name: 'Save' }));
    await expect(first.getByRole('alert')).toHaveTextContent('Type what was said before saving');
    await expect(first.getByLabelText('Type what was said')).toHaveAccessibleDescription('Type what was said before saving');
  },
});

export const SaveFails = meta.story({
  beforeEach: ({ msw }) => msw.use(transcribeMessageHandlers.error),
  play: async ({ canvas, userEvent }) => {
    const { card, first } = await firstRecording(canvas);
    await userEvent.type(first.getByLabelText('Type what was said'), 'We sailed at dawn.');
    await userEvent.click(first.getByRole('button', { name: 'Save' }));
    await expectToast('Failed to save what was said');
    await expect(within(card).getAllByRole('listitem')).toHaveLength(2);
  },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(voiceMemoriesHandlers.loading),
  play: regionIsBusy('Voice memories to type'),
});

/** Nothing waits for its words: the card is not shown. */
export const Empty = meta.story({
  beforeEach: ({ msw }) => msw.use(voiceMemoriesHandlers.empty),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy]')).toBeNull());
    await expect(within(canvasElement).queryByRole('region', { name: 'Voice memories to type' })).toBeNull();
  },
});

export const Error = meta.story({
  beforeEach: ({ msw }) => msw.use(voiceMemoriesHandlers.error),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to load the voice memories')).toBeVisible();
  },
});

export const Phone = meta.story({ ...Default.input, globals: phone });
