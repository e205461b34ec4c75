import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { deletableArchive, deleteConversationHandlers, fixtures } from '@kinstory/mocks';
import { formatDateTime } from '../format/index.ts';
import { phone } from '../storybook/decorators.tsx';
import { featureStory } from '../storybook/featureStory.ts';
import { confirmDelete, deleteFails, type DeleteSteps, expectToast, failedToLoad } from '../storybook/plays.ts';
import { ArchiveConversations } from './ArchiveConversations.tsx';
import { ConversationList, UNTITLED_CONVERSATION } from './ConversationList.tsx';
import preview from '../storybook/preview.ts';

const [fair, wedding] = fixtures.conversations as [(typeof fixtures.conversations)[number], (typeof fixtures.conversations)[number]];

const meta = preview.meta({
  title: 'Dashboard/ConversationList',
  component: ConversationList,
  ...featureStory,
  args: { conversations: fixtures.conversations, onStartNew: fn() },
});

export const Storyteller = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Your Conversations' })).toBeVisible();
    await expect(canvas.getByText('You have 3 conversations')).toBeVisible();
    const items = canvas.getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent(fair.title as string);
    await expect(items[0]).toHaveTextContent(fair.description as string);
    await expect(items[0]).toHaveTextContent('6 messages');
    await expect(items[0]).toHaveTextContent('3 memories');
    await expect(items[0]).toHaveTextContent(formatDateTime(fair.updated_at));
    await expect(items[1]).toHaveTextContent('1 message');
    await expect(items[1]).toHaveTextContent('1 memory');
    await expect(items[1]).not.toHaveTextContent('1 messages');
    const continueLink = canvas.getByRole('link', { name: `Continue ${fair.title}` });
    await expect(continueLink).toHaveAttribute('href', `/chat/${fair.conversation_uuid}`);
  },
});

export const OneConversation = meta.story({
  args: { conversations: [fair] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You have 1 conversation')).toBeVisible();
  },
});

export const StorytellerPhone = meta.story({ globals: phone });

export const StorytellerEmpty = meta.story({
  args: { conversations: [] },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('You have 0 conversations')).toBeVisible();
    await expect(canvas.getByText('No conversations yet. Start your first one above!')).toBeVisible();
    await expect(canvas.getByText('Start your first conversation to begin preserving memories')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Start Now' }));
    await expect(args.onStartNew).toHaveBeenCalledOnce();
  },
});

export const Loading = meta.story({
  args: { conversations: [], isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/You have/)).toBeNull();
    await expect(canvas.queryByText(/No conversations yet/)).toBeNull();
  },
});

export const ErrorState = meta.story(failedToLoad({ conversations: [], error: 'Failed to fetch conversations' }));

export const Contributor = meta.story({
  args: { form: 'contributor' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'My Conversations' })).toBeVisible();
    const card = canvas.getByRole('link', { name: new RegExp(fair.title as string) });
    await expect(card).toHaveAttribute('href', `/chat/${fair.conversation_uuid}`);
    const untitled = canvas.getByRole('link', { name: new RegExp(UNTITLED_CONVERSATION) });
    await expect(untitled).toHaveAttribute('href', `/chat/${wedding.conversation_uuid}`);
  },
});

export const ContributorPhone = meta.story({ args: { form: 'contributor' }, globals: phone });

export const ContributorEmpty = meta.story({
  args: { form: 'contributor', conversations: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No conversations yet. Start sharing your stories above!')).toBeVisible();
    await expect(canvas.getByText('Start your first conversation to contribute to the family archive')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Start Now' })).toBeNull();
  },
});

const deleteFair: DeleteSteps = { button: `Delete ${fair.title}`, dialog: 'Delete this conversation?', confirm: 'Delete conversation' };
const confirmDialog = () => screen.findByRole('alertdialog', { name: deleteFair.dialog });

/** Delete asks first and says what will go; Cancel keeps the conversation. */
export const DeleteConfirm = meta.story({
  args: { onDelete: fn(async () => {}) },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Delete ${fair.title}` }));
    const open = await confirmDialog();
    await expect(open).toHaveTextContent('Its messages, memories, stories and follow-up items will be deleted.');
    await userEvent.click(within(open).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: `Delete ${UNTITLED_CONVERSATION}` }));
    await userEvent.click(within(await confirmDialog()).getByRole('button', { name: 'Delete conversation' }));
    await expect(args.onDelete).toHaveBeenCalledWith(wedding);
  },
});

export const DeleteContributor = meta.story({
  args: { form: 'contributor', onDelete: fn(async () => {}) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: `Delete ${fair.title}` })).toBeVisible();
  },
});

export const DeletePhone = meta.story({ args: { onDelete: fn(async () => {}) }, globals: phone });

/** Over the API: the conversation leaves the list and a toast says what went with it. */
export const ConnectedDelete = meta.story({
  render: () => <ArchiveConversations />,
  beforeEach: ({ msw }) => msw.use(...deletableArchive()),
  play: async (context) => {
    await confirmDelete(context, deleteFair);
    await expectToast('6 messages, 3 memories, 1 story and 2 follow-up items went with it.');
    await expect(await context.canvas.findByText('You have 2 conversations')).toBeVisible();
    await expect(context.canvas.queryByRole('link', { name: `Continue ${fair.title}` })).toBeNull();
  },
});

/** While the delete runs, the dialog waits. */
export const ConnectedDeleting = meta.story({
  render: () => <ArchiveConversations />,
  beforeEach: ({ msw }) => msw.use(deleteConversationHandlers.loading),
  play: async (context) => {
    const open = await confirmDelete(context, deleteFair);
    await expect(await open.findByRole('button', { name: 'Deleting...' })).toBeDisabled();
  },
});

/** The delete failed: the dialog says so and the conversation stays. */
export const ConnectedDeleteFailed = meta.story({
  render: () => <ArchiveConversations />,
  beforeEach: ({ msw }) => msw.use(deleteConversationHandlers.error),
  play: async (context) => {
    await deleteFails(context, deleteFair, 'Failed to delete the conversation');
    await expect(context.canvas.getByText('You have 3 conversations')).toBeVisible();
  },
});
