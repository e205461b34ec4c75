import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { fixtures, storiesHandlers } from '@kinstory/mocks';
import { phone, withDefaultHandlers, withProviders } from '../storybook/decorators.tsx';
import { MyStories } from './MyStories.tsx';
import { YourStories } from './YourStories.tsx';

const meta = {
  title: 'Dashboard/YourStories',
  component: YourStories,
  decorators: [withProviders],
  beforeEach: withDefaultHandlers,
  args: { stories: fixtures.stories },
} satisfies Meta<typeof YourStories>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Your Stories' })).toBeVisible();
    await expect(canvas.getByText('4 Stories')).toBeVisible();
    await expect(canvas.getByText('Important narratives captured from your conversations')).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    await expect(canvas.getAllByText('Coming Soon')).toHaveLength(4);
  },
};

export const OneStory: Story = {
  args: { stories: fixtures.stories.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 Story')).toBeVisible();
  },
};

export const Phone: Story = { args: { stories: fixtures.stories.slice(0, 2) }, globals: phone };

export const Empty: Story = {
  args: { stories: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { name: 'Your Stories' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { stories: [], isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/^\d+ Stor(y|ies)$/)).toBeNull();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { stories: [], error: 'Failed to fetch stories' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Failed to fetch stories')).toHaveAttribute('role', 'alert');
  },
};

/** Asks for at most 20 stories (SPEC §2). */
export const Connected: Story = {
  render: () => <MyStories />,
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('*/api/stories', ({ request }) => {
        const limit = new URL(request.url).searchParams.get('limit');
        return HttpResponse.json({ stories: limit === '20' ? fixtures.stories : [] });
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('4 Stories')).toBeVisible();
  },
};

export const ConnectedEmpty: Story = {
  render: () => <MyStories />,
  beforeEach: ({ msw }) => msw.use(storiesHandlers.empty),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.queryByRole('heading', { name: 'Your Stories' })).toBeNull(), { timeout: 4000 });
  },
};
