import { expect } from 'storybook/test';
import { phone } from '../storybook/decorators.tsx';
import { featureStory } from '../storybook/featureStory.ts';
import { SuggestedTopics } from './SuggestedTopics.tsx';
import preview from '../storybook/preview.ts';

const meta = preview.meta({
  title: 'Dashboard/SuggestedTopics',
  component: SuggestedTopics,
  ...featureStory,
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem').map((li) => li.textContent);
    await expect(items).toEqual(['Family Holidays & Traditions', 'Childhood Adventures', 'Life Lessons Learned']);
    await expect(canvas.queryByRole('link')).toBeNull();
  },
});

export const Phone = meta.story({ globals: phone });
