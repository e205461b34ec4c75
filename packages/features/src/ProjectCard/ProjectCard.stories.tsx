import { expect } from 'storybook/test';
import { fixtures } from '@kinstory/mocks';
import { phone } from '../storybook/decorators.tsx';
import { featureStory } from '../storybook/featureStory.ts';
import { emptyHidesBlock } from '../storybook/plays.ts';
import { ProjectCard } from './ProjectCard.tsx';
import preview from '../storybook/preview.ts';

const { subjectName, subjectRelation, initialTopics } = fixtures.adminProfile;

const meta = preview.meta({
  title: 'Dashboard/ProjectCard',
  component: ProjectCard,
  ...featureStory,
  args: { subjectName, subjectRelation, initialTopics },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Your Project' })).toBeVisible();
    await expect(canvas.getByText('Subject').nextElementSibling).toHaveTextContent('Edna');
    await expect(canvas.getByText('Relationship').nextElementSibling).toHaveTextContent('mother');
    await expect(canvas.getByRole('heading', { name: 'Initial Topics' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
});

export const Phone = meta.story({ globals: phone });

/** No subject yet: the card is not shown. */
export const Empty = meta.story(emptyHidesBlock({ subjectName: null }, 'Your Project'));

export const NoTopics = meta.story({
  args: { initialTopics: [], subjectRelation: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Initial Topics')).toBeNull();
    await expect(canvas.queryByText('Relationship')).toBeNull();
  },
});
