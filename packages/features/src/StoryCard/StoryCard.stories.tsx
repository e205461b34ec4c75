import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { fixtures } from '@kinstory/mocks';
import { formatDate } from '../format/index.ts';
import { phone, withDefaultHandlers, withProviders } from '../storybook/decorators.tsx';
import { StoryCard } from './StoryCard.tsx';

const [marriage, mill, fair, lemonade] = fixtures.stories as [
  (typeof fixtures.stories)[number],
  (typeof fixtures.stories)[number],
  (typeof fixtures.stories)[number],
  (typeof fixtures.stories)[number],
];

const meta = {
  title: 'Stories/StoryCard',
  component: StoryCard,
  decorators: [withProviders],
  beforeEach: withDefaultHandlers,
  args: { story: fair },
} satisfies Meta<typeof StoryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Chat: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: fair.title })).toBeVisible();
    await expect(canvas.getByText('medium')).toHaveAttribute('data-tone', 'medium');
    await expect(canvas.getByText('childhood')).toBeVisible();
    await expect(canvas.getByText(fair.summary)).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'People' })).toHaveTextContent('MumAlfie');
    await expect(canvas.getByText('When').nextElementSibling).toHaveTextContent('the summer of 1946');
    await expect(canvas.getByText('Where').nextElementSibling).toHaveTextContent('Hampstead Heath');
    await expect(canvas.getByText('What').nextElementSibling).toHaveTextContent('got lost at the fair');
    await expect(canvas.queryByText('Coming Soon')).toBeNull();
  },
};

/** Every significance level; an unknown one is styled neutral. */
export const Significance: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {[marriage, mill, fair, lemonade].map((story) => (
        <StoryCard key={story.id} story={story} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('critical')).toHaveAttribute('data-tone', 'critical');
    await expect(canvas.getByText('high')).toHaveAttribute('data-tone', 'high');
    await expect(canvas.getByText('trivia')).toHaveAttribute('data-tone', 'neutral');
  },
};

export const Dashboard: Story = {
  args: { form: 'dashboard', story: marriage },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('love & marriage')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'People' })).toHaveTextContent('Harold');
    await expect(canvas.getByText('Place').nextElementSibling).toHaveTextContent("St Anne's");
    await expect(canvas.getByText('When').nextElementSibling).toHaveTextContent('June of 1955');
    await expect(canvas.getByText('Why This Matters').nextElementSibling).toHaveTextContent(marriage.significance.reason);
    await expect(canvas.getByText(`Captured ${formatDate(marriage.created_at)}`)).toBeVisible();
    await expect(canvas.getByText('Coming Soon')).toBeVisible();
    await expect(canvas.getByText('In Development')).toBeVisible();
    for (const name of ['Listen (Harold)', 'Download Audio', 'Download Transcript', 'Follow Up']) {
      await expect(canvas.getByRole('button', { name })).toBeDisabled();
    }
  },
};

/** No people in the story: Listen names the Narrator. */
export const DashboardWithoutPeople: Story = {
  args: { form: 'dashboard', story: { ...lemonade, narrative: { ...lemonade.narrative, people: [] } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Listen (Narrator)' })).toBeDisabled();
    await expect(canvas.queryByRole('list', { name: 'People' })).toBeNull();
  },
};

export const DashboardPhone: Story = { args: { form: 'dashboard', story: marriage }, globals: phone };

export const DateUnknown: Story = {
  args: { form: 'dashboard', story: { ...mill, created_at: 'not a date' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Captured Date unknown')).toBeVisible();
  },
};
