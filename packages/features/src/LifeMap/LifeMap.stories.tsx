import { expect, fn, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { fixtures, lifeMapHandlers } from '@kinstory/mocks';
import { phone } from '../storybook/decorators.tsx';
import { featureStory } from '../storybook/featureStory.ts';
import { failedToLoad } from '../storybook/plays.ts';
import { LifeMap } from './LifeMap.tsx';
import { OpenLifeMap } from './OpenLifeMap.tsx';
import preview from '../storybook/preview.ts';

const [youth] = fixtures.lifeMap.suggestions as [(typeof fixtures.lifeMap.suggestions)[number]];
const newConversation = '6e8d4c2b-1f3a-4b7c-8d9e-0a1b2c3d4e5f';
const intros: unknown[] = [];
const onStarted = fn();

const meta = preview.meta({
  title: 'Dashboard/LifeMap',
  component: LifeMap,
  ...featureStory,
  args: { map: fixtures.lifeMap, onStart: fn() },
});

/** Childhood is told twice; the other periods are thin, and three topics are suggested. */
export const Default = meta.story({
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Life Map', level: 2 })).toBeVisible();
    const periods = within(canvas.getByRole('region', { name: 'Periods of life' }));
    const childhood = periods.getByText('Childhood').closest('li')!;
    await expect(childhood).toHaveTextContent('2 Stories');
    await expect(within(childhood).queryByText('Needs more')).toBeNull();
    const youthRow = periods.getByText('Youth').closest('li')!;
    await expect(youthRow).toHaveTextContent('0 Stories');
    await expect(within(youthRow).getByText('Needs more')).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: 'Themes' })).getByText('Work & career').closest('li')).toHaveTextContent('1 Story');
    const topics = within(canvas.getByRole('region', { name: 'Next topics to ask about' })).getAllByRole('listitem');
    await expect(topics.map((t) => t.querySelector('p')?.textContent)).toEqual(['Youth', 'Later life', 'War & service']);
    await expect(canvas.getByText(youth.prompt)).toBeVisible();
    // Keyboard: Tab reaches the first Start, Enter starts it.
    const start = canvas.getByRole('button', { name: 'Start: Youth' });
    start.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onStart).toHaveBeenCalledWith(youth);
  },
});

/** Nothing spills sideways, and every Start is a 44 px target or bigger. */
async function fitsAndBigTargets(canvasElement: HTMLElement) {
  const region = within(canvasElement).getByRole('region', { name: 'Life Map' });
  await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  for (const button of within(region).getAllByRole('button')) {
    const { width, height } = button.getBoundingClientRect();
    await expect(Math.min(width, height)).toBeGreaterThanOrEqual(44);
  }
}

export const Phone = meta.story(
  { globals: phone, play: ({ canvasElement }) => fitsAndBigTargets(canvasElement) }
);

/** Text at 200% (the root size doubled, as a browser's text zoom does): still one column, nothing cut off. */
export const LargeText = meta.story({
  globals: phone,
  beforeEach: () => {
    document.documentElement.style.fontSize = '200%';
    return () => void document.documentElement.style.removeProperty('font-size');
  },
  play: ({ canvasElement }) => fitsAndBigTargets(canvasElement),
});

export const Empty = meta.story({
  args: { map: fixtures.lifeMapEmpty },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing recorded yet. Start with one of these topics.')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Periods of life' })).toBeNull();
    await expect(canvas.getAllByRole('button', { name: /^Start: / })).toHaveLength(3);
  },
});

export const AllCovered = meta.story({
  args: { map: fixtures.lifeMapAllCovered },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Every part of the life has two stories or more.')).toBeVisible();
    await expect(canvas.queryByText('Needs more')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Start/ })).toBeNull();
  },
});

export const Loading = meta.story({
  args: { map: null, isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Life Map' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Life Map' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
});

export const ErrorState = meta.story(failedToLoad({ map: null, error: 'Failed to load the Life map' }));

/** Start against MSW: a new conversation whose intro is the topic's prompt, then onStarted with its id. */
export const StartFlow = meta.story({
  render: () => <OpenLifeMap onStarted={onStarted} newId={() => newConversation} />,
  beforeEach: ({ msw }) => {
    intros.length = 0;
    onStarted.mockClear();
    msw.use(
      http.post('*/api/conversations/:id/intro', async ({ request, params }) => {
        const body = (await request.json()) as { content: string };
        intros.push({ id: params.id, ...body });
        return HttpResponse.json({ success: true, message: { message_id: 'intro', role: 'assistant', content: body.content, created_at: fixtures.fixtureNow, complete: true } });
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Start: Youth' }));
    await waitFor(() => expect(onStarted).toHaveBeenCalledWith(newConversation), { timeout: 4000 });
    await expect(intros).toEqual([{ id: newConversation, templateId: null, templateVariables: {}, content: youth.prompt }]);
  },
});

export const StartFails = meta.story({
  render: () => <OpenLifeMap onStarted={onStarted} />,
  beforeEach: ({ msw }) => {
    onStarted.mockClear();
    msw.use(http.post('*/api/conversations/:id/intro', () => HttpResponse.json({ error: 'Internal server error' }, { status: 500 })));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Start: Youth' }));
    const notifications = canvas.getByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(notifications).toHaveTextContent('Failed to start the conversation'), { timeout: 4000 });
    await expect(onStarted).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Start: Youth' })).toBeEnabled();
  },
});

export const ConnectedEmpty = meta.story({
  render: () => <OpenLifeMap onStarted={onStarted} />,
  beforeEach: ({ msw }) => msw.use(lifeMapHandlers.empty),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nothing recorded yet. Start with one of these topics.')).toBeVisible();
  },
});

export const ConnectedError = meta.story({
  render: () => <OpenLifeMap onStarted={onStarted} />,
  beforeEach: ({ msw }) => msw.use(lifeMapHandlers.error),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to load the Life map')).toHaveAttribute('role', 'alert');
  },
});
