import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { deletableArchive, deleteFollowUpItemHandlers, fixtures, followUpItemsHandlers } from '@kinstory/mocks';
import { formatDate } from '../format/index.ts';
import { phone } from '../storybook/decorators.tsx';
import { featureStory } from '../storybook/featureStory.ts';
import { confirmDelete, deleteFails, type DeleteSteps, emptyHidesBlock, expectToast, failedToLoad } from '../storybook/plays.ts';
import { FollowUpItems } from './FollowUpItems.tsx';
import { OpenFollowUpItems } from './OpenFollowUpItems.tsx';
import preview from '../storybook/preview.ts';

const [alfie] = fixtures.followUpItems as [(typeof fixtures.followUpItems)[number]];
const newConversation = '5d7c3b1a-0e2f-4a6b-9c8d-7e6f5a4b3c2d';
const calls: string[] = [];
const onAnswered = fn();

const meta = preview.meta({
  title: 'Dashboard/FollowUpItems',
  component: FollowUpItems,
  ...featureStory,
  args: { items: fixtures.followUpItems, onAnswer: fn() },
});

export const Default = meta.story({
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Follow-Up Items' })).toBeVisible();
    await expect(canvas.getByText('2 Items')).toBeVisible();
    await expect(canvas.getByText('Help us complete your family story by answering these questions')).toBeVisible();
    await expect(canvas.getByText('person')).toBeVisible();
    await expect(canvas.getByText(alfie.suggested_prompt)).toBeVisible();
    await expect(canvas.getByText(`Asked ${formatDate(alfie.created_at)}`)).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Answer' })[0]!);
    await expect(args.onAnswer).toHaveBeenCalledWith(alfie);
  },
});

export const OneItem = meta.story({
  args: { items: [alfie], timeStyle: 'relative' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 Item')).toBeVisible();
    await expect(canvas.getByText(/^Asked (Just now|\d+ (hour|day)s? ago|.+)$/)).toBeVisible();
  },
});

export const Phone = meta.story({ globals: phone });

export const Empty = meta.story(emptyHidesBlock({ items: [] }, 'Follow-Up Items'));

export const Loading = meta.story({
  args: { items: [], isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Follow-Up Items' })).toBeVisible();
    await expect(canvas.queryByText(/^\d+ Items?$/)).toBeNull();
  },
});

export const ErrorState = meta.story(failedToLoad({ items: [], error: 'Failed to fetch follow-up items' }));

/** The Answer flow against MSW: intro saved with the prompt, then marked followed up, then onAnswered. */
export const AnswerFlow = meta.story({
  render: () => <OpenFollowUpItems onAnswered={onAnswered} newId={() => newConversation} />,
  beforeEach: ({ msw }) => {
    calls.length = 0;
    onAnswered.mockClear();
    msw.use(
      http.post('*/api/conversations/:id/intro', async ({ request, params }) => {
        const body = (await request.json()) as { content: string; templateId: null; templateVariables: object };
        calls.push(`intro ${String(params.id)} ${JSON.stringify(body)}`);
        return HttpResponse.json({ success: true, message: { message_id: 'intro', role: 'assistant', content: body.content, created_at: fixtures.fixtureNow, complete: true } });
      }),
      http.post('*/api/loose-facts/:id/mark-followed-up', ({ params }) => {
        calls.push(`mark ${String(params.id)}`);
        return HttpResponse.json({ success: true, fact: { ...alfie, followed_up: true } });
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    const [answer] = await canvas.findAllByRole('button', { name: 'Answer' });
    await userEvent.click(answer!);
    await waitFor(() => expect(onAnswered).toHaveBeenCalledWith(newConversation), { timeout: 4000 });
    await expect(calls).toEqual([
      `intro ${newConversation} ${JSON.stringify({ templateId: null, templateVariables: {}, content: alfie.suggested_prompt })}`,
      `mark ${alfie.id}`,
    ]);
  },
});

export const AnswerFails = meta.story({
  render: () => <OpenFollowUpItems onAnswered={onAnswered} />,
  beforeEach: ({ msw }) => {
    onAnswered.mockClear();
    msw.use(http.post('*/api/conversations/:id/intro', () => HttpResponse.json({ error: 'Internal server error' }, { status: 500 })));
  },
  play: async ({ canvas, userEvent }) => {
    const [answer] = await canvas.findAllByRole('button', { name: 'Answer' });
    await userEvent.click(answer!);
    const notifications = canvas.getByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(notifications).toHaveTextContent('Error'), { timeout: 4000 });
    await expect(notifications).toHaveTextContent('Failed to start follow-up conversation');
    await expect(onAnswered).not.toHaveBeenCalled();
  },
});

export const ConnectedRelative = meta.story({
  render: () => <OpenFollowUpItems onAnswered={onAnswered} timeStyle="relative" />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('2 Items')).toBeVisible();
  },
});

export const ConnectedEmpty = meta.story({
  render: () => <OpenFollowUpItems onAnswered={onAnswered} />,
  beforeEach: ({ msw }) => msw.use(followUpItemsHandlers.empty),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.queryByRole('heading', { name: 'Follow-Up Items' })).toBeNull(), { timeout: 4000 });
  },
});

export const ConnectedError = meta.story({
  render: () => <OpenFollowUpItems onAnswered={onAnswered} />,
  beforeEach: ({ msw }) => msw.use(followUpItemsHandlers.error),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to fetch follow-up items')).toHaveAttribute('role', 'alert');
  },
});

const deleteAlfie: DeleteSteps = { button: 'Delete follow-up item: Alfie', dialog: 'Delete this follow-up item?', confirm: 'Delete follow-up item' };
const itemDialog = () => screen.findByRole('alertdialog', { name: deleteAlfie.dialog });

export const DeleteConfirm = meta.story({
  args: { onDelete: fn(async () => {}), canDelete: () => true },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete follow-up item: Alfie' }));
    const open = await itemDialog();
    await expect(open).toHaveTextContent(`The question “${alfie.suggested_prompt}” will no longer be suggested.`);
    await userEvent.click(within(open).getByRole('button', { name: 'Delete follow-up item' }));
    await expect(args.onDelete).toHaveBeenCalledWith(alfie);
  },
});

/** Over the API: the item leaves the list and a toast confirms. */
export const ConnectedDelete = meta.story({
  render: () => <OpenFollowUpItems onAnswered={onAnswered} />,
  beforeEach: ({ msw }) => msw.use(...deletableArchive()),
  play: async (context) => {
    await confirmDelete(context, deleteAlfie);
    await expectToast('Follow-up item deleted');
    await expect(await context.canvas.findByText('1 Item')).toBeVisible();
    await expect(context.canvas.queryByText(alfie.suggested_prompt)).toBeNull();
  },
});

export const ConnectedDeleteFailed = meta.story({
  render: () => <OpenFollowUpItems onAnswered={onAnswered} />,
  beforeEach: ({ msw }) => msw.use(deleteFollowUpItemHandlers.error),
  play: async (context) => {
    await deleteFails(context, deleteAlfie, 'Failed to delete the follow-up item');
    await expect(context.canvas.getByText(alfie.suggested_prompt)).toBeVisible();
  },
});
