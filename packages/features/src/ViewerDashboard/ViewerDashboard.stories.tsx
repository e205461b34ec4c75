import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { fixtures } from '@kinstory/mocks';
import { phone } from '../storybook/decorators.tsx';
import { featureStory } from '../storybook/featureStory.ts';
import { MemoryBoxProgress } from './MemoryBoxProgress.tsx';
import { NewStories, type NewStoriesProps } from './NewStories.tsx';
import { RecentActivity } from './RecentActivity.tsx';
import { recentActivity } from './viewerData.ts';
import { ViewerHeader } from './ViewerHeader.tsx';
import { WeeklyProgress } from './WeeklyProgress.tsx';
import preview from '../storybook/preview.ts';

const onRead = fn();
const now = new Date(fixtures.fixtureNow);
const stories = fixtures.storiesWithPerspectives.map((s) => (s.id === '4' ? { ...s, recordings: ['12'] } : s));

/** The viewer dashboard's blocks, top to bottom, at the fixtures' time. */
function ViewerBlocks() {
  const [open, setOpen] = useState<NewStoriesProps['open']>(null);
  return (
    <div style={{ display: 'grid', gap: 24 }}>
      <ViewerHeader subjectName="Edna" />
      <RecentActivity activity={recentActivity(stories, 'Edna')} onRead={onRead} now={now} />
      <WeeklyProgress stories={stories} listLimit={20} stats={fixtures.storyStats} now={now} />
      <MemoryBoxProgress map={fixtures.lifeMap} />
      <NewStories stories={stories} open={open} onOpenChange={setOpen} now={now} />
    </div>
  );
}

const meta = preview.meta({
  title: 'Viewer/Dashboard blocks',
  component: ViewerBlocks,
  ...featureStory,
});

export const Default = meta.story({
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent("Edna's Family Archive");
    await expect(canvas.getByText("Following Edna's memory-building journey")).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Explore Archive' })).toBeVisible();
    // Five items, newest first; only the stories can be read.
    await expect(canvas.getByText('Grace added a perspective on “Lost at the Hampstead Heath fair”')).toBeVisible();
    const reads = canvas.getAllByRole('button', { name: /^Read: / });
    await expect(reads).toHaveLength(2);
    await userEvent.click(reads[0]!);
    await expect(onRead).toHaveBeenCalledWith('4');
    // The fixtures' week: three stories and all four perspectives.
    await expect(canvas.getByText('Stories Added').nextElementSibling).toHaveTextContent('3');
    await expect(canvas.getByText('Perspectives Shared').nextElementSibling).toHaveTextContent('4');
    await expect(canvas.getByText('Memories Kept').nextElementSibling).toHaveTextContent('12');
    const [first] = fixtures.lifeMap.periods;
    await expect(canvas.getByRole('progressbar', { name: first!.label })).toBeVisible();
    await expect(canvas.getAllByText('NEW')).toHaveLength(3);
    await expect(canvas.getAllByRole('button', { name: /^Listen: / })).toHaveLength(1);
  },
});

/** 'Read Story' shows the whole story and its perspectives; 'Close Story' the beginning again. */
export const ReadStory = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Read Story: Marrying Harold at St Anne’s' }));
    await expect(canvas.getByRole('region', { name: 'The whole story: Marrying Harold at St Anne’s' })).toHaveTextContent(fixtures.stories[0]!.content);
    await expect(canvas.getByRole('region', { name: 'Family perspectives on Marrying Harold at St Anne’s' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Close Story: Marrying Harold at St Anne’s' }));
    await expect(canvas.queryByRole('region', { name: /^The whole story/ })).toBeNull();
  },
});

/** A period with no stories, one thin, one complete. */
export const MemoryBox = meta.story({
  render: () => (
    <MemoryBoxProgress
      map={{
        ...fixtures.lifeMap,
        periods: [
          { key: 'childhood', label: 'Childhood', storyCount: 3, thin: false },
          { key: 'youth', label: 'Youth', storyCount: 1, thin: true },
          { key: 'work', label: 'Work', storyCount: 0, thin: true },
        ],
      }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Childhood' })).toHaveAttribute('aria-valuenow', '100');
    await expect(canvas.getByRole('progressbar', { name: 'Youth' })).toHaveAttribute('aria-valuenow', '50');
    await expect(canvas.getByText('Well covered!')).toBeVisible();
    await expect(canvas.getByText('A lovely start.')).toBeVisible();
    await expect(canvas.getByText('Not started yet: a good one to ask about.')).toBeVisible();
    await expect(canvas.getAllByText('2 to go')).toHaveLength(1);
  },
});

export const Phone = meta.story({ globals: phone });
