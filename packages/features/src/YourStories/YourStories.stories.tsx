import { expect, fn, screen, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { STORIES_LIMIT_DASHBOARD } from '@kinstory/contract';
import { correctableArchive, deletableArchive, deleteStoryHandlers, fixtures, profileHandlers } from '@kinstory/mocks';
import { useCorrections, useStories } from '../api/index.ts';
import { useDeleteActions } from '../shared/useDeleteActions.ts';
import { phone } from '../storybook/decorators.tsx';
import { featureStory } from '../storybook/featureStory.ts';
import { confirmDelete, deleteFails, type DeleteSteps, emptyHidesBlock, expectToast, failedToLoad } from '../storybook/plays.ts';
import { YourStories } from './YourStories.tsx';
import preview from '../storybook/preview.ts';

const meta = preview.meta({
  title: 'Dashboard/YourStories',
  component: YourStories,
  ...featureStory,
  args: { stories: fixtures.stories },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Your Stories' })).toBeVisible();
    await expect(canvas.getByText('4 Stories')).toBeVisible();
    await expect(canvas.getByText('Important narratives captured from your conversations')).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    // Every card has its extras (issue #17: no 'Coming Soon' block any more).
    await expect(canvas.getAllByRole('button', { name: /^Listen \(/ })).toHaveLength(4);
    await expect(canvas.queryByText('Coming Soon')).toBeNull();
  },
});

export const OneStory = meta.story({
  args: { stories: fixtures.stories.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 Story')).toBeVisible();
  },
});

export const Phone = meta.story({ args: { stories: fixtures.stories.slice(0, 2) }, globals: phone });

export const Empty = meta.story(emptyHidesBlock({ stories: [] }, 'Your Stories'));

export const Loading = meta.story({
  args: { stories: [], isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/^\d+ Stor(y|ies)$/)).toBeNull();
  },
});

export const ErrorState = meta.story(failedToLoad({ stories: [], error: 'Failed to fetch stories' }));

const [wedding] = fixtures.stories as [(typeof fixtures.stories)[number]];
const deleteWedding: DeleteSteps = { button: `Delete ${wedding.title}`, dialog: 'Delete this story?', confirm: 'Delete story' };
const storyDialog = () => screen.findByRole('alertdialog', { name: deleteWedding.dialog });

/** Delete asks first and names the story; only the stories `canDelete` allows show it. */
export const DeleteConfirm = meta.story({
  args: { onDelete: fn(async () => {}), canDelete: () => true },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getAllByRole('button', { name: /^Delete / })).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: `Delete ${wedding.title}` }));
    const open = await storyDialog();
    await expect(open).toHaveTextContent(`“${wedding.title}” will be deleted from the family archive.`);
    await userEvent.click(within(open).getByRole('button', { name: 'Delete story' }));
    await expect(args.onDelete).toHaveBeenCalledWith(wedding);
  },
});

export const NoneDeletable = meta.story({
  args: { onDelete: fn(async () => {}), canDelete: () => false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /^Delete / })).toBeNull();
  },
});

/** The list as the dashboards wire it: the archive's newest stories, with Delete where the reader may. */
function Connected() {
  const { data, error, isLoading } = useStories({ limit: STORIES_LIMIT_DASHBOARD });
  const deletes = useDeleteActions();
  const corrections = useCorrections();
  return (
    <YourStories
      stories={data ?? []}
      isLoading={isLoading}
      error={error?.message ?? null}
      canDelete={deletes.canDeleteExtract}
      onDelete={deletes.story}
      correctStory={corrections.story}
    />
  );
}

const [, , fairStory] = fixtures.stories as [unknown, unknown, (typeof fixtures.stories)[number]];

/** Over the API: the storyteller confirms a draft, sees the change in its history, and undoes it. */
export const ConnectedConfirmAndUndo = meta.story({
  render: () => <Connected />,
  beforeEach: ({ msw }) => msw.use(profileHandlers.storyteller, ...correctableArchive()),
  play: async ({ canvas, userEvent }) => {
    const card = await canvas.findByRole('article', { name: fairStory.title });
    await expect(within(card).getByText('Draft')).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: `Confirm ${fairStory.title}` }));
    await expect(await within(card).findByText('Confirmed')).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: `History of ${fairStory.title}` }));
    const changes = await within(card).findByRole('region', { name: 'Changes' });
    await expect(await within(changes).findByText(/Edna confirmed it/)).toBeVisible();
    await userEvent.click(within(changes).getByRole('button', { name: 'Undo' }));
    await expect(await within(card).findByText('Draft')).toBeVisible();
    await expect(await within(changes).findByText(/Edna undid a change/)).toBeVisible();
  },
});

/** Over the API: Discard takes the story off the list. */
export const ConnectedDiscard = meta.story({
  render: () => <Connected />,
  beforeEach: ({ msw }) => msw.use(...correctableArchive()),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `Discard ${fairStory.title}` }));
    await expectToast('Story discarded');
    await expect(await canvas.findByText('3 Stories')).toBeVisible();
    await expect(canvas.queryByRole('article', { name: fairStory.title })).toBeNull();
  },
});

/** Over the API, as the admin: the story leaves the list and a toast names it. */
export const ConnectedDelete = meta.story({
  render: () => <Connected />,
  beforeEach: ({ msw }) => msw.use(...deletableArchive()),
  play: async (context) => {
    await confirmDelete(context, deleteWedding);
    await expectToast(`"${wedding.title}" is no longer in the family archive.`);
    await expect(await context.canvas.findByText('3 Stories')).toBeVisible();
  },
});

/** The storyteller deletes stories of their own conversations (the fixtures' are all theirs). */
export const ConnectedStoryteller = meta.story({
  render: () => <Connected />,
  beforeEach: ({ msw }) => msw.use(profileHandlers.storyteller),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: `Delete ${wedding.title}` })).toBeVisible();
  },
});

/** A contributor sees no Delete on the archive's stories. */
export const ConnectedContributor = meta.story({
  render: () => <Connected />,
  beforeEach: ({ msw }) =>
    msw.use(http.get('*/api/user/profile', () => HttpResponse.json({ ...fixtures.adminProfile, persona: 'contributor' }))),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('4 Stories')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Delete / })).toBeNull();
  },
});

export const ConnectedDeleteFailed = meta.story({
  render: () => <Connected />,
  beforeEach: ({ msw }) => msw.use(deleteStoryHandlers.error),
  play: async (context) => {
    await deleteFails(context, deleteWedding, 'Failed to delete the story');
  },
});
