import type { StoryContext } from 'storybook/internal/csf';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { deletableArchive, deleteMemoryHandlers, eventsHandlers, fixtures, memoriesHandlers, storiesHandlers } from '@kinstory/mocks';
import { emptyMemories, mergeMemories } from '../memories/index.ts';
import { phone, withDefaultHandlers, withProviders } from '../storybook/decorators.tsx';
import { expectToast } from '../storybook/plays.ts';
import { ConversationMemoriesPanel } from './ConversationMemoriesPanel.tsx';
import { MemoriesPanel, NO_MEMORIES } from './MemoriesPanel.tsx';
import { LIVE_UPDATES_OFF } from '../LiveMemories/useLiveMemories.ts';
import preview from '../storybook/preview.ts';

const toPanel = (stories: typeof fixtures.stories) => stories.map((story) => ({ ...story, key: story.id }));
const followUps = fixtures.followUpItems.map((f) => ({ id: f.id, type: f.fact_type, value: f.value, suggestedPrompt: f.suggested_prompt }));

const meta = preview.meta({
  title: 'Chat/MemoriesPanel',
  component: MemoriesPanel,
  decorators: [withProviders],
  beforeEach: withDefaultHandlers,
  args: {
    memories: mergeMemories(fixtures.memories.map((m) => m.payload)),
    currentStories: toPanel(fixtures.stories.slice(0, 1)),
    previousStories: toPanel(fixtures.stories.slice(1)),
    followUps,
  },
});

export const Default = meta.story({
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Extracted Memories' })).toBeVisible();
    // SPEC order, top to bottom.
    const headings = canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    await expect(headings).toEqual([
      'Narrator',
      'Current Stories (1)›',
      'Previous Stories (3)›',
      'Facts to Explore (2)›',
      'People',
      'Dates',
      'Places',
      'Relationships',
      'Events',
    ]);
    await expect(canvas.getByRole('button', { name: /Current Stories \(1\)/ })).toHaveAttribute('aria-expanded', 'true');
    const factsButton = canvas.getByRole('button', { name: /Facts to Explore \(2\)/ });
    await expect(factsButton).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(factsButton);
    await expect(canvas.getByText(fixtures.followUpItems[0]!.suggested_prompt)).toBeVisible();
    // Relationships to the narrator read '(You)'.
    await expect(canvas.getByText('(You) → Mum: mother')).toBeVisible();
    await expect(canvas.getByText('(You) → Alfie: brother')).toBeVisible();
    // Dates of every shape as text, merged once each.
    const dates = within(canvas.getByRole('region', { name: 'Dates' }));
    await expect(dates.getByText('the summer of 1946')).toBeVisible();
    await expect(dates.getByText('1946')).toBeVisible();
    await expect(dates.getByText('I was seven')).toBeVisible();
  },
});

export const Phone = meta.story({ globals: phone });

export const Empty = meta.story({
  args: { memories: emptyMemories, currentStories: [], previousStories: [], followUps: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(NO_MEMORIES)).toBeVisible();
  },
});

export const Loading = meta.story({
  args: { memories: emptyMemories, currentStories: [], previousStories: [], followUps: [], isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('complementary')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText(NO_MEMORIES)).toBeNull();
  },
});

export const ErrorState = meta.story({
  name: 'Error',
  args: { memories: emptyMemories, currentStories: [], previousStories: [], followUps: [], error: 'Failed to fetch memories' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Failed to fetch memories')).toHaveAttribute('role', 'alert');
  },
});

const conversationId = fixtures.conversationIds.fair;
const noWait = async () => {};

/** One turn yields a story and a follow-up item: the panel shows both, and the story's toast stays (issue #17). */
export const LiveOneTurn = meta.story({
  render: () => <ConversationMemoriesPanel conversationId={conversationId} />,
  beforeEach: ({ msw }) => msw.use(eventsHandlers.oneTurn),
  play: async ({ canvas }) => {
    const notifications = canvas.getByRole('region', { name: 'Notifications' });
    await expect(await canvas.findByRole('button', { name: /Facts to Explore \(1\)/ }, { timeout: 4000 })).toBeVisible();
    await expect(canvas.getByRole('article', { name: 'Dancing at the Palais' })).toBeVisible();
    await waitFor(() => expect(notifications).toHaveTextContent('"Dancing at the Palais" has been saved.'));
    await expect(notifications).toHaveTextContent(/Story Extracted!/);
    await expect(notifications).not.toHaveTextContent('Fact Noted');
  },
});

/** Saved memories and stories over MSW, then the event stream adds a story and a fact, each with its toast. */
export const Live = meta.story({
  render: () => <ConversationMemoriesPanel conversationId={conversationId} />,
  beforeEach: ({ msw }) => msw.use(eventsHandlers.storyAndFact),
  play: async ({ canvas }) => {
    const notifications = canvas.getByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(notifications).toHaveTextContent('Story Extracted! (medium)'), { timeout: 4000 });
    await expect(notifications).toHaveTextContent('"Dancing at the Palais" has been saved.');
    await expect(await canvas.findByRole('button', { name: /Current Stories \(1\)/ })).toBeVisible();
    await expect(canvas.getByRole('article', { name: 'Dancing at the Palais' })).toBeVisible();
    await waitFor(() => expect(notifications).toHaveTextContent('Fact Noted'), { timeout: 4000 });
    await expect(notifications).toHaveTextContent('"the Palais" - We can explore this later!');
    await expect(canvas.getByRole('button', { name: /Facts to Explore \(1\)/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Previous Stories \(4\)/ })).toBeVisible();
  },
});

export const LiveEmpty = meta.story({
  render: () => <ConversationMemoriesPanel conversationId={conversationId} />,
  beforeEach: ({ msw }) => msw.use(memoriesHandlers.empty, storiesHandlers.empty, eventsHandlers.neverEnding),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(NO_MEMORIES)).toBeVisible();
  },
});

export const LiveLoading = meta.story({
  render: () => <ConversationMemoriesPanel conversationId={conversationId} />,
  beforeEach: ({ msw }) => msw.use(memoriesHandlers.loading, eventsHandlers.neverEnding),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('complementary')).toHaveAttribute('aria-busy', 'true');
  },
});

/** The stream fails every time: after the retries (no waiting here) live updates are off. */
export const LiveUpdatesDisabled = meta.story({
  render: () => <ConversationMemoriesPanel conversationId={conversationId} sleep={noWait} />,
  beforeEach: ({ msw }) => msw.use(memoriesHandlers.error, eventsHandlers.error),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to fetch memories')).toHaveAttribute('role', 'alert');
    await expect(await canvas.findByText(LIVE_UPDATES_OFF)).toBeVisible();
  },
});

/**
 * The chat stream carried the turn's memory (POST /chat's `{memory}`) while GET /events is down:
 * the panel shows it all the same, merged as an event's memory is, once though it came twice.
 */
export const LiveFromTheChat = meta.story({
  render: () => <ConversationMemoriesPanel conversationId={conversationId} sleep={noWait} streamedMemories={[fixtures.memoryPayload, fixtures.memoryPayload]} />,
  beforeEach: ({ msw }) => msw.use(memoriesHandlers.empty, storiesHandlers.empty, eventsHandlers.error),
  play: async ({ canvas }) => {
    const people = await canvas.findByRole('region', { name: 'People' });
    await expect(within(people).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Mum', 'Alfie']);
    await expect(within(canvas.getByRole('region', { name: 'Places' })).getAllByRole('listitem')).toHaveLength(1);
    await expect(await canvas.findByText(LIVE_UPDATES_OFF)).toBeVisible();
  },
});

const memoryDialog = () => screen.findByRole('alertdialog', { name: 'Delete this memory?' });
const fairMemory = 'got lost at the fair · Mum, Alfie · Hampstead Heath';

/** Opens the saved memories, then the fair memory's edit form; the form. */
async function editFairMemory({ canvas, userEvent }: Pick<StoryContext, 'canvas' | 'userEvent'>) {
  await userEvent.click(canvas.getByRole('button', { name: 'Saved Memories (2)' }));
  await userEvent.click(canvas.getByRole('button', { name: `Edit memory: ${fairMemory}` }));
  return canvas.getByRole('form', { name: `Edit memory: ${fairMemory}` });
}

/** Each saved memory with Delete, which asks first and says what will go. */
export const DeleteMemory = meta.story({
  args: { savedMemories: fixtures.memories, onDeleteMemory: fn(async () => {}) },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Saved Memories (2)' }));
    await userEvent.click(await canvas.findByRole('button', { name: `Delete memory: ${fairMemory}` }));
    const open = await memoryDialog();
    await expect(open).toHaveTextContent(`“${fairMemory}” will be deleted.`);
    await userEvent.click(within(open).getByRole('button', { name: 'Delete memory' }));
    await expect(args.onDeleteMemory).toHaveBeenCalledWith(fixtures.memories[0]);
  },
});

/** Over the API: the memory leaves the list and a toast confirms. */
export const LiveDeleteMemory = meta.story({
  render: () => <ConversationMemoriesPanel conversationId={conversationId} />,
  beforeEach: ({ msw }) => msw.use(...deletableArchive()),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Saved Memories (2)' }));
    await userEvent.click(await canvas.findByRole('button', { name: `Delete memory: ${fairMemory}` }));
    await userEvent.click(within(await memoryDialog()).getByRole('button', { name: 'Delete memory' }));
    await expectToast('Memory deleted');
    await expect(await canvas.findByRole('button', { name: 'Saved Memories (1)' })).toBeVisible();
  },
});

export const LiveDeleteMemoryFailed = meta.story({
  render: () => <ConversationMemoriesPanel conversationId={conversationId} />,
  beforeEach: ({ msw }) => msw.use(deleteMemoryHandlers.error),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Saved Memories (2)' }));
    await userEvent.click(await canvas.findByRole('button', { name: `Delete memory: ${fairMemory}` }));
    const open = within(await memoryDialog());
    await userEvent.click(open.getByRole('button', { name: 'Delete memory' }));
    await expect(await open.findByText('Failed to delete the memory')).toHaveAttribute('role', 'alert');
  },
});

const memoryCorrections = () => ({ save: fn(async () => {}), history: fn(async () => []), undo: fn(async () => {}) });

/** Each saved memory marked draft or confirmed; a member who writes confirms a draft. */
export const ConfirmMemory = meta.story({
  args: { savedMemories: fixtures.memories, correctMemory: () => memoryCorrections() },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Saved Memories (2)' }));
    await expect(canvas.getByText(fairMemory, { exact: false }).closest('li')).toHaveTextContent('Confirmed');
    await expect(canvas.getByText('bought a lemonade · Alfie', { exact: false }).closest('li')).toHaveTextContent('Draft');
    await expect(canvas.queryByRole('button', { name: `Confirm memory: ${fairMemory}` })).toBeNull();
    await expect(canvas.getByRole('button', { name: /^Confirm memory: bought a lemonade/ })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Delete memory/ })).toBeNull();
  },
});

/** Editing a memory: people, places and dates, each a comma-separated list; only what changed is sent. */
export const EditMemory = meta.story({
  args: { savedMemories: fixtures.memories, correctMemory: fn(() => memoryCorrections()) },
  play: async ({ canvas, args, userEvent }) => {
    const form = await editFairMemory({ canvas, userEvent });
    await expect(within(form).getByLabelText('Dates', { exact: false })).toHaveValue('I was seven, the summer of 1946');
    const places = within(form).getByLabelText('Places', { exact: false });
    await userEvent.clear(places);
    await userEvent.type(places, 'Hampstead Heath, Highgate');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    const corrections = (args.correctMemory as ReturnType<typeof fn>).mock.results[0]!.value as ReturnType<typeof memoryCorrections>;
    await expect(corrections.save).toHaveBeenCalledWith({ places: ['Hampstead Heath', 'Highgate'] });
    await expectToast('Memory saved');
  },
});

/** Relationships are corrected too; an entry without its relation is refused with a plain reason. */
export const EditMemoryRelationships = meta.story({
  args: { savedMemories: fixtures.memories, correctMemory: fn(() => memoryCorrections()) },
  play: async ({ canvas, args, userEvent }) => {
    const form = await editFairMemory({ canvas, userEvent });
    const relationships = within(form).getByLabelText('Relationships', { exact: false });
    await expect(relationships).toHaveValue('Mum (mother), Alfie (brother)');
    await userEvent.clear(relationships);
    await userEvent.type(relationships, 'Mum (mother), Alfie');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await expect(await within(form).findByText(/Write each relationship as a name and the relation in brackets/)).toBeVisible();
    await userEvent.clear(relationships);
    await userEvent.type(relationships, 'Mum (mother), Alfie (cousin)');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    const corrections = (args.correctMemory as ReturnType<typeof fn>).mock.results[0]!.value as ReturnType<typeof memoryCorrections>;
    await expect(corrections.save).toHaveBeenCalledWith({
      relationships: [
        { from: '', to: 'Mum', relation: 'mother' },
        { from: '', to: 'Alfie', relation: 'cousin' },
      ],
    });
    await expectToast('Memory saved');
  },
});
