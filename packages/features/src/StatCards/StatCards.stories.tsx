import { expect } from 'storybook/test';
import { fixtures } from '@kinstory/mocks';
import { phone } from '../storybook/decorators.tsx';
import { featureStory } from '../storybook/featureStory.ts';
import { StatCards } from './StatCards.tsx';
import preview from '../storybook/preview.ts';

const meta = preview.meta({
  title: 'Dashboard/StatCards',
  component: StatCards,
  ...featureStory,
  args: { conversations: fixtures.conversations, stats: fixtures.storyStats, now: new Date(fixtures.fixtureNow) },
});

const card = (canvas: { getByRole: (role: string, options: { name: string }) => HTMLElement }, name: string) =>
  canvas.getByRole('heading', { name }).closest('li') as HTMLElement;

export const Default = meta.story({
  play: async ({ canvas }) => {
    // Two of the three conversations have messages.
    await expect(card(canvas, 'My Contributions')).toHaveTextContent('23 total conversations');
    await expect(card(canvas, 'Family Stories')).toHaveTextContent('412 memories preserved');
    await expect(card(canvas, 'Last Active')).toHaveTextContent('2 hours ago');
  },
});

export const Phone = meta.story({ globals: phone });

export const Empty = meta.story({
  args: { conversations: [], stats: { total_stories: 0, total_memories: 0 } },
  play: async ({ canvas }) => {
    await expect(card(canvas, 'My Contributions')).toHaveTextContent('00 total conversations');
    await expect(card(canvas, 'Family Stories')).toHaveTextContent('0Start contributing');
    await expect(card(canvas, 'Last Active')).toHaveTextContent('Never');
  },
});

export const Loading = meta.story({
  args: { conversations: [], stats: null, isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText('Never')).toBeNull();
  },
});
