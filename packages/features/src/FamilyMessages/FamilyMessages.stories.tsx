import { useState } from 'react';
import type { StoryContext } from 'storybook/internal/csf';
import { expect, screen, waitFor, within } from 'storybook/test';
import { toastStore } from '@kinstory/ui';
import { encouragementsHandlers, familyVoicesArchive, fixtures } from '@kinstory/mocks';
import { relativeTime } from '../format/index.ts';
import { phone } from '../storybook/decorators.tsx';
import { featureStory } from '../storybook/featureStory.ts';
import { expectToast, showsErrorAsAlert } from '../storybook/plays.ts';
import { FamilyMessages } from './FamilyMessages.tsx';
import { FamilyMessagesCard } from './FamilyMessagesCard.tsx';
import preview from '../storybook/preview.ts';

const [rose] = fixtures.encouragements as [(typeof fixtures.encouragements)[number]];

const meta = preview.meta({
  title: 'Dashboard/FamilyMessages',
  component: FamilyMessages,
  ...featureStory,
  args: { messages: fixtures.encouragements },
});

/** Newest first: who sent each, when, and what they said. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Messages from your family' });
    const items = within(card).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent(rose.text);
    await expect(items[0]).toHaveTextContent(`From Rose${relativeTime(rose.created_at)}`);
    await expect(items[1]).toHaveTextContent('From A family member');
    await expect(items[2]).toHaveTextContent('From Tom');
  },
});

/** No messages yet: no card at all. */
export const Empty = meta.story({
  args: { messages: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Messages from your family' })).toBeNull();
  },
});

export const ErrorState = meta.story({
  args: { messages: [], error: 'Failed to load encouragement' },
  play: showsErrorAsAlert,
});

export const Phone = meta.story({ globals: phone });

const archive = { current: familyVoicesArchive() };

/** The dashboard shown, left and shown again in one visit (as when coming back from a chat). */
function VisitTwice() {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShown((s) => !s)}>
        {shown ? 'Leave' : 'Come back'}
      </button>
      {shown && <FamilyMessagesCard announce />}
    </>
  );
}

/** The storyteller's visit: the new message as a toast, once; then all are marked seen. */
export const StorytellerVisit = meta.story({
  render: () => <VisitTwice />,
  beforeEach: ({ msw }) => {
    archive.current = familyVoicesArchive(fixtures.stories, fixtures.encouragements);
    msw.use(...archive.current.handlers);
  },
  play: async ({ canvas, userEvent }) => {
    await expectToast('A message from Rose');
    await expectToast(rose.text);
    await expect(await canvas.findByRole('region', { name: 'Messages from your family' })).toBeVisible();
    await waitFor(() => expect(archive.current.calls.seen).toBe(1));
    toastStore.remove();
    await userEvent.click(canvas.getByRole('button', { name: 'Leave' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Come back' }));
    await expect(await canvas.findByRole('region', { name: 'Messages from your family' })).toBeVisible();
    // Give a second toast every chance to come: none does, and nothing more is marked.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(within(screen.getByRole('region', { name: 'Notifications' })).queryByText('A message from Rose')).toBeNull();
    await expect(archive.current.calls.seen).toBe(1);
  },
});

/** The list is shown, and after a while still no toast has come and nothing was marked seen. */
const listedWithoutToast = (announce: boolean, messages: typeof fixtures.encouragements) => ({
  render: () => <FamilyMessagesCard announce={announce} />,
  beforeEach: ({ msw }: Pick<StoryContext, 'msw'>) => {
    archive.current = familyVoicesArchive(fixtures.stories, messages);
    msw.use(...archive.current.handlers);
  },
  play: async ({ canvas }: Pick<StoryContext, 'canvas'>) => {
    await expect(await canvas.findByRole('region', { name: 'Messages from your family' })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(within(screen.getByRole('region', { name: 'Notifications' })).queryByText(/^A message from/)).toBeNull();
    await expect(archive.current.calls.seen).toBe(0);
  },
});

/** Every message seen already: the list, and no toast. */
export const StorytellerVisitNothingNew = meta.story(listedWithoutToast(true, fixtures.encouragementsSeen));

/** An admin reads the list; the storyteller's messages stay unseen for her. */
export const AdminReads = meta.story(listedWithoutToast(false, fixtures.encouragements));

/** None sent yet: no card. */
export const CardEmpty = meta.story({
  render: () => <FamilyMessagesCard announce />,
  beforeEach: ({ msw }) => void msw.use(encouragementsHandlers.empty),
  play: async ({ canvas }) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.queryByRole('region', { name: 'Messages from your family' })).toBeNull();
  },
});
