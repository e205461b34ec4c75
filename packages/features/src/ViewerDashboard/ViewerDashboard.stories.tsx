import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { phone, withDefaultHandlers, withProviders } from '../storybook/decorators.tsx';
import { MemoryBoxProgress } from './MemoryBoxProgress.tsx';
import { NewStories } from './NewStories.tsx';
import { RecentActivity } from './RecentActivity.tsx';
import { sampleActivity, sampleArchive, sampleCategories, sampleStories, sampleWeek } from './sampleData.ts';
import { ViewerHeader } from './ViewerHeader.tsx';
import { WeeklyProgress } from './WeeklyProgress.tsx';

const onRead = fn();

/** The viewer dashboard's mock-data blocks, top to bottom. */
function ViewerBlocks() {
  return (
    <div style={{ display: 'grid', gap: 24 }}>
      <ViewerHeader archive={sampleArchive} />
      <RecentActivity activity={sampleActivity} onRead={onRead} />
      <WeeklyProgress week={sampleWeek} />
      <MemoryBoxProgress categories={sampleCategories} />
      <NewStories stories={sampleStories} />
    </div>
  );
}

const meta = {
  title: 'Viewer/Dashboard blocks',
  component: ViewerBlocks,
  decorators: [withProviders],
  beforeEach: withDefaultHandlers,
} satisfies Meta<typeof ViewerBlocks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(sampleArchive.name);
    await expect(canvas.getByText('Live View')).toBeVisible();
    await expect(canvas.getByText("Following Edna's memory-building journey")).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Explore Archive' })).toBeVisible();
    // Only story_added items can be read.
    const reads = canvas.getAllByRole('button', { name: /^Read: / });
    await expect(reads).toHaveLength(1);
    await userEvent.click(reads[0]!);
    await expect(onRead).toHaveBeenCalledWith(sampleActivity[0]);
    for (const label of ['Stories Added', 'Photos Uploaded', 'Minutes Creating', 'Sessions Done']) {
      await expect(canvas.getByText(label)).toBeVisible();
    }
    await expect(canvas.getByRole('progressbar', { name: 'Childhood' })).toHaveAttribute('aria-valuenow', '75');
    await expect(canvas.getByText('6 of 8 complete')).toBeVisible();
    await expect(canvas.getByText('2 to go')).toBeVisible();
    await expect(canvas.getAllByText('NEW')).toHaveLength(2);
    await expect(canvas.getAllByRole('button', { name: /^Read Story: / })).toHaveLength(2);
    // Listen only where there is audio.
    await expect(canvas.getAllByRole('button', { name: /^Listen: / })).toHaveLength(1);
  },
};

export const Phone: Story = { globals: phone };
