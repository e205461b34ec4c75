import { expect } from 'storybook/test';
import { fixtures } from '@kinstory/mocks';
import { phone } from '../storybook/decorators.tsx';
import { featureStory } from '../storybook/featureStory.ts';
import { failedToLoad } from '../storybook/plays.ts';
import { RecentFamilyStories } from './RecentFamilyStories.tsx';
import preview from '../storybook/preview.ts';

const meta = preview.meta({
  title: 'Dashboard/RecentFamilyStories',
  component: RecentFamilyStories,
  ...featureStory,
  args: { stories: fixtures.stories, total: 12, now: new Date(fixtures.fixtureNow) },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Latest 3 of 12 total stories')).toBeVisible();
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(3);
    await expect(links[0]).toHaveAttribute('href', '/stories');
    await expect(links[0]).toHaveTextContent('1 hour ago');
    await expect(links[0]).toHaveTextContent('1 person');
    await expect(links[1]).toHaveTextContent('2 people');
  },
});

/** A story without a summary shows the first 150 characters of its content. */
export const SummaryFallback = meta.story({
  args: { stories: [{ ...fixtures.stories[3]!, content: 'x'.repeat(200) }], total: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Latest 1 of 1 total stories')).toBeVisible();
    await expect(canvas.getByText('x'.repeat(150))).toBeVisible();
    await expect(canvas.getByRole('link')).toHaveTextContent('0 people');
  },
});

export const Phone = meta.story({ globals: phone });

export const Empty = meta.story({
  args: { stories: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Latest 0 of 0 total stories')).toBeVisible();
  },
});

export const Loading = meta.story({
  args: { stories: [], total: 0, isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/total stories/)).toBeNull();
  },
});

export const ErrorState = meta.story(failedToLoad({ stories: [], total: 0, error: 'Failed to fetch stories' }));
