import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { phone } from '../storybook/decorators.tsx';
import { featureStory } from '../storybook/featureStory.ts';
import { SuggestedTopics } from './SuggestedTopics.tsx';

const meta = {
  title: 'Dashboard/SuggestedTopics',
  component: SuggestedTopics,
  ...featureStory,
} satisfies Meta<typeof SuggestedTopics>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem').map((li) => li.textContent);
    await expect(items).toEqual(['Family Holidays & Traditions', 'Childhood Adventures', 'Life Lessons Learned']);
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const Phone: Story = { globals: phone };
